import { Command } from "commander";
import type { Db } from "../server/db/client.server.ts";
import { importFeed, ImportFailedError, type ImportSummary } from "../server/ingest/import-feed.server.ts";
import { formatImportSummary, formatRejections } from "./print-import-summary.ts";
import { withDatabase } from "./with-database.ts";
import { printable } from "./print-safe-text.ts";
import { readManifest, ManifestError, type ManifestFeed, type ManifestProblem } from "./import-manifest.ts";
import { tryLockMerchant } from "../server/feeds/merchant-run-lock.server.ts";

interface ImportOptions {
  merchant?: string;
  name?: string;
  website?: string;
  currency?: string;
  manifest?: string;
  json?: boolean;
  allowHttp?: boolean;
}

export function importCommand(): Command {
  return new Command("import")
    .description(
      "Import merchants' Google Merchant Center feeds (TSV, CSV or RSS/Atom XML) from files or https URLs: " +
        "one merchant's feed (--merchant), or several merchants' feeds listed in a manifest (--manifest)",
    )
    .option("--merchant <slug>", "merchant slug, e.g. harbour-builders")
    .option("--name <name>", "merchant display name (first import, or to rename)")
    .option("--website <url>", "merchant website")
    .option(
      "--currency <code>",
      "ISO 4217 code a price without a currency is read in (e.g. GBP); stored on the merchant for later imports",
    )
    .option("--manifest <file>", "JSON file listing several merchants' feeds, each imported atomically on its own")
    .option("--allow-http", "fetch plain http:// feed URLs too (https only without it)")
    .option("--json", "print each feed's summary as one JSON line (for scripts and benchmarks)")
    .argument("[sources...]", "feed files or URLs; several files form one full feed")
    .action(async (sources: string[], opts: ImportOptions) => {
      if (opts.manifest) {
        if (opts.merchant || sources.length > 0 || opts.name || opts.website || opts.currency || opts.allowHttp)
          throw new Error(
            "--manifest takes every feed from the file: give no --merchant, --name, --website, --currency, --allow-http or sources",
          );
        await importManifest(opts.manifest, opts.json === true);
        return;
      }
      if (!opts.merchant)
        throw new Error("required option '--merchant <slug>' not specified (or give --manifest <file>)");
      if (sources.length === 0) throw new Error("missing feed files or URLs after the options");
      const feed = {
        merchant: opts.merchant,
        name: opts.name,
        website: opts.website,
        currency: opts.currency,
        sources,
      };
      const allowHttp = opts.allowHttp === true;
      const ok = await withDatabase((database) => importOne(database.db, feed, opts.json === true, false, allowHttp));
      if (!ok) process.exitCode = 1;
    });
}

/**
 * Imports the manifest's feeds one after another in this one process (one database open, one start-up).
 * Each feed is its own transaction: a feed that fails is reported and leaves the others applied. Exit code 1
 * when any entry was refused or any feed applied nothing.
 */
async function importManifest(file: string, json: boolean): Promise<void> {
  let manifest;
  try {
    manifest = readManifest(file);
  } catch (error) {
    if (error instanceof ManifestError) throw new Error(`${error.message}; nothing was imported`);
    throw error;
  }
  for (const problem of manifest.problems) reportProblem(problem, json);
  let failed = manifest.problems.length;
  if (manifest.feeds.length > 0) {
    await withDatabase(async (database) => {
      for (const { feed } of manifest.feeds)
        if (!(await importOne(database.db, feed, json, true, feed.allowHttp === true))) failed++;
    });
  }
  const total = manifest.feeds.length + manifest.problems.length;
  if (!json)
    console.log(
      `Manifest ${printable(file)}: ${total - failed} of ${total} feeds applied${failed ? `, ${failed} failed` : ""}.`,
    );
  if (failed > 0) process.exitCode = 1;
}

function reportProblem(problem: ManifestProblem, json: boolean): void {
  const who = problem.merchant ? ` (${problem.merchant})` : "";
  const message = printable(`manifest feed ${problem.index + 1}${who} refused: ${problem.message}`);
  if (json) process.stdout.write(`${JSON.stringify({ merchantSlug: problem.merchant, error: message })}\n`);
  process.stderr.write(`Import failed, nothing was applied: ${message}\n`);
}

/**
 * Imports one merchant's feed and prints its summary; false when nothing was applied (reported already).
 * `named`: failures name the merchant (a manifest's several feeds).
 */
async function importOne(
  db: Db,
  feed: ManifestFeed,
  json: boolean,
  named = false,
  allowHttp = false,
): Promise<boolean> {
  const showBar = process.stderr.isTTY && !json;
  // Loaded only for a terminal: scripts and nightly runs (--json, no TTY) skip its modules at start-up.
  const cliProgress = showBar ? (await import("cli-progress")).default : null;
  const bar = cliProgress
    ? new cliProgress.SingleBar(
        { format: "{phase} [{bar}] {percentage}% | {value}/{total} rows", hideCursor: true, stream: process.stderr },
        cliProgress.Presets.shades_classic,
      )
    : null;
  let barStarted = false;
  // The same per-merchant lock as a scheduled refresh (decision 041): never two imports of one merchant at once,
  // whichever processes start them. A scheduled run in progress already brings the feed up to date.
  const lock = await tryLockMerchant(db, feed.merchant);
  if (!lock) {
    const message = `a feed run of ${feed.merchant} is in progress (see buildcompare feeds status); try again when it ends`;
    if (json) process.stdout.write(`${JSON.stringify({ merchantSlug: feed.merchant, error: message })}\n`);
    process.stderr.write(`${printable(`Import failed, nothing was applied: ${message}`)}\n`);
    return false;
  }
  try {
    const summary = await importFeed(db, {
      merchant: { slug: feed.merchant, name: feed.name, websiteUrl: feed.website },
      feedCurrency: feed.currency,
      sources: feed.sources,
      allowHttp,
      onProgress: (phase, done, total) => {
        if (!bar || phase !== "matching") return;
        if (!barStarted) {
          bar.start(total, 0, { phase: `Matching ${feed.merchant}` });
          barStarted = true;
        }
        if (done % 500 === 0 || done === total) bar.update(done);
      },
    });
    if (barStarted) bar?.stop();
    printSummary(summary, json);
    return true;
  } catch (error) {
    if (barStarted) bar?.stop();
    if (!(error instanceof ImportFailedError)) throw error;
    if (json) {
      const { message, rejections, warnings, rowsRead } = error;
      process.stdout.write(
        `${JSON.stringify({ merchantSlug: feed.merchant, error: message, rowsRead, rejections, warnings })}\n`,
      );
    }
    const who = named ? ` of ${feed.merchant}` : "";
    process.stderr.write(`${printable(`Import${who} failed, nothing was applied: ${error.message}`)}\n`);
    if (error.rejections.length > 0) process.stderr.write(`${formatRejections(error.rejections).join("\n")}\n`);
    if (error.warnings.length > 0)
      process.stderr.write(`  warnings:\n${formatRejections(error.warnings).join("\n")}\n`);
    return false;
  } finally {
    await lock.release();
  }
}

function printSummary(summary: ImportSummary, json: boolean): void {
  if (!json) {
    console.log(formatImportSummary(summary));
    return;
  }
  const { matches: _matches, ...rest } = summary;
  // The process's peak so far: with a manifest, the last feed's line holds the whole run's peak.
  const memory = process.resourceUsage().maxRSS * 1024;
  process.stdout.write(`${JSON.stringify({ ...rest, peakRssBytes: memory })}\n`);
}
