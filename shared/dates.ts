const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * "21 Nov 2026" in UK time. Built by hand rather than with Intl month names because
 * Node's and the browser's ICU disagree ("Sep" vs "Sept"), which breaks hydration.
 */
// Created once: building an Intl formatter costs far more than using one (it dominated page renders).
const UK_DAY = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "numeric",
  day: "numeric",
});

export function formatDate(iso: string): string {
  const date = new Date(iso);
  const time = date.getTime();
  if (Number.isNaN(time)) return "";
  // One UTC hour lies within one UK day (the offset has been whole hours since 1847), so one label per hour is exact: offers are
  // checked by imports, a few hours' worth, and formatToParts was the costly part of an offer row (issue 15).
  const hour = Math.floor(time / 3_600_000);
  const known = dayLabels.get(hour);
  if (known !== undefined) return known;
  const parts = UK_DAY.formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const label = `${get("day")} ${MONTHS[get("month") - 1]} ${get("year")}`;
  // Bounded: a long-running server meets new hours as imports go on.
  if (dayLabels.size >= 2048) dayLabels.clear();
  dayLabels.set(hour, label);
  return label;
}

const dayLabels = new Map<number, string>();
