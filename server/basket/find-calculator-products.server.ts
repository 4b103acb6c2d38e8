import { sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../db/client.server.ts";
import { countColumn, numericColumn, queryCheckedRows } from "../db/query-rows.server.ts";
import { offerPricing, priceSummaryColumns } from "../catalog/offer-pricing.server.ts";
import { safeImageUrl } from "../catalog/safe-url.server.ts";
import { comparedOffer, isVisibleProduct, resolvedImageUrl } from "../catalog/visibility.server.ts";
import { formatLength, formatMm } from "../ingest/normalise/dimensions.ts";
import { BASKET_MAX_QUANTITY } from "../../shared/basket.ts";
import { packSize, sellingUnitLabel } from "../../shared/selling-unit.ts";
import type { MaterialNeed } from "../../shared/calculators/calculator-kit.ts";
import {
  type CalculatorProduct,
  type MaterialMatches,
  perUnitLabel,
  unitsForNeed,
} from "../../shared/calculators/catalogue-match.ts";

/**
 * Catalogue products for a calculator's result, found by the matcher's parsed facts and category
 * (`products.facts`, `products.category`; server/ingest/normalise/categories/), never by name: a brick is a
 * 215 × 65 mm brick because the matcher read those sizes, whatever the merchant called it. Facts are compared
 * in the matcher's own spelling (formatLength/formatMm write "2.4 m", "12.5 mm"), so the two cannot drift.
 *
 * Only visible products that some merchant can sell now, priced by offer-pricing.server.ts like every card.
 * The few shown per material are the cheapest for the quantity asked (a 500-brick pack against single bricks,
 * an 850 kg bulk bag against 25 kg bags), then the best stocked.
 */
const PRODUCTS_PER_MATERIAL = 3;

const f = (name: string) => sql`("products"."facts" ->> ${name})`;
const oneOf = (expr: SQL, values: readonly string[]) =>
  sql`${expr} in (${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** Which products answer a need, and the unit the need is counted in (see perUnitOf). */
function conditionsFor(need: MaterialNeed): SQL[] {
  const category = (slug: string) => sql`"products"."category" = ${slug}`;
  const inKg = sql`"products"."measure_unit" = 'kg' and "products"."measure_quantity" > 0`;
  switch (need.material) {
    case "bricks":
      // The 60-per-m² rate is for the standard 215 × 65 mm face; other sizes would need another rate.
      return [
        category("bricks"),
        sql`${f("length")} = ${formatLength(215)} and ${f("height")} = ${formatLength(65)}`,
        ...(need.brickType === "any" ? [] : [sql`${f("type")} = ${need.brickType}`]),
      ];
    case "blocks":
      // The 440 × 215 face excludes lintels and foundation blocks, which the blocks category also holds.
      return [
        category("blocks"),
        sql`${f("length")} = ${formatLength(440)} and ${f("height")} = ${formatLength(215)}`,
        sql`${f("thickness")} = ${formatLength(need.thicknessMm)}`,
        ...(need.blockType === "any" ? [] : [sql`${f("type")} = ${need.blockType}`]),
        // "3.6 N/mm²" or "3.6 N/mm² (assumed)": the figure is the first word.
        ...(need.strength === "any" ? [] : [sql`split_part(${f("strength")}, ' ', 1) = ${need.strength}`]),
      ];
    case "cement":
      // General-purpose grades only: white, rapid-set, sulfate-resisting and limes are for other jobs.
      return [
        category("cement"),
        oneOf(f("line"), ["general-purpose", "multicem", "mastercrete"]),
        inKg,
        sql`"products"."measure_quantity" = ${need.bagKg}`,
      ];
    case "building-sand":
      return [category("sand"), sql`${f("type")} = 'building sand'`, inKg];
    case "ballast":
      return [category("aggregates"), sql`${f("type")} = 'ballast'`, inKg];
    case "ready-mix-concrete":
      return [category("concrete-mortar"), oneOf(f("line"), ["concrete", "high-strength-concrete"]), inKg];
    case "plasterboard":
      return [
        category("plasterboard"),
        sql`${f("type")} = ${need.boardType}`,
        sql`${f("length")} = ${formatLength(need.lengthMm)} and ${f("width")} = ${formatLength(need.widthMm)}`,
        sql`${f("thickness")} = ${formatLength(need.thicknessMm)}`,
      ];
    case "timber":
      return [
        category("timber"),
        sql`${f("line")} = ${need.line}`,
        sql`${f("thickness")} = ${formatLength(need.sectionMm[0])} and ${f("width")} = ${formatLength(need.sectionMm[1])}`,
        sql`${f("length")} = ${formatLength(need.lengthMm)}`,
      ];
    case "insulation":
      // Rolls state their coverage as the product's m² basis; boards as their face (decision 009).
      return [
        category("insulation"),
        sql`${f("form")} = ${need.form === "roll" ? "roll/slab" : "board"}`,
        sql`${f("thickness")} = ${`${formatMm(need.thicknessMm)} mm`}`,
        sql`"products"."measure_unit" = 'm2' and "products"."measure_quantity" > 0`,
      ];
  }
}

const candidateRow = z.object({
  id: countColumn,
  name: z.string(),
  imageUrl: z.string().nullable(),
  category: z.string(),
  facts: z.record(z.string(), z.string()),
  measureUnit: z.string().nullable(),
  measureQuantity: numericColumn.nullable(),
  lowestPrice: numericColumn,
  merchantCount: countColumn,
  inStockCount: countColumn,
});
type CandidateRow = z.output<typeof candidateRow>;

/** "6 pack" as the matcher writes a pack count (packFacts); 1 when none is stated. */
/** Pieces one selling unit holds: the matcher's pack count, one piece where it states none. */
function packCount(facts: Record<string, string>): number {
  return packSize(facts) ?? 1;
}

/** How much of the need one selling unit holds: bricks and blocks by the product's item basis, bags by kg. */
function perUnitOf(need: MaterialNeed, row: CandidateRow): number | null {
  switch (need.material) {
    case "bricks":
    case "blocks":
      if (row.measureUnit === "item" && row.measureQuantity !== null && row.measureQuantity >= 1) {
        return row.measureQuantity;
      }
      return packCount(row.facts);
    case "plasterboard":
    case "timber":
      return packCount(row.facts);
    default:
      return row.measureQuantity !== null && row.measureQuantity > 0 ? row.measureQuantity : null;
  }
}

async function findForNeed(db: Db, need: MaterialNeed, limit: number): Promise<CalculatorProduct[]> {
  const where = sql.join(conditionsFor(need), sql` and `);
  const rows = await queryCheckedRows(
    db,
    sql`
    with s as (
      select o.product_id, ${priceSummaryColumns("o")}
      from offers o
      where ${comparedOffer("o")}
        and o.product_id in (select "products"."id" from products where ${where})
      group by o.product_id
      having bool_or(${offerPricing("o").setsPrice})
    )
    select "products"."id" as id, "products"."name" as name, ${resolvedImageUrl()} as "imageUrl",
      "products"."category" as category, "products"."facts" as facts, "products"."measure_unit" as "measureUnit",
      "products"."measure_quantity" as "measureQuantity", s.lowest::float8 as "lowestPrice",
      s.merchant_count as "merchantCount", s.in_stock_count as "inStockCount"
    from products join s on s.product_id = "products"."id"
    where ${isVisibleProduct()}`,
    candidateRow,
  );
  const products = rows.flatMap((row): CalculatorProduct[] => {
    const perUnit = perUnitOf(need, row);
    if (perUnit === null) return [];
    const quantity = unitsForNeed(need, perUnit);
    // More than a project list takes (shared/basket.ts) cannot be added: leave it out rather than cap it.
    if (quantity > BASKET_MAX_QUANTITY) return [];
    return [
      {
        id: row.id,
        name: row.name,
        imageUrl: safeImageUrl(row.imageUrl),
        lowestPrice: row.lowestPrice,
        merchantCount: row.merchantCount,
        inStockCount: row.inStockCount,
        perUnit,
        perUnitLabel: perUnitLabel(need, perUnit),
        unitLabel: sellingUnitLabel(row.category, row.facts),
        quantity,
        estimatedCost: Math.round(quantity * row.lowestPrice * 100) / 100,
      },
    ];
  });
  products.sort(
    (a, b) =>
      a.estimatedCost - b.estimatedCost ||
      b.inStockCount - a.inStockCount ||
      a.name.localeCompare(b.name, "en-GB") ||
      a.id - b.id,
  );
  return products.slice(0, limit);
}

export async function findCalculatorProducts(
  db: Db,
  needs: readonly MaterialNeed[],
  limit = PRODUCTS_PER_MATERIAL,
): Promise<MaterialMatches[]> {
  return Promise.all(needs.map(async (need) => ({ need, products: await findForNeed(db, need, limit) })));
}
