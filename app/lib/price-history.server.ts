import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Db } from "../../server/db/client.server";
import { getPriceHistory, type HistoryWindow, type PricePoint } from "../../server/history/get-price-history.server";
import { formatDate } from "../../shared/dates";
import {
  DEFAULT_HISTORY_RANGE,
  HISTORY_RANGES,
  isHistoryRange,
  rangeStart,
  type PriceHistorySection,
} from "../../shared/price-history";
import { exVat, formatPrice } from "../../shared/money";
import type { PriceDisplay } from "../../shared/price-display";
import { buildPriceChart, priceTableRows, type ChartSeries } from "../../shared/price-chart";
import { PriceHistoryChart, type PriceHistoryFigure } from "~/components/product/price-history-chart";
import { holdMarkup, isDocumentRequest } from "~/lib/held-markup";

const UK_TIME = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

function when(t: number): string {
  const iso = new Date(t).toISOString();
  return `${formatDate(iso)}, ${UK_TIME.format(t)}`;
}

/**
 * when(), asked once per minute of the figure: a table lists many rows of the same minute (one per price change),
 * and each label costs two Intl calls. Exact: UK time is UTC plus whole hours, so one UTC minute is one UK minute.
 */
function minuteLabels(): (t: number) => string {
  const labels = new Map<number, string>();
  return (t) => {
    const minute = Math.floor(t / 60_000);
    let label = labels.get(minute);
    if (label === undefined) {
      label = when(t);
      labels.set(minute, label);
    }
    return label;
  };
}

/**
 * One line per offer, named by its merchant; a merchant's second offer of the product is numbered. An offer that
 * left its feed before `end` ends there (a null price).
 */
function toSeries(points: readonly PricePoint[], end: number, display: PriceDisplay): ChartSeries[] {
  // The trade view converts the data, not the labels: axis ticks, table and description then all agree.
  const shown = (price: number) => (display === "ex-vat" ? exVat(price) : price);
  const byOffer = new Map<number, ChartSeries>();
  const perMerchant = new Map<string, number>();
  for (const p of points) {
    let series = byOffer.get(p.offerId);
    if (!series) {
      const n = (perMerchant.get(p.merchantSlug) ?? 0) + 1;
      perMerchant.set(p.merchantSlug, n);
      series = { key: String(p.offerId), label: n === 1 ? p.merchantName : `${p.merchantName} (${n})`, points: [] };
      byOffer.set(p.offerId, series);
    }
    series.points.push({ t: Date.parse(p.observedAt), price: shown(p.price) });
  }
  for (const p of points) {
    const series = byOffer.get(p.offerId)!;
    const left = p.leftFeedAt === null ? null : Date.parse(p.leftFeedAt);
    const last = series.points.at(-1)!;
    if (left !== null && last.price !== null && left >= last.t && left <= end)
      series.points.push({ t: left, price: null });
  }
  return [...byOffer.values()].sort((a, b) => a.label.localeCompare(b.label, "en-GB"));
}

export function buildFigure(
  productName: string,
  points: readonly PricePoint[],
  start: number,
  end: number,
  rangeLabel: string,
  display: PriceDisplay,
): PriceHistoryFigure {
  const whenLabel = minuteLabels();
  const series = toSeries(points, end, display);
  const chart = buildPriceChart(series, start, end);
  const rows = priceTableRows(series);
  const listed = rows.flatMap((r) => (r.lowest === null ? [] : [{ t: r.t, lowest: r.lowest }]));
  const lows = listed.map((r) => r.lowest);
  const first = listed[0]!;
  const last = rows.at(-1)!;
  const now =
    last.lowest === null
      ? `no merchant has listed it since ${whenLabel(last.t)}`
      : `${formatPrice(last.lowest)} since ${whenLabel(last.t)}`;
  const names = series.map((s) => s.label).join(", ");
  return {
    title: `Price history of ${productName}, ${rangeLabel}${display === "ex-vat" ? ", prices ex. VAT (20%)" : ""}`,
    description:
      `Lowest price ${formatPrice(first.lowest)} on ${whenLabel(first.t)}, ${now}; ` +
      `between ${formatPrice(Math.min(...lows))} and ${formatPrice(Math.max(...lows))} over the period. ` +
      `${series.length === 1 ? "1 merchant" : `${series.length} merchants`}: ${names}.`,
    chart,
    columns: series.map((s) => s.label),
    rows: rows.map((r) => ({ when: whenLabel(r.t), cells: r.prices, lowest: r.lowest })),
  };
}

/** The chart's range asked for by `?range=` of `url` (the default when absent or unknown) and its window at `now`. */
export function historyRangeFor(url: URL, now: Date) {
  const asked = url.searchParams.get("range");
  const range = asked !== null && isHistoryRange(asked) ? asked : DEFAULT_HISTORY_RANGE;
  const option = HISTORY_RANGES.find((r) => r.value === range)!;
  const rangeNotice =
    asked !== null && asked !== range ? `There is no range "${asked.slice(0, 20)}": showing ${option.label}.` : null;
  const from = rangeStart(range, now);
  return { range, option, rangeNotice, from, window: { from: from ?? undefined, to: now } satisfies HistoryWindow };
}

/**
 * The section for `?range=` of `url`, in the visitor's prices. A failing history read is logged and shown as an error inside the section,
 * so the page still renders its offers. `points`: the window's points when the caller read them already (the
 * product page reads them with the product, server/catalog/product-page-data.server.ts), for historyRangeFor's
 * window at the same `now`; otherwise they are read here.
 */
export async function loadPriceHistorySection(
  db: Db,
  productId: number,
  productName: string,
  url: URL,
  /** The visitor's trade-price preference (decision 022): the figure is markup, so it is converted here. */
  display: PriceDisplay,
  now = new Date(),
  points?: PricePoint[] | Promise<PricePoint[]>,
): Promise<PriceHistorySection> {
  const { range, option, rangeNotice, from, window } = historyRangeFor(url, now);
  try {
    const read = await (points ?? getPriceHistory(db, productId, window));
    if (read.length === 0) return { range, rangeNotice, status: "empty" };
    const start = from?.getTime() ?? Date.parse(read[0]!.observedAt);
    const label = option.days === null ? "all recorded prices" : `last ${option.label}`;
    const figure = buildFigure(productName, read, start, now.getTime(), label, display);
    return {
      range,
      rangeNotice,
      status: "ok",
      markup: renderToStaticMarkup(createElement(PriceHistoryChart, { figure })),
    };
  } catch (error) {
    console.error(`Price history of product ${productId} could not be read`, error);
    return { range, rangeNotice, status: "error" };
  }
}

/**
 * The section as a loader returns it for `request`: on a browser's page load the figure's markup is held for the
 * server render (it reaches the browser once, in the HTML) instead of riding in the hydration data too.
 */
export function sectionForRequest(section: PriceHistorySection, request: Request): PriceHistorySection {
  if (section.status !== "ok" || !isDocumentRequest(request)) return section;
  return { range: section.range, rangeNotice: section.rangeNotice, status: "held", key: holdMarkup(section.markup) };
}
