import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, queryCheckedRows, timestampColumn } from "../db/query-rows.server.ts";
import { queueEmail } from "../mail/queue-email.server.ts";
import { formatPrice } from "../../shared/money.ts";
import { DEAL_RULES } from "../../shared/deals.ts";
import { ukDay } from "./deal-rules.ts";
import { findDeals, type DealFigures } from "./find-deals.server.ts";

/** A weekly e-mail lists this many deals, then links to the rest on /deals. */
const MAILED_DEALS = 20;

export type WeeklyDealsOutcome =
  | { status: "queued"; weekStart: string; deals: number; recipients: number }
  | { status: "no-deals"; weekStart: string }
  | { status: "already-done"; weekStart: string; dealCount: number; recipients: number; queuedAt: Date };

/** Monday of the ISO week holding `now`'s UK day, as "YYYY-MM-DD". */
export function isoWeekStart(now: Date): string {
  const day = new Date(`${ukDay(now)}T00:00:00Z`);
  const sinceMonday = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - sinceMonday * 86_400_000).toISOString().slice(0, 10);
}

const Digest = z.object({ dealCount: countColumn, recipients: countColumn, queuedAt: timestampColumn });
const Subscriber = z.object({ email: z.string(), unsubscribeToken: z.string() });

/**
 * Queues this ISO week's deals e-mail to every confirmed subscriber of the 'deals' list, at most once a week:
 * the deal_digests row (primary key week_start) is written in the same transaction as the e-mails, so a second
 * run, or two at once, queue nothing more. A week without deals is recorded too (deal_count 0) and sends
 * nothing: the list promises no e-mail without a deal. The outbox sends them (server/mail/send-outbox.server.ts).
 */
export async function sendWeeklyDeals(db: Db, siteUrl: string, now: Date = new Date()): Promise<WeeklyDealsOutcome> {
  const weekStart = isoWeekStart(now);
  const deals = await findDeals(db, now);
  return db.transaction(async (t) => {
    const subscribers =
      deals.length === 0
        ? []
        : await queryCheckedRows(
            t,
            sql`select email, unsubscribe_token as "unsubscribeToken" from subscriptions
                where list = 'deals' and status = 'confirmed' order by id`,
            Subscriber,
          );
    const [inserted] = await queryCheckedRows(
      t,
      sql`insert into deal_digests (week_start, deal_count, recipients)
          values (${weekStart}, ${deals.length}, ${subscribers.length})
          on conflict (week_start) do nothing
          returning deal_count as "dealCount", recipients, created_at as "queuedAt"`,
      Digest,
    );
    if (!inserted) {
      const [done] = await queryCheckedRows(
        t,
        sql`select deal_count as "dealCount", recipients, created_at as "queuedAt"
            from deal_digests where week_start = ${weekStart}`,
        Digest,
      );
      return { status: "already-done", weekStart, ...done! };
    }
    if (deals.length === 0) return { status: "no-deals", weekStart };

    const subject = `${deals.length} ${deals.length === 1 ? "product" : "products"} below their usual price this week`;
    for (const subscriber of subscribers) {
      const unsubscribeUrl = `${siteUrl}/subscriptions/unsubscribe?token=${subscriber.unsubscribeToken}`;
      await queueEmail(t, {
        kind: "deals-weekly",
        to: subscriber.email,
        subject,
        unsubscribeUrl,
        text: weeklyText(deals, siteUrl, unsubscribeUrl),
      });
    }
    return { status: "queued", weekStart, deals: deals.length, recipients: subscribers.length };
  });
}

/** One deal as a line of text: what the CLI prints and the e-mail lists. */
export function dealLine(deal: DealFigures): string {
  return `${deal.name}: ${formatPrice(deal.todayPrice)} at ${deal.merchantName}, typical ${formatPrice(deal.typicalPrice)} (${formatPrice(deal.drop)} or ${deal.dropPercent}% less)`;
}

function weeklyText(deals: DealFigures[], siteUrl: string, unsubscribeUrl: string): string {
  const shown = deals.slice(0, MAILED_DEALS);
  return [
    "Hello,",
    "",
    "This week's products whose lowest in-stock delivered price is clearly below their own typical price",
    `(at least ${DEAL_RULES.minDropPercent}% and £${(DEAL_RULES.minDropPence / 100).toFixed(2)} below the median of the last ${DEAL_RULES.windowDays} days' lowest prices):`,
    "",
    ...shown.flatMap((deal) => [`- ${dealLine(deal)}`, `  ${siteUrl}/product/${deal.productId}`]),
    "",
    deals.length > shown.length
      ? `And ${deals.length - shown.length} more: ${siteUrl}/deals`
      : `All deals: ${siteUrl}/deals`,
    "Prices change with every feed we import: check the product page before you buy.",
    "",
    "You get this because you confirmed BuildCompare weekly deals. Unsubscribe in one click:",
    unsubscribeUrl,
  ].join("\n");
}
