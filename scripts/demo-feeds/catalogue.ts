/**
 * The demo's catalogue of building products: one JSON object per line in catalogue.jsonl (edit the data there),
 * checked on load. Each merchant then writes these products in its own words (product-titles.ts, offer-rows.ts).
 */
import { readFileSync } from "node:fs";
import { z } from "zod";
import { CATEGORY_SLUGS } from "../../shared/categories.ts";
import { BRANDS, type BrandKey } from "./brands.ts";
import type { Product } from "./catalogue-types.ts";
import { assignIdentifiers } from "./product-identifiers.ts";
import { makeTitle } from "./product-titles.ts";
import { CANONICAL } from "./title-style.ts";

const mm = z.number().positive();
const sizeSchema = z.discriminatedUnion("t", [
  z.object({ t: z.literal("kg"), kg: mm }).strict(),
  z.object({ t: z.literal("bulk"), kg: mm }).strict(),
  z.object({ t: z.literal("len"), th: mm, w: mm, len: mm }).strict(),
  z.object({ t: z.literal("sheet"), th: mm, w: mm, l: mm }).strict(),
  z.object({ t: z.literal("brick"), h: mm }).strict(),
  z.object({ t: z.literal("block"), th: mm }).strict(),
  z.object({ t: z.literal("roll"), th: mm, area: mm }).strict(),
  z.object({ t: z.literal("pipe"), dia: mm, len: mm }).strict(),
  z.object({ t: z.literal("fit"), dia: mm, angle: mm.optional() }).strict(),
  z.object({ t: z.literal("text"), s: z.string().min(1), inch: z.string().optional() }).strict(),
]);
const text = z.string().min(1);
const productSchema = z
  .object({
    key: z.string().regex(/^[a-z0-9.-]+$/),
    cat: z.enum(CATEGORY_SLUGS),
    type: z.tuple([text, text]),
    brand: z.custom<BrandKey>((b) => typeof b === "string" && b in BRANDS, "unknown brand key").optional(),
    line: z.tuple([text, text]).optional(),
    core: z.tuple([text, text, text]),
    size: sizeSchema,
    pack: z.number().int().positive().optional(),
    single: z.boolean().optional(),
    price: z.number().positive(),
    image: text,
    desc: text,
  })
  .strict();

// Order matters: identifiers, offer ids and stockists are drawn from seeded streams in catalogue order.
function loadCatalogue(): Product[] {
  const lines = readFileSync(new URL("./catalogue.jsonl", import.meta.url), "utf8")
    .trimEnd()
    .split("\n");
  const catalogue: Product[] = lines.map((line, i) => {
    const parsed = productSchema.safeParse(JSON.parse(line));
    if (!parsed.success) throw new Error(`catalogue.jsonl line ${i + 1}: ${z.prettifyError(parsed.error)}`);
    return { ...parsed.data, name: "" };
  });
  const keys = new Set<string>();
  for (const p of catalogue) {
    if (keys.has(p.key)) throw new Error(`duplicate key ${p.key}`);
    keys.add(p.key);
  }
  assignIdentifiers(catalogue);
  for (const p of catalogue) p.name = makeTitle(p, CANONICAL);
  const names = new Set<string>();
  for (const p of catalogue) {
    if (names.has(p.name)) throw new Error(`two catalogue products share the name ${p.name}`);
    names.add(p.name);
  }
  return catalogue;
}

export const catalogue = loadCatalogue();
