// @ts-nocheck
/* eslint-disable */
// Nine fictional UK builders' merchants, each with its own consistent feed format and writing style.
import { withBrand, titleCase, typo, truncateWords, pick, chance, hashStr } from "./text.ts";
import { brandInfo } from "./brands.ts";

export const CATS = [
  "cement",
  "concrete-mortar",
  "sand",
  "aggregates",
  "timber",
  "sheet-materials",
  "plasterboard",
  "plaster",
  "bricks",
  "blocks",
  "skirting-architrave",
  "insulation",
  "roofing",
  "drainage",
  "other",
];
export const CAT_NAME = {
  cement: "Cement & Lime",
  "concrete-mortar": "Concrete & Mortar",
  sand: "Sand",
  aggregates: "Aggregates",
  timber: "Timber",
  "sheet-materials": "Sheet Materials",
  plasterboard: "Plasterboard",
  plaster: "Plaster",
  bricks: "Bricks",
  blocks: "Blocks",
  "skirting-architrave": "Skirting & Architrave",
  insulation: "Insulation",
  roofing: "Roofing",
  drainage: "Drainage",
  other: "Sundries",
};

// category weights, in CATS order
const W = (...w) => Object.fromEntries(CATS.map((c, i) => [c, w[i]]));

const names = (p) => [p.name, ...(p.alts || [])];
const altName = (m, p, r) => {
  const n = names(p);
  return chance(r, 0.25) ? n[hashStr(m.slug + p.key) % n.length] : n[m.altIdx % n.length];
};
const isBag = (p) => /bag/i.test(p.size) && (p.cat === "sand" || p.cat === "aggregates");
const colorSuffix = (p, sep = " ") =>
  p.color && !/\b(white|black|brown|grey|clear|green)\b/i.test(p.name) ? sep + p.color : "";

export const MERCHANTS = [
  {
    slug: "brindley-yard",
    name: "Brindley Yard Building Supplies",
    format: "tsv",
    file: "brindley-yard.tsv",
    bom: false,
    crlf: false,
    columns: [
      "id",
      "title",
      "description",
      "link",
      "image_link",
      "price",
      "availability",
      "brand",
      "gtin",
      "mpn",
      "condition",
      "product_type",
      "shipping",
    ],
    weights: W(2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2),
    ownLabel: "Brindley Trade",
    ownRate: 0.5,
    parentRate: 0,
    typoRate: 0,
    dropRate: 0,
    gtinRate: 0.55,
    mpnRate: 0.3,
    priceFactor: 1.0,
    rounding: "exact",
    saleRate: 0,
    avail: [
      ["in_stock", 0.85],
      ["out_of_stock", 0.08],
      ["backorder", 0.07],
    ],
    altIdx: 0,
    id: (seq) => "BY" + String(10400 + seq * 7),
    productType: (p) => "Building Materials > " + CAT_NAME[p.cat],
    shipping: (p, price) =>
      "GB:::" +
      (price >= 150
        ? "0.00"
        : ["sand", "aggregates", "bricks", "blocks", "timber", "sheet-materials", "plasterboard"].includes(p.cat)
          ? "24.00"
          : "4.99") +
      " GBP",
    title: (p, r, b, m) => withBrand(p.brand, p.name) + " " + p.size + colorSuffix(p) + (p.pack ? " - " + p.pack : ""),
    description: (p, r, b) =>
      `${withBrand(p.brand, p.name)}${p.pack ? ", " + p.pack.toLowerCase() : ""}. Size: ${p.size}${p.color ? ". Colour: " + p.color : ""}. ${p.generic} for trade and DIY customers, delivered on our own fleet across the West Midlands.`,
  },
  {
    slug: "cobbold-bm",
    name: "Cobbold Builders Merchants",
    format: "csv",
    file: "cobbold-bm.csv",
    bom: false,
    crlf: true,
    columns: ["id", "title", "brand", "mpn", "price", "availability", "condition", "link", "image_link", "description"],
    weights: W(2, 2, 1, 2, 2, 2, 2, 2, 2, 2, 1, 2, 2, 2, 2),
    ownLabel: "",
    ownRate: 0,
    parentRate: 0.05,
    typoRate: 0,
    dropRate: 0.1,
    gtinRate: 0,
    mpnRate: 1,
    priceFactor: 0.97,
    rounding: "exact",
    saleRate: 0,
    avail: [
      ["in_stock", 0.75],
      ["out_of_stock", 0.1],
      ["backorder", 0.15],
    ],
    altIdx: 0,
    caps: true,
    id: (seq) => "CBM-" + String(4100 + seq * 13).padStart(6, "0"),
    title: (p, r, b, m) => {
      const ab = p.brand && !p.own ? brandInfo(p.brand).abbr + " " : "";
      const short = ab && p.short.startsWith(brandInfo(p.brand).abbr + " ") ? p.short : ab + p.short;
      return (short + " " + p.ss + (p.color ? " " + p.color : "") + (p.ps ? " " + p.ps : ""))
        .toUpperCase()
        .replace(/\s+/g, " ");
    },
    description: (p, r, b) =>
      `${p.short} ${p.ss}${p.color ? " " + p.color.toUpperCase() : ""}. SOLD ${p.pack ? p.pack.toUpperCase() : "EACH"}. COLLECT FROM BRANCH OR DELIVERY BY ARRANGEMENT.`,
  },
  {
    slug: "wrenfield",
    name: "Wrenfield Timber & Building",
    format: "xml",
    file: "wrenfield.xml",
    nestedShipping: true,
    weights: W(1, 0.5, 0, 0, 5, 5, 2, 1, 0, 0, 5, 2, 1, 0.5, 1),
    ownLabel: "Wrenfield Select",
    ownRate: 0.6,
    parentRate: 0,
    typoRate: 0,
    dropRate: 0.3,
    gtinRate: 0,
    mpnRate: 0,
    priceFactor: 1.04,
    rounding: "nines",
    saleRate: 0.05,
    avail: [
      ["in_stock", 0.9],
      ["preorder", 0.03],
      ["out_of_stock", 0.07],
    ],
    altIdx: 1,
    sizeCol: true,
    materialCol: true,
    id: (seq) => "WTB/" + String(2200 + seq * 3),
    productType: (p) =>
      ({
        timber: "Timber & Joinery > Carcassing & Batten",
        "sheet-materials": "Timber & Joinery > Sheet Materials",
        "skirting-architrave": "Timber & Joinery > Mouldings",
      })[p.cat] || "Building > " + CAT_NAME[p.cat],
    shipping: (p, price) => (price >= 75 ? "0.00" : "9.50"),
    title: (p, r, b, m) => {
      const n = altName(m, p, r);
      const nb = p.brand && (!p.bd || chance(r, 0.6)) ? withBrand(p.brand, n) : n;
      let t =
        p.imp && chance(r, 0.8) ? p.imp + " " + nb + (chance(r, 0.5) ? " (" + p.size + ")" : "") : nb + " " + p.size;
      return t + colorSuffix(p) + (p.pack ? " - " + p.pack : "");
    },
    description: (p, r, b) =>
      `${names(p)[0]}. ${p.imp ? "Nominal size " + p.imp + ", actual " + p.size : "Size " + p.size}.${p.material ? " Material: " + p.material + "." : ""}${["timber", "sheet-materials", "skirting-architrave"].includes(p.cat) ? " Cut to length available in our Wrenfield mill (charges apply)." : " Delivered from our Wrenfield yard."}`,
  },
  {
    slug: "sitepro-direct",
    name: "SitePro Direct",
    format: "csv",
    file: "sitepro-direct.csv",
    bom: false,
    crlf: false,
    columns: [
      "id",
      "title",
      "description",
      "price",
      "sale_price",
      "availability",
      "brand",
      "gtin",
      "link",
      "image_link",
      "condition",
      "shipping",
      "color",
      "size",
    ],
    weights: W(2, 2, 1, 1, 1, 1, 3, 3, 0.5, 0.5, 1, 3, 2, 2, 3),
    ownLabel: "SitePro",
    ownRate: 0.3,
    parentRate: 0.2,
    typoRate: 0,
    dropRate: 0,
    gtinRate: 0,
    mpnRate: 0,
    priceFactor: 0.95,
    rounding: "nines",
    saleRate: 0.3,
    avail: [
      ["in_stock", 0.8],
      ["backorder", 0.12],
      ["preorder", 0.08],
    ],
    altIdx: 2,
    sizeColSometimes: true,
    id: (seq) => String(7003100 + seq * 17),
    shipping: (p, price) => "GB:::" + (price >= 50 ? "0.00" : "5.95") + " GBP",
    title: (p, r, b, m) => {
      const n = altName(m, p, r);
      const head = withBrand(p.brand, n) + " " + (p.size2 || p.size) + colorSuffix(p) + (p.pack ? " " + p.pack : "");
      const kws = [
        "Trade Price",
        "Next Day Delivery",
        "Best Price UK",
        "Free Delivery Over £50",
        "Builders Merchant",
        "Cheapest Online",
        "In Stock Now",
      ];
      const segs = [head, p.generic, pick(r, kws), pick(r, kws), "UK Stock"];
      const uniq = segs.filter((s, i) => segs.indexOf(s) === i);
      let t = (chance(r, 0.15) ? "BEST PRICE! " : "") + uniq.join(" | ");
      while (t.length > 148 && t.includes(" | ")) t = t.slice(0, t.lastIndexOf(" | "));
      return t;
    },
    description: (p, r, b) =>
      `${withBrand(p.brand, p.name)} ${p.size}${p.pack ? " (" + p.pack + ")" : ""}\n✔ Genuine ${p.generic.toLowerCase()} at trade prices\n✔ "Order by 2pm, delivered next working day"\n✔ Trade accounts, card, PayPal`,
  },
  {
    slug: "greystoke-merchants",
    name: "Greystoke Merchants",
    format: "xml",
    file: "greystoke-merchants.xml",
    nestedShipping: false,
    weights: W(2, 1.5, 1.5, 1.5, 1.5, 1.5, 2, 2, 3.5, 3.5, 1, 2, 3.5, 2, 1.5),
    ownLabel: "",
    ownRate: 0,
    parentRate: 0.45,
    typoRate: 0,
    dropRate: 0,
    gtinRate: 0.2,
    mpnRate: 0.5,
    priceFactor: 1.02,
    rounding: "fives",
    saleRate: 0,
    avail: [
      ["in_stock", 0.85],
      ["out_of_stock", 0.15],
    ],
    altIdx: 0,
    sizeOnlyCol: true,
    colorCol: true,
    materialCol: true,
    id: (seq) => "GM_" + String(81000 + seq * 11),
    title: (p, r, b, m) => withBrand(chance(r, 0.5) ? b : p.brand, p.name) + (p.pack ? " (" + p.pack + ")" : ""),
    description: (p, r, b) =>
      `${p.name} supplied by Greystoke Merchants. See size and colour options for specification. Bulk orders quoted on request & delivered by crane-offload lorry.`,
  },
  {
    slug: "pennant-dalby",
    name: "Pennant & Dalby",
    format: "tsv",
    file: "pennant-dalby.tsv",
    bom: true,
    crlf: false,
    columns: [
      "id",
      "gtin",
      "mpn",
      "brand",
      "title",
      "description",
      "product_type",
      "price",
      "availability",
      "condition",
      "link",
      "image_link",
    ],
    weights: W(2, 2, 0.5, 0.5, 1, 1, 2, 2, 1, 1, 1, 2.5, 2, 3, 3),
    ownLabel: "",
    ownRate: 0,
    parentRate: 0,
    typoRate: 0.05,
    dropRate: 0.1,
    gtinRate: 0.9,
    mpnRate: 0.6,
    priceFactor: 1.06,
    rounding: "exact",
    saleRate: 0,
    avail: [
      ["in_stock", 0.9],
      ["out_of_stock", 0.1],
    ],
    altIdx: 1,
    id: (seq, p) => "PD-" + p.cat.slice(0, 3).toUpperCase() + "-" + String(300 + seq * 5),
    productType: (p) =>
      ({
        cement: "Heavyside > Cement",
        "concrete-mortar": "Heavyside > Admixtures & Mortars",
        plaster: "Dry Lining > Plaster",
        plasterboard: "Dry Lining > Boards",
        insulation: "Insulation > Boards & Rolls",
        drainage: "Plumbing & Drainage",
        other: "Sundries & Fixings",
      })[p.cat] || "Heavyside > " + CAT_NAME[p.cat],
    title: (p, r, b, m) => {
      const n = altName(m, p, r);
      return (
        (p.size2 || p.size) +
        " " +
        n +
        (p.color ? " - " + p.color : "") +
        (p.pack ? " (" + p.pack + ")" : "") +
        (b ? " - " + b : "")
      );
    },
    description: (p, r, b) =>
      `${withBrand(p.brand, p.name)}, ${p.size}. Please check dimensions before ordering; Pennant & Dalby cannot accept returns of cut or opened goods.`,
  },
  {
    slug: "hobb-and-sons",
    name: "Hobb & Sons",
    format: "csv",
    file: "hobb-and-sons.csv",
    bom: true,
    crlf: true,
    columns: [
      "id",
      "title",
      "description",
      "price",
      "availability",
      "brand",
      "link",
      "image_link",
      "condition",
      "size",
    ],
    weights: W(2, 1.5, 3, 3, 2.5, 2, 2, 2, 2, 2, 2, 1.5, 1.5, 1.5, 1.5),
    ownLabel: "",
    ownRate: 0,
    parentRate: 0,
    typoRate: 0.25,
    dropRate: 0.35,
    gtinRate: 0,
    mpnRate: 0,
    priceFactor: 0.93,
    rounding: "fives",
    saleRate: 0,
    avail: [
      ["in_stock", 0.8],
      ["out_of_stock", 0.12],
      ["backorder", 0.08],
    ],
    altIdx: 2,
    id: (seq) => String(1200 + seq * 3),
    title: (p, r, b, m) => {
      const n = altName(m, p, r).toLowerCase();
      const sz = p.imp && chance(r, 0.55) ? p.imp : p.size;
      const brandPart = b && chance(r, 0.5) ? b + " " : p.brand && !p.bd && !b ? p.brand + " " : "";
      let t =
        brandPart +
        n +
        " " +
        sz +
        (p.color ? " " + p.color.toLowerCase() : "") +
        (p.pack ? " - " + p.pack.toLowerCase() : "");
      if (chance(r, 0.3))
        t += pick(r, [
          " - collection only",
          " **best price**",
          " (trade counter)",
          " - great value",
          " - ask about bulk discount",
          " - local delivery",
        ]);
      if (chance(r, 0.2)) t = typo(r, t);
      return t[0].toUpperCase() + t.slice(1);
    },
    description: (p, r, b) => `${names(p)[0]} - ${p.size}. Family run since 1962, give us a ring for "trade" prices.`,
  },
  {
    slug: "lydgate-supplies",
    name: "Lydgate Building Supplies",
    format: "xml",
    file: "lydgate-supplies.xml",
    nestedShipping: false,
    weights: W(2, 2, 2, 2, 2, 2, 2, 2, 2, 2, 2.5, 2, 2, 2, 2),
    ownLabel: "Lydgate Essentials",
    ownRate: 0.9,
    parentRate: 0.05,
    typoRate: 0,
    dropRate: 0.1,
    gtinRate: 0.3,
    mpnRate: 0.3,
    priceFactor: 1.0,
    rounding: "nines",
    saleRate: 0.1,
    avail: [
      ["in_stock", 0.88],
      ["out_of_stock", 0.06],
      ["backorder", 0.06],
    ],
    altIdx: 3,
    id: (seq) => "LYD" + String(50000 + seq * 19),
    productType: (p) => "Home > Building > " + CAT_NAME[p.cat],
    title: (p, r, b, m) => {
      const n = altName(m, p, r);
      const main = p.own ? (b ? b + " " : "") + n : withBrand(p.brand, n);
      return main + ", " + p.size + (p.color ? ", " + p.color : "") + (p.pack ? ", " + p.pack : "");
    },
    description: (p, r, b) =>
      `${names(p)[0]} (${p.size}).${p.pack ? " " + p.pack + "." : ""} Click & collect from any Lydgate branch in Yorkshire & Lancashire.`,
  },
  {
    slug: "stonecrop",
    name: "Stonecrop Building & Landscape",
    format: "tsv",
    file: "stonecrop.tsv",
    bom: false,
    crlf: true,
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
      "condition",
      "product_type",
      "shipping",
      "material",
    ],
    weights: W(3, 3, 4.5, 4.5, 0.5, 0.5, 0.5, 1, 3, 3, 0, 0.5, 2, 2, 1),
    ownLabel: "Stonecrop",
    ownRate: 0.7,
    parentRate: 0,
    typoRate: 0,
    dropRate: 0.15,
    gtinRate: 0,
    mpnRate: 0,
    priceFactor: 0.99,
    rounding: "exact",
    saleRate: 0.12,
    avail: [
      ["in_stock", 0.92],
      ["out_of_stock", 0.08],
    ],
    altIdx: 1,
    materialCol: true,
    id: (seq) => "SC-" + String(610 + seq * 2),
    productType: (p) =>
      ["sand", "aggregates"].includes(p.cat) ? "Landscaping > " + CAT_NAME[p.cat] : "Building > " + CAT_NAME[p.cat],
    shipping: (p, price) => "GB:::" + (isBag(p) && !/25kg/i.test(p.size) ? "35.00" : "6.50") + " GBP",
    title: (p, r, b, m) => {
      const n = altName(m, p, r);
      if (isBag(p)) return titleCase(p.size) + " - " + n + (b ? " by " + b : "");
      return (
        withBrand(p.brand, n) +
        " - " +
        (p.size2 || p.size) +
        (p.color ? " in " + p.color : "") +
        (p.pack ? " - " + p.pack : "")
      );
    },
    description: (p, r, b) =>
      `${names(p)[0]} ${p.size}. Landscapers and builders welcome - bulk bags delivered by tail-lift or HIAB within 30 miles of our Harlow yard.`,
  },
];
