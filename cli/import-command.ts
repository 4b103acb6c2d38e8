import { Command } from "commander";
import cliProgress from "cli-progress";
import { importFeed, ImportFailedError } from "../server/ingest/import-feed.server.ts";
import { formatImportSummary, formatRejections } from "./print-import-summary.ts";
import { withDatabase } from "./with-database.ts";

interface ImportOptions {
  merchant: string;
  name?: string;
  website?: string;
  currency?: string;
  json?: boolean;
}

export function importCommand(): Command {
  return new Command("import")
    .description(
      "Import one merchant's Google Merchant Center feed (TSV, CSV or RSS/Atom XML) from files or https URLs",
    )
    .requiredOption("--merchant <slug>", "merchant slug, e.g. harbour-builders")
    .option("--name <name>", "merchant display name (first import, or to rename)")
    .option("--website <url>", "merchant website")
    .option(
      "--currency <code>",
      "ISO 4217 code a price without a currency is read in (e.g. GBP); stored on the merchant for later imports",
    )
    .option("--json", "print the summary as JSON (for scripts and benchmarks)")
    .argument("<sources...>", "feed files or URLs; several files form one full feed")
    .action(async (sources: string[], opts: ImportOptions) => {
      const showBar = process.stderr.isTTY && !opts.json;
      const bar = new cliProgress.SingleBar(
        { format: "{phase} [{bar}] {percentage}% | {value}/{total} rows", hideCursor: true, stream: process.stderr },
        cliProgress.Presets.shades_classic,
      );
      let barStarted = false;
      try {
        const summary = await withDatabase((database) =>
          importFeed(database.db, {
            merchant: { slug: opts.merchant, name: opts.name, websiteUrl: opts.website },
            feedCurrency: opts.currency,
            sources,
            onProgress: (phase, done, total) => {
              if (!showBar || phase !== "matching") return;
              if (!barStarted) {
                bar.start(total, 0, { phase: "Matching" });
                barStarted = true;
              }
              if (done % 500 === 0 || done === total) bar.update(done);
            },
          }),
        );
        if (barStarted) bar.stop();
        if (opts.json) {
          const { matches: _matches, ...rest } = summary;
          const memory = process.resourceUsage().maxRSS * 1024;
          process.stdout.write(`${JSON.stringify({ ...rest, peakRssBytes: memory })}\n`);
        } else {
          console.log(formatImportSummary(summary));
        }
      } catch (error) {
        if (barStarted) bar.stop();
        if (error instanceof ImportFailedError) {
          if (opts.json) {
            const { message, rejections, warnings, rowsRead } = error;
            process.stdout.write(`${JSON.stringify({ error: message, rowsRead, rejections, warnings })}\n`);
          }
          process.stderr.write(`Import failed, nothing was applied: ${error.message}\n`);
          if (error.rejections.length > 0) process.stderr.write(`${formatRejections(error.rejections).join("\n")}\n`);
          if (error.warnings.length > 0)
            process.stderr.write(`  warnings:\n${formatRejections(error.warnings).join("\n")}\n`);
          process.exitCode = 1;
          return;
        }
        throw error;
      }
    });
}
