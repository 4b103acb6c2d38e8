import { Cron } from "croner";

/** How often a feed is fetched: a fixed interval after each run, or a cron pattern (decision 041). */
export type FeedSchedule = { kind: "every"; seconds: number } | { kind: "cron"; pattern: string };

/** Cron patterns are read in UK time: "0 6 * * *" means 06:00 in London, summer or winter. */
export const SCHEDULE_TIME_ZONE = "Europe/London";

/** A merchant's server is asked at most this often: a shorter schedule is refused when it is added. */
export const MIN_SCHEDULE_SECONDS = 5 * 60;
const MAX_SCHEDULE_SECONDS = 31 * 24 * 3600;

/** The schedule a feed gets when `feeds add` names none. */
export const DEFAULT_SCHEDULE: FeedSchedule = { kind: "every", seconds: 6 * 3600 };

/** First retry after a failure; it doubles per consecutive failure up to the feed's own interval (and 6 h). */
export const RETRY_BASE_SECONDS = 5 * 60;
const RETRY_CAP_SECONDS = 6 * 3600;

const UNIT_SECONDS: Record<string, number> = { m: 60, h: 3600, d: 86_400 };

export class ScheduleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ScheduleError";
  }
}

/** Reads `--every` ("30m", "6h", "1d", "1h30m"). */
export function parseEvery(text: string): FeedSchedule {
  const trimmed = text.trim().toLowerCase();
  if (!/^(\d+[mhd])+$/.test(trimmed))
    throw new ScheduleError(`--every: "${text}" is not a duration such as 30m, 6h, 1d or 1h30m`);
  let seconds = 0;
  for (const [, amount, unit] of trimmed.matchAll(/(\d+)([mhd])/g)) seconds += Number(amount) * UNIT_SECONDS[unit!]!;
  checkSpacing(seconds, `--every ${text}`);
  return { kind: "every", seconds };
}

/** Reads `--cron` (five fields, or six with seconds as croner reads them); its runs must be 5 minutes apart or more. */
export function parseCron(pattern: string): FeedSchedule {
  let job: Cron;
  try {
    job = new Cron(pattern.trim(), { paused: true, timezone: SCHEDULE_TIME_ZONE });
  } catch (error) {
    throw new ScheduleError(`--cron: "${pattern}" is not a cron pattern (${(error as Error).message})`);
  }
  // The closest runs show the pattern's spacing: a per-minute or per-second pattern is refused here.
  const runs = job.nextRuns(12, new Date("2027-01-04T00:00:00Z"));
  if (runs.length === 0) throw new ScheduleError(`--cron: "${pattern}" never runs`);
  for (let i = 1; i < runs.length; i++)
    checkSpacing((runs[i]!.getTime() - runs[i - 1]!.getTime()) / 1000, `--cron "${pattern}"`);
  return { kind: "cron", pattern: pattern.trim() };
}

function checkSpacing(seconds: number, what: string): void {
  if (seconds < MIN_SCHEDULE_SECONDS)
    throw new ScheduleError(
      `${what}: runs less than ${MIN_SCHEDULE_SECONDS / 60} minutes apart; a merchant's server would be asked too often`,
    );
  if (seconds > MAX_SCHEDULE_SECONDS) throw new ScheduleError(`${what}: runs more than 31 days apart`);
}

/**
 * When a feed is next due after a run at `now`. An interval counts from the run, so a feed missed while every
 * process was down runs once on start-up, not once per missed interval (catch-up without a burst).
 */
export function nextRunAfter(schedule: FeedSchedule, now: Date): Date {
  if (schedule.kind === "every") return new Date(now.getTime() + schedule.seconds * 1000);
  const next = new Cron(schedule.pattern, { paused: true, timezone: SCHEDULE_TIME_ZONE }).nextRun(now);
  // parseCron refused patterns that never run; a stored one that stopped running (a past year) waits a month.
  return next ?? new Date(now.getTime() + MAX_SCHEDULE_SECONDS * 1000);
}

/**
 * When a feed that has failed `failures` times in a row is tried again: 5 min, 10, 20… doubling, never later
 * than its regular next run and never more than 6 h away.
 */
export function retryAfter(schedule: FeedSchedule, failures: number, now: Date): Date {
  const exponent = Math.min(Math.max(failures, 1) - 1, 16);
  const delay = Math.min(RETRY_BASE_SECONDS * 2 ** exponent, RETRY_CAP_SECONDS) * 1000;
  const regular = nextRunAfter(schedule, now);
  return new Date(Math.min(now.getTime() + delay, regular.getTime()));
}

/** The schedule as the operator wrote it: "every 6h", "cron 0 6 * * *". */
export function describeSchedule(schedule: FeedSchedule): string {
  if (schedule.kind === "cron") return `cron ${schedule.pattern}`;
  let rest = schedule.seconds;
  let text = "";
  for (const unit of ["d", "h", "m"] as const) {
    const amount = Math.floor(rest / UNIT_SECONDS[unit]!);
    if (amount > 0) text += `${amount}${unit}`;
    rest -= amount * UNIT_SECONDS[unit]!;
  }
  return `every ${text || "0m"}`;
}

/** The stored columns' schedule (feed_sources.every_seconds / cron: exactly one is set). */
export function scheduleFromColumns(everySeconds: number | null, cron: string | null): FeedSchedule {
  if (cron !== null) return { kind: "cron", pattern: cron };
  if (everySeconds !== null) return { kind: "every", seconds: everySeconds };
  return DEFAULT_SCHEDULE;
}
