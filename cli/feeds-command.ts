import { Command, InvalidArgumentError } from "commander";
import { describeRefresh } from "../server/feeds/describe-refresh.ts";
import {
  DEFAULT_SCHEDULE,
  describeSchedule,
  parseCron,
  parseEvery,
  ScheduleError,
  type FeedSchedule,
} from "../server/feeds/feed-schedule.ts";
import { listFeedSources } from "../server/feeds/feed-source-row.server.ts";
import { loadFeedStatus } from "../server/feeds/load-feed-status.server.ts";
import { refreshFeed } from "../server/feeds/refresh-feed.server.ts";
import { FeedRegistrationError, registerFeed } from "../server/feeds/register-feed.server.ts";
import { removeFeed } from "../server/feeds/remove-feed.server.ts";
import { formatFeedList, formatFeedStatus } from "./format-feed-status.ts";
import { withDatabase } from "./with-database.ts";

interface AddOptions {
  every?: string;
  cron?: string;
  currency?: string;
  allowHttp?: boolean;
}

function parseSchedule(opts: AddOptions): FeedSchedule {
  if (opts.every !== undefined && opts.cron !== undefined)
    throw new InvalidArgumentError("give --every or --cron, not both");
  try {
    if (opts.every !== undefined) return parseEvery(opts.every);
    if (opts.cron !== undefined) return parseCron(opts.cron);
  } catch (error) {
    if (error instanceof ScheduleError) throw new InvalidArgumentError(error.message);
    throw error;
  }
  return DEFAULT_SCHEDULE;
}

export function feedsCommand(): Command {
  const feeds = new Command("feeds").description(
    "The feed registry: merchants' feeds fetched on a schedule by the web server (FEED_SCHEDULER=on) or `buildcompare worker`",
  );

  feeds
    .command("add")
    .description("register (or change) a merchant's feed; it is due at once")
    .argument("<merchant>", "merchant slug, e.g. harbour-builders")
    .argument("<url>", "the feed's https address")
    .option(
      "--every <duration>",
      `fetch interval, e.g. 30m, 6h, 1d (default ${describeSchedule(DEFAULT_SCHEDULE).slice(6)})`,
    )
    .option("--cron <pattern>", 'cron pattern in UK time instead, e.g. "0 6 * * *" (06:00 daily)')
    .option("--currency <code>", "ISO 4217 code a price without a currency is read in (e.g. GBP)")
    .option("--allow-http", "fetch this feed over plain http (no TLS): only for a merchant that offers nothing else")
    .action((merchant: string, url: string, opts: AddOptions) => {
      const schedule = parseSchedule(opts);
      return withDatabase(async ({ db }) => {
        try {
          const { added } = await registerFeed(
            db,
            { merchant, url, schedule, currency: opts.currency, allowHttp: opts.allowHttp === true },
            new Date(),
          );
          console.log(`Feed of ${merchant} ${added ? "added" : "changed"}: ${describeSchedule(schedule)}; due now.`);
        } catch (error) {
          if (error instanceof FeedRegistrationError) throw new Error(`feeds add: ${error.message}`);
          throw error;
        }
      });
    });

  feeds
    .command("list")
    .description("registered feeds, their schedule and next due time")
    .action(() => withDatabase(async ({ db }) => console.log(formatFeedList(await listFeedSources(db)).join("\n"))));

  feeds
    .command("remove")
    .description("stop fetching a merchant's feed (its offers and import history stay)")
    .argument("<merchant>")
    .action((merchant: string) =>
      withDatabase(async ({ db }) => {
        if (!(await removeFeed(db, merchant))) throw new Error(`No feed registered for "${merchant}"`);
        console.log(`Feed of ${merchant} removed; its offers stay until another import changes them.`);
      }),
    );

  feeds
    .command("run")
    .description(
      "fetch and import a merchant's feed now (conditional GET; waits for nothing: a run elsewhere is reported)",
    )
    .argument("<merchant>")
    .action((merchant: string) =>
      withDatabase(async ({ db }) => {
        const result = await refreshFeed(db, merchant, { now: () => new Date(), force: true });
        const line = describeRefresh(merchant, result);
        if (result.outcome === "imported" || result.outcome === "not-modified") console.log(line);
        else {
          process.stderr.write(`${line}\n`);
          process.exitCode = 1;
        }
      }),
    );

  feeds
    .command("status")
    .description("per merchant: last success, last failure and why, rows rejected and warned against its usual")
    .option("--json", "one JSON document (for scripts)")
    .action((opts: { json?: boolean }) =>
      withDatabase(async ({ db }) => {
        const statuses = await loadFeedStatus(db);
        if (opts.json) process.stdout.write(`${JSON.stringify(statuses)}\n`);
        else console.log(formatFeedStatus(statuses, new Date()).join("\n"));
      }),
    );

  return feeds;
}
