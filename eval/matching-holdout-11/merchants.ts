// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// The nine fictional merchants: identity, feed format and what they stock.
import type { Category, Prod } from "./types";

export interface Merchant {
  slug: string;
  name: string;
  kind: string;
  format: "csv" | "tsv" | "xml";
  feed: string;
  cover: Partial<Record<Category, number>>; // relative likelihood of stocking a product of the category
  accepts?: (p: Prod) => boolean;
  dupes?: number; // how many products get a second, older listing
}

const has = (p: Prod, t: string) => (p.tags ?? []).includes(t);

export const MERCHANTS: Merchant[] = [
  {
    slug: "brackenridge-bm",
    name: "Brackenridge Builders Merchants",
    kind: "National-style builders' merchant",
    format: "csv",
    feed: "brackenridge-bm.csv",
    cover: {
      cement: 1,
      "concrete-mortar": 1,
      sand: 1,
      aggregates: 1,
      timber: 1,
      "sheet-materials": 1,
      plasterboard: 1.1,
      plaster: 1.1,
      bricks: 1,
      blocks: 1.1,
      "skirting-architrave": 0.8,
      insulation: 1,
      roofing: 0.9,
      drainage: 0.9,
      other: 0.9,
    },
  },
  {
    slug: "hollins-timber",
    name: "Hollins Timber & Sheet Materials",
    kind: "Timber yard",
    format: "tsv",
    feed: "hollins-timber.tsv",
    cover: {
      timber: 3.2,
      "sheet-materials": 3,
      "skirting-architrave": 2.8,
      plasterboard: 0.7,
      insulation: 0.8,
      roofing: 0.8,
      other: 0.9,
    },
    accepts: (p) => {
      if (p.cat === "other") return has(p, "fixing") || p.key.startsWith("everbuild-502");
      if (p.cat === "roofing") return p.noun === "Shed Felt" || p.noun === "Roofing Membrane";
      if (p.cat === "insulation") return p.material === "PIR" || p.noun === "Insulation Slab";
      return true;
    },
  },
  {
    slug: "slate-and-batten",
    name: "Slate & Batten Roofing Supplies",
    kind: "Roofing specialist",
    format: "xml",
    feed: "slate-and-batten.xml",
    cover: {
      roofing: 4.5,
      insulation: 1.8,
      timber: 2.6,
      drainage: 2,
      other: 1.4,
      "sheet-materials": 1,
      cement: 0.6,
      sand: 0.6,
    },
    accepts: (p) => {
      if (p.cat === "timber") return has(p, "batten") || (has(p, "carcassing") && p.noun !== "CLS Timber");
      if (p.cat === "drainage") return has(p, "rainwater");
      if (p.cat === "other") return has(p, "roofer");
      if (p.cat === "sheet-materials") return p.material === "OSB" || p.key.startsWith("structural");
      if (p.cat === "sand") return p.noun === "Building Sand" || p.noun === "Sharp Sand";
      if (p.cat === "cement") return !p.key.startsWith("st-astier");
      if (p.cat === "insulation") return p.material === "PIR" || p.unit === "roll";
      return true;
    },
  },
  {
    slug: "buildbasket",
    name: "BuildBasket",
    kind: "Online DIY discounter",
    format: "xml",
    feed: "buildbasket.xml",
    dupes: 3,
    cover: {
      cement: 1,
      "concrete-mortar": 1.3,
      sand: 0.8,
      aggregates: 0.7,
      timber: 0.6,
      "sheet-materials": 0.9,
      plasterboard: 0.9,
      plaster: 1.2,
      bricks: 0.3,
      blocks: 0.3,
      "skirting-architrave": 1.3,
      insulation: 1,
      roofing: 0.7,
      drainage: 0.9,
      other: 1.3,
    },
    accepts: (p) => !has(p, "pack") && !p.key.startsWith("st-astier") && p.noun !== "Projection Plaster",
  },
  {
    slug: "sitemate-marketplace",
    name: "SiteMate Supplies (marketplace store)",
    kind: "Marketplace seller",
    format: "csv",
    feed: "sitemate-marketplace.csv",
    dupes: 5,
    cover: {
      cement: 1,
      "concrete-mortar": 1.3,
      sand: 0.7,
      aggregates: 0.6,
      timber: 0.2,
      "sheet-materials": 0.2,
      plasterboard: 0.2,
      plaster: 0.9,
      bricks: 0.5,
      "skirting-architrave": 0.6,
      insulation: 0.6,
      roofing: 0.9,
      drainage: 0.8,
      other: 1.7,
    },
    accepts: (p) => !has(p, "bulk") && !(p.spec.k === "timber" && p.spec.len > 3600) && p.cat !== "blocks",
  },
  {
    slug: "norcott-trade",
    name: "Norcott Trade Counter",
    kind: "Trade counter (ERP export)",
    format: "tsv",
    feed: "norcott-trade.tsv",
    cover: {
      cement: 1,
      "concrete-mortar": 0.9,
      sand: 1,
      aggregates: 1,
      timber: 1.1,
      "sheet-materials": 1,
      plasterboard: 1.1,
      plaster: 1.1,
      bricks: 1.1,
      blocks: 1.1,
      "skirting-architrave": 0.8,
      insulation: 1,
      roofing: 0.9,
      drainage: 1,
      other: 1,
    },
  },
  {
    slug: "tamar-valley-bs",
    name: "Tamar Valley Building Supplies",
    kind: "Regional independent",
    format: "csv",
    feed: "tamar-valley-bs.csv",
    cover: {
      cement: 0.9,
      "concrete-mortar": 0.8,
      sand: 0.9,
      aggregates: 0.9,
      timber: 0.9,
      "sheet-materials": 0.9,
      plasterboard: 0.9,
      plaster: 0.9,
      bricks: 0.9,
      blocks: 0.9,
      "skirting-architrave": 0.8,
      insulation: 0.8,
      roofing: 0.9,
      drainage: 0.8,
      other: 0.8,
    },
  },
  {
    slug: "greystone-landscapes",
    name: "Greystone Landscape Supplies",
    kind: "Landscaping supplier",
    format: "xml",
    feed: "greystone-landscapes.xml",
    cover: {
      sand: 2.6,
      aggregates: 3,
      cement: 1,
      "concrete-mortar": 1.3,
      timber: 1.6,
      bricks: 0.6,
      blocks: 0.5,
      drainage: 1.4,
      other: 1.4,
    },
    accepts: (p) => {
      if (p.cat === "timber" || p.cat === "drainage" || p.cat === "other") return has(p, "landscape");
      if (p.cat === "cement") return p.noun === "Cement";
      if (p.cat === "bricks") return !has(p, "pack");
      return true;
    },
  },
  {
    slug: "channelway-pd",
    name: "Channelway Plumbing & Drainage",
    kind: "Plumbing & drainage specialist",
    format: "tsv",
    feed: "channelway-pd.tsv",
    cover: {
      drainage: 6,
      other: 1.2,
      aggregates: 1.2,
      sand: 1,
      cement: 0.5,
      "concrete-mortar": 0.5,
      bricks: 0.8,
      roofing: 1,
    },
    accepts: (p) => {
      if (p.cat === "aggregates" || p.cat === "sand") return has(p, "bedding");
      if (p.cat === "other") return has(p, "sealant");
      if (p.cat === "bricks") return p.noun === "Engineering Brick" && !has(p, "pack");
      if (p.cat === "roofing") return p.noun === "Lead Flashing";
      if (p.cat === "cement") return p.noun === "Cement" && !p.colour;
      if (p.cat === "concrete-mortar") return p.noun === "Mortar" || p.noun === "Concrete" || p.noun === "";
      return true;
    },
  },
];
