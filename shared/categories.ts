/**
 * BuildCompare's product taxonomy. Shared by the server (classification, filters)
 * and the browser (labels). Add a category here first; the classifier and the
 * storefront read this list.
 */
export const CATEGORIES = [
  { slug: "cement", label: "Cement" },
  { slug: "concrete-mortar", label: "Concrete & Mortar" },
  { slug: "sand", label: "Sand" },
  { slug: "aggregates", label: "Aggregates" },
  { slug: "timber", label: "Timber" },
  { slug: "sheet-materials", label: "Sheet Materials" },
  { slug: "plasterboard", label: "Plasterboard" },
  { slug: "plaster", label: "Plaster" },
  { slug: "bricks", label: "Bricks" },
  { slug: "blocks", label: "Blocks" },
  { slug: "skirting-architrave", label: "Skirting & Architrave" },
  { slug: "insulation", label: "Insulation" },
  { slug: "roofing", label: "Roofing" },
  { slug: "drainage", label: "Drainage" },
  { slug: "other", label: "Other Building Materials" },
] as const;

export type CategorySlug = (typeof CATEGORIES)[number]["slug"];

export const CATEGORY_SLUGS = CATEGORIES.map((c) => c.slug) as [CategorySlug, ...CategorySlug[]];

export function categoryLabel(slug: string): string {
  return CATEGORIES.find((c) => c.slug === slug)?.label ?? "Building Materials";
}

/**
 * The storefront's broader groups (spec.md's building-supplies filters and header links),
 * each a set of taxonomy categories. `all` has no entry: it means no category filter.
 */
export const CATEGORY_GROUPS = [
  { slug: "cement", label: "Cement & Concrete", categories: ["cement", "concrete-mortar"] },
  { slug: "sand", label: "Sand & Aggregates", categories: ["sand", "aggregates"] },
  { slug: "timber", label: "Timber & Sheeting", categories: ["timber", "sheet-materials"] },
  { slug: "bricks", label: "Bricks & Blocks", categories: ["bricks", "blocks"] },
  { slug: "plasterboard", label: "Plasterboard", categories: ["plasterboard"] },
  { slug: "skirting", label: "Skirting Boards", categories: ["skirting-architrave"] },
] as const satisfies ReadonlyArray<{ slug: string; label: string; categories: readonly CategorySlug[] }>;

export type CategoryGroupSlug = (typeof CATEGORY_GROUPS)[number]["slug"];

export function findCategoryGroup(slug: string) {
  return CATEGORY_GROUPS.find((g) => g.slug === slug);
}

export function isCategorySlug(value: string): value is CategorySlug {
  return CATEGORIES.some((c) => c.slug === value);
}
