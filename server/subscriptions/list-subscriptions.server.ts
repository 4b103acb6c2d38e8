import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export interface SubscriptionRow {
  email: string;
  list: string;
  status: string;
  createdAt: Date;
  confirmedAt: Date | null;
}

/** For the operator: who signed up, newest first. Only confirmed rows count as subscribers. */
export async function listSubscriptions(
  db: Db,
  filter: { list?: string; status?: string; limit: number },
): Promise<SubscriptionRow[]> {
  const rows = await queryRows<{
    email: string;
    list: string;
    status: string;
    created_at: string | Date;
    confirmed_at: string | Date | null;
  }>(
    db,
    sql`select email, list, status, created_at, confirmed_at from subscriptions
        where (${filter.list ?? null}::text is null or list = ${filter.list ?? null})
          and (${filter.status ?? null}::text is null or status = ${filter.status ?? null})
        order by id desc limit ${filter.limit}`,
  );
  return rows.map((r) => ({
    email: r.email,
    list: r.list,
    status: r.status,
    createdAt: new Date(r.created_at),
    confirmedAt: r.confirmed_at ? new Date(r.confirmed_at) : null,
  }));
}
