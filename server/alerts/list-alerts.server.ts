import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, numericColumn, queryCheckedRows, timestampColumn } from "../db/query-rows.server.ts";
import { ALERT_KINDS } from "../../shared/price-alerts.ts";

export const ALERT_STATUSES = ["pending", "confirmed", "unsubscribed"] as const;

const alertRow = z.object({
  id: countColumn,
  productId: countColumn,
  productName: z.string(),
  email: z.string(),
  kind: z.enum(ALERT_KINDS),
  targetPrice: numericColumn.nullable(),
  status: z.enum(ALERT_STATUSES),
  armed: z.boolean(),
  firedCount: countColumn,
  lastFiredAt: timestampColumn.nullable(),
  createdAt: timestampColumn,
});

export type AlertListRow = z.output<typeof alertRow>;

export interface AlertFilter {
  status?: (typeof ALERT_STATUSES)[number];
  kind?: (typeof ALERT_KINDS)[number];
  email?: string;
  productId?: number;
  limit: number;
}

/** For the operator (`buildcompare alerts`): every alert and its state, newest first. */
export async function listAlerts(db: Db, filter: AlertFilter): Promise<AlertListRow[]> {
  const status = filter.status ?? null;
  const kind = filter.kind ?? null;
  const email = filter.email?.toLowerCase() ?? null;
  const productId = filter.productId ?? null;
  return queryCheckedRows(
    db,
    sql`select a.id, a.product_id as "productId", p.name as "productName", a.email, a.kind,
          a.target_price::float8 as "targetPrice", a.status, a.armed, a.fired_count as "firedCount",
          a.last_fired_at as "lastFiredAt", a.created_at as "createdAt"
        from price_alerts a join products p on p.id = a.product_id
        where (${status}::text is null or a.status = ${status})
          and (${kind}::text is null or a.kind = ${kind})
          and (${email}::text is null or a.email = ${email})
          and (${productId}::int is null or a.product_id = ${productId})
        order by a.id desc limit ${filter.limit}`,
    alertRow,
  );
}
