/**
 * Pure geometry of the price history chart: scales, step lines, the lowest price over time and axis ticks.
 * Prices hold until the next recorded change, so every line is a step line (flat, then a vertical jump).
 * Times are epoch milliseconds; prices are pounds. A null price starts a gap: the offer left its merchant's feed.
 */

export interface ChartPoint {
  t: number;
  price: number | null;
}

export interface ChartSeries {
  key: string;
  label: string;
  /** Oldest first. */
  points: ChartPoint[];
}

export interface Tick {
  /** Position in the SVG's user units. */
  at: number;
  label: string;
}

export interface ChartLine {
  key: string;
  label: string;
  path: string;
  markers: Array<{ x: number; y: number }>;
}

export interface PriceChart {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  xTicks: Tick[];
  yTicks: Tick[];
  lines: ChartLine[];
  lowest: ChartLine;
}

const DAY = 86_400_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** Maps [d0, d1] onto [r0, r1]; a zero-width domain maps to the middle of the range. */
export function linearScale(d0: number, d1: number, r0: number, r1: number): (value: number) => number {
  if (d1 === d0) return () => (r0 + r1) / 2;
  const k = (r1 - r0) / (d1 - d0);
  return (value) => r0 + (value - d0) * k;
}

/** The step of about `count` ticks over `span`: 1, 2, 2.5 or 5 times a power of ten. */
function niceStep(span: number, count: number): number {
  const raw = span / Math.max(1, count);
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((m) => m * power >= raw)!;
  return step * power;
}

/**
 * Round price ticks covering [min, max] (first ≤ min, last ≥ max). A flat price gets a band around it so its
 * line sits mid-chart rather than on an edge; ticks never go below £0.
 */
export function priceTicks(min: number, max: number, count = 4): number[] {
  let lo = min;
  let hi = max;
  if (hi - lo < 0.01) {
    const pad = Math.max(1, Math.abs(hi) * 0.1);
    lo -= pad;
    hi += pad;
  }
  const step = niceStep(hi - lo, count);
  const first = Math.max(0, Math.floor(lo / step) * step);
  const ticks: number[] = [];
  // Rounded to pennies so 0.1 + 0.2 never prints as £0.30000000000000004.
  for (let v = first; v < hi + step - 1e-9; v += step) ticks.push(Math.round(v * 100) / 100);
  return ticks;
}

/** "£12" for whole pounds, else "£12.50": axis labels stay short. */
export function priceTickLabel(pounds: number): string {
  return Number.isInteger(pounds) ? `£${pounds.toLocaleString("en-GB")}` : `£${pounds.toFixed(2)}`;
}

function utcMidnight(t: number): number {
  const d = new Date(t);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

/**
 * Date ticks inside [start, end], at most `max`: UTC midnights every 1, 2, 7 or 14 days ("3 Nov") for spans up
 * to about 100 days, else first-of-month every 1, 2, 3, 6 or 12 months ("Nov 2026").
 */
export function dateTicks(start: number, end: number, max = 6): Array<{ t: number; label: string }> {
  const days = (end - start) / DAY;
  if (days <= 100) {
    const every = [1, 2, 7, 14, 28].find((n) => days / n <= max) ?? 28;
    const ticks: Array<{ t: number; label: string }> = [];
    for (let t = utcMidnight(start) + (utcMidnight(start) < start ? DAY : 0); t <= end; t += every * DAY) {
      const d = new Date(t);
      ticks.push({ t, label: `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}` });
    }
    return ticks;
  }
  const s = new Date(start);
  const months = days / 30.44;
  const every = [1, 2, 3, 6, 12, 24, 60].find((n) => months / n <= max) ?? 60;
  const ticks: Array<{ t: number; label: string }> = [];
  let month =
    s.getUTCFullYear() * 12 + s.getUTCMonth() + (s.getUTCDate() === 1 && utcMidnight(start) === start ? 0 : 1);
  // Align to the step (every 3 months: Jan, Apr, Jul, Oct) so labels read as a calendar would.
  month += (every - (month % every)) % every;
  for (; ; month += every) {
    const t = Date.UTC(Math.floor(month / 12), month % 12, 1);
    if (t > end) break;
    ticks.push({ t, label: `${MONTHS[month % 12]} ${Math.floor(month / 12)}` });
  }
  return ticks;
}

/**
 * The lowest price over time: at every moment any series changes, the minimum of each series' price then in
 * force (series not started yet, or gone, are left out; null when none is listed). Consecutive equal minima merge.
 */
export function lowestOverTime(series: readonly ChartSeries[]): ChartPoint[] {
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.t)))].sort((a, b) => a - b);
  const cursor = series.map(() => -1);
  const current: Array<number | null> = series.map(() => null);
  const result: ChartPoint[] = [];
  for (const t of times) {
    series.forEach((s, i) => {
      while (cursor[i]! + 1 < s.points.length && s.points[cursor[i]! + 1]!.t <= t) {
        cursor[i]! += 1;
        current[i] = s.points[cursor[i]!]!.price;
      }
    });
    const min = lowestOf(current);
    if (result.length === 0 ? min !== null : result.at(-1)!.price !== min) result.push({ t, price: min });
  }
  return result;
}

function lowestOf(prices: ReadonlyArray<number | null>): number | null {
  const listed = prices.filter((p): p is number => p !== null);
  return listed.length === 0 ? null : Math.min(...listed);
}

/**
 * SVG path of a step line through `points`, held flat to `end`; a null price lifts the pen until the next price.
 * Coordinates rounded to 0.1 unit.
 */
export function stepPath(
  points: readonly ChartPoint[],
  end: number,
  x: (t: number) => number,
  y: (price: number) => number,
): string {
  const r = (v: number) => Math.round(v * 10) / 10;
  let path = "";
  let penDown = false;
  for (const p of points) {
    if (p.price === null) {
      if (penDown) path += `H${r(x(p.t))}`;
      penDown = false;
    } else if (penDown) {
      path += `H${r(x(p.t))}V${r(y(p.price))}`;
    } else {
      path += `M${r(x(p.t))} ${r(y(p.price))}`;
      penDown = true;
    }
  }
  return penDown ? `${path}H${r(x(Math.max(end, points.at(-1)!.t)))}` : path;
}

/** The chart of `series` over [start, end] in a `width` × `height` box (SVG user units). */
export function buildPriceChart(
  series: readonly ChartSeries[],
  start: number,
  end: number,
  width = 480,
  height = 260,
): PriceChart {
  const plot = { left: 56, top: 12, right: width - 16, bottom: height - 28 };
  // A single instant (one import, range "all") still gets a day of width so its point is not on the axis.
  const x0 = end > start ? start : end - DAY;
  const lowest = lowestOverTime(series);
  const prices = series.flatMap((s) => s.points.flatMap((p) => (p.price === null ? [] : [p.price])));
  const ticks = prices.length === 0 ? [0, 1] : priceTicks(Math.min(...prices), Math.max(...prices));
  const x = linearScale(x0, end, plot.left, plot.right);
  const y = linearScale(ticks[0]!, ticks.at(-1)!, plot.bottom, plot.top);
  const r = (v: number) => Math.round(v * 10) / 10;
  const line = (key: string, label: string, points: readonly ChartPoint[]): ChartLine => ({
    key,
    label,
    path: stepPath(points, end, x, y),
    markers: points.flatMap((p) => (p.price === null ? [] : [{ x: r(x(p.t)), y: r(y(p.price)) }])),
  });
  return {
    width,
    height,
    plot,
    xTicks: dateTicks(x0, end).map((tick) => ({ at: r(x(tick.t)), label: tick.label })),
    yTicks: ticks.map((v) => ({ at: r(y(v)), label: priceTickLabel(v) })),
    lines: series.map((s) => line(s.key, s.label, s.points)),
    lowest: line("lowest", "Lowest price", lowest),
  };
}

export interface PriceTableRow {
  t: number;
  /** Each series' price in force at `t`, in the order of the series; null before its first price or once gone. */
  prices: Array<number | null>;
  lowest: number | null;
}

/** The chart's figures as table rows: one per moment any price changed, oldest first. */
export function priceTableRows(series: readonly ChartSeries[]): PriceTableRow[] {
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.t)))].sort((a, b) => a - b);
  return times.map((t) => {
    const prices = series.map((s) => s.points.findLast((p) => p.t <= t)?.price ?? null);
    return { t, prices, lowest: lowestOf(prices) };
  });
}
