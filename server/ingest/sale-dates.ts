/** A sale's window as instants (ISO 8601, UTC). The read side decides, at read time, whether it is running. */
export type SaleWindowResult =
  { ok: true; startsAt: string; endsAt: string } | { ok: false; problem: "unreadable" | "ends-before-start" };

/**
 * One endpoint: a date (`2026-11-01`) or a date and time (`2026-11-01T09:00`, seconds and fractions optional,
 * `T` or one space between), optionally with a zone (`Z`, `+01:00`, `+0100`, `+01`). Strict: every field is
 * range-checked, nothing else is accepted (`Date.parse` would read "2026-02-30" or "Nov 1" too).
 */
const ENDPOINT =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d{1,9}))?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/**
 * Reads Google's `sale_price_effective_date`, `start/end` with or without spaces around the `/`.
 * A time without a zone is UK time (Europe/London, GMT or BST as on that date): these are UK shops.
 * A date without a time starts at the beginning of that day, and as an end means the end of that day.
 */
export function parseSaleWindow(raw: string): SaleWindowResult {
  const parts = raw.trim().split("/");
  if (parts.length !== 2) return { ok: false, problem: "unreadable" };
  const start = readEndpoint(parts[0]!.trim(), "start");
  const end = readEndpoint(parts[1]!.trim(), "end");
  if (start === null || end === null) return { ok: false, problem: "unreadable" };
  if (end <= start) return { ok: false, problem: "ends-before-start" };
  return { ok: true, startsAt: new Date(start).toISOString(), endsAt: new Date(end).toISOString() };
}

function readEndpoint(text: string, side: "start" | "end"): number | null {
  const m = ENDPOINT.exec(text);
  if (!m) return null;
  const [, y, mo, d, h, mi, s, fraction, zone] = m;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  const dateOnly = h === undefined;
  const hour = dateOnly ? (side === "end" ? 23 : 0) : Number(h);
  const minute = dateOnly ? (side === "end" ? 59 : 0) : Number(mi);
  const second = dateOnly ? (side === "end" ? 59 : 0) : Number(s ?? 0);
  const ms = dateOnly ? (side === "end" ? 999 : 0) : Math.floor(Number(`0.${fraction ?? "0"}`) * 1000);
  if (hour > 23 || minute > 59 || second > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute, second, ms);
  if (zone === undefined) return londonToUtc(wall);
  if (zone.toUpperCase() === "Z") return wall;
  const zm = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone)!;
  const offsetHours = Number(zm[2]);
  const offsetMinutes = Number(zm[3] ?? 0);
  if (offsetHours > 14 || offsetMinutes > 59) return null;
  const offset = (zm[1] === "-" ? -1 : 1) * (offsetHours * 60 + offsetMinutes) * 60_000;
  return wall - offset;
}

const LONDON = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", timeZoneName: "longOffset" });

/** London's offset from UTC at an instant, in ms ("GMT" or "GMT+01:00"). */
function londonOffset(instant: number): number {
  const name = LONDON.formatToParts(new Date(instant)).find((p) => p.type === "timeZoneName")?.value ?? "GMT";
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) * 60_000 : 0;
}

/** A London wall-clock time (given as if it were UTC) to the instant; a time that does not exist or happens twice (clock change) is read as GMT. */
function londonToUtc(wall: number): number {
  const first = wall - londonOffset(wall);
  return wall - londonOffset(first);
}
