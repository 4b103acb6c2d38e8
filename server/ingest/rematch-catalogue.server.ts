import { sql } from "drizzle-orm";
import type { Db } from "../db/client.server.ts";
import { queryRows } from "../db/query-rows.server.ts";
import { assignProducts, comparedAsMember, type AssignInput } from "./assign-products.ts";
import { emptyOwnership, pinKey, type MatchPin } from "./key-ownership.ts";
import { BrandLinks } from "./brand-links.ts";
import { IMPORT_LOCK } from "./import-lock.ts";
import { extractProductFacts, PRODUCT_KEY_FORMAT, quantityInBasis } from "./normalise/index.ts";
import { catalogueBrands } from "./normalise/catalogue-makers.ts";
import { habitsByMerchant } from "./normalise/merchant-habits.ts";
import { identityInputFromOffer, type StoredOfferIdentity } from "./offer-match-inputs.ts";
import { planRematch } from "./plan-rematch.ts";
import { refreshProductTexts } from "./refresh-product-texts.server.ts";
import {
  deleteEmptyProducts,
  insertNewProducts,
  insertProductKeys,
  productFactColumns,
  storeBrandLinks,
} from "./store-products.server.ts";
import { redirectRetiredProducts } from "../catalog/redirect-retired-products.server.ts";
import { rebuildSearchVocabulary, refreshSearchDocuments } from "../search/refresh-search-documents.server.ts";
import { unitLabel } from "../../shared/units.ts";

export interface RematchResult {
  offers: number;
  /** Products after the rematch. */
  products: number;
  /** Products whose offers are exactly as before (same id). */
  productsUnchanged: number;
  /** Products whose offers changed but which kept an old product's id. */
  productsReused: number;
  productsNew: number;
  productsRemoved: number;
  /** Offers now on another product id than before. */
  offersMoved: number;
}

/** True when some stored product key was written by another key format than this code's. */
export async function productKeysOutdated(db: Db): Promise<boolean> {
  const rows = await queryRows<{ outdated: boolean }>(
    db,
    sql`select exists(select 1 from product_keys where format_version <> ${PRODUCT_KEY_FORMAT}) as outdated`,
  );
  return rows[0]?.outdated === true;
}

interface StoredOffer extends StoredOfferIdentity {
  id: number;
  merchant_slug: string;
  merchant_name: string;
  merchant_item_id: string;
  product_id: number;
  image_url: string | null;
}

/** `buildcompare rematch`: re-keys the whole catalogue in one transaction (see rematchCatalogue). */
export async function rematch(db: Db): Promise<RematchResult> {
  return db.transaction(async (t) => {
    await t.execute(sql`select pg_advisory_xact_lock(${IMPORT_LOCK})`);
    return rematchCatalogue(t);
  });
}

/**
 * Runs every offer through the assigner again, as if the catalogue were imported anew in the order its
 * offers first arrived, with the operators' pins placed first (so their products claim their keys), then
 * rewrites products, keys and offers' places. Offers and their price history are never deleted; product
 * ids survive where planRematch says. The caller holds the import lock inside a transaction.
 */
export async function rematchCatalogue(db: Db): Promise<RematchResult> {
  const offers = await queryRows<StoredOffer>(
    db,
    sql`
    select o.id, m.slug as merchant_slug, m.name as merchant_name, o.merchant_item_id, o.product_id, o.title,
      o.description, o.brand, o.gtin, o.mpn, o.product_type, o.match_inputs, o.image_url
    from offers o join merchants m on m.id = o.merchant_id order by o.id`,
  );
  const links = await queryRows<{ brand_a: string; brand_b: string }>(
    db,
    sql`select brand_a, brand_b from brand_links`,
  );
  const pins = await queryRows<{ slug: string; merchant_item_id: string; product_id: number; kind: MatchPin["kind"] }>(
    db,
    sql`select m.slug, p.merchant_item_id, p.product_id, p.kind from match_pins p join merchants m on m.id = p.merchant_id`,
  );
  const ownership = { ...emptyOwnership(), brandLinks: new BrandLinks(links.map((l) => [l.brand_a, l.brand_b])) };
  for (const pin of pins)
    ownership.pins.set(pinKey(pin.slug, pin.merchant_item_id), { productId: Number(pin.product_id), kind: pin.kind });

  const pinned = (o: StoredOffer) => ownership.pins.has(pinKey(o.merchant_slug, o.merchant_item_id));
  const ordered = [...offers.filter(pinned), ...offers.filter((o) => !pinned(o))];
  // Each merchant's keyword tails and own label, found over all its offers as an import finds them over its feed.
  const habits = habitsByMerchant(
    offers.map((o) => ({
      title: o.title,
      productType: o.product_type,
      brand: o.brand,
      mpn: o.mpn,
      merchantName: o.merchant_name,
    })),
    (i) => offers[i]!.merchant_slug,
    catalogueBrands(offers.map((o) => ({ merchant: o.merchant_slug, merchantName: o.merchant_name, brand: o.brand }))),
  );
  const inputs: AssignInput[] = ordered.map((o) => ({
    facts: extractProductFacts(identityInputFromOffer(o, o.merchant_name, habits.get(o.merchant_slug))),
    merchant: o.merchant_slug,
    itemId: o.merchant_item_id,
  }));
  const { assignments, newKeys } = assignProducts(inputs, ownership);

  const groupOf = new Map(ordered.map((o, i) => [Number(o.id), assignments[i]!.productId]));
  const plan = planRematch(new Map(offers.map((o) => [Number(o.id), Number(o.product_id)])), groupOf);
  // The first offer of each group (in arrival order) founds it: its facts, profile and unit basis.
  const founder = new Map<number, number>();
  ordered.forEach((_, i) => {
    const group = assignments[i]!.productId;
    if (!founder.has(group)) founder.set(group, i);
  });

  const realIds = await insertNewProducts(
    db,
    plan.newGroups.map((group) => {
      const i = founder.get(group)!;
      const o = ordered[i]!;
      return {
        temporaryId: group,
        name: o.title,
        description: o.description,
        brand: o.brand,
        imageUrl: o.image_url,
        facts: inputs[i]!.facts,
      };
    }),
    new Map(),
  );
  const finalId = (group: number) => plan.idOfGroup.get(group) ?? realIds.get(group)!;
  await refoundKeptProducts(
    db,
    [...plan.idOfGroup].map(([group, id]) => ({ id, facts: inputs[founder.get(group)!]!.facts })),
  );

  await db.execute(sql`delete from product_keys`);
  await insertProductKeys(db, new Map([...newKeys].map(([key, group]) => [key, finalId(group)])));
  await storeBrandLinks(db, ownership.brandLinks.learned);

  const placements = ordered.map((o, i) => {
    const group = assignments[i]!.productId;
    const basis = inputs[founder.get(group)!]!.facts.measure;
    return {
      id: Number(o.id),
      product_id: finalId(group),
      match_reason: assignments[i]!.reason.replace(/product -?\d+/, (m) => `product ${finalId(Number(m.slice(8)))}`),
      unit_quantity: quantityInBasis(inputs[i]!.facts.measures, basis),
      unit_label: basis ? unitLabel(basis.unit) : null,
      match_profile: comparedAsMember(assignments[i]!) ? inputs[i]!.facts.profile : null,
      match_blocks: comparedAsMember(assignments[i]!) ? inputs[i]!.facts.profile.blocks : null,
    };
  });
  const before = new Map(offers.map((o) => [Number(o.id), Number(o.product_id)]));
  const offersMoved = placements.filter((p) => p.product_id !== before.get(p.id)).length;
  for (let start = 0; start < placements.length; start += 5000) {
    const part = placements.slice(start, start + 5000);
    await db.execute(sql`
      update offers o set product_id = r.product_id, match_reason = r.match_reason, unit_quantity = r.unit_quantity,
        unit_label = r.unit_label, match_profile = r.match_profile,
        match_blocks = case when r.match_blocks is null then null
          else array(select jsonb_array_elements_text(r.match_blocks)) end,
        unit_price = round(coalesce(o.sale_price, o.price) / nullif(r.unit_quantity, 0), 4)
      from jsonb_to_recordset(${JSON.stringify(part)}::jsonb)
        as r(id int, product_id int, match_reason text, unit_quantity numeric, unit_label text, match_profile jsonb,
          match_blocks jsonb)
      where o.id = r.id`);
  }
  await redirectRetiredProducts(
    db,
    [...plan.successorOf].map(([retired, group]) => [retired, finalId(group)] as const),
  );
  await deleteEmptyProducts(db, plan.removed);

  const productIds = [...new Set(placements.map((p) => p.product_id))];
  await refreshProductTexts(db, productIds);
  await refreshSearchDocuments(db, productIds);
  await rebuildSearchVocabulary(db);
  return {
    offers: offers.length,
    products: productIds.length,
    productsUnchanged: plan.unchanged,
    productsReused: plan.reused,
    productsNew: plan.newGroups.length,
    productsRemoved: plan.removed.length,
    offersMoved,
  };
}

/** A kept product takes its (possibly new) founder's facts, profile and unit basis; its texts are refreshed after. */
async function refoundKeptProducts(
  db: Db,
  kept: readonly { id: number; facts: ReturnType<typeof extractProductFacts> }[],
): Promise<void> {
  for (let start = 0; start < kept.length; start += 5000) {
    const payload = kept.slice(start, start + 5000).map(({ id, facts }) => ({ id, ...productFactColumns(facts) }));
    await db.execute(sql`
      update products p set category = r.category, gtin14 = r.gtin14, measure_quantity = r.measure_quantity,
        measure_unit = r.measure_unit, facts = r.facts, match_profile = r.match_profile,
        match_blocks = array(select jsonb_array_elements_text(r.match_blocks)), updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(payload)}::jsonb) as r(id int, category text, gtin14 text,
        measure_quantity numeric, measure_unit text, facts jsonb, match_profile jsonb, match_blocks jsonb)
      where p.id = r.id`);
  }
}
