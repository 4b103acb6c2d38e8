import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { queueEmail } from "../mail/queue-email.server.ts";
import { offerPricing } from "../catalog/offer-pricing.server.ts";
import { isVisibleProduct } from "../catalog/visibility.server.ts";
import { formatPrice } from "../../shared/money.ts";
import { offerOutPath } from "../../shared/out-links.ts";
import type { AlertKind } from "../../shared/price-alerts.ts";
import { decideAlert } from "./alert-rule.ts";
import { alertUnsubscribeUrl, productUrl } from "./alert-links.server.ts";

export const ALERT_EMAIL_KIND = "price-alert";

export interface AlertCheckResult {
  checked: number;
  fired: number;
  rearmed: number;
}

interface AlertRow {
  id: number;
  product_id: number;
  product_name: string;
  email: string;
  kind: AlertKind;
  target_price: number | null;
  armed: boolean;
  unsubscribe_token: string;
}

/** The cheapest offer that can be ordered now, per product: what an alert e-mail points to. */
interface BestOffer {
  product_id: number;
  offer_id: number;
  merchant_name: string;
  price: number;
  total: number | null;
}

/**
 * Runs after every import has committed (server/ingest/import-feed.server.ts calls it, so the CLI import, the
 * demo load and anything else that imports get it): every confirmed alert on a visible product is held against
 * its product's offers as they are now (the rule: ./alert-rule.ts). In one transaction, with the alerts locked:
 * a firing alert's e-mail is queued and the alert disarmed together, so a second check (a re-import, or two
 * imports at once) finds it disarmed and queues nothing, and a failure keeps both undone for the next import.
 */
export async function checkAlerts(db: Db, options: { siteUrl: string }): Promise<AlertCheckResult> {
  return db.transaction(async (t) => {
    // Lock first (FOR UPDATE cannot sit beside the aggregates below); a concurrent check waits here.
    await t.execute(sql`select id from price_alerts where status = 'confirmed' order by id for update`);
    const alerts = await queryRows<AlertRow>(
      t,
      sql`select a.id, a.product_id, products.name as product_name, a.email, a.kind,
            a.target_price::float8 as target_price, a.armed, a.unsubscribe_token
          from price_alerts a join products on products.id = a.product_id
          where a.status = 'confirmed' and ${isVisibleProduct()}
          order by a.id`,
    );
    const result: AlertCheckResult = { checked: alerts.length, fired: 0, rearmed: 0 };
    if (alerts.length === 0) return result;

    const best = await bestOffers(t, [...new Set(alerts.map((a) => Number(a.product_id)))]);
    for (const alert of alerts) {
      const offer = best.get(Number(alert.product_id)) ?? null;
      const target = alert.target_price === null ? null : Number(alert.target_price);
      const decision = decideAlert({ kind: alert.kind, targetPrice: target, armed: alert.armed }, offer?.price ?? null);
      if (decision === "rearm") {
        await t.execute(sql`update price_alerts set armed = true where id = ${alert.id}`);
        result.rearmed += 1;
      } else if (decision === "fire" && offer) {
        await t.execute(sql`update price_alerts set armed = false, fired_count = fired_count + 1, last_fired_at = now()
            where id = ${alert.id}`);
        await queueEmail(t, alertEmail(alert, target, offer, options.siteUrl));
        result.fired += 1;
      }
    }
    return result;
  });
}

async function bestOffers(db: Db, productIds: number[]): Promise<Map<number, BestOffer>> {
  const p = offerPricing("o");
  const rows = await queryRows<BestOffer>(
    db,
    sql`select distinct on (o.product_id) o.product_id, o.id as offer_id, m.name as merchant_name,
          ${p.running}::float8 as price, ${p.total}::float8 as total
        from offers o join merchants m on m.id = o.merchant_id
        where o.product_id in (${sql.join(
          productIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and ${p.setsPrice}
        order by o.product_id, ${p.running}, ${p.comparable}, o.id`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.product_id),
      { ...r, offer_id: Number(r.offer_id), price: Number(r.price), total: r.total === null ? null : Number(r.total) },
    ]),
  );
}

function alertEmail(alert: AlertRow, target: number | null, offer: BestOffer, siteUrl: string) {
  const unsubscribeUrl = alertUnsubscribeUrl(siteUrl, alert.unsubscribe_token);
  const price = formatPrice(offer.price);
  const headline =
    alert.kind === "stock"
      ? `${alert.product_name} is back in stock at ${offer.merchant_name}.`
      : `${alert.product_name} is now ${price} at ${offer.merchant_name}, at or under your target of ${formatPrice(target ?? 0)}.`;
  return {
    kind: ALERT_EMAIL_KIND,
    to: alert.email,
    subject:
      alert.kind === "stock"
        ? `Back in stock: ${alert.product_name}`
        : `Price alert: ${alert.product_name} is now ${price}`,
    unsubscribeUrl,
    text: [
      "Hello,",
      "",
      headline,
      "",
      `Merchant: ${offer.merchant_name}`,
      `Price: ${price}`,
      offer.total === null
        ? "Delivered total: the merchant's feed doesn't state delivery; check on its site."
        : `Delivered total: ${formatPrice(offer.total)}`,
      "",
      `Go to the merchant: ${siteUrl}${offerOutPath(offer.offer_id)}`,
      `Compare every merchant: ${productUrl(siteUrl, Number(alert.product_id))}`,
      "",
      "Prices come from the merchants' feeds and may have changed since our last update.",
      alert.kind === "stock"
        ? "This alert sends one e-mail each time the product comes back in stock."
        : "This alert sends one e-mail per drop: we'll write again only after the price has gone back above your target and then down to it.",
      "",
      "Stop this alert in one click:",
      unsubscribeUrl,
    ].join("\n"),
  };
}
