import { Cron } from "croner";
import type { Db } from "../db/client.server.ts";
import { describeRefresh } from "./describe-refresh.ts";
import { listDueFeeds } from "./feed-source-row.server.ts";
import { refreshFeed, type RefreshFeedOptions, type RefreshResult } from "./refresh-feed.server.ts";

/**
 * When the scheduler looks for due feeds: at start-up (catch-up after a restart) and at the start of every minute.
 * The due times live in feed_sources, so the check is one indexed read, and a feed added by another process's
 * `feeds add` is seen within a minute.
 */
export const SCHEDULER_PATTERN = "* * * * *";

export interface SchedulerOptions extends Omit<RefreshFeedOptions, "force" | "signal" | "now"> {
  now?: () => Date;
  /** One line per run; default console.log. */
  log?: (line: string) => void;
  /** Keep the process alive for the timer (`buildcompare worker`); the web server has its listener for that. */
  keepAlive?: boolean;
}

export interface FeedRun {
  merchant: string;
  result: RefreshResult;
}

/**
 * Runs every feed due at `now()`, one after another (an import uses a whole core; two merchants at once on a
 * shared 2-core server would slow the site, not the feeds). A merchant another process is running is skipped;
 * that process records its due time. Stops between feeds once `signal` is aborted.
 */
export async function runDueFeeds(db: Db, options: SchedulerOptions & { signal?: AbortSignal }): Promise<FeedRun[]> {
  const now = options.now ?? (() => new Date());
  const runs: FeedRun[] = [];
  for (const merchant of await listDueFeeds(db, now())) {
    if (options.signal?.aborted) break;
    const result = await refreshFeed(db, merchant, { ...options, now });
    runs.push({ merchant, result });
    if (result.outcome !== "busy" && result.outcome !== "not-due")
      (options.log ?? console.log)(`Feeds: ${describeRefresh(merchant, result)}`);
  }
  return runs;
}

export interface FeedScheduler {
  /** Resolves when no pass is running (tests wait for this state, not for time). */
  idle(): Promise<void>;
  /** Stops the timer, cancels a download in progress and waits for the current feed to finish. */
  stop(): Promise<void>;
}

/**
 * Starts the scheduler in this process (the web server with FEED_SCHEDULER=on, or `buildcompare worker`): croner
 * wakes it every minute, and the database decides what is due. Any number of processes may run one.
 */
export function startFeedScheduler(db: Db, options: SchedulerOptions = {}): FeedScheduler {
  const stopping = new AbortController();
  const log = options.log ?? console.log;
  let pass: Promise<void> | null = null;
  const tick = () => {
    if (pass || stopping.signal.aborted) return;
    pass = runDueFeeds(db, { ...options, signal: stopping.signal })
      .then(() => undefined)
      .catch((error: unknown) =>
        log(`Feeds: could not run due feeds, will retry next minute: ${(error as Error).message}`),
      )
      .finally(() => {
        pass = null;
      });
  };
  // protect: a pass still running when the next minute starts is not started twice (tick checks too).
  const job = new Cron(SCHEDULER_PATTERN, { protect: true, unref: options.keepAlive !== true }, tick);
  tick();
  return {
    idle: async () => {
      while (pass) await pass;
    },
    async stop() {
      job.stop();
      stopping.abort();
      while (pass) await pass;
    },
  };
}
