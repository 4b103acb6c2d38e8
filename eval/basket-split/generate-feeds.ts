/**
 * Seeded random merchant feeds for the basket-split check, in the Google Merchant Center formats the importer
 * reads (TSV, CSV, RSS 2.0 XML). The same seed gives byte-identical files on any day: every sale window is far
 * from today (running 2020–2099, ended 2021, starting 2098, or undated).
 *
 * Every product has one GTIN that all its merchants share (the matcher groups by GTIN first), a brand and a
 * title naming its sizes, so distinct products also differ in their facts. The check never trusts this intent:
 * its ground truth is what /api/products/:id says the offers are (ground-truth.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import {
  FEED_COLUMNS,
  filledColumns,
  writeDelimited,
  writeRss,
  xmlElement,
  type FeedRow,
} from "../../scripts/feed-kit/feed-writers.ts";
import { ean13, formatGtin } from "../../scripts/feed-kit/gtin.ts";
import { chance, pick, rngFrom, shuffle, type Rng } from "../../scripts/feed-kit/seeded-random.ts";

export type Availability = "in_stock" | "out_of_stock" | "preorder" | "backorder";
export type SaleWindow = "open" | "ended" | "future" | "undated";

/** What the generator meant an offer to be (for the information section only; never the ground truth). */
export interface IntendedOffer {
  merchantSlug: string;
  itemId: string;
  gtin: string;
  pricePence: number;
  sale: { pricePence: number; window: SaleWindow } | null;
  deliveryPence: number | null;
  availability: Availability;
  /** Dropped from the merchant's second full feed: the offer must end up not in the feed. */
  leavesFeed: boolean;
}

export interface FeedFile {
  merchantSlug: string;
  merchantName: string;
  path: string;
}

export interface GeneratedWorld {
  seed: string;
  merchants: { slug: string; name: string }[];
  products: { gtin: string; title: string }[];
  offers: IntendedOffer[];
  /** In import order (one merchant's second feed last). */
  files: FeedFile[];
}

const COLUMNS = [...FEED_COLUMNS.slice(0, 7), "sale_price_effective_date", ...FEED_COLUMNS.slice(7)];
const WINDOWS: Record<SaleWindow, string> = {
  open: "2020-01-01T00:00:00Z/2099-12-31T23:59:59Z",
  ended: "2021-01-01T00:00:00Z/2021-02-01T00:00:00Z",
  future: "2098-01-01T00:00:00Z/2098-12-31T23:59:59Z",
  undated: "",
};
const MERCHANT_NAMES = [
  "Alder Yard Supplies",
  "Brackley Builders Merchants",
  "Corbridge Trade Centre",
  "Dunmore Timber & Building",
  "Eskdale Materials",
  "Fosse Way Building Supplies",
  "Grantham Trade Direct",
  "Holloway Builders Yard",
  "Ilkley Stone & Timber",
  "Jarrow Building Centre",
];
const BRANDS = ["Stoneridge", "Oakfield", "Brunel", "Marlpit", "Hawthorn"];
const DELIVERIES = [399, 499, 650, 995, 1200, 1500, 2500, 3500, 4900];

interface ProductSpec {
  title: string;
  basePence: number;
}

/** Distinct products: each differs from every other in a size, a kind or a pack. */
function productSpecs(rng: Rng): ProductSpec[] {
  const specs: ProductSpec[] = [];
  for (const t of [22, 38, 47, 63])
    for (const w of [75, 100, 125, 150, 200])
      for (const l of [2.4, 3.0, 3.6, 4.8])
        specs.push({
          title: `C24 Treated Timber ${t} x ${w}mm x ${l.toFixed(1)}m`,
          basePence: Math.round(t * w * l * 0.09),
        });
  for (const kind of ["General Purpose Cement", "Building Sand", "Sharp Sand", "Ballast", "Postcrete", "Hydrated Lime"])
    for (const kg of [10, 20, 25, 40]) specs.push({ title: `${kind} ${kg}kg Bag`, basePence: 200 + kg * 22 });
  for (const thick of [9.5, 12.5, 15])
    for (const [l, w] of [
      [2400, 1200],
      [1800, 900],
      [2400, 900],
    ] as const)
      specs.push({
        title: `Plasterboard Square Edge ${thick}mm ${l} x ${w}mm`,
        basePence: Math.round(thick * l * w * 0.00000045 * 100),
      });
  for (const d of [110, 160])
    for (const l of [3, 6]) specs.push({ title: `Underground Drain Pipe ${d}mm x ${l}m`, basePence: d * l * 4 });
  for (const m of [50, 100, 150])
    for (const roll of [1, 2])
      specs.push({
        title: `Loft Insulation Roll ${m}mm ${roll === 1 ? "8.3" : "5.5"}m2`,
        basePence: m * 15 + roll * 300,
      });
  return shuffle(rng, specs);
}

function randomAvailability(rng: Rng): Availability {
  const r = rng();
  return r < 0.65 ? "in_stock" : r < 0.85 ? "out_of_stock" : r < 0.95 ? "preorder" : "backorder";
}

function randomOffer(rng: Rng, merchantSlug: string, itemId: string, gtin: string, basePence: number): IntendedOffer {
  const pricePence = Math.max(50, Math.round(basePence * (0.75 + rng() * 0.6)));
  const sale = chance(rng, 0.3)
    ? {
        pricePence: Math.max(1, Math.round(pricePence * (0.6 + rng() * 0.35))),
        window: pick(rng, ["open", "open", "ended", "future", "undated"] as const),
      }
    : null;
  const d = rng();
  const deliveryPence = d < 0.2 ? null : d < 0.3 ? 0 : pick(rng, DELIVERIES);
  return {
    merchantSlug,
    itemId,
    gtin,
    pricePence,
    sale,
    deliveryPence,
    availability: randomAvailability(rng),
    leavesFeed: false,
  };
}

const pounds = (pence: number) => `${(pence / 100).toFixed(2)} GBP`;

function feedRow(
  offer: IntendedOffer,
  title: string,
  brand: string,
  site: string,
  gtinStyle: "plain" | "gtin14",
): FeedRow {
  return {
    id: offer.itemId,
    title,
    description: `${title} from ${brand}.`,
    link: `${site}/products/${offer.itemId.toLowerCase()}`,
    image_link: `${site}/images/${offer.itemId.toLowerCase()}.jpg`,
    price: pounds(offer.pricePence),
    sale_price: offer.sale ? pounds(offer.sale.pricePence) : "",
    sale_price_effective_date: offer.sale ? WINDOWS[offer.sale.window] : "",
    availability: offer.availability,
    brand,
    gtin: formatGtin(offer.gtin, gtinStyle),
    condition: "new",
    shipping: offer.deliveryPence === null ? "" : `GB:::${pounds(offer.deliveryPence)}`,
  };
}

function writeFeed(path: string, format: "tsv" | "csv" | "xml", name: string, site: string, rows: FeedRow[]): void {
  if (format === "xml") {
    const items = rows.map((row) => COLUMNS.filter((c) => row[c]).map((c) => xmlElement(`g:${c}`, row[c] ?? "")));
    writeFileSync(path, writeRss({ title: name, link: site, description: `${name} product feed` }, items, true));
  } else {
    writeFileSync(path, writeDelimited(filledColumns(COLUMNS, rows), rows, { format }));
  }
}

/** Generates the world for `seed` and writes its feeds into `dir`. */
export function generateWorld(seed: string, dir: string, productCount = 120): GeneratedWorld {
  const rng = rngFrom(`basket-split:${seed}`);
  const merchantCount = 3 + Math.floor(rng() * 8);
  const merchants = MERCHANT_NAMES.slice(0, merchantCount).map((name) => ({
    name,
    slug: name
      .toLowerCase()
      .replace(/&/g, "and")
      .replace(/[^a-z0-9]+/g, "-"),
  }));
  const specs = productSpecs(rng).slice(0, productCount);
  const products = specs.map((spec, i) => ({
    gtin: ean13(`50618${String(70000 + i).padStart(7, "0")}`),
    title: spec.title,
    brand: pick(rng, BRANDS),
    basePence: spec.basePence,
  }));
  const offers: IntendedOffer[] = [];
  const titles = new Map<string, { title: string; brand: string }>();
  for (const product of products) {
    titles.set(product.gtin, { title: `${product.brand} ${product.title}`, brand: product.brand });
    const carriers = shuffle(rng, [...merchants]).slice(0, 1 + Math.floor(rng() * Math.min(merchantCount, 7)));
    for (const m of carriers) {
      const prefix = m.slug.slice(0, 3).toUpperCase();
      offers.push(randomOffer(rng, m.slug, `${prefix}-${offers.length + 1001}`, product.gtin, product.basePence));
      // the same product listed twice by one merchant, under a second item id
      if (chance(rng, 0.12))
        offers.push(randomOffer(rng, m.slug, `${prefix}-${offers.length + 1001}D`, product.gtin, product.basePence));
    }
  }
  // The last merchant sends a second full feed without some of its in-stock items: those leave the feed.
  const last = merchants[merchants.length - 1]!;
  for (const offer of offers.filter((o) => o.merchantSlug === last.slug && o.availability === "in_stock"))
    if (chance(rng, 0.25)) offer.leavesFeed = true;

  mkdirSync(dir, { recursive: true });
  const files: FeedFile[] = [];
  const formats = ["tsv", "csv", "xml"] as const;
  merchants.forEach((m, i) => {
    const site = `https://www.${m.slug}.example.co.uk`;
    const rowsOf = (list: IntendedOffer[]) =>
      list.map((o) => {
        const t = titles.get(o.gtin)!;
        return feedRow(o, t.title, t.brand, site, i % 2 === 0 ? "plain" : "gtin14");
      });
    const mine = offers.filter((o) => o.merchantSlug === m.slug);
    const format = formats[i % 3]!;
    const path = join(dir, `${m.slug}.${format}`);
    writeFeed(path, format, m.name, site, rowsOf(mine));
    files.push({ merchantSlug: m.slug, merchantName: m.name, path });
    if (m === last) {
      const second = join(dir, `${m.slug}-second.${format}`);
      writeFeed(second, format, m.name, site, rowsOf(mine.filter((o) => !o.leavesFeed)));
      files.push({ merchantSlug: m.slug, merchantName: m.name, path: second });
    }
  });
  return {
    seed,
    merchants,
    products: products.map((p) => ({ gtin: p.gtin, title: titles.get(p.gtin)!.title })),
    offers,
    files,
  };
}
