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

/** A group browsed as a building-supplies filter. */
const supplies = (slug: string) => `/building-supplies?category=${slug}`;

/**
 * The storefront's broader groups: the one list every category navigation derives from (header bar,
 * mobile menu, footer, home cards, the building-supplies filters, the sitemap), each a set of taxonomy
 * categories with the one page it leads to. Bricks & Blocks has its own page; the others are
 * building-supplies filters. `all` has no entry: it means no category filter.
 */
export const CATEGORY_GROUPS = [
  { slug: "cement", label: "Cement & Concrete", categories: ["cement", "concrete-mortar"], path: supplies("cement") },
  { slug: "sand", label: "Sand & Aggregates", categories: ["sand", "aggregates"], path: supplies("sand") },
  { slug: "timber", label: "Timber & Sheeting", categories: ["timber", "sheet-materials"], path: supplies("timber") },
  { slug: "bricks", label: "Bricks & Blocks", categories: ["bricks", "blocks"], path: "/bricks-and-blocks" },
  { slug: "plasterboard", label: "Plasterboard", categories: ["plasterboard"], path: supplies("plasterboard") },
  { slug: "skirting", label: "Skirting Boards", categories: ["skirting-architrave"], path: supplies("skirting") },
] as const satisfies ReadonlyArray<{
  slug: string;
  label: string;
  categories: readonly CategorySlug[];
  /** Where every link to the group leads. */
  path: string;
}>;

export type CategoryGroup = (typeof CATEGORY_GROUPS)[number];
export type CategoryGroupSlug = CategoryGroup["slug"];

export function findCategoryGroup(slug: string): CategoryGroup | undefined {
  return CATEGORY_GROUPS.find((g) => g.slug === slug);
}

/** A group's real 'from' price (home page category cards), computed on the server. */
export interface CategoryGroupPrice {
  group: CategoryGroupSlug;
  /** Visible products of the group that some merchant's current feed lists. */
  productCount: number;
  /** Lowest running price of an offer that can be ordered now; null when none can (or there are no products). */
  lowestPrice: number | null;
}

/** The groups browsed on /building-supplies (the others have a page of their own). */
export function isSuppliesGroup(group: CategoryGroup): boolean {
  return group.path === supplies(group.slug);
}

export function isCategorySlug(value: string): value is CategorySlug {
  return CATEGORIES.some((c) => c.slug === value);
}
