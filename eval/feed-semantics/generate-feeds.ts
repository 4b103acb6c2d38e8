/**
 * Feed-semantics evaluation set: generates the merchant feeds in ./feeds and ./expectations.json.
 *
 *   npx tsx eval/feed-semantics/generate-feeds.ts
 *
 * Deterministic: no clock, no randomness (bulk prices and ids come from fixed arithmetic), so running it
 * again reproduces the checked-in files byte for byte. The expectations are written next to the rows that
 * produce them, from the product's stated rules only (architecture.md §3–5 and the feed-semantics brief),
 * never from the implementation. "Today" for sale windows is 2026-11-26; every window used is clearly past
 * (2024), clearly running (2025 → 2027) or clearly future (2028).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const HERE = dirname(fileURLToPath(import.meta.url));
const FEEDS_DIR = join(HERE, "feeds");

// ---------------------------------------------------------------------------------------------------------
// Expectations

type Availability = "in_stock" | "out_of_stock" | "preorder" | "backorder" | "unknown" | "not_in_feed";

interface Expect {
  rejected: boolean;
  /** rejected rows: the reason must contain at least one of these (case-insensitive) */
  reasonAny?: string[];
  availability?: Availability;
  price?: number;
  /** the feed's sale price (whether or not it should be running) */
  salePrice?: number | null;
  salePriceRunning?: boolean;
  deliveryCost?: number | null;
  /** true: a warning for this item id must be reported; false: no availability/sale-date warning for it */
  warning?: boolean;
  warningAny?: string[];
  gtin?: string;
  /** whether the row's price stated its currency (false: bare number) */
  currencyStated: boolean;
  /** substrings that must not occur in the name/description of the product the offer landed in */
  forbiddenInText?: string[];
  /** substrings (compared case-insensitively) that must occur in the product's name + description */
  textMustContain?: string[];
  /** the offer came from an earlier import of this merchant and is absent from this (full) feed */
  notInFeed?: boolean;
  /** one of the filler rows of the large feed: checked as one "bulk-rows" check (present, price, in stock) */
  bulk?: boolean;
  notes?: string;
}

const DEFAULT_FORBIDDEN = ["&amp;", "&lt;", "&gt;", "&quot;", "&nbsp;", "&#", "<"];
const LENGTH_WORDS = ["long", "length", "characters", "chars", "exceed", "max", "limit", "size", "bytes"];
const AVAILABILITY_WARNING = ["availability", "stock"];
const SALE_WARNING = ["sale", "effective", "date"];

interface AcceptOpts {
  availability: Availability;
  price: number;
  sale?: { price: number; running: boolean };
  delivery: number | null;
  warning?: string[];
  gtin?: string;
  currencyStated?: boolean;
  forbid?: string[];
  mustContain?: string[];
  notes?: string;
}

function accept(o: AcceptOpts): Expect {
  return {
    rejected: false,
    availability: o.availability,
    price: o.price,
    salePrice: o.sale ? o.sale.price : null,
    salePriceRunning: o.sale ? o.sale.running : false,
    deliveryCost: o.delivery,
    warning: Boolean(o.warning),
    ...(o.warning ? { warningAny: o.warning } : {}),
    ...(o.gtin ? { gtin: o.gtin } : {}),
    currencyStated: o.currencyStated ?? true,
    forbiddenInText: [...DEFAULT_FORBIDDEN, ...(o.forbid ?? [])],
    ...(o.mustContain ? { textMustContain: o.mustContain } : {}),
    ...(o.notes ? { notes: o.notes } : {}),
  };
}

function reject(reasonAny: string[], notes: string, currencyStated = true): Expect {
  return { rejected: true, reasonAny, currencyStated, notes };
}

// ---------------------------------------------------------------------------------------------------------
// Rows

interface Ship {
  country: string;
  service?: string;
  price: string;
}
/** a string field is the text a parser should yield; {raw} is written verbatim into XML; {cdata} as CDATA */
type Field = string | { raw: string } | { cdata: string };

interface Row {
  id: string;
  title: Field;
  description: Field;
  link: string;
  image_link?: string;
  price: string;
  sale_price?: string;
  sale_price_effective_date?: string;
  /** undefined: attribute absent; '': present but empty */
  availability?: string;
  brand?: Field;
  gtin?: string;
  mpn?: string;
  condition?: string;
  product_type?: string;
  google_product_category?: string;
  shipping?: Ship[] | string;
  unit_pricing_measure?: string;
  unit_pricing_base_measure?: string;
  expect: Expect;
}

function gtin13(base12: string): string {
  if (!/^\d{12}$/.test(base12)) throw new Error(`bad GTIN base ${base12}`);
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(base12[i]) * (i % 2 === 0 ? 1 : 3);
  return base12 + String((10 - (sum % 10)) % 10);
}

/** products sold by several merchants (same GTIN → must match into one product) */
const G = {
  cement: gtin13("506039871001"),
  sharpSand: gtin13("506039871002"),
  buildingSand: gtin13("506039871003"),
  timber: gtin13("506039871004"),
  plasterboard: gtin13("506039871005"),
  brick: gtin13("506039871006"),
  pir100: gtin13("506039871007"),
  loftRoll: gtin13("506039871008"),
  pipe110: gtin13("506039871009"),
  osb18: gtin13("506039871010"),
  ply18: gtin13("506039871011"),
  multiFinish: gtin13("506039871012"),
  block7n: gtin13("506039871013"),
  skirting: gtin13("506039871014"),
  postcrete: gtin13("506039871015"),
  gravel: gtin13("506039871016"),
  chamber: gtin13("506039871017"),
  membrane: gtin13("506039871018"),
  batten: gtin13("506039871019"),
  mot: gtin13("506039871020"),
};
/** products sold by one merchant only (their text checks are not muddied by another merchant's copy) */
const U = (n: number): string => gtin13(`5060398721${String(n).padStart(2, "0")}`);

const ship = (price: string, country = "GB", service = "Standard"): Ship[] => [{ country, service, price }];

// ---------------------------------------------------------------------------------------------------------
// Writers

function xmlEscape(s: string): string {
  return s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
function xmlField(f: Field): string {
  if (typeof f === "string") return xmlEscape(f);
  if ("raw" in f) return f.raw;
  if (f.cdata.includes("]]>")) throw new Error("CDATA may not contain ]]>");
  return `<![CDATA[${f.cdata}]]>`;
}
function plain(f: Field | undefined): string {
  if (f === undefined) return "";
  if (typeof f === "string") return f;
  if ("raw" in f) return f.raw;
  return f.cdata;
}

const ATTRS = [
  "id",
  "title",
  "description",
  "link",
  "image_link",
  "availability",
  "price",
  "sale_price",
  "sale_price_effective_date",
  "brand",
  "gtin",
  "mpn",
  "condition",
  "product_type",
  "google_product_category",
  "shipping",
  "unit_pricing_measure",
  "unit_pricing_base_measure",
] as const;
type Attr = (typeof ATTRS)[number];

function shippingText(s: Ship[] | string | undefined): string {
  if (s === undefined) return "";
  if (typeof s === "string") return s;
  return s.map((x) => `${x.country}::${x.service ?? ""}:${x.price}`).join(",");
}

interface XmlStyle {
  /** 'g': every attribute as g:x; 'native': RSS <title>/<link>/<description> (Atom: <title>/<link href>/<summary>) */
  core: "g" | "native";
  atom?: boolean;
}

function xmlItem(r: Row, style: XmlStyle, indent: string): string {
  const out: string[] = [];
  const el = (name: string, body: string, attrs = "") => out.push(`${indent}<${name}${attrs}>${body}</${name}>`);
  for (const a of ATTRS) {
    const v = (r as unknown as Record<Attr, unknown>)[a];
    if (v === undefined) continue;
    if (a === "shipping") {
      const s = v as Ship[] | string;
      if (typeof s === "string") el("g:shipping", xmlEscape(s));
      else
        for (const x of s)
          el(
            "g:shipping",
            `<g:country>${x.country}</g:country>${x.service ? `<g:service>${xmlEscape(x.service)}</g:service>` : ""}<g:price>${xmlEscape(x.price)}</g:price>`,
          );
      continue;
    }
    const f = v as Field;
    if (style.atom && style.core === "native") {
      if (a === "id") {
        el("id", xmlEscape(r.id));
        el("g:id", xmlEscape(r.id));
        continue;
      }
      if (a === "title") {
        el("title", xmlField(f), ' type="html"');
        continue;
      }
      if (a === "description") {
        el("summary", xmlField(f), ' type="html"');
        continue;
      }
      if (a === "link") {
        out.push(
          `${indent}<link rel="alternate" type="text/html" href="${xmlEscape(r.link).replace(/"/g, "&quot;")}"/>`,
        );
        continue;
      }
    }
    if (style.core === "native" && (a === "title" || a === "description" || a === "link")) {
      el(a, xmlField(f));
      continue;
    }
    el(`g:${a}`, xmlField(f));
  }
  return out.join("\n");
}

function rss(channel: { title: string; link: string; description: string }, rows: Row[], style: XmlStyle): string {
  const items = rows.map((r) => `    <item>\n${xmlItem(r, style, "      ")}\n    </item>`).join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">
  <channel>
    <title>${xmlEscape(channel.title)}</title>
    <link>${xmlEscape(channel.link)}</link>
    <description>${xmlEscape(channel.description)}</description>
${items}
  </channel>
</rss>
`;
}

function atom(feed: { title: string; link: string; id: string; updated: string }, rows: Row[]): string {
  const entries = rows
    .map(
      (r) =>
        `  <entry>\n    <updated>${feed.updated}</updated>\n${xmlItem(r, { core: "native", atom: true }, "    ")}\n  </entry>`,
    )
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xmlns:g="http://base.google.com/ns/1.0">
  <title>${xmlEscape(feed.title)}</title>
  <link rel="alternate" type="text/html" href="${feed.link}"/>
  <updated>${feed.updated}</updated>
  <author><name>${xmlEscape(feed.title)}</name></author>
  <id>${feed.id}</id>
${entries}
</feed>
`;
}

function cell(r: Row, a: Attr): string {
  const v = (r as unknown as Record<Attr, unknown>)[a];
  if (a === "shipping") return shippingText(v as Ship[] | string | undefined);
  return plain(v as Field | undefined);
}

function tsv(rows: Row[], columns: readonly Attr[], extra: Record<string, (r: Row, i: number) => string> = {}): string {
  const header = [...columns, ...Object.keys(extra)];
  const lines = [header.join("\t")];
  rows.forEach((r, i) => {
    const vals = [...columns.map((c) => cell(r, c)), ...Object.values(extra).map((f) => f(r, i))];
    for (const v of vals) if (/[\t\n\r]/.test(v)) throw new Error(`TSV value of ${r.id} contains a tab or newline`);
    lines.push(vals.join("\t"));
  });
  return lines.join("\n") + "\n";
}

function csvQuote(v: string, always: boolean): string {
  if (always || /[",\r\n]/.test(v) || v !== v.trim()) return `"${v.replace(/"/g, '""')}"`;
  return v;
}
function csv(
  rows: Row[],
  columns: readonly Attr[],
  opts: { quoteAll?: boolean; eol?: string; bom?: boolean } = {},
): string {
  const eol = opts.eol ?? "\n";
  const lines = [columns.map((c) => csvQuote(c, Boolean(opts.quoteAll))).join(",")];
  for (const r of rows) lines.push(columns.map((c) => csvQuote(cell(r, c), Boolean(opts.quoteAll))).join(","));
  return (opts.bom ? "\uFEFF" : "") + lines.join(eol) + eol;
}

function minify(xml: string): string {
  return xml.replace(/>\s*\n\s*</g, "><").trim();
}

// ---------------------------------------------------------------------------------------------------------
// Feeds

interface FeedSpec {
  file: string;
  platform: string;
  merchant: string;
  name: string;
  website: string;
  flags: string[];
  rows: Row[];
  content: string;
  /** earlier snapshot of a merchant: imported first, its items are judged through the later feed */
  snapshot?: boolean;
  notes?: string;
  /** expectations for items that are not rows of this file (offers left over from a previous import) */
  extraItems?: Record<string, Expect>;
}

const feeds: FeedSpec[] = [];
const pad = (s: string, n: number, filler: string) => {
  let out = s;
  while (out.length < n) out += filler;
  return out.slice(0, n);
};

// 1. Shopify (Google & YouTube channel app export): RSS, every attribute as g:, CDATA descriptions full of HTML,
//    nested <g:shipping>, ids shopify_GB_<product>_<variant>.
{
  const site = "https://www.oakfieldbuildingsupplies.co.uk";
  const id = (p: number, v: number) => `shopify_GB_${8012345600 + p}_${44012300 + v}`;
  const link = (h: string, v: number) => `${site}/products/${h}?variant=${44012300 + v}`;
  const img = (n: string) => `https://cdn.shopify.com/s/files/1/0612/3456/products/${n}.jpg?v=1732000000`;
  const SHIP = ship("4.99 GBP");
  const rows: Row[] = [
    {
      id: id(1, 1),
      title: "Albion General Purpose Cement 25kg",
      description: {
        cdata:
          '<p><strong>Albion</strong> General Purpose Cement &ndash; 25kg bag.</p><ul><li>Ideal for mortar &amp; render</li><li>Conforms to BS&nbsp;EN&nbsp;197-1</li></ul><script>trackView("cement")</script>',
      },
      link: link("albion-general-purpose-cement-25kg", 1),
      image_link: img("cement-25kg"),
      availability: "in stock",
      price: "7.45 GBP",
      brand: "Albion",
      gtin: G.cement,
      condition: "new",
      product_type: "Building Materials > Cement",
      shipping: SHIP,
      unit_pricing_measure: "25kg",
      unit_pricing_base_measure: "1kg",
      expect: accept({
        availability: "in_stock",
        price: 7.45,
        delivery: 4.99,
        gtin: G.cement,
        forbid: ["&ndash;", "<script", "<strong>", "<li>"],
        notes: "CDATA HTML description with entities and a script tag",
      }),
    },
    {
      id: id(2, 2),
      title: "Sharp Sand Bulk Bag (approx. 850kg)",
      description: { cdata: "<p>Washed sharp sand for concrete &amp; screeds.</p><p>Delivered by crane lorry.</p>" },
      link: link("sharp-sand-bulk-bag", 2),
      image_link: img("sharp-sand"),
      availability: "in stock",
      price: "54.00 GBP",
      sale_price: "48.00 GBP",
      sale_price_effective_date: "2025-01-01T00:00:00Z/2027-12-31T23:59:59Z",
      brand: "Oakfield",
      gtin: G.sharpSand,
      condition: "new",
      shipping: ship("0.00 GBP"),
      expect: accept({
        availability: "in_stock",
        price: 54,
        sale: { price: 48, running: true },
        delivery: 0,
        gtin: G.sharpSand,
        notes: "sale running (Z, seconds); free delivery stated as 0.00 GBP",
      }),
    },
    {
      id: id(3, 3),
      title: "Treated Sawn Timber 47 x 100mm x 3.6m (4x2)",
      description: { cdata: "<p>Tanalised&reg; C24 regularised timber, 47&times;100mm, 3.6m lengths.</p>" },
      link: link("treated-sawn-timber-47x100-3-6m", 3),
      image_link: img("timber-4x2"),
      availability: "out of stock",
      price: "7.90 GBP",
      brand: "Oakfield",
      gtin: G.timber,
      condition: "new",
      shipping: SHIP,
      unit_pricing_measure: "3.6m",
      unit_pricing_base_measure: "1m",
      expect: accept({
        availability: "out_of_stock",
        price: 7.9,
        delivery: 4.99,
        gtin: G.timber,
        forbid: ["&reg;", "&times;"],
        notes: "cheapest timber offer but out of stock: must not set lowestPrice",
      }),
    },
    {
      id: id(4, 4),
      title: "Plasterline Standard Plasterboard 12.5mm 2400 x 1200mm Tapered Edge",
      description: { cdata: "<p>Standard wallboard for dry lining.</p>" },
      link: link("plasterboard-12-5mm-2400x1200-te", 4),
      image_link: img("plasterboard"),
      availability: "in stock",
      price: "11.20 GBP",
      sale_price: "9.99 GBP",
      sale_price_effective_date: "2024-02-01T00:00:00Z/2024-02-29T23:59:59Z",
      brand: "Plasterline",
      gtin: G.plasterboard,
      condition: "new",
      shipping: SHIP,
      unit_pricing_measure: "2.88sqm",
      unit_pricing_base_measure: "1sqm",
      expect: accept({
        availability: "in_stock",
        price: 11.2,
        sale: { price: 9.99, running: false },
        delivery: 4.99,
        gtin: G.plasterboard,
        notes: "sale window in the past (Feb 2024)",
      }),
    },
    {
      id: id(5, 5),
      title: "Thermadeck PIR Insulation Board 100mm 2400 x 1200mm",
      description: { cdata: "<p>Foil-faced PIR board, &lambda; = 0.022&nbsp;W/mK.</p>" },
      link: link("pir-insulation-board-100mm", 5),
      image_link: img("pir-100"),
      availability: "preorder",
      price: "32.50 GBP",
      sale_price: "29.00 GBP",
      sale_price_effective_date: "2028-01-01T00:00:00Z/2028-01-31T23:59:59Z",
      brand: "Thermadeck",
      gtin: G.pir100,
      condition: "new",
      shipping: SHIP,
      expect: accept({
        availability: "preorder",
        price: 32.5,
        sale: { price: 29, running: false },
        delivery: 4.99,
        gtin: G.pir100,
        forbid: ["&lambda;"],
        notes: "preorder; sale window in the future (2028)",
      }),
    },
    {
      id: id(6, 6),
      title: { cdata: "<strong>Loft Roll</strong> Glass Mineral Wool Insulation 200mm x 5.5m" },
      description: {
        cdata: "<table><tr><td>Thickness</td><td>200mm</td></tr><tr><td>Coverage</td><td>5.5m&sup2;</td></tr></table>",
      },
      link: link("loft-roll-200mm", 6),
      image_link: img("loft-roll"),
      availability: "in stock",
      price: "22.75 GBP",
      brand: "Oakfield",
      gtin: G.loftRoll,
      condition: "new",
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 22.75,
        delivery: 4.99,
        gtin: G.loftRoll,
        forbid: ["<strong>", "<table", "<td>", "&sup2;"],
        notes: "tags in the title (CDATA), table markup in the description",
      }),
    },
    {
      id: id(7, 7),
      title: "Polythene Damp Proof Membrane 4m x 25m",
      description: "Black 1200 gauge DPM.",
      link: link("dpm-4x25", 7),
      availability: "in stock",
      price: "24.99 USD",
      gtin: U(1),
      shipping: SHIP,
      expect: reject(["USD"], "price in USD"),
    },
    {
      id: id(8, 8),
      title: "Heavy Duty Rubble Sacks Pack of 100",
      description: "Woven polypropylene sacks.",
      link: link("rubble-sacks-100", 8),
      availability: "in stock",
      price: "19.99",
      gtin: U(2),
      shipping: SHIP,
      expect: reject(["currency"], "bare price, no currency, merchant has no --currency", false),
    },
    {
      id: id(9, 9),
      title: "Treated Roofing Batten 25 x 50mm x 4.8m",
      description: { cdata: "<p>BS5534 graded batten.</p>" },
      link: link("roofing-batten-25x50-4-8m", 9),
      availability: "maybe",
      price: "4.60 GBP",
      gtin: G.batten,
      shipping: SHIP,
      expect: accept({
        availability: "unknown",
        price: 4.6,
        delivery: 4.99,
        gtin: G.batten,
        warning: AVAILABILITY_WARNING,
        notes: 'availability "maybe" → unknown + warning, never in stock',
      }),
    },
    {
      id: id(10, 10),
      title: "Sand &amp; Cement Mortar Mix 20kg",
      description: { cdata: "<p>Pre-blended sand &amp;amp; cement &ndash; just add water.</p>" },
      link: link("sand-cement-mortar-mix-20kg", 10),
      availability: "in stock",
      price: "6.20 GBP",
      gtin: U(3),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 6.2,
        delivery: 4.99,
        gtin: U(3),
        forbid: ["&amp;", "&ndash;", "amp;"],
        notes:
          'title "&amp;amp;" in the XML file (an HTML entity after XML decoding); double-encoded in the CDATA description',
      }),
    },
    {
      id: id(11, 11),
      title: pad(
        "Premium Heavy Duty Professional Grade Exterior And Interior Multi Purpose Rapid Setting Waterproof Frost Resistant Ready Mixed Concrete For Fence Posts Patios Paths And Driveways 20kg",
        181,
        " Bag",
      ),
      description: "Rapid setting concrete.",
      link: link("rapid-concrete-20kg", 11),
      availability: "in stock",
      price: "8.99 GBP",
      gtin: U(4),
      shipping: SHIP,
      expect: reject(["title", ...LENGTH_WORDS], "title of 181 characters (limit 150)"),
    },
    {
      id: id(12, 12),
      title: "Multi-Finish Plaster 25kg",
      description: { cdata: "<p>Finishing plaster for most backgrounds.</p>" },
      link: link("multi-finish-plaster-25kg", 12),
      availability: "in stock",
      price: "12.50 GBP",
      sale_price: "10.00 GBP",
      sale_price_effective_date: "2025-01-01T00:00+00:00 / 2027-12-31T23:59+00:00",
      gtin: G.multiFinish,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 12.5,
        sale: { price: 10, running: true },
        delivery: 4.99,
        gtin: G.multiFinish,
        notes: 'sale running: spaces around "/", no seconds, +00:00',
      }),
    },
    {
      id: id(13, 13),
      title: "Postcrete\u202E Rapid Set Post Fix 20kg",
      description: { cdata: "<p>Sets in 5&ndash;10 minutes.</p>" },
      link: link("postcrete-20kg", 13),
      availability: "in stock",
      price: "6.95 GBP",
      gtin: G.postcrete,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 6.95,
        delivery: 4.99,
        gtin: G.postcrete,
        forbid: ["\u202E"],
        notes: "U+202E (right-to-left override) in the title",
      }),
    },
    {
      id: id(14, 14),
      title: "110mm Underground Drainage Pipe Plain Ended 3m",
      description: { cdata: "<p>BS EN 1401 solid wall pipe.</p>" },
      link: link("110mm-underground-pipe-3m", 14),
      availability: "in stock",
      price: "13.95 GBP",
      gtin: G.pipe110,
      shipping: [
        { country: "IE", service: "Standard", price: "12.00 EUR" },
        { country: "GB", service: "Standard", price: "6.50 GBP" },
      ],
      unit_pricing_measure: "3m",
      unit_pricing_base_measure: "1m",
      expect: accept({
        availability: "in_stock",
        price: 13.95,
        delivery: 6.5,
        gtin: G.pipe110,
        notes: "two nested shipping entries, IE (EUR) first: delivery is the GB one",
      }),
    },
    {
      id: id(15, 15),
      title: "Exterior Grade Plywood 9mm 2440 x 1220mm",
      description: {
        cdata: "<p>Weather&ndash;proof &hellip; &lsquo;WBP&rsquo; bonded.</p><p>&copy; Oakfield Building Supplies</p>",
      },
      link: link("exterior-plywood-9mm", 15),
      availability: "in stock",
      price: "18.50 GBP",
      gtin: U(5),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 18.5,
        delivery: 4.99,
        gtin: U(5),
        forbid: ["&hellip;", "&lsquo;", "&rsquo;", "&copy;", "&ndash;"],
        mustContain: ["©"],
        notes: "named typographic entities in the description",
      }),
    },
  ];
  feeds.push({
    file: "feeds/01-shopify-oakfield.xml",
    platform: "Shopify (Google & YouTube app, RSS with g: and CDATA)",
    merchant: "oakfield-building-supplies",
    name: "Oakfield Building Supplies",
    website: site,
    flags: [],
    rows,
    content: rss(
      {
        title: "Oakfield Building Supplies",
        link: site,
        description: "Oakfield Building Supplies - Google Shopping feed",
      },
      rows,
      {
        core: "g",
      },
    ),
  });
}

// 2. WooCommerce (Product Feed plugin) TSV with bare prices: the operator imports it with --currency GBP.
{
  const site = "https://kestreltimber.co.uk";
  const link = (slug: string) => `${site}/product/${slug}/`;
  const img = (n: string) => `${site}/wp-content/uploads/2026/03/${n}.jpg`;
  const SHIP = "GB:::5.00 GBP";
  const flagged = { currencyStated: false };
  const rows: Row[] = [
    {
      id: "1201",
      title: "Treated Sawn Timber 47x100mm 3.6m Tanalised",
      description: "<p>C16/C24 tanalised timber.</p>",
      link: link("treated-sawn-timber-47x100-3-6m"),
      image_link: img("timber-47x100"),
      price: "8.95",
      availability: "instock",
      brand: "Kestrel",
      gtin: G.timber,
      condition: "new",
      shipping: SHIP,
      unit_pricing_measure: "3.6m",
      expect: accept({
        availability: "in_stock",
        price: 8.95,
        delivery: 5,
        gtin: G.timber,
        ...flagged,
        notes: '"instock"',
      }),
    },
    {
      id: "1202",
      title: "General Purpose Cement - 25kg",
      description: "Grey cement.",
      link: link("general-purpose-cement-25kg"),
      image_link: img("cement"),
      price: "6.99",
      availability: "outofstock",
      brand: "Albion",
      gtin: G.cement,
      shipping: SHIP,
      unit_pricing_measure: "25 kg",
      expect: accept({
        availability: "out_of_stock",
        price: 6.99,
        delivery: 5,
        gtin: G.cement,
        ...flagged,
        notes: '"outofstock"; cheapest current cement offer but out of stock',
      }),
    },
    {
      id: "1203",
      title: "OSB3 Board 18mm 8ft x 4ft (2440 x 1220mm)",
      description: "Structural OSB3.",
      link: link("osb3-18mm"),
      price: "21.50",
      sale_price: "18.75",
      sale_price_effective_date: "2025-01-01/2027-12-31",
      availability: "instock",
      gtin: G.osb18,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 21.5,
        sale: { price: 18.75, running: true },
        delivery: 5,
        gtin: G.osb18,
        ...flagged,
        notes: "date-only sale range, running",
      }),
    },
    {
      id: "1204",
      title: "Plasterboard Tapered Edge 12.5mm 2400x1200",
      description: "Tapered edge board.",
      link: link("plasterboard-te-12-5mm"),
      price: "10.40",
      availability: "backorder",
      gtin: G.plasterboard,
      shipping: SHIP,
      unit_pricing_measure: "2.88sqm",
      expect: accept({ availability: "backorder", price: 10.4, delivery: 5, gtin: G.plasterboard, ...flagged }),
    },
    {
      id: "1205",
      title: "Feather Edge Cladding 22 x 125mm x 4.8m",
      description: "Treated feather edge.",
      link: link("feather-edge-4-8m"),
      price: "9.99 EUR",
      availability: "instock",
      gtin: U(6),
      shipping: SHIP,
      expect: reject(["EUR"], "explicit EUR price: rejected even though the merchant has --currency GBP"),
    },
    {
      id: "1206",
      title: "Decking Screws 4.5 x 65mm Box of 500",
      description: "Green coated decking screws.",
      link: link("decking-screws-4-5x65"),
      price: "$14.00",
      availability: "instock",
      gtin: U(7),
      shipping: SHIP,
      expect: reject(["$", "USD", "dollar"], '"$14.00": dollar price, rejected even with --currency GBP'),
    },
    {
      id: "1207",
      title: "Galvanised Round Wire Nails 2&frac12;&quot; (65mm) 1kg",
      description: "<p>Hot-dipped galvanised nails for fencing &amp;amp; framing.</p><p>Length: 2&frac12; inch</p>",
      link: link("galvanised-nails-65mm-1kg"),
      price: "4.25",
      availability: "instock",
      gtin: U(8),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 4.25,
        delivery: 5,
        gtin: U(8),
        ...flagged,
        forbid: ["&frac12;", "<p>", "amp;"],
        mustContain: ["½"],
        notes: "&frac12; and &quot; in the title, double-encoded &amp;amp; in the description",
      }),
    },
    {
      id: "1208",
      title: "Dense Concrete Block 7N 100mm 440 x 215mm",
      description: "Dense aggregate block.",
      link: link("dense-block-7n-100mm"),
      price: "2.35",
      availability: "",
      gtin: G.block7n,
      shipping: SHIP,
      expect: accept({
        availability: "unknown",
        price: 2.35,
        delivery: 5,
        gtin: G.block7n,
        ...flagged,
        warning: AVAILABILITY_WARNING,
        notes: "empty availability → unknown + warning",
      }),
    },
    {
      id: "1209",
      title: "Marine Plywood BS1088 18mm 2440 x 1220mm",
      description: "Hardwood marine ply.",
      link: link("marine-plywood-18mm"),
      price: "42.00",
      sale_price: "35.00",
      sale_price_effective_date: "next week",
      availability: "instock",
      gtin: G.ply18,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 42,
        sale: { price: 35, running: false },
        delivery: 5,
        gtin: G.ply18,
        ...flagged,
        warning: SALE_WARNING,
        notes: 'sale_price_effective_date "next week": unparseable → no sale + warning',
      }),
    },
    {
      id: "1210",
      title: "Torus MDF Skirting Board 18 x 119mm x 4.2m Primed",
      description: "Primed torus / ogee reversible skirting.",
      link: link("torus-skirting-119mm"),
      price: "11.40",
      availability: "Limited Availability",
      gtin: G.skirting,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 11.4,
        delivery: 5,
        gtin: G.skirting,
        ...flagged,
        notes: '"Limited Availability" → in_stock',
      }),
    },
    {
      id: "1211",
      title: "Primed MDF Architrave Ogee\u0007 18 x 69mm x 2.2m",
      description: "Pre-primed\u0008 MDF architrave\u007F, pack of 5.\u001B[0m",
      link: link("mdf-architrave-ogee"),
      price: "14.60",
      availability: "instock",
      gtin: U(9),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 14.6,
        delivery: 5,
        gtin: U(9),
        ...flagged,
        forbid: ["\u0007", "\u0008", "\u007F", "\u001B"],
        notes: "BEL in the title; BS, DEL, ESC in the description",
      }),
    },
    {
      id: "1212",
      title: "Roofing Batten Treated 25x50mm 4.8m",
      description: "Graded roofing batten.",
      link: link("roofing-batten-4-8m"),
      price: "4.50 GBP",
      availability: "instock",
      gtin: G.batten,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 4.5,
        delivery: 5,
        gtin: G.batten,
        notes: "explicit GBP in a --currency GBP feed",
      }),
    },
    {
      id: "1213",
      title: "Building Sand Jumbo Bag",
      description: "Soft sand for bricklaying.",
      link: link("building-sand-jumbo-bag"),
      price: "47.50",
      availability: "instock",
      gtin: G.buildingSand,
      shipping: "GB:::0.00 GBP",
      expect: accept({
        availability: "in_stock",
        price: 47.5,
        delivery: 0,
        gtin: G.buildingSand,
        ...flagged,
        notes: "free delivery",
      }),
    },
    {
      id: "1214",
      title: "Postcrete Post Fix 20kg",
      description: "Quick-set &#x2019;Rapid&#x2019; post mix &rsquo; no mixing needed.",
      link: link("postcrete-20kg"),
      price: "6.50",
      availability: "in stock",
      gtin: G.postcrete,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 6.5,
        delivery: 5,
        gtin: G.postcrete,
        ...flagged,
        forbid: ["&#x2019;", "&rsquo;"],
        notes: "hex numeric and named quote entities",
      }),
    },
  ];
  const cols: Attr[] = [
    "id",
    "title",
    "description",
    "link",
    "image_link",
    "price",
    "sale_price",
    "sale_price_effective_date",
    "availability",
    "brand",
    "gtin",
    "condition",
    "shipping",
    "unit_pricing_measure",
  ];
  feeds.push({
    file: "feeds/02-woocommerce-kestrel.tsv",
    platform: "WooCommerce (product feed plugin, TSV, bare prices)",
    merchant: "kestrel-timber-merchants",
    name: "Kestrel Timber Merchants",
    website: site,
    flags: ["--currency", "GBP"],
    rows,
    content: tsv(rows, cols, { item_group_id: (r) => `grp-${r.id}`, custom_label_0: () => "trade" }),
    notes: "bare prices are legitimate here: imported with --currency GBP",
  });
}

// 3. PrestaShop (Google Merchant Center module): RSS g:, CDATA titles, French-style bare prices.
{
  const site = "https://www.atelier-depot.co.uk";
  const link = (n: number, slug: string) => `${site}/en/home/${n}-${slug}.html`;
  const SHIP = ship("3.50 GBP");
  const rows: Row[] = [
    {
      id: "31-1",
      title: { cdata: "Mortier Colle / Tile Adhesive 20kg" },
      description: { cdata: "<p>Colle carrelage C2TE.</p>" },
      link: link(31, "tile-adhesive-20kg"),
      availability: "in stock",
      price: "12,50",
      gtin: U(10),
      shipping: SHIP,
      expect: reject(["currency"], 'French-style bare price "12,50"', false),
    },
    {
      id: "32-1",
      title: { cdata: "Enduit de Façade Render 25kg" },
      description: { cdata: "<p>Enduit monocouche.</p>" },
      link: link(32, "render-25kg"),
      availability: "in stock",
      price: "12,50 EUR",
      gtin: U(11),
      shipping: SHIP,
      expect: reject(["EUR"], '"12,50 EUR"'),
    },
    {
      id: "33-1",
      title: { cdata: "Ch&ecirc;ne Bois Oak Cladding Board 20 x 150mm x 2.4m" },
      description: { cdata: "<p>Bardage en ch&ecirc;ne massif &ndash; solid oak cladding.</p>" },
      link: link(33, "oak-cladding-20x150"),
      availability: "in stock",
      price: "18.40 GBP",
      brand: "Ch&ecirc;ne Bois",
      gtin: U(12),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 18.4,
        delivery: 3.5,
        gtin: U(12),
        forbid: ["&ecirc;", "&ndash;"],
        mustContain: ["chêne"],
        notes: "&ecirc; in a CDATA title, an escaped &amp;ecirc; in g:brand",
      }),
    },
    {
      id: "34-1",
      title: { cdata: "Ciment Albion General Purpose Cement 25kg" },
      description: { cdata: "<p>Ciment gris CEM II.</p>" },
      link: link(34, "cement-25kg"),
      availability: "in stock",
      price: "7.20 GBP",
      brand: "Albion",
      gtin: G.cement,
      shipping: SHIP,
      expect: accept({ availability: "in_stock", price: 7.2, delivery: 3.5, gtin: G.cement }),
    },
    {
      id: "35-1",
      title: { cdata: "Joint Filler 5kg" },
      description: { cdata: "<p>Enduit de rebouchage.</p>" },
      link: link(35, "joint-filler-5kg"),
      availability: "in stock",
      price: "8,90 €",
      gtin: U(13),
      shipping: SHIP,
      expect: reject(["EUR", "€", "euro"], '"8,90 €"'),
    },
    {
      id: "36-1",
      title: { cdata: "Sharp Sand Bulk Bag" },
      description: { cdata: "<p>Sable à béton.</p>" },
      link: link(36, "sharp-sand-bulk-bag"),
      availability: "sold out",
      price: "44.95 GBP",
      gtin: G.sharpSand,
      shipping: SHIP,
      expect: accept({
        availability: "out_of_stock",
        price: 44.95,
        delivery: 3.5,
        gtin: G.sharpSand,
        notes: '"sold out"; cheapest sharp sand but out of stock',
      }),
    },
    {
      id: "37-1",
      title: { cdata: "Plasterline&reg; Moisture Resistant Plasterboard 12.5mm 2400 x 1200" },
      description: { cdata: "Plasterline&reg; MR board&nbsp;&ndash; green face." },
      link: link(37, "mr-plasterboard"),
      availability: "in stock",
      price: "14.30 GBP",
      gtin: U(14),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 14.3,
        delivery: 3.5,
        gtin: U(14),
        forbid: ["&reg;", "&nbsp;", "&ndash;"],
        mustContain: ["®"],
        notes: "&reg;",
      }),
    },
    {
      id: "38-1",
      title: { cdata: "OSB3 18mm 2440 x 1220" },
      description: { cdata: "<p>Panneau OSB3.</p>" },
      link: link(38, "osb3-18mm"),
      availability: "in stock",
      price: "22.80 GBP",
      sale_price: "19.90 GBP",
      sale_price_effective_date: "2025-01-01T00:00:00+01:00/2027-12-31T23:59:59+01:00",
      gtin: G.osb18,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 22.8,
        sale: { price: 19.9, running: true },
        delivery: 3.5,
        gtin: G.osb18,
        notes: "sale running, +01:00 offsets",
      }),
    },
    {
      id: "39-1",
      title: { cdata: "Breathable Roofing Membrane 1m x 50m" },
      description: { cdata: "<p>Écran sous toiture.</p>" },
      link: link(39, "roofing-membrane-50m"),
      availability: "pre order",
      price: "39.50 GBP",
      gtin: G.membrane,
      shipping: SHIP,
      expect: accept({ availability: "preorder", price: 39.5, delivery: 3.5, gtin: G.membrane, notes: '"pre order"' }),
    },
    {
      id: "40-1",
      title: { cdata: "20mm Gravel Bulk Bag" },
      description: { cdata: "<p>Gravier 20mm.</p>" },
      link: link(40, "gravel-20mm-bulk-bag"),
      availability: "discontinued",
      price: "61.00 GBP",
      gtin: G.gravel,
      shipping: SHIP,
      expect: accept({
        availability: "out_of_stock",
        price: 61,
        delivery: 3.5,
        gtin: G.gravel,
        notes: '"discontinued" → out_of_stock',
      }),
    },
  ];
  feeds.push({
    file: "feeds/03-prestashop-atelier.xml",
    platform: "PrestaShop (GMC module, RSS g:, CDATA, French-style prices)",
    merchant: "atelier-depot-uk",
    name: "Atelier Dépôt UK",
    website: site,
    flags: [],
    rows,
    content: rss({ title: "Atelier Dépôt UK", link: site, description: "Flux Google Shopping" }, rows, { core: "g" }),
  });
}

// 4. Magento 2 (feed extension) CSV: quoted multiline descriptions, ALL-CAPS titles, GTIN-14 and spaced GTINs,
//    a 40 KB description and an overlong brand.
{
  const site = "https://www.redbrookmerchants.co.uk";
  const link = (slug: string) => `${site}/${slug}.html`;
  const img = (n: string) => `${site}/media/catalog/product/${n}.jpg`;
  const SHIP = "GB:::5.95 GBP";
  const para =
    'Ready mixed lime mortar, NHL 3.5, for repointing "historic" brickwork, stone and flint walls; breathable, flexible, and kind to soft bricks.\n';
  const rows: Row[] = [
    {
      id: "CEM-GP-25",
      title: "ALBION GENERAL PURPOSE CEMENT 25KG BAG",
      description:
        'Albion general purpose cement.\nSuitable for "mortar", concrete, render.\n\nPallets of 56 bags available, call us.',
      link: link("albion-gp-cement-25kg"),
      image_link: img("cem-gp-25"),
      availability: "In Stock",
      price: "7.95 GBP",
      brand: "ALBION",
      gtin: "0" + G.cement,
      mpn: "CEM-GP-25",
      condition: "new",
      shipping: "GB:::0.00 GBP",
      unit_pricing_measure: "25000g",
      unit_pricing_base_measure: "1kg",
      expect: accept({
        availability: "in_stock",
        price: 7.95,
        delivery: 0,
        gtin: G.cement,
        notes: "ALL-CAPS title; GTIN given as 14 digits (leading 0); free delivery; multiline quoted description",
      }),
    },
    {
      id: "PB-125-TE",
      title: "Plasterboard 12.5mm Tapered Edge 2400 x 1200mm",
      description: "Standard plasterboard,\ntapered edge.",
      link: link("plasterboard-12-5-te"),
      availability: "IN STOCK",
      price: "10.95 GBP",
      gtin: `${G.plasterboard.slice(0, 1)} ${G.plasterboard.slice(1, 7)} ${G.plasterboard.slice(7)}`,
      shipping: SHIP,
      unit_pricing_measure: "2.88 m2",
      expect: accept({
        availability: "in_stock",
        price: 10.95,
        delivery: 5.95,
        gtin: G.plasterboard,
        notes: "GTIN written with spaces",
      }),
    },
    {
      id: "TIM-47100-36",
      title: "47 x 100mm x 3.6m Treated Sawn Timber",
      description: "C16 treated.",
      link: link("timber-47x100-3-6"),
      availability: "Out of Stock",
      price: "10.50 GBP",
      gtin: G.timber,
      shipping: SHIP,
      expect: accept({ availability: "out_of_stock", price: 10.5, delivery: 5.95, gtin: G.timber }),
    },
    {
      id: "LIME-MORT-25",
      title: "Ready Mixed Lime Mortar 25kg",
      description: pad(para, 41_000, para),
      link: link("lime-mortar-25kg"),
      availability: "In Stock",
      price: "16.80 GBP",
      gtin: U(15),
      shipping: SHIP,
      expect: reject(["description", ...LENGTH_WORDS], "41,000-character quoted multiline description"),
    },
    {
      id: "LIME-HYD-25",
      title: "Hydrated Lime 25kg",
      description: "Builders hydrated lime.",
      link: link("hydrated-lime-25kg"),
      availability: "In Stock",
      price: "11.20 GBP",
      brand: pad("Redbrook Own Brand Trade Quality ", 300, "Redbrook Own Brand Trade Quality "),
      gtin: U(16),
      shipping: SHIP,
      expect: reject(["brand", ...LENGTH_WORDS], "brand of 300 characters"),
    },
    {
      id: "PIR-100",
      title: "PIR Insulation Board 100mm 2.4m x 1.2m",
      description: "Foil faced.",
      link: link("pir-100mm"),
      availability: "In Stock",
      price: "34.00 GBP",
      sale_price: "30.50 GBP",
      sale_price_effective_date: "2025-06-01T09:00/2027-06-01T09:00",
      gtin: G.pir100,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 34,
        sale: { price: 30.5, running: true },
        delivery: 5.95,
        gtin: G.pir100,
        notes: "sale running: no seconds, no zone",
      }),
    },
    {
      id: "DRN-110-3",
      title: "110mm Drainage Pipe 3m Plain Ended",
      description: "Underground drainage.",
      link: link("drain-pipe-110-3m"),
      availability: "In Stock",
      price: "14.20 GBP",
      sale_price: "11.00 GBP",
      sale_price_effective_date: "2028-03-01/2028-03-31",
      gtin: G.pipe110,
      shipping: SHIP,
      unit_pricing_measure: "300cm",
      expect: accept({
        availability: "in_stock",
        price: 14.2,
        sale: { price: 11, running: false },
        delivery: 5.95,
        gtin: G.pipe110,
        notes: "future date-only window (March 2028)",
      }),
    },
    {
      id: "PLA-MF-25",
      title: "Multi Finish Plaster 25kg",
      description: "Finishing plaster.",
      link: link("multi-finish-25kg"),
      availability: "In Stock",
      price: "13.10 GBP",
      sale_price: "11.50 GBP",
      sale_price_effective_date: "2024-11-01/2024-11-30",
      gtin: G.multiFinish,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 13.1,
        sale: { price: 11.5, running: false },
        delivery: 5.95,
        gtin: G.multiFinish,
        notes: "past date-only window (Nov 2024)",
      }),
    },
    {
      id: "FOAM-GG-750",
      title: "Expanding Foam Gun Grade 750ml\u000B",
      description: "Low-expansion\u0085 foam\u000C for window frames.\u0001",
      link: link("expanding-foam-gun-grade"),
      availability: "In Stock",
      price: "8.45 GBP",
      gtin: U(17),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 8.45,
        delivery: 5.95,
        gtin: U(17),
        forbid: ["\u000B", "\u0085", "\u000C", "\u0001"],
        notes: "VT in the title; C1 NEL, FF, SOH in the description",
      }),
    },
    {
      id: "AGG-MOT1",
      title: "MOT Type 1 Sub-base Bulk Bag",
      description: "Crushed limestone sub-base.",
      link: link("mot-type-1"),
      availability: "InStock",
      price: "58.50 GBP",
      gtin: G.mot,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 58.5,
        delivery: 5.95,
        gtin: G.mot,
        notes: '"InStock" (any case)',
      }),
    },
    {
      id: "BRK-ENG-B",
      title: "Class B Engineering Brick Red 65mm",
      description: "Solid red engineering brick.",
      link: link("engineering-brick-class-b"),
      availability: "ask",
      price: "0.92 GBP",
      gtin: G.brick,
      shipping: SHIP,
      expect: accept({
        availability: "unknown",
        price: 0.92,
        delivery: 5.95,
        gtin: G.brick,
        warning: AVAILABILITY_WARNING,
        notes: 'availability "ask" → unknown + warning',
      }),
    },
    {
      id: "DRN-IC-320",
      title: "Drainage Inspection Chamber 320mm",
      description: "Shallow access chamber.",
      link: link("inspection-chamber-320"),
      availability: "backorder",
      price: "44.00 GBP",
      gtin: G.chamber,
      shipping: SHIP,
      expect: accept({ availability: "backorder", price: 44, delivery: 5.95, gtin: G.chamber }),
    },
    {
      id: "AGG-SHARP",
      title: "Sharp Sand Jumbo Bag",
      description: "&lt;p&gt;Sharp sand for &lt;b&gt;screeds&lt;/b&gt; and concrete.&lt;/p&gt;",
      link: link("sharp-sand-jumbo"),
      availability: "in stock",
      price: "51.00 GBP",
      gtin: G.sharpSand,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 51,
        delivery: 5.95,
        gtin: G.sharpSand,
        forbid: ["&lt;", "<p>", "<b>"],
        notes: "entity-escaped markup (&lt;p&gt;): decoding must not leave tags behind",
      }),
    },
    {
      id: "AGG-BUILD",
      title: "Building Sand, Jumbo Bag",
      description: 'Soft "building" sand,\nfor mortar, bricklaying and pointing.\n\nApprox 850kg.',
      link: link("building-sand-jumbo"),
      availability: "In Stock",
      price: "45.00 GBP",
      gtin: G.buildingSand,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 45,
        delivery: 5.95,
        gtin: G.buildingSand,
        notes: "comma in title, quotes + newlines in description",
      }),
    },
  ];
  const cols: Attr[] = [
    "id",
    "title",
    "description",
    "link",
    "image_link",
    "availability",
    "price",
    "sale_price",
    "sale_price_effective_date",
    "brand",
    "gtin",
    "mpn",
    "condition",
    "product_type",
    "shipping",
    "unit_pricing_measure",
    "unit_pricing_base_measure",
  ];
  feeds.push({
    file: "feeds/04-magento-redbrook.csv",
    platform: "Magento 2 (feed extension, CSV with quoted multiline fields)",
    merchant: "redbrook-merchants",
    name: "Redbrook Merchants",
    website: site,
    flags: [],
    rows,
    content: csv(rows, cols),
  });
}

// 5. BigCommerce (Google Shopping channel): RSS with native <title>/<link>/<description> + g:, nested shipping.
//    An earlier snapshot with one extra (cheapest) offer is imported first; that offer must become not_in_feed.
{
  const site = "https://www.summittradesupplies.co.uk";
  const link = (slug: string) => `${site}/${slug}/`;
  const img = (n: string) => `https://cdn11.bigcommerce.com/s-abc123/images/stencil/1280x1280/products/${n}.jpg`;
  const SHIP = ship("7.50 GBP");
  const s1 = (price: string, exp: number): Row => ({
    id: "BC-112",
    title: "Treated Sawn Timber 47 x 100 x 3600mm",
    description: "Pressure treated C24.",
    link: link("treated-sawn-timber-47-x-100-x-3600mm"),
    image_link: img("112/timber"),
    availability: "in stock",
    price,
    gtin: G.timber,
    shipping: SHIP,
    unit_pricing_measure: "360cm",
    unit_pricing_base_measure: "1m",
    expect: accept({
      availability: "in_stock",
      price: exp,
      delivery: 7.5,
      gtin: G.timber,
      notes: "unit measure 360cm (same length as 3.6m)",
    }),
  });
  const s2: Row = {
    id: "BC-118",
    title: "12.5mm Plasterboard 1200 x 2400 Tapered Edge",
    description: "Tapered edge wallboard.",
    link: link("12-5mm-plasterboard"),
    availability: "out of stock",
    price: "9.60 GBP",
    gtin: G.plasterboard,
    shipping: SHIP,
    expect: accept({
      availability: "out_of_stock",
      price: 9.6,
      delivery: 7.5,
      gtin: G.plasterboard,
      notes: "cheapest plasterboard, out of stock",
    }),
  };
  const s5: Row = {
    id: "BC-131",
    title: "PIR Insulation Board 100mm",
    description: "Rigid PIR.",
    link: link("pir-insulation-board-100mm"),
    availability: "in_stock",
    price: "31.00 GBP",
    gtin: G.pir100,
    expect: accept({
      availability: "in_stock",
      price: 31,
      delivery: null,
      gtin: G.pir100,
      notes: "no shipping stated: deliveryCost and totalPrice null",
    }),
  };
  const s9: Row = {
    id: "BC-140",
    title: "Sharp Sand Jumbo Bag",
    description: "Washed sharp sand.",
    link: link("sharp-sand-jumbo-bag"),
    availability: "in stock",
    price: "52.00 GBP",
    gtin: G.sharpSand,
    shipping: ship("0.00 GBP"),
    expect: accept({ availability: "in_stock", price: 52, delivery: 0, gtin: G.sharpSand }),
  };
  const gone: Row = {
    id: "BC-GONE-1",
    title: "Albion General Purpose Cement 25kg (clearance)",
    description: "Clearance line.",
    link: link("albion-cement-clearance"),
    availability: "in stock",
    price: "5.50 GBP",
    gtin: G.cement,
    shipping: SHIP,
    expect: accept({ availability: "in_stock", price: 5.5, delivery: 7.5, gtin: G.cement }),
  };
  const previous = [s1("9.90 GBP", 9.9), s2, s5, s9, gone];
  const channel = { title: "Summit Trade Supplies", link: site, description: "BigCommerce Google Shopping feed" };
  feeds.push({
    file: "feeds/05a-bigcommerce-summit-previous.xml",
    platform: "BigCommerce (earlier snapshot of the same merchant)",
    merchant: "summit-trade-supplies",
    name: "Summit Trade Supplies",
    website: site,
    flags: [],
    rows: previous,
    snapshot: true,
    content: rss(channel, previous, { core: "native" }),
    notes: "imported before 05-bigcommerce-summit.xml; its items are judged through that feed",
  });
  const rows: Row[] = [
    s1("9.40 GBP", 9.4),
    s2,
    {
      id: "BC-120",
      title: "Builders Wheelbarrow 90L",
      description: "Galvanised pan.",
      link: link("wheelbarrow-90l"),
      availability: "in stock",
      price: "24.99 USD",
      gtin: U(18),
      shipping: SHIP,
      expect: reject(["USD"], "price in USD"),
    },
    {
      id: "BC-125",
      title: { raw: "ThermaCore&#8482; PIR Board 50mm 2400 x 1200" },
      description: "ThermaCore&#8482; &ndash; 50mm PIR &amp;amp; foil faced.",
      link: link("thermacore-pir-50mm"),
      availability: "in stock",
      price: "19.80 GBP",
      gtin: U(19),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 19.8,
        delivery: 7.5,
        gtin: U(19),
        forbid: ["&#8482;", "&ndash;", "amp;"],
        mustContain: ["™"],
        notes: "XML char ref &#8482; in the title; HTML-level &#8482; (written &amp;#8482;) in the description",
      }),
    },
    s5,
    {
      id: "BC-133",
      title: "Loft Roll 200mm Glass Mineral Wool",
      description: "Combi cut roll.",
      link: link("loft-roll-200mm"),
      availability: "in stock",
      price: "24.00 GBP",
      sale_price: "19.50 GBP",
      sale_price_effective_date: "2025-01-01T00:00:00Z / 2027-12-31T23:59:59Z",
      gtin: G.loftRoll,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 24,
        sale: { price: 19.5, running: true },
        delivery: 7.5,
        gtin: G.loftRoll,
        notes: 'sale running: spaces around "/" with Z',
      }),
    },
    {
      id: "BC-135",
      title: "Acoustic Mineral Wool Slab 50mm\u2066 Pack of 6\u2069",
      description: "\u202EDense acoustic slab\u202C for stud partitions.",
      link: link("acoustic-slab-50mm"),
      availability: "in stock",
      price: "27.40 GBP",
      gtin: U(20),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 27.4,
        delivery: 7.5,
        gtin: U(20),
        forbid: ["\u2066", "\u2069", "\u202E", "\u202C"],
        notes: "U+2066/U+2069 isolates in the title, U+202E/U+202C in the description",
      }),
    },
    {
      id: "BC-137",
      title: "Concrete Block 7N Dense 100mm",
      description: "Dense block.",
      link: link("concrete-block-7n-100mm"),
      price: "2.25 GBP",
      gtin: G.block7n,
      shipping: SHIP,
      expect: accept({
        availability: "unknown",
        price: 2.25,
        delivery: 7.5,
        gtin: G.block7n,
        warning: AVAILABILITY_WARNING,
        notes: "no <g:availability> element at all → unknown + warning",
      }),
    },
    s9,
  ];
  feeds.push({
    file: "feeds/05-bigcommerce-summit.xml",
    platform: "BigCommerce (RSS, native title/link/description, nested shipping)",
    merchant: "summit-trade-supplies",
    name: "Summit Trade Supplies",
    website: site,
    flags: [],
    rows,
    content: rss(channel, rows, { core: "native" }),
    extraItems: {
      "BC-GONE-1": {
        rejected: false,
        availability: "not_in_feed",
        gtin: G.cement,
        currencyStated: true,
        notInFeed: true,
        notes:
          "in the earlier snapshot only (cheapest cement at 5.50): must be unavailable, not_in_feed, and not the lowestPrice",
      },
    },
  });
}

// 6. Shopware 6 (product export, CSV with every field quoted).
{
  const site = "https://www.northgatebuildcentre.co.uk";
  const link = (slug: string) => `${site}/${slug}/`;
  const SHIP = "GB::Standard:4.95 GBP";
  const rows: Row[] = [
    {
      id: "SW10001",
      title: "Albion GP Cement 25kg",
      description: "General purpose cement.",
      link: link("albion-gp-cement-25kg"),
      availability: "In stock",
      price: "7.10 GBP",
      gtin: G.cement,
      shipping: SHIP,
      unit_pricing_measure: "25kg",
      expect: accept({
        availability: "in_stock",
        price: 7.1,
        delivery: 4.95,
        gtin: G.cement,
        notes: "cheapest in-stock cement",
      }),
    },
    {
      id: "SW10002",
      title: "Engineering Brick Class B Red 215 x 102.5 x 65mm",
      description: "Solid class B.",
      link: link("engineering-brick-class-b"),
      availability: "in stock",
      price: "0.89 GBP",
      gtin: G.brick,
      unit_pricing_measure: "1ct",
      expect: accept({
        availability: "in_stock",
        price: 0.89,
        delivery: null,
        gtin: G.brick,
        notes: "no shipping stated",
      }),
    },
    {
      id: "SW10003",
      title: "Brick Trowel 11 inch",
      description: "Forged steel.",
      link: link("brick-trowel-11"),
      availability: "in stock",
      price: "15.00 SGD",
      gtin: U(21),
      shipping: SHIP,
      expect: reject(["SGD"], "price in SGD"),
    },
    {
      id: "SW10004",
      title: "Inspection Chamber 320mm Shallow",
      description: "Access chamber.",
      link: link("inspection-chamber-320mm"),
      availability: "preorder",
      price: "45.00 GBP",
      gtin: G.chamber,
      shipping: SHIP,
      expect: accept({ availability: "preorder", price: 45, delivery: 4.95, gtin: G.chamber }),
    },
    {
      id: "SW10005",
      title: "Roofing Batten 25 x 50mm 4.8m Treated",
      description: "Graded batten.",
      link: link("roofing-batten-25x50"),
      availability: "Pre Order",
      price: "4.40 GBP",
      gtin: G.batten,
      shipping: SHIP,
      expect: accept({ availability: "preorder", price: 4.4, delivery: 4.95, gtin: G.batten, notes: '"Pre Order"' }),
    },
    {
      id: "SW10006",
      title: "Concrete Lintel\u202E 100 x 65 x 1200mm",
      description: "Prestressed lintel.",
      link: link("concrete-lintel-1200"),
      availability: "in stock",
      price: "9.75 GBP",
      gtin: U(22),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 9.75,
        delivery: 4.95,
        gtin: U(22),
        forbid: ["\u202E"],
        notes: "U+202E in the title",
      }),
    },
    {
      id: "SW10007",
      title: "Dense Concrete Block 7N 100mm",
      description: "Dense block.",
      link: link("dense-block-100mm"),
      availability: "in stock",
      price: "2.10 GBP",
      sale_price: "1.85 GBP",
      sale_price_effective_date: "2025-01-01T00:00:00+00:00 /2027-12-31T23:59:59+00:00",
      gtin: G.block7n,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 2.1,
        sale: { price: 1.85, running: true },
        delivery: 4.95,
        gtin: G.block7n,
        notes: 'sale running, a space before "/" only',
      }),
    },
    {
      id: "SW10008",
      title: "20mm Gravel Bulk Bag",
      description: "Decorative gravel.",
      link: link("gravel-20mm"),
      availability: "in stock",
      price: "62.00 GBP",
      sale_price: "55.00 GBP",
      sale_price_effective_date: "01/01/2025 - 31/12/2027",
      gtin: G.gravel,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 62,
        sale: { price: 55, running: false },
        delivery: 4.95,
        gtin: G.gravel,
        warning: SALE_WARNING,
        notes: 'UK-style "01/01/2025 - 31/12/2027" is not ISO 8601 → no sale + warning',
      }),
    },
    {
      id: "SW10009",
      title: "OSB3 BOARD 18MM 2440 X 1220MM",
      description: "STERLING OSB3 BOARD.",
      link: link("osb3-18mm"),
      availability: "IN STOCK",
      price: "23.40 GBP",
      gtin: G.osb18,
      shipping: SHIP,
      expect: accept({ availability: "in_stock", price: 23.4, delivery: 4.95, gtin: G.osb18, notes: "ALL-CAPS title" }),
    },
    {
      id: "SW10010",
      title: "Twinwall Drainage Pipe &quot;Ridgidrain&quot; 150mm x 6m",
      description: "Pipe &apos;n&apos; fittings &#39;kit&#39; available.",
      link: link("twinwall-150mm"),
      availability: "in stock",
      price: "38.00 GBP",
      gtin: U(23),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 38,
        delivery: 4.95,
        gtin: U(23),
        forbid: ["&quot;", "&apos;", "&#39;"],
        notes: "quote entities",
      }),
    },
    {
      id: "SW10011",
      title: "110mm Underground Pipe 3m",
      description: "Solid wall.",
      link: link("110mm-pipe-3m"),
      availability: "out of stock",
      price: "12.80 GBP",
      gtin: G.pipe110,
      shipping: SHIP,
      expect: accept({
        availability: "out_of_stock",
        price: 12.8,
        delivery: 4.95,
        gtin: G.pipe110,
        notes: "cheapest pipe, out of stock",
      }),
    },
    {
      id: "SW10012",
      title: "Marine Ply 18mm 8x4",
      description: "BS1088.",
      link: link("marine-ply-18mm"),
      availability: "in stock",
      price: "44.50 GBP",
      gtin: G.ply18,
      shipping: SHIP,
      expect: accept({ availability: "in_stock", price: 44.5, delivery: 4.95, gtin: G.ply18 }),
    },
  ];
  const cols: Attr[] = [
    "id",
    "title",
    "description",
    "link",
    "image_link",
    "availability",
    "price",
    "sale_price",
    "sale_price_effective_date",
    "brand",
    "gtin",
    "condition",
    "shipping",
    "unit_pricing_measure",
  ];
  feeds.push({
    file: "feeds/06-shopware-northgate.csv",
    platform: "Shopware 6 (product comparison export, CSV, all fields quoted)",
    merchant: "northgate-build-centre",
    name: "Northgate Build Centre",
    website: site,
    flags: [],
    rows,
    content: csv(rows, cols, { quoteAll: true }),
  });
}

// 7. Wix (Google channel) TSV: the big feed (1,500 filler rows) with a NUL byte, two 40 KB fields and specials spread through it.
{
  const site = "https://www.valleyfixingsdirect.co.uk";
  let seed = 0x2f6e2b1;
  const uuid = () => {
    const hex = () => {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      return seed.toString(16).padStart(8, "0");
    };
    const a = hex() + hex() + hex() + hex();
    return `${a.slice(0, 8)}-${a.slice(8, 12)}-4${a.slice(13, 16)}-a${a.slice(17, 20)}-${a.slice(20, 32)}`;
  };
  const link = (slug: string) => `${site}/product-page/${slug}`;
  const SHIP = "GB:::3.95 GBP";
  const slug = (t: string) =>
    t
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "");

  // filler titles: real-looking fixings, paint, tiles, plumbing, decking and landscaping lines
  const titles: string[] = [];
  for (const d of ["3.5", "4", "4.5", "5", "6"])
    for (const l of [16, 20, 25, 30, 35, 40, 45, 50, 60, 70, 80, 100])
      for (const n of [100, 200]) titles.push(`Stainless Steel Wood Screws ${d} x ${l}mm Box of ${n}`);
  const colours = [
    "Brilliant White",
    "Magnolia",
    "Cornish Cream",
    "Sandstone",
    "Buttermilk",
    "Country Stone",
    "Black",
    "Pebble Grey",
    "Slate Grey",
    "Heather",
    "Sage Green",
    "Juniper",
    "Terracotta",
    "Bitter Chocolate",
    "Pale Blue",
    "Moss",
    "Barley",
    "Ivory",
    "Charcoal",
    "Mocha",
  ];
  for (const s of ["2.5L", "5L", "10L"]) for (const c of colours) titles.push(`Exterior Masonry Paint ${s} ${c}`);
  for (const s of ["300 x 300", "450 x 450", "600 x 600", "600 x 1200", "200 x 1200", "800 x 800"])
    for (const f of ["Matt", "Polished", "Lappato", "Textured"])
      for (const c of ["Grey", "Anthracite", "Beige", "White", "Ivory", "Black", "Oak Effect", "Concrete Effect"])
        titles.push(`Porcelain Floor Tile ${s}mm ${f} ${c}`);
  for (const d of [8, 10, 15, 22, 28, 35, 42, 54])
    for (const l of ["1m", "2m", "3m"]) titles.push(`Copper Pipe ${d}mm x ${l}`);
  for (const t of ["Elbow", "Equal Tee", "Straight Coupler", "Reducer", "Tank Connector", "Stop End"])
    for (const s of [10, 15, 22, 28]) for (const p of [1, 5, 10]) titles.push(`Push-Fit ${t} ${s}mm Pack of ${p}`);
  for (const t of ["Sanitary", "Frame", "Roof & Gutter", "High Temperature", "Glazing"])
    for (const c of ["Clear", "White", "Black", "Grey", "Brown", "Ivory", "Anthracite"])
      for (const s of ["310ml", "80ml"]) titles.push(`Silicone Sealant ${t} ${c} ${s}`);
  for (const sp of ["Treated Softwood", "Composite Grey", "Composite Brown"])
    for (const p of ["Grooved", "Smooth", "Reeded", "Anti-Slip"])
      for (const w of [120, 125, 144, 150])
        for (const l of ["2.4", "3.0", "3.6", "4.2", "4.8"])
          titles.push(`${sp} Decking Board ${p} 28 x ${w}mm x ${l}m`);
  for (const t of ["Joist Hanger", "Restraint Strap", "Truss Clip", "Angle Bracket", "Nail Plate", "Post Anchor"])
    for (const s of [38, 47, 50, 63, 75, 100])
      for (const g of ["Standard", "Heavy Duty"])
        for (const p of [1, 10]) titles.push(`Galvanised ${t} ${s}mm ${g} Pack of ${p}`);
  for (const t of ["Coach Bolt", "Hex Bolt", "Coach Screw", "Frame Fixing", "Sleeve Anchor", "Threaded Rod"])
    for (const m of [6, 8, 10, 12, 16])
      for (const l of [50, 75, 100, 150, 200])
        for (const f of ["Zinc Plated", "Hot Dip Galvanised", "A2 Stainless"])
          titles.push(`${t} M${m} x ${l}mm ${f} Pack of 10`);
  for (const s of ["450 x 450", "600 x 600", "600 x 900", "300 x 600", "900 x 900"])
    for (const c of ["Buff", "Grey", "Charcoal", "Brindle", "Natural", "Sandstone"])
      for (const f of ["Riven", "Smooth", "Textured"]) titles.push(`Paving Slab ${s}mm ${f} ${c}`);
  for (const t of ["Angle Bead", "Stop Bead", "Thin Coat Angle Bead", "Movement Bead", "Arch Bead"])
    for (const th of ["3mm", "6mm", "10mm", "13mm", "16mm"])
      for (const l of ["2.4m", "3m"]) titles.push(`Galvanised ${t} ${th} x ${l}`);
  for (const t of [
    "Bend 45°",
    "Bend 87.5°",
    "Single Socket Bend",
    "Double Socket Bend",
    "Coupler",
    "Junction 45°",
    "Rodding Eye",
  ])
    for (const d of ["110mm", "160mm"]) for (const g of ["Underground", "Soil"]) titles.push(`${g} Drainage ${t} ${d}`);
  const BULK = 1500;
  if (titles.length < BULK) throw new Error(`only ${titles.length} filler titles`);

  const bulk: Row[] = titles.slice(0, BULK).map((t, i) => {
    const price = Number((1.5 + ((i * 7919) % 9000) / 100).toFixed(2));
    return {
      id: uuid(),
      title: t,
      description: `${t}. Trade quality, next-day delivery across the UK mainland.`,
      link: link(slug(t)),
      image_link: `https://static.wixstatic.com/media/a1b2c3_${String(i).padStart(5, "0")}~mv2.jpg`,
      price: `${price.toFixed(2)} GBP`,
      availability: "in stock",
      brand: "Valley",
      gtin: gtin13(`5060398${String(80000 + i).padStart(5, "0")}`),
      condition: "new",
      product_type: "Fixings & Hardware",
      shipping: SHIP,
      expect: {
        ...accept({ availability: "in_stock", price, delivery: 3.95 }),
        bulk: true,
        forbiddenInText: undefined,
        warning: undefined,
      },
    };
  });
  for (const r of bulk) {
    delete r.expect.forbiddenInText;
    delete r.expect.warning;
    r.expect.gtin = r.gtin;
  }

  const longText = pad(
    "Zinc plated chipboard flooring screws with a countersunk head, twin thread and nibs under the head for a flush finish. ",
    40_960,
    "Zinc plated chipboard flooring screws with a countersunk head, twin thread and nibs under the head for a flush finish. ",
  );
  const specials: Array<[number, Row]> = [
    [
      150,
      {
        id: uuid(),
        title: "Builders Bucket 14L Black",
        description: "Heavy-duty builders' bucket\u0000 with a metal handle.",
        link: link("builders-bucket-14l"),
        price: "2.49 GBP",
        availability: "in stock",
        gtin: U(24),
        shipping: SHIP,
        expect: accept({
          availability: "in_stock",
          price: 2.49,
          delivery: 3.95,
          gtin: U(24),
          forbid: ["\u0000"],
          notes: "NUL byte in the description: row kept, NUL removed",
        }),
      },
    ],
    [
      400,
      {
        id: uuid(),
        title: "Hex Head Coach Screws M10 x 100mm Pack of 10",
        description: "Zinc plated coach screws.",
        link: link("coach-screws-m10x100-special"),
        price: "6.80 GBP",
        availability: "in stock",
        gtin: U(25),
        product_type: pad("Fixings > Screws > Coach Screws > ", 40_960, "Fixings > Screws > Coach Screws > "),
        shipping: SHIP,
        expect: reject(["product_type", "product type", ...LENGTH_WORDS], "40 KB product_type"),
      },
    ],
    [
      700,
      {
        id: uuid(),
        title: "Chipboard Flooring Screws 4.2 x 55mm Box of 1000",
        description: longText,
        link: link("chipboard-screws-4-2x55"),
        price: "17.50 GBP",
        availability: "in stock",
        gtin: U(26),
        shipping: SHIP,
        expect: reject(["description", ...LENGTH_WORDS], "40 KB description (unquoted TSV)"),
      },
    ],
    [
      900,
      {
        id: uuid(),
        title: "MARINE PLYWOOD 18MM 2440 X 1220 BS1088",
        description: "MARINE GRADE HARDWOOD PLY.",
        link: link("marine-plywood-18mm"),
        price: "39.00 GBP",
        availability: "IN_STOCK",
        gtin: G.ply18,
        shipping: SHIP,
        expect: accept({
          availability: "in_stock",
          price: 39,
          delivery: 3.95,
          gtin: G.ply18,
          notes: 'ALL-CAPS title, "IN_STOCK"',
        }),
      },
    ],
    [
      1000,
      {
        id: uuid(),
        title: "Breathable Roof Membrane 50m x 1m",
        description: "Vapour permeable underlay.",
        link: link("breathable-membrane-50m"),
        price: "36.00 GBP",
        availability: "OutOfStock",
        gtin: G.membrane,
        shipping: SHIP,
        expect: accept({
          availability: "out_of_stock",
          price: 36,
          delivery: 3.95,
          gtin: G.membrane,
          notes: '"OutOfStock"',
        }),
      },
    ],
    [
      1100,
      {
        id: uuid(),
        title: "MOT Type 1 Bulk Bag",
        description: "Sub-base aggregate.",
        link: link("mot-type-1-bulk-bag"),
        price: "57.00 GBP",
        availability: "call for availability",
        gtin: G.mot,
        shipping: SHIP,
        expect: accept({
          availability: "unknown",
          price: 57,
          delivery: 3.95,
          gtin: G.mot,
          warning: AVAILABILITY_WARNING,
          notes: '"call for availability" → unknown + warning',
        }),
      },
    ],
    [
      1300,
      {
        id: uuid(),
        title: "Torus Skirting 18 x 119mm x 4.2m MDF",
        description: "Primed MDF skirting.",
        link: link("torus-skirting-4-2m"),
        price: "12.00 GBP",
        sale_price: "9.60 GBP",
        sale_price_effective_date: "2025-01-01T00:00Z/2027-12-31T23:59Z",
        availability: "in stock",
        gtin: G.skirting,
        shipping: SHIP,
        expect: accept({
          availability: "in_stock",
          price: 12,
          sale: { price: 9.6, running: true },
          delivery: 3.95,
          gtin: G.skirting,
          notes: "sale running: no seconds, Z",
        }),
      },
    ],
    [
      1450,
      {
        id: uuid(),
        title: "Fence Post Spike 75mm",
        description: "Drive-in post support.",
        link: link("fence-post-spike-75mm"),
        price: "7.99",
        availability: "in stock",
        gtin: U(27),
        shipping: SHIP,
        expect: reject(["currency"], "bare price", false),
      },
    ],
  ];
  const rows: Row[] = [];
  bulk.forEach((r, i) => {
    for (const [at, s] of specials) if (at === i) rows.push(s);
    rows.push(r);
  });
  const cols: Attr[] = [
    "id",
    "title",
    "description",
    "link",
    "image_link",
    "price",
    "sale_price",
    "sale_price_effective_date",
    "availability",
    "brand",
    "gtin",
    "condition",
    "product_type",
    "shipping",
  ];
  feeds.push({
    file: "feeds/07-wix-valley.tsv",
    platform: "Wix (Google channel, TSV) — the large feed",
    merchant: "valley-fixings-direct",
    name: "Valley Fixings Direct",
    website: site,
    flags: [],
    rows,
    content: tsv(rows, cols, {
      google_product_category: () => "503739",
      custom_label_0: (_r, i) => (i % 2 ? "fixings" : "hardware"),
    }),
    notes: `${BULK} filler rows (one "bulk-rows" check each) with the specials spread through the file`,
  });
}

// 8. A single-line minified RSS feed (a custom PHP exporter), flat g:shipping strings.
{
  const site = "https://ironbridgesupplies.co.uk";
  const link = (n: number) => `${site}/p/${n}`;
  const SHIP = "GB:::2.99 GBP";
  const rows: Row[] = [
    {
      id: "IB-0001",
      title: "Albion General Purpose Cement 25kg",
      description: "Grey cement for general building.",
      link: link(1),
      availability: "in stock",
      price: "7.60 GBP",
      gtin: G.cement,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 7.6,
        delivery: 2.99,
        gtin: G.cement,
        notes: 'flat "GB:::2.99 GBP" in g:shipping',
      }),
    },
    {
      id: "IB-0002",
      title: "Pr&eacute;-Mixed Mortar Tub 10kg",
      description: "Brick &amp;amp; block mortar, pr&eacute;-mixed.",
      link: link(2),
      availability: "in stock",
      price: "9.20 GBP",
      gtin: U(28),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 9.2,
        delivery: 2.99,
        gtin: U(28),
        forbid: ["&eacute;", "amp;"],
        mustContain: ["pré"],
        notes: "&eacute; written &amp;eacute; in the XML; double-encoded &amp;amp;",
      }),
    },
    {
      id: "IB-0003",
      title: "Sharp Sand Bulk Bag",
      description: "Concreting sand.",
      link: link(3),
      availability: "in stock",
      price: "56.00 GBP",
      sale_price: "47.50 GBP",
      sale_price_effective_date: "2025-03-01T08:00:00+01:00/2027-03-01T08:00:00+01:00",
      gtin: G.sharpSand,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 56,
        sale: { price: 47.5, running: true },
        delivery: 2.99,
        gtin: G.sharpSand,
        notes: "sale running, +01:00",
      }),
    },
    {
      id: "IB-0004",
      title: "Treated Timber 47 x 100mm 3.6m",
      description: "Treated C16.",
      link: link(4),
      availability: "in stock",
      price: "10.20 GBP",
      sale_price: "8.50 GBP",
      sale_price_effective_date: "2024-06-01T00:00:00+01:00/2024-06-30T23:59:59+01:00",
      gtin: G.timber,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 10.2,
        sale: { price: 8.5, running: false },
        delivery: 2.99,
        gtin: G.timber,
        notes: "sale ended June 2024",
      }),
    },
    {
      id: "IB-0005",
      title: "Slate Chippings 20kg",
      description: "Blue-grey slate.",
      link: link(5),
      availability: "in stock",
      price: "€12.00",
      gtin: U(29),
      shipping: SHIP,
      expect: reject(["EUR", "€", "euro"], '"€12.00"'),
    },
    {
      id: "IB-0006",
      title: "Free Sample Brick Slip",
      description: "Sample.",
      link: link(6),
      availability: "in stock",
      price: "0.00 GBP",
      gtin: U(30),
      shipping: SHIP,
      expect: reject(["zero", "positive", "price", "invalid"], "zero price"),
    },
    {
      id: "IB-0007",
      title: "PIR Board 100mm 2400 x 1200",
      description: "Insulation board.",
      link: link(7),
      availability: "in stock",
      price: "30.80 GBP",
      gtin: G.pir100,
      expect: accept({
        availability: "in_stock",
        price: 30.8,
        delivery: null,
        gtin: G.pir100,
        notes: "no shipping stated",
      }),
    },
    {
      id: "IB-0008",
      title: "Plasterboard 12.5mm 2400 x 1200 TE",
      description: "Wallboard.",
      link: link(8),
      availability: "backorder",
      price: "10.10 GBP",
      gtin: G.plasterboard,
      shipping: SHIP,
      expect: accept({ availability: "backorder", price: 10.1, delivery: 2.99, gtin: G.plasterboard }),
    },
    {
      id: "IB-0009",
      title: "<em>Engineering</em> Brick Class B Red 65mm",
      description: "Frost resistant.",
      link: link(9),
      availability: "instock",
      price: "0.95 GBP",
      gtin: G.brick,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 0.95,
        delivery: 2.99,
        gtin: G.brick,
        forbid: ["<em>", "</em>"],
        notes: "escaped <em> tags in the title",
      }),
    },
    {
      id: "IB-0010",
      title: "OSB3 Sterling Board 18mm",
      description: "OSB3.",
      link: link(10),
      availability: "out of stock",
      price: "17.00 GBP",
      gtin: G.osb18,
      shipping: SHIP,
      expect: accept({
        availability: "out_of_stock",
        price: 17,
        delivery: 2.99,
        gtin: G.osb18,
        notes: "cheapest OSB, out of stock",
      }),
    },
  ];
  feeds.push({
    file: "feeds/08-minified-ironbridge.xml",
    platform: "Custom PHP exporter (single-line minified RSS)",
    merchant: "ironbridge-supplies",
    name: "Ironbridge Supplies",
    website: site,
    flags: [],
    rows,
    content:
      minify(rss({ title: "Ironbridge Supplies", link: site, description: "Product feed" }, rows, { core: "g" })) +
      "\n",
  });
}

// 9. Atom 1.0 (GMC Atom form: <title>, <link href>, <summary>, <id> plus g: attributes).
{
  const site = "https://www.fenlandroofing.co.uk";
  const link = (slug: string) => `${site}/shop/${slug}`;
  const SHIP = ship("5.00 GBP");
  const rows: Row[] = [
    {
      id: "FRD-2001",
      title: "110mm Underground Drain Pipe 3m",
      description: "Solid wall drainage pipe.",
      link: link("110mm-drain-pipe-3m"),
      availability: "in stock",
      price: "13.40 GBP",
      gtin: G.pipe110,
      shipping: SHIP,
      unit_pricing_measure: "3m",
      expect: accept({ availability: "in_stock", price: 13.4, delivery: 5, gtin: G.pipe110 }),
    },
    {
      id: "FRD-2002",
      title: "320mm Inspection Chamber Base",
      description: "Chamber base, 4 inlets.",
      link: link("inspection-chamber-320"),
      availability: "in_stock",
      price: "42.00 GBP",
      gtin: G.chamber,
      shipping: SHIP,
      expect: accept({ availability: "in_stock", price: 42, delivery: 5, gtin: G.chamber }),
    },
    {
      id: "FRD-2003",
      title: "Breathable Membrane 50m Roll",
      description: "Roofing underlay.",
      link: link("breathable-membrane-50m"),
      availability: "out_of_stock",
      price: "33.00 GBP",
      gtin: G.membrane,
      shipping: SHIP,
      expect: accept({
        availability: "out_of_stock",
        price: 33,
        delivery: 5,
        gtin: G.membrane,
        notes: "cheapest membrane, out of stock",
      }),
    },
    {
      id: "FRD-2004",
      title: "Roofing Batten 25 x 50mm x 4.8m",
      description: "BS5534 batten.",
      link: link("roofing-batten-4-8m"),
      availability: "in stock",
      price: "4.20 GBP",
      sale_price: "3.80 GBP",
      sale_price_effective_date: "2028-06-01T00:00:00Z/2028-06-30T23:59:59Z",
      gtin: G.batten,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 4.2,
        sale: { price: 3.8, running: false },
        delivery: 5,
        gtin: G.batten,
        notes: "sale starts June 2028",
      }),
    },
    {
      id: "FRD-2005",
      title: "<b>Heavy Duty</b> Shed Roofing Felt 10m",
      description: "<p>Green mineral felt, <i>10m x 1m</i>.</p>",
      link: link("shed-felt-10m"),
      availability: "in stock",
      price: "18.90 GBP",
      gtin: U(31),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 18.9,
        delivery: 5,
        gtin: U(31),
        forbid: ["<b>", "<i>", "<p>"],
        notes: 'escaped HTML in <title type="html"> and <summary type="html">',
      }),
    },
    {
      id: "FRD-2006",
      title: "Universal Dry Verge Kit 5m",
      description: "Dry fix verge system.",
      link: link("dry-verge-kit-5m"),
      price: "29.00 GBP",
      gtin: U(32),
      shipping: SHIP,
      expect: accept({
        availability: "unknown",
        price: 29,
        delivery: 5,
        gtin: U(32),
        warning: AVAILABILITY_WARNING,
        notes: "no availability element → unknown + warning",
      }),
    },
    {
      id: "FRD-2007",
      title: "Gutter Brackets Pack of 10",
      description: "Half round brackets.",
      link: link("gutter-brackets-10"),
      availability: "in stock",
      price: "$19.90",
      gtin: U(33),
      shipping: SHIP,
      expect: reject(["$", "USD", "dollar"], '"$19.90"'),
    },
    {
      id: "FRD-2008",
      title: "MOT Type 1 Aggregate Bulk Bag",
      description: "Sub-base.",
      link: link("mot-type-1"),
      availability: "in stock",
      price: "58.00 GBP",
      sale_price: "52.00 GBP",
      sale_price_effective_date: "2025-01-01T00:00:00.000Z/2027-12-31T23:59:59.000Z",
      gtin: G.mot,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 58,
        sale: { price: 52, running: true },
        delivery: 5,
        gtin: G.mot,
        notes: "sale running, milliseconds + Z",
      }),
    },
    {
      id: "FRD-2009",
      title: "Half Round Gutter 112mm (4&frac12;in) x 4m",
      description: "Black half round gutter, 4&frac12; inch.",
      link: link("half-round-gutter-4m"),
      availability: "in stock",
      price: "7.40 GBP",
      gtin: U(34),
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 7.4,
        delivery: 5,
        gtin: U(34),
        forbid: ["&frac12;"],
        mustContain: ["½"],
        notes: "&frac12; (escaped as &amp;frac12; in the XML)",
      }),
    },
  ];
  feeds.push({
    file: "feeds/09-atom-fenland.xml",
    platform: "Atom 1.0 (GMC Atom form)",
    merchant: "fenland-roofing-drainage",
    name: "Fenland Roofing & Drainage",
    website: site,
    flags: [],
    rows,
    content: atom(
      {
        title: "Fenland Roofing & Drainage",
        link: site,
        id: "tag:fenlandroofing.co.uk,2026:/feeds/google",
        updated: "2026-11-25T06:00:00Z",
      },
      rows,
    ),
  });
}

// 10. A hand-maintained CSV saved from Excel: UTF-8 BOM, CRLF line ends, quoted CRLFs inside a field.
{
  const site = "https://www.pembrokebuilders.co.uk";
  const link = (slug: string) => `${site}/products/${slug}`;
  const SHIP = "GB:::6.00 GBP";
  const rows: Row[] = [
    {
      id: "PBM-001",
      title: "Albion General Purpose Cement, 25kg",
      description: "Cement, grey, 25kg.",
      link: link("cement-25kg"),
      availability: "in stock",
      price: "7.30 GBP",
      gtin: G.cement,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 7.3,
        delivery: 6,
        gtin: G.cement,
        notes: "first column after the BOM is id",
      }),
    },
    {
      id: "PBM-002",
      title: "Sharp Sand - Bulk Bag",
      description: "Sharp sand.",
      link: link("sharp-sand"),
      availability: "in stock",
      price: "50.00 GBP",
      gtin: G.sharpSand,
      shipping: "GB:::0 GBP",
      expect: accept({
        availability: "in_stock",
        price: 50,
        delivery: 0,
        gtin: G.sharpSand,
        notes: 'free delivery as "0 GBP"',
      }),
    },
    {
      id: "PBM-003",
      title: "Building Sand Bulk Bag",
      description: "Soft sand.",
      link: link("building-sand"),
      availability: "in stock",
      price: "46.00 GBP",
      gtin: G.buildingSand,
      shipping: SHIP,
      expect: accept({ availability: "in_stock", price: 46, delivery: 6, gtin: G.buildingSand }),
    },
    {
      id: "PBM-004",
      title: "Plasterboard 12.5mm 2400 x 1200mm",
      description: "Tapered edge.",
      link: link("plasterboard-12-5mm"),
      availability: "in stock",
      price: "10.75 GBP",
      gtin: G.plasterboard,
      shipping: SHIP,
      unit_pricing_measure: "2.88sqm",
      expect: accept({ availability: "in_stock", price: 10.75, delivery: 6, gtin: G.plasterboard }),
    },
    {
      id: "PBM-005",
      title: "Multi-Finish Plaster 25kg",
      description: "Finish plaster.",
      link: link("multi-finish-25kg"),
      availability: "limited availability",
      price: "12.90 GBP",
      gtin: G.multiFinish,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 12.9,
        delivery: 6,
        gtin: G.multiFinish,
        notes: '"limited availability" → in_stock',
      }),
    },
    {
      id: "PBM-006",
      title: "Ready Mix Concrete 20kg",
      description: "Just add water.",
      link: link("ready-mix-concrete-20kg"),
      availability: "in stock",
      price: "12.50 EUR",
      gtin: U(35),
      shipping: SHIP,
      expect: reject(["EUR"], "price in EUR"),
    },
    {
      id: "PBM-007",
      title: "Postcrete 20kg",
      description: "Fast-setting post mix.",
      link: link("postcrete-20kg"),
      availability: "in stock",
      price: "6.80 GBP",
      sale_price: "5.90 GBP",
      sale_price_effective_date: "2025-01-01T00:00:00Z/2027-12-31T23:59:59Z",
      gtin: G.postcrete,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 6.8,
        sale: { price: 5.9, running: true },
        delivery: 6,
        gtin: G.postcrete,
      }),
    },
    {
      id: "PBM-008",
      title: "Class B Engineering Brick 65mm Red",
      description: "Engineering brick.",
      link: link("engineering-brick"),
      availability: "Sold Out",
      price: "0.70 GBP",
      gtin: G.brick,
      shipping: SHIP,
      expect: accept({
        availability: "out_of_stock",
        price: 0.7,
        delivery: 6,
        gtin: G.brick,
        notes: '"Sold Out"; cheapest brick, out of stock',
      }),
    },
    {
      id: "PBM-009",
      title: "Loft Roll 200mm 8.3m2",
      description: 'Line one of the description\r\nLine two, with a comma\r\n"quoted" line three',
      link: link("loft-roll-200mm"),
      availability: "In Stock",
      price: "23.10 GBP",
      gtin: G.loftRoll,
      shipping: SHIP,
      expect: accept({
        availability: "in_stock",
        price: 23.1,
        delivery: 6,
        gtin: G.loftRoll,
        notes: "CRLFs inside a quoted field",
      }),
    },
    {
      id: "PBM-010",
      title: "Plastering Trowel 14 inch",
      description: "Stainless trowel.",
      link: link("plastering-trowel-14"),
      availability: "in stock",
      price: "6.50",
      gtin: U(36),
      shipping: SHIP,
      expect: reject(["currency"], "bare price", false),
    },
    {
      id: "PBM-011",
      title: "Torus Skirting 119mm x 4.2m",
      description: "MDF skirting.",
      link: link("torus-skirting"),
      availability: "in stock",
      price: "11.90 GBP",
      gtin: G.skirting,
      expect: accept({
        availability: "in_stock",
        price: 11.9,
        delivery: null,
        gtin: G.skirting,
        notes: "no shipping column value",
      }),
    },
    {
      id: "PBM-012",
      title: "Drainage Inspection Chamber 320mm",
      description: "Chamber.",
      link: link("inspection-chamber"),
      availability: "Backorder",
      price: "43.50 GBP",
      gtin: G.chamber,
      shipping: SHIP,
      expect: accept({ availability: "backorder", price: 43.5, delivery: 6, gtin: G.chamber, notes: '"Backorder"' }),
    },
  ];
  const cols: Attr[] = [
    "id",
    "title",
    "description",
    "link",
    "availability",
    "price",
    "sale_price",
    "sale_price_effective_date",
    "gtin",
    "shipping",
    "unit_pricing_measure",
  ];
  feeds.push({
    file: "feeds/10-excel-crlf-bom-pembroke.csv",
    platform: "Hand-kept spreadsheet saved as CSV UTF-8 (BOM, CRLF)",
    merchant: "pembroke-builders-merchants",
    name: "Pembroke Builders Merchants",
    website: site,
    flags: [],
    rows,
    content: csv(rows, cols, { eol: "\r\n", bom: true }),
  });
}

// ---------------------------------------------------------------------------------------------------------
// Output

mkdirSync(FEEDS_DIR, { recursive: true });
for (const f of feeds) writeFileSync(join(HERE, f.file), f.content, "utf8");

for (const f of feeds) {
  const ids = new Set<string>();
  for (const r of f.rows) {
    if (ids.has(r.id)) throw new Error(`duplicate id ${r.id} in ${f.file}`);
    ids.add(r.id);
  }
}

const expectations = {
  about:
    "Feed-semantics evaluation set for BuildCompare. Feeds are imported in this order into an empty database, one `buildcompare import --merchant <merchant> --name <name> [flags] --json <file>` each; then the JSON API is read. Generated by generate-feeds.ts from the stated rules only.",
  today: "2026-11-26",
  timing: { secondsPer1000Rows: 2, slackSeconds: 0.5 },
  defaultForbiddenInText: DEFAULT_FORBIDDEN,
  feeds: feeds.map((f) => ({
    file: f.file,
    platform: f.platform,
    merchant: f.merchant,
    name: f.name,
    website: f.website,
    flags: f.flags,
    rows: f.rows.length,
    ...(f.snapshot ? { snapshot: true } : {}),
    ...(f.notes ? { notes: f.notes } : {}),
    items: f.snapshot
      ? {}
      : {
          ...Object.fromEntries(f.rows.map((r) => [r.id, r.expect])),
          ...(f.extraItems ?? {}),
        },
  })),
};

const json = JSON.stringify(expectations, null, 2).replace(
  /[\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
  (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
);
writeFileSync(join(HERE, "expectations.json"), json + "\n", "utf8");

let items = 0;
let rejected = 0;
let bulk = 0;
for (const f of expectations.feeds)
  for (const e of Object.values(f.items) as Expect[]) {
    items++;
    if (e.rejected) rejected++;
    if (e.bulk) bulk++;
  }
console.log(
  `wrote ${feeds.length} feed files, ${items} item expectations (${bulk} bulk, ${items - bulk} hand-written, ${rejected} rejections)`,
);
