import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";

export async function addImageOverride(
  db: Db,
  rule: { productId?: number; nameMatch?: string; imageUrl: string },
): Promise<void> {
  if (rule.productId !== undefined) {
    await db.execute(sql`
      insert into image_overrides (product_id, image_url) values (${rule.productId}, ${rule.imageUrl})
      on conflict (product_id) do update set image_url = excluded.image_url`);
  } else if (rule.nameMatch) {
    await db.execute(sql`delete from image_overrides where lower(name_match) = lower(${rule.nameMatch})`);
    await db.execute(
      sql`insert into image_overrides (name_match, image_url) values (${rule.nameMatch}, ${rule.imageUrl})`,
    );
  }
}
