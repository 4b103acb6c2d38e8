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
