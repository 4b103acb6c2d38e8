import { Command, InvalidArgumentError } from "commander";
import { listClickStats } from "../server/clicks/list-click-stats.server.ts";
import { getMerchant } from "../server/merchants/get-merchant.server.ts";
import { utcDay } from "../server/clicks/count-click.server.ts";
import { formatClickStats } from "./format-click-stats.ts";
import { withDatabase } from "./with-database.ts";

/** A real calendar day written YYYY-MM-DD: "2026-02-30" is refused rather than rolled into March. */
export function parseDay(value: string): string {
  const at = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(at.getTime()) || utcDay(at) !== value) {
    throw new InvalidArgumentError("use a date written YYYY-MM-DD, e.g. 2026-12-01");
  }
  return value;
}

function parseSlug(value: string): string {
  if (!/^[a-z0-9][a-z0-9-]{0,99}$/.test(value))
    throw new InvalidArgumentError("use a merchant slug, e.g. harbour-supplies");
  return value;
}

/** The default range: the last 30 UTC days, today included. */
export function defaultRange(now: Date): { from: string; to: string } {
  return { from: utcDay(new Date(now.getTime() - 29 * 86_400_000)), to: utcDay(now) };
}

export function statsCommand(): Command {
  return new Command("stats")
    .description("Click-outs through /out by merchant and day (counted clicks; no visitor data is kept)")
    .option("--from <day>", "first UTC day, YYYY-MM-DD (default: 29 days before --to)", parseDay)
    .option("--to <day>", "last UTC day, YYYY-MM-DD (default: today)", parseDay)
    .option("--merchant <slug>", "only this merchant", parseSlug)
    .action((opts: { from?: string; to?: string; merchant?: string }) => {
      const fallback = defaultRange(opts.to ? new Date(`${opts.to}T00:00:00Z`) : new Date());
      const range = { from: opts.from ?? fallback.from, to: opts.to ?? fallback.to };
      if (range.from > range.to) throw new Error(`--from ${range.from} is after --to ${range.to}`);
      return withDatabase(async ({ db }) => {
        if (opts.merchant && !(await getMerchant(db, opts.merchant))) {
          throw new Error(`No merchant with slug "${opts.merchant}" (buildcompare merchants list shows them)`);
        }
        const rows = await listClickStats(db, { ...range, merchantSlug: opts.merchant });
        console.log(formatClickStats(rows, range));
      });
    });
}
