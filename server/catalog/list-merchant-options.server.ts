import { asc } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { merchants } from "../db/schema.ts";

export interface MerchantOption {
  slug: string;
  name: string;
}

/** Every merchant by name, for listing filters; a cheap query run on each listing view. */
export async function listMerchantOptions(db: Db): Promise<MerchantOption[]> {
  return db.select({ slug: merchants.slug, name: merchants.name }).from(merchants).orderBy(asc(merchants.name));
}
