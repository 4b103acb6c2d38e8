import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";

export interface EnquiryRow {
  id: number;
  kind: string;
  sourcePath: string;
  name: string;
  email: string;
  fields: Record<string, string>;
  createdAt: Date;
}

/** For the operator: contact messages and quote requests, newest first. */
export async function listEnquiries(db: Db, filter: { kind?: string; limit: number }): Promise<EnquiryRow[]> {
  const rows = await queryRows<{
    id: number;
    kind: string;
    source_path: string;
    name: string;
    email: string;
    fields: Record<string, string> | string;
    created_at: string | Date;
  }>(
    db,
    sql`select id, kind, source_path, name, email, fields, created_at from enquiries
        where (${filter.kind ?? null}::text is null or kind = ${filter.kind ?? null})
        order by id desc limit ${filter.limit}`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    kind: r.kind,
    sourcePath: r.source_path,
    name: r.name,
    email: r.email,
    fields: typeof r.fields === "string" ? (JSON.parse(r.fields) as Record<string, string>) : r.fields,
    createdAt: new Date(r.created_at),
  }));
}
