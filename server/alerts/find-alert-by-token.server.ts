import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { hashToken } from "../subscriptions/subscription-tokens.server.ts";
import { CONFIRMATION_TTL_HOURS } from "../../shared/mailing-lists.ts";
import type { AlertKind } from "../../shared/price-alerts.ts";

export interface AlertSummary {
  email: string;
  kind: AlertKind;
  targetPrice: number | null;
  productId: number;
  productName: string;
  status: "pending" | "confirmed" | "unsubscribed";
}

export type TokenLookup = { status: "found"; alert: AlertSummary } | { status: "expired" | "unknown" };

interface Row {
  email: string;
  kind: AlertKind;
  target_price: number | null;
  product_id: number;
  product_name: string;
  status: AlertSummary["status"];
  expired: boolean;
}

const columns = sql`a.email, a.kind, a.target_price::float8 as target_price, a.product_id, p.name as product_name,
  a.status, coalesce(a.confirmation_sent_at < now() - make_interval(hours => ${CONFIRMATION_TTL_HOURS}), false) as expired`;

/** What a confirmation link is for, read only: the GET page shows it with a button, the POST confirms. */
export async function findAlertByConfirmToken(db: Db, token: string): Promise<TokenLookup> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${columns} from price_alerts a join products p on p.id = a.product_id
        where a.confirm_token_hash = ${hashToken(token)} and a.status = 'pending'`,
  );
  if (!row) return { status: "unknown" };
  return row.expired ? { status: "expired" } : { status: "found", alert: summary(row) };
}

/** What an unsubscribe link is for, read only (a mail scanner opening it changes nothing). */
export async function findAlertByUnsubscribeToken(db: Db, token: string): Promise<TokenLookup> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${columns} from price_alerts a join products p on p.id = a.product_id
        where a.unsubscribe_token = ${token}`,
  );
  return row ? { status: "found", alert: summary(row) } : { status: "unknown" };
}

function summary(row: Row): AlertSummary {
  return {
    email: row.email,
    kind: row.kind,
    targetPrice: row.target_price === null ? null : Number(row.target_price),
    productId: Number(row.product_id),
    productName: row.product_name,
    status: row.status,
  };
}
