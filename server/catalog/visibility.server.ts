import { sql, type SQL } from "drizzle-orm";

/**
 * True for products a visitor may see: not hidden by an operator and not matching a
 * name exclusion. Every catalogue read must apply it: hidden products appear nowhere.
 * Expects the outer query to select from "products" unaliased.
 * `position()` rather than ILIKE so a phrase containing % or _ is matched literally.
 */
export function isVisibleProduct(): SQL {
  return sql`not exists (select 1 from hidden_products hp where hp.product_id = "products"."id")
    and not exists (select 1 from name_exclusions ne
      where position(lower(ne.phrase) in lower("products"."name")) > 0)`;
}

/**
 * True for offers that take part in comparisons: not past the stale limit (stale_hidden_at, set and cleared by
 * server/catalog/stale-offers.server.ts, decision 047). Every read that shows, counts or prices offers for
 * visitors applies it beside its own availability rules; price history, curation and ingest read every offer.
 * `alias` names the offers row in the outer query (a plain identifier).
 */
export function shownOffer(alias: string): SQL {
  return sql`${sql.raw(`"${alias.replace(/"/g, "")}"`)}.stale_hidden_at is null`;
}

/** An offer still in its merchant's feed and shown: what offer lists, summaries and counts read. */
export function comparedOffer(alias: string): SQL {
  const o = sql.raw(`"${alias.replace(/"/g, "")}"`);
  return sql`${o}.availability <> 'not_in_feed' and ${o}.stale_hidden_at is null`;
}

/**
 * The image to show: an override for this product, else one for its name, else the product's own.
 * Identifiers are written out because Drizzle drops table qualifiers inside single-table
 * select lists, which would make the correlated subqueries compare image_overrides with itself.
 */
export function resolvedImageUrl(): SQL<string | null> {
  return sql<string | null>`coalesce(
    (select io.image_url from image_overrides io where io.product_id = "products"."id"),
    (select io.image_url from image_overrides io where lower(io.name_match) = lower("products"."name") limit 1),
    "products"."image_url")`;
}

/** serial ids are int4: anything outside that range cannot exist and would make PostgreSQL throw. */
export function isPossibleId(id: number): boolean {
  return Number.isSafeInteger(id) && id >= 1 && id <= 2_147_483_647;
}
