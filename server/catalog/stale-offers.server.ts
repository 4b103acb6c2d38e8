import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { queryCheckedRows } from "../db/query-rows.server.ts";
import { getEnv } from "../env.server.ts";

/**
 * Stale offers (issue 16 item 2, docs/decisions/047-stale-offers.md). An offer's feed refreshes it by setting
 * offers.last_checked (an import, or a 304 answer to the scheduler's conditional fetch). Past
 * STALE_OFFER_LABEL_HOURS its price shows its age; past STALE_OFFER_HIDE_HOURS this sweep sets
 * offers.stale_hidden_at and the offer leaves every comparison (shownOffer() in ./visibility.server.ts) until
 * the sweep sees a recent last_checked again and clears it. The sweep changes rows only when something is due,
 * so it bumps catalogue_version (migration 0010's statement trigger) only then: caches keyed on the version
 * follow within one sweep interval.
 */

/** How often each server process sweeps: the longest an offer stays shown after passing the hide limit. */
export const STALE_SWEEP_EVERY_MS = 60_000;

/** pg_try_advisory_xact_lock key: one sweep at a time across processes; the others skip (the work is the same). */
const STALE_SWEEP_LOCK = 4_700_047;

export interface SweepResult {
  /** Offers that left comparisons in this sweep. */
  hidden: number;
  /** Offers back in comparisons because their feed refreshed them. */
  shownAgain: number;
  /** Another process was sweeping: nothing was read or changed. */
  skipped: boolean;
}

const AnyDueRow = z.object({ due: z.boolean() });
const FloorRow = z.object({ unfloored: z.array(z.number().int()), show: z.boolean() });
const ProductRow = z.object({ productId: z.number().int() });
const LockRow = z.object({ taken: z.boolean() });

/**
 * Brings stale_hidden_at in line with last_checked and the hide limit, in one transaction with the search
 * documents of the products it touched (their price summaries, which search and its in-memory index read).
 * Idempotent: a second run with nothing newly due asks which merchants lack a recent floor (and, only for those,
 * whether an offer is too old) and writes nothing.
 * Only offers still in their feed are hidden: an offer marked 'not_in_feed' is out of comparisons already.
 */
export async function sweepStaleOffers(db: Db, hideHours: number): Promise<SweepResult> {
  // STALE_OFFER_HIDE_HOURS=0 hides nothing, and brings back whatever an earlier setting hid.
  const hides = hideHours > 0;
  return db.transaction(async (t) => {
    const [lock] = await queryCheckedRows(
      t,
      sql`select pg_try_advisory_xact_lock(${STALE_SWEEP_LOCK}) as taken`,
      LockRow,
    );
    if (!lock?.taken) return { hidden: 0, shownAgain: 0, skipped: true };
    const cutoff = sql`now() - make_interval(hours => ${hideHours}::int)`;
    const tooOld = hides
      ? sql`stale_hidden_at is null and availability <> 'not_in_feed' and last_checked < ${cutoff}`
      : sql`false`;
    const refreshed = hides
      ? sql`stale_hidden_at is not null and last_checked >= ${cutoff}`
      : sql`stale_hidden_at is not null`;
    // Checked first: an UPDATE matching no row still fires the statement trigger that bumps the catalogue version,
    // which would throw every cache away once a minute. Nothing due is the common case (every import and 304 runs
    // this), and neither question reads every offer (decision 062). Refreshed reads the index of hidden offers
    // (usually empty). Too old reads only the offers of merchants without a floor within the limit (migration
    // 0028: every offer of a merchant still in its feed is at least as recent as its floor, so none is too old):
    // those merchants are listed first, so a catalogue whose merchants were all checked recently reads no offer.
    const [floors] = await queryCheckedRows(
      t,
      sql`select coalesce(array_agg(m.id), '{}') as unfloored, exists (select 1 from offers where ${refreshed}) as show
        from merchants m where not exists (select 1 from merchant_offers_checked c
          where c.merchant_id = m.id and c.all_checked_at >= ${cutoff})`,
      FloorRow,
    );
    const unfloored = `{${(floors?.unfloored ?? []).join(",")}}`;
    const [tooOldDue] =
      hides && floors && floors.unfloored.length > 0
        ? await queryCheckedRows(
            t,
            sql`select exists (select 1 from offers where merchant_id = any(${unfloored}::int[]) and ${tooOld}) as due`,
            AnyDueRow,
          )
        : [];
    const due = { hide: tooOldDue?.due ?? false, show: floors?.show ?? false };
    if (!due.hide && !due.show) return { hidden: 0, shownAgain: 0, skipped: false };
    const hidden = due.hide
      ? await queryCheckedRows(
          t,
          sql`update offers set stale_hidden_at = now() where ${tooOld} returning product_id as "productId"`,
          ProductRow,
        )
      : [];
    const shownAgain = due.show
      ? await queryCheckedRows(
          t,
          sql`update offers set stale_hidden_at = null where ${refreshed} returning product_id as "productId"`,
          ProductRow,
        )
      : [];
    const touched = [...hidden, ...shownAgain].map((r) => r.productId);
    // Whole documents, not only prices: a product with no offer left in comparisons must lose its price summary,
    // and refreshSearchPrices updates only products that still have one.
    // Loaded when needed: an unchanged import's process sweeps too, and the search documents' modules (synonym
    // tables built at load) were a large part of its start-up (decision 055).
    if (touched.length > 0)
      await (await import("../search/refresh-search-documents.server.ts")).refreshSearchDocuments(t, touched);
    return { hidden: hidden.length, shownAgain: shownAgain.length, skipped: false };
  });
}

/**
 * After an import or a 304 refresh has committed: offers the feed just refreshed come back at once rather than
 * at the next timer tick. Reported, not thrown: the import is applied whatever happens here and the timer retries.
 */
export async function sweepStaleOffersAfterImport(db: Db): Promise<void> {
  try {
    await sweepStaleOffers(db, getEnv().STALE_OFFER_HIDE_HOURS);
  } catch (error) {
    console.warn(`Stale offers were not swept after this import; the next sweep will: ${(error as Error).message}`);
  }
}

/**
 * Sweeps now and every `everyMs` until stopped (server.ts, and `buildcompare worker`). The timer is unref'd;
 * stop() waits for a sweep in flight so shutdown never closes the database under it.
 */
export function startStaleOfferSweep(
  db: Db,
  hideHours: number,
  everyMs = STALE_SWEEP_EVERY_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    if (stopped) return;
    running = sweepStaleOffers(db, hideHours).catch((error: unknown) =>
      console.warn(`Stale offer sweep failed; retrying in ${everyMs / 1000} s: ${(error as Error).message}`),
    );
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * Whole hours since the feed last refreshed this offer when that is at least the label limit, else null (no
 * label; never with a limit of 0). Computed on the server and sent with the offer, so the page's HTML and its hydration agree.
 */
export function priceAgeHours(
  lastChecked: Date | string,
  now: Date = new Date(),
  labelHours: number = getEnv().STALE_OFFER_LABEL_HOURS,
): number | null {
  const checked = typeof lastChecked === "string" ? new Date(lastChecked) : lastChecked;
  if (labelHours <= 0) return null;
  const hours = Math.floor((now.getTime() - checked.getTime()) / 3_600_000);
  return hours >= labelHours ? hours : null;
}

export interface StaleOfferCounts {
  /** In comparisons with an age label: not refreshed for STALE_OFFER_LABEL_HOURS. */
  labelled: number;
  /** Out of comparisons (stale_hidden_at set) until the feed refreshes them. */
  hidden: number;
}

const CountRow = z.object({ slug: z.string(), labelled: z.number().int(), hidden: z.number().int() });

/** Per merchant slug, its offers still in its feed that are labelled or hidden (`buildcompare feeds status`). */
export async function countStaleOffers(db: Db, labelHours: number): Promise<Map<string, StaleOfferCounts>> {
  const rows = await queryCheckedRows(
    db,
    sql`select m.slug,
        (count(*) filter (where o.stale_hidden_at is null and ${labelHours}::int > 0))::int as labelled,
        (count(*) filter (where o.stale_hidden_at is not null))::int as hidden
      from offers o join merchants m on m.id = o.merchant_id
      where o.availability <> 'not_in_feed'
        and (o.stale_hidden_at is not null or o.last_checked < now() - make_interval(hours => ${labelHours}::int))
      group by m.slug`,
    CountRow,
  );
  return new Map(rows.map((r) => [r.slug, { labelled: r.labelled, hidden: r.hidden }]));
}
