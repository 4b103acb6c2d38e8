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
