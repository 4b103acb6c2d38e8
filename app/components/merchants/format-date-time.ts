import { formatDate } from "../../../shared/dates";

/** "21 Nov 2026 at 10:15" in UK time, built on formatDate so server and browser agree. */
const UK_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  const day = formatDate(iso);
  if (!day) return "";
  const parts = UK_TIME.formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${day} at ${get("hour")}:${get("minute")}`;
}
