import { Command } from "commander";
import { startStaleOfferSweep } from "../server/catalog/stale-offers.server.ts";
import { getEnv } from "../server/env.server.ts";
import { runDueFeeds, startFeedScheduler } from "../server/feeds/feed-scheduler.server.ts";
import { startOutboxSender } from "../server/mail/outbox-sender.server.ts";
import { withDatabase } from "./with-database.ts";

/**
 * `buildcompare worker`: a process that only runs the feed scheduler (decision 041), beside the web server on
 * PostgreSQL, or instead of FEED_SCHEDULER=on. With SMTP_URL set it also sends the outbox (the operator's feed
 * e-mails), as the web server does; several senders are safe (rows are claimed under a lock).
 */
export function workerCommand(): Command {
  return new Command("worker")
    .description("run registered feeds when they are due, until stopped (SIGTERM/SIGINT)")
    .option("--once", "run the feeds due now, then exit")
    .action((opts: { once?: boolean }) =>
      withDatabase(async ({ db, label }) => {
        if (opts.once) {
          const runs = await runDueFeeds(db, {});
          if (runs.length === 0) console.log("No feed is due.");
          if (runs.some((r) => r.result.outcome === "failed")) process.exitCode = 1;
          return;
        }
        const env = getEnv();
        console.log(`Feed worker on ${label}: checking due feeds every minute.`);
        const scheduler = startFeedScheduler(db, { keepAlive: true });
        const staleSweep = startStaleOfferSweep(db, env.STALE_OFFER_HIDE_HOURS);
        const stopOutbox = env.SMTP_URL ? startOutboxSender(db, { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM }) : null;
        const signal = await new Promise<string>((resolve) => {
          process.once("SIGTERM", () => resolve("SIGTERM"));
          process.once("SIGINT", () => resolve("SIGINT"));
        });
        console.log(`${signal} received: finishing the current feed, then stopping.`);
        // A second signal does not wait: imports are atomic, so stopping mid-import applies nothing of it.
        const hurry = () => process.exit(1);
        process.once("SIGTERM", hurry);
        process.once("SIGINT", hurry);
        await scheduler.stop();
        await staleSweep.stop();
        await stopOutbox?.();
      }),
    );
}
