import { describe, expect, it } from "vitest";
import {
  describeSchedule,
  nextRunAfter,
  parseCron,
  parseEvery,
  retryAfter,
  scheduleFromColumns,
  ScheduleError,
} from "./feed-schedule.ts";

describe("parseEvery", () => {
  it("reads minutes, hours, days and combinations", () => {
    expect(parseEvery("30m")).toEqual({ kind: "every", seconds: 1800 });
    expect(parseEvery("6h")).toEqual({ kind: "every", seconds: 21_600 });
    expect(parseEvery("1d")).toEqual({ kind: "every", seconds: 86_400 });
    expect(parseEvery(" 1H30m ")).toEqual({ kind: "every", seconds: 5400 });
  });

  it("refuses other text, intervals under 5 minutes and over 31 days", () => {
    for (const text of ["", "6", "6 hours", "-1h", "1.5h", "1w"]) expect(() => parseEvery(text)).toThrow(ScheduleError);
    expect(() => parseEvery("4m")).toThrow(/less than 5 minutes apart/);
    expect(() => parseEvery("32d")).toThrow(/more than 31 days/);
  });
});

describe("parseCron", () => {
  it("accepts a daily pattern and refuses a malformed or too frequent one", () => {
    expect(parseCron(" 0 6 * * * ")).toEqual({ kind: "cron", pattern: "0 6 * * *" });
    expect(() => parseCron("every morning")).toThrow(/not a cron pattern/);
    expect(() => parseCron("* * * * *")).toThrow(/less than 5 minutes apart/);
    expect(() => parseCron("*/10 * * * * *")).toThrow(/less than 5 minutes apart/);
    expect(() => parseCron("0,2 6 * * *")).toThrow(/less than 5 minutes apart/);
  });
});

describe("nextRunAfter", () => {
  it("counts an interval from the run, so missed slots give one run, not a burst", () => {
    const now = new Date("2026-12-05T09:17:00Z");
    expect(nextRunAfter({ kind: "every", seconds: 6 * 3600 }, now).toISOString()).toBe("2026-12-05T15:17:00.000Z");
  });

  it("reads cron in London time: 06:00 is 06:00 GMT in winter and 05:00 UTC in summer", () => {
    const daily = parseCron("0 6 * * *");
    expect(nextRunAfter(daily, new Date("2026-12-05T09:00:00Z")).toISOString()).toBe("2026-12-06T06:00:00.000Z");
    expect(nextRunAfter(daily, new Date("2027-07-01T09:00:00Z")).toISOString()).toBe("2027-07-02T05:00:00.000Z");
  });
});

describe("retryAfter", () => {
  const now = new Date("2026-12-05T09:00:00Z");
  const minutes = (d: Date) => (d.getTime() - now.getTime()) / 60_000;

  it("doubles from 5 minutes per failure, capped at 6 hours", () => {
    const daily = { kind: "every", seconds: 86_400 } as const;
    expect([1, 2, 3, 4, 5, 6, 7, 8, 30].map((f) => minutes(retryAfter(daily, f, now)))).toEqual([
      5, 10, 20, 40, 80, 160, 320, 360, 360,
    ]);
  });

  it("is never later than the feed's regular next run", () => {
    expect(minutes(retryAfter({ kind: "every", seconds: 3600 }, 6, now))).toBe(60);
    expect(minutes(retryAfter(parseCron("30 9 * * *"), 4, now))).toBe(30);
  });
});

describe("describeSchedule / scheduleFromColumns", () => {
  it("writes schedules as the operator does and reads the stored columns back", () => {
    expect(describeSchedule(parseEvery("1d6h30m"))).toBe("every 1d6h30m");
    expect(describeSchedule(parseCron("0 6 * * 1-5"))).toBe("cron 0 6 * * 1-5");
    expect(scheduleFromColumns(3600, null)).toEqual({ kind: "every", seconds: 3600 });
    expect(scheduleFromColumns(null, "0 6 * * *")).toEqual({ kind: "cron", pattern: "0 6 * * *" });
  });
});
