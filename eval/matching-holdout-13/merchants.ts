// @ts-nocheck

/**
 * The nine fictional UK builders' merchants and their house styles.
 *
 * Each merchant writes the same true product its own way (title, brand column,
 * description, optional variant columns). Every style keeps the distinguishing
 * facts of a product (range, attributes, size, pack) somewhere a human can see
 * them — in the title or, for Penhallow, the `size` column.
 */
import {
  abbreviate,
  synonyms,
  tidy,
  applyTypo,
  slugify,
  MISSPELL,
  CAT_LABEL,
  BLURBS,
  QUAY_KW,
  SHOP_TALK,
} from "./text.ts";
import { sizeFirst, unitMeasure } from "./sizes.ts";

const attrs = (p) => (p.a || []).join(" ");
const firstWord = (s) => (s || "").split(" ")[0].toLowerCase();
const isSingleBrick = (p) => p.unit === "brick" && !p.pk;

/** Brand in front of the range, unless the range already starts with it. */
function brandPrefix(p, name) {
  if (!name) return "";
  if (!p.r) return name + " ";
  return firstWord(p.r) === firstWord(name) ? "" : name + " ";
}

function packText(p, style) {
  if (!p.pk) return "";
  const w = p.pkw || "Pack of";
  const unit = w === "Box of" ? "Box" : w === "Set of" ? "Set" : "Pack";
  switch (style) {
    case "paren":
      return ` (${w} ${p.pk})`;
    case "dash":
      return ` - ${w} ${p.pk}`;
    case "erp":
      return ` ${unit.toUpperCase()} OF ${p.pk}`;
    case "x":
      return ` x${p.pk}`;
    case "short":
      return ` ${p.pk}${unit === "Pack" ? "pk" : unit === "Box" ? "/box" : " set"}`;
    case "comma":
      return `, ${w} ${p.pk}`;
    default:
      throw new Error("pack style " + style);
  }
}

/** `n` consecutive sentences of the category copy, starting at a per-row offset. */
function blurbs(c, n) {
  const arr = BLURBS[c.p.cat];
  const start = c.rng.int(0, arr.length - 1);
  const out = [];
  for (let i = 0; i < n; i++) out.push(arr[(start + i) % arr.length]);
  return out;
}
const blurb = (c, n) => blurbs(c, n).join(" ");

const core = (p) => tidy(`${p.r || ""} ${attrs(p)} ${p.n}`);

/** The generic noun as this merchant words it (house vocabulary). */
const nounOf = (c) => synonyms(c.p.n, c.m.nounSyn || []);

// category affinities (default 1) — who sells what, roughly
const W = (o) => o;

export const MERCHANTS = [
  {
    slug: "brackenfield",
    name: "Brackenfield Builders Merchants",
    format: "tsv",
    file: "brackenfield.tsv",
    eol: "\n",
    factor: 1.0,
    rounding: "p5",
    gtinRate: 0.45,
    mpnRate: 0.2,
    saleRate: 0,
    imageRate: 1,
    avail: [
      ["in_stock", 90],
      ["out_of_stock", 7],
      ["backorder", 3],
    ],
    aff: W({}),
    bulkW: 1,
    columns: [
      "id",
      "title",
      "description",
      "link",
      "image_link",
      "availability",
      "price",
      "brand",
      "gtin",
      "mpn",
      "condition",
      "product_type",
    ],
    idStart: 10200,
    idGap: 37,
    makeId: (n) => `BF${String(n).padStart(6, "0")}`,
    link: (c) => `https://www.brackenfield.example/products/${slugify(c.title)}-${c.id.toLowerCase()}`,
    brand: (c) => (c.p.com ? "Brackenfield Trade" : c.p.b),
    title: (c) =>
      tidy(`${brandPrefix(c.p, c.p.b)}${c.p.r || ""} ${attrs(c.p)} ${c.p.n} ${c.S.metric}${packText(c.p, "paren")}`),
    description: (c) => `${tidy(`${core(c.p)}, ${c.S.col}${packText(c.p, "paren")}`)}. ${blurb(c, 2)}`,
    extra: (c) => ({ product_type: `Building Materials > ${CAT_LABEL[c.p.cat]}` }),
  },
  {
    slug: "tolland-trade",
    name: "Tolland Trade Supplies",
    format: "csv",
    file: "tolland-trade.csv",
    eol: "\r\n",
    factor: 0.94,
    rounding: "p1",
    gtinRate: 0.05,
    mpnRate: 0.9,
    saleRate: 0,
    imageRate: 0.8,
    avail: [
      ["in_stock", 78],
      ["backorder", 17],
      ["out_of_stock", 5],
    ],
    aff: W({
      cement: 1.4,
      "concrete-mortar": 1.3,
      sand: 1.2,
      aggregates: 1.2,
      timber: 0.8,
      "sheet-materials": 0.8,
      bricks: 1.3,
      blocks: 1.4,
      "skirting-architrave": 0.5,
      drainage: 1.3,
    }),
    bulkW: 1,
    columns: [
      "id",
      "title",
      "description",
      "price",
      "availability",
      "link",
      "image_link",
      "brand",
      "mpn",
      "gtin",
      "condition",
    ],
    idStart: 400000,
    idGap: 900,
    makeId: (n) => String(n),
    link: (c) => `https://www.tolland-trade.example/product.aspx?sku=${c.id}&utm_source=google&utm_medium=cpc`,
    brand: (c) => (c.p.com ? "" : c.p.b.toUpperCase()),
    title: (c) => {
      const p = c.p;
      const words = abbreviate(`${p.r || ""} ${attrs(p)} ${p.n}`);
      return tidy(`${words} ${c.S.compact}${packText(p, "erp")}${isSingleBrick(p) ? " EACH" : ""}`).toUpperCase();
    },
    description: (c) =>
      `${c.title}. ${c.p.z.k === "bulk" ? "CRANE OFFLOAD - KERBSIDE DELIVERY ONLY." : "COLLECT FROM BRANCH OR NEXT DAY DELIVERY."}`,
    extra: () => ({}),
  },
  {
    slug: "quaymoor",
    name: "Quaymoor Building Supplies",
    format: "xml",
    file: "quaymoor.xml",
    nestedShipping: true,
    nounSyn: [
      ["Self Levelling Compound", "Floor Levelling Compound"],
      ["Post Mix", "Fence Post Mix"],
      ["Finishing Plaster", "Skim Plaster"],
      ["Undercoat Plaster", "Backing Plaster"],
      ["Loft Insulation", "Loft Roll Insulation"],
      ["Drain Pipe", "Drainage Pipe"],
      ["Sealant & Adhesive", "Adhesive Sealant"],
      ["Carcassing Timber", "Construction Timber"],
      ["Aircrete Block", "Lightweight Aircrete Block"],
      ["Mortar Plasticiser", "Mortar Admix"],
      ["Fibre Cement Slate", "Roof Slate"],
      ["Corrugated Bitumen Sheet", "Corrugated Roofing Sheet"],
      ["Damp Proof Course", "DPC Roll"],
      ["Hardwood Plywood", "Hardwood Ply Sheet"],
    ],
    factor: 1.08,
    rounding: "p99",
    gtinRate: 0.12,
    mpnRate: 0,
    saleRate: 0.18,
    imageRate: 1,
    avail: [
      ["in_stock", 88],
      ["out_of_stock", 8],
      ["preorder", 4],
    ],
    aff: W({
      cement: 0.8,
      "concrete-mortar": 1.2,
      sand: 0.7,
      aggregates: 0.8,
      timber: 0.6,
      "sheet-materials": 0.8,
      plaster: 1.2,
      bricks: 0.3,
      blocks: 0.3,
      "skirting-architrave": 1.3,
      insulation: 1.3,
      roofing: 0.7,
      drainage: 1.1,
      other: 1.5,
    }),
    bulkW: 0.7,
    columns: [
      "id",
      "title",
      "description",
      "link",
      "image_link",
      "availability",
      "price",
      "sale_price",
      "brand",
      "gtin",
      "condition",
      "google_product_category",
      "product_type",
      "shipping",
    ],
    idStart: 2100,
    idGap: 13,
    makeId: (n) => `QM-${n}`,
    link: (c) => `https://www.quaymoor.example/p/${c.id.toLowerCase()}/${slugify(core(c.p), 60)}`,
    brand: (c) => (c.p.com ? "Quaymoor Essentials" : c.p.b),
    title: (c) => {
      const p = c.p,
        S = c.S;
      const lead = p.com ? "Quaymoor Essentials " : brandPrefix(p, p.b);
      const sf = sizeFirst(p.z);
      const single = isSingleBrick(p) ? " (Sold Individually)" : "";
      const base = tidy(
        `${lead}${p.r || ""} ${sf ? S.metricT : ""} ${attrs(p)} ${nounOf(c)} ${sf ? "" : S.metricT}${packText(p, "dash")}${single}`,
      );
      const kw = c.rng.pick(QUAY_KW[p.cat]);
      const talk = c.rng.chance(0.6) ? c.rng.pick(SHOP_TALK) : "";
      let t = `${base} - ${kw}${talk ? " | " + talk : ""}`;
      if (t.length > 150) t = `${base} - ${kw}`;
      if (t.length > 150) t = base;
      if (c.rng.chance(0.06)) t = applyTypo(t, c.rng);
      return t;
    },
    description: (c) => {
      const [b1, b2] = blurbs(c, 2);
      return `<p>${core(c.p)} (${c.S.col}${packText(c.p, "paren")}).</p><ul><li>${b1}</li><li>${b2}</li></ul>`;
    },
    extra: (c) => ({
      google_product_category: "Hardware > Building Materials",
      product_type: `DIY & Building > ${CAT_LABEL[c.p.cat]}`,
      shipping: `GB::Standard:${c.p.z.k === "bulk" ? "29.00" : c.pricePence >= 7500 ? "0.00" : "6.95"} GBP`,
    }),
  },
  {
    slug: "hollinsworth-timber",
    name: "Hollinsworth Timber & Building Supplies",
    format: "csv",
    file: "hollinsworth-timber.csv",
    eol: "\n",
    factor: 0.97,
    rounding: "p5",
    gtinRate: 0,
    mpnRate: 0,
    saleRate: 0,
    imageRate: 0.9,
    avail: [
      ["in_stock", 93],
      ["out_of_stock", 7],
    ],
    aff: W({
      cement: 0.4,
      "concrete-mortar": 0.3,
      sand: 0.4,
      aggregates: 0.4,
      timber: 3,
      "sheet-materials": 2.5,
      plasterboard: 0.7,
      plaster: 0.3,
      bricks: 0.2,
      blocks: 0.2,
      "skirting-architrave": 2.5,
      insulation: 0.6,
      roofing: 1.2,
      drainage: 0.3,
      other: 0.6,
    }),
    bulkW: 1,
    columns: [
      "id",
      "title",
      "description",
      "link",
      "image_link",
      "price",
      "availability",
      "condition",
      "brand",
      "material",
    ],
    idStart: 120,
    idGap: 9,
    makeId: (n) => `HT${String(n).padStart(5, "0")}`,
    link: (c) => `https://www.hollinsworth-timber.example/shop/${slugify(c.title)}?sku=${c.id}`,
    brand: (c) => (c.p.com ? "" : c.rng.chance(0.4) ? c.p.b : ""),
    title: (c) => {
      const p = c.p,
        S = c.S;
      const a = synonyms(attrs(p), [
        ["Treated", "Tanalised"],
        ["Kiln Dried", "KD"],
        ["Tongue & Groove", "T&G"],
      ]);
      return tidy(`${S.pre} ${a} ${p.n} ${S.post}${p.r ? ` (${p.r})` : ""}${packText(p, "x")}`);
    },
    description: (c) => {
      const p = c.p;
      let note = "";
      if (p.z.k === "tim") {
        const nom = c.S.pre.split("x");
        note = ` Sold per length. In old money that's ${nom[0]}" x ${nom[1]}".`;
      }
      return `${tidy(`${attrs(p)} ${p.n}`)} - ${c.S.metric}.${note} ${blurb(c, 1)}`;
    },
    extra: (c) => ({ material: c.p.mat || "" }),
  },
  {
    slug: "penhallow",
    name: "Penhallow Building Supplies",
    format: "tsv",
    file: "penhallow.tsv",
    eol: "\r\n",
    factor: 1.03,
    rounding: "p5",
    gtinRate: 0.08,
    mpnRate: 0.45,
    saleRate: 0.05,
    imageRate: 1,
    avail: [
      ["in_stock", 90],
      ["out_of_stock", 10],
    ],
    aff: W({ sand: 1.2, aggregates: 1.2 }),
    bulkW: 1,
    columns: [
      "id",
      "title",
      "description",
      "link",
      "image_link",
      "price",
      "sale_price",
      "availability",
      "brand",
      "mpn",
      "gtin",
      "condition",
      "size",
      "color",
      "product_type",
      "unit_pricing_measure",
      "unit_pricing_base_measure",
    ],
    idStart: 50010,
    idGap: 23,
    makeId: (n) => `PEN-${n}`,
    link: (c) => `https://www.penhallow.example/product/${c.id}`,
    brand: (c) => (c.p.com ? "Penhallow" : c.p.b),
    title: (c) => tidy(`${c.p.com ? "" : brandPrefix(c.p, c.p.b)}${c.p.r || ""} ${attrs(c.p)} ${c.p.n}`),
    description: (c) => blurb(c, 2),
    extra: (c) => {
      const um = unitMeasure(c.p.z);
      const single = isSingleBrick(c.p) ? " (single brick)" : "";
      return {
        size: `${c.S.col}${packText(c.p, "dash")}${single}`,
        color: c.p.col || "",
        product_type: `${CAT_LABEL[c.p.cat]} > ${c.p.n}`,
        unit_pricing_measure: um ? um.measure : "",
        unit_pricing_base_measure: um ? um.base : "",
      };
    },
  },
  {
    slug: "ashcombe",
    name: "Ashcombe Build Centre",
    format: "xml",
    file: "ashcombe.xml",
    xmlNative: true,
    nounSyn: [
      ["Plasterboard", "Gypsum Board"],
      ["Aircrete Block", "Aerated Concrete Block"],
      ["Skirting Board", "Skirting"],
      ["Self Levelling Compound", "Levelling Compound"],
      ["Finishing Plaster", "Finish Plaster"],
      ["Tape Measure", "Pocket Tape"],
    ],
    factor: 1.0,
    rounding: "p1",
    gtinRate: 0,
    mpnRate: 0.2,
    saleRate: 0,
    imageRate: 0.95,
    avail: [
      ["in_stock", 86],
      ["backorder", 10],
      ["out_of_stock", 4],
    ],
    aff: W({ bricks: 1.3, blocks: 1.3 }),
    bulkW: 1,
    columns: ["id", "title", "description", "link", "image_link", "price", "availability", "condition", "brand", "mpn"],
    idStart: 700100,
    idGap: 61,
    makeId: (n) => `ASH${n}`,
    link: (c) => `https://www.ashcombe.example/catalogue/${slugify(c.p.n)}/${c.id}.html`,
    brand: (c) => (c.p.com ? "Ashcombe Trade" : c.p.pa || c.p.b),
    title: (c) => {
      const p = c.p,
        S = c.S,
        sf = sizeFirst(p.z);
      if (p.com) return tidy(`Ashcombe Trade ${attrs(p)} ${nounOf(c)} ${S.metricT}${packText(p, "paren")}`);
      const lead = p.pa && c.rng.chance(0.35) ? p.pa + " " : "";
      return tidy(
        `${lead}${p.r} ${sf ? S.metricT : ""} ${attrs(p)} ${nounOf(c)} ${sf ? "" : S.metricT}${packText(p, "paren")}`,
      );
    },
    description: (c) => `${blurb(c, 2)} Brand: ${c.brand}.${c.p.mpn ? ` Manufacturer ref ${c.p.mpn}.` : ""}`,
    extra: () => ({}),
  },
  {
    slug: "kelbrook-direct",
    name: "Kelbrook Direct",
    format: "csv",
    file: "kelbrook-direct.csv",
    eol: "\n",
    bom: true,
    nounSyn: [
      ["Plasterboard", "Plasterboard Sheet"],
      ["Steel Lintel", "Lintel"],
      ["Jointing Filler", "Joint Filler"],
      ["Insulation Slab", "Insulation Batts"],
      ["Gully Trap", "Gully"],
      ["Roofing Membrane", "Roof Membrane"],
      ["Interlocking Roof Tile", "Concrete Roof Tile"],
      ["Facing Brick", "Brick"],
      ["Concrete Mix", "Concrete"],
      ["Mortar Mix", "Mortar"],
    ],
    factor: 0.92,
    rounding: "p99",
    gtinRate: 0.75,
    mpnRate: 0.35,
    saleRate: 0.25,
    imageRate: 1,
    avail: [
      ["in_stock", 85],
      ["out_of_stock", 8],
      ["preorder", 4],
      ["backorder", 3],
    ],
    aff: W({
      "concrete-mortar": 1.2,
      sand: 0.6,
      aggregates: 0.6,
      timber: 0.5,
      "sheet-materials": 0.7,
      plasterboard: 1.2,
      plaster: 1.4,
      bricks: 0.3,
      blocks: 0.2,
      insulation: 1.6,
      drainage: 1.4,
      other: 1.6,
    }),
    bulkW: 0.15,
    columns: [
      "id",
      "title",
      "description",
      "link",
      "image_link",
      "price",
      "sale_price",
      "availability",
      "condition",
      "brand",
      "gtin",
      "mpn",
      "identifier_exists",
      "color",
      "shipping",
    ],
    idStart: 60000,
    idGap: 700,
    makeId: (n) => `kd-${n.toString(36)}`,
    link: (c) => `https://www.kelbrook-direct.example/${slugify(c.title, 60)}.html?variant=${c.id}&ref=gshop`,
    brand: (c) => {
      if (c.p.com) return "KelPro";
      const mis = MISSPELL[c.p.b];
      return mis && c.rng.chance(0.3) ? mis : c.p.b;
    },
    title: (c) => {
      const p = c.p,
        S = c.S;
      let r = p.r || "";
      let lead;
      if (p.com) lead = "KelPro ";
      else if (c.brand !== p.b) {
        if (r.startsWith(p.b)) {
          r = c.brand + r.slice(p.b.length);
          lead = "";
        } else lead = c.brand + " ";
      } else lead = brandPrefix(p, p.b);
      const single = isSingleBrick(p) ? " - Single Brick" : "";
      let t = tidy(`${lead}${r} ${attrs(p)} ${nounOf(c)} ${S.metric}${packText(p, "dash")}${single}`);
      if (c.rng.chance(0.1)) t = applyTypo(t, c.rng);
      return t;
    },
    description: (c) => {
      const [b1, b2] = blurbs(c, 2);
      return `${c.title}\n\nKey features:\n- ${b1}\n- ${b2}\n- Size: ${c.S.col}${packText(c.p, "paren")}`;
    },
    extra: (c) => ({
      identifier_exists: c.gtin || c.mpn ? "yes" : "no",
      color: c.p.col || "",
      shipping: `GB:::${c.pricePence >= 7500 ? "0.00" : "5.99"} GBP`,
    }),
  },
  {
    slug: "ravensworth",
    name: "Ravensworth Builders Merchants",
    format: "tsv",
    file: "ravensworth.tsv",
    eol: "\n",
    factor: 1.05,
    rounding: "p5",
    gtinRate: 0.25,
    mpnRate: 0.55,
    saleRate: 0,
    imageRate: 1,
    avail: [
      ["in_stock", 92],
      ["out_of_stock", 8],
    ],
    aff: W({
      cement: 1.2,
      "concrete-mortar": 1.2,
      sand: 1.6,
      aggregates: 1.8,
      timber: 0.9,
      "sheet-materials": 0.8,
      plasterboard: 0.8,
      plaster: 0.8,
      bricks: 1.2,
      blocks: 1.2,
      "skirting-architrave": 0.8,
      insulation: 0.8,
      roofing: 0.9,
      drainage: 1.2,
      other: 0.8,
    }),
    bulkW: 1,
    columns: [
      "id",
      "title",
      "link",
      "image_link",
      "price",
      "availability",
      "brand",
      "gtin",
      "mpn",
      "condition",
      "google_product_category",
      "product_type",
      "color",
      "material",
      "description",
    ],
    idStart: 3300,
    idGap: 17,
    makeId: (n) => `RBM${n}`,
    link: (c) => `https://www.ravensworth.example/item/${c.id}`,
    brand: (c) => (c.p.com ? "Ravensworth" : c.p.b),
    title: (c) => {
      const p = c.p;
      const parts = [p.alt || p.n, ...(p.a || []), c.S.rev];
      return tidy(`${parts.join(", ")}${p.r ? ` - ${p.r}` : ""}${packText(p, "comma")}`);
    },
    description: (c) => `${tidy(`${c.p.alt || c.p.n}: ${c.S.col}`)}. ${blurb(c, 2)}`,
    extra: (c) => ({
      google_product_category: "Hardware > Building Materials",
      product_type: `${["sand", "aggregates"].includes(c.p.cat) ? "Landscaping" : "Building"} > ${CAT_LABEL[c.p.cat]}`,
      color: c.p.col || "",
      material: c.p.mat || "",
    }),
  },
  {
    slug: "dunmere-trade",
    name: "Dunmere Trade Centre",
    format: "xml",
    file: "dunmere-trade.xml",
    cdata: true,
    factor: 0.96,
    rounding: "p1",
    gtinRate: 0,
    mpnRate: 0.3,
    saleRate: 0,
    imageRate: 0.85,
    avail: [
      ["in_stock", 90],
      ["backorder", 10],
    ],
    aff: W({}),
    bulkW: 1,
    columns: [
      "id",
      "title",
      "description",
      "link",
      "image_link",
      "price",
      "availability",
      "condition",
      "brand",
      "mpn",
      "product_type",
    ],
    idStart: 4000,
    idGap: 11,
    makeId: (n) => `DT-${String(n).padStart(5, "0")}`,
    link: (c) => `https://www.dunmere-trade.example/products/${c.id.toLowerCase()}?src=feed&currency=GBP`,
    brand: (c) => (c.p.com ? "" : c.rng.chance(0.6) ? c.p.b : ""),
    title: (c) => {
      const p = c.p;
      return tidy(
        `${abbreviate(p.n)} ${abbreviate(attrs(p))} ${c.S.short} ${abbreviate(p.r || "")}${packText(p, "short")}`,
      );
    },
    description: (c) => `${blurb(c, 2)} Trade account holders - call the branch for volume pricing & delivery slots.`,
    extra: (c) => ({ product_type: CAT_LABEL[c.p.cat] }),
  },
];

export const BANNED_SLUG_WORDS = [
  "harrowgate",
  "kestrel",
  "fenwick",
  "buildbay",
  "oakridge",
  "slatefield",
  "tradesaver",
  "marsh lane",
  "marsh-lane",
  "marshlane",
];

export function formatLabel(m) {
  if (m.format === "xml") return "RSS 2.0 XML (g: namespace)";
  return m.format === "tsv" ? "TSV" : "CSV";
}
