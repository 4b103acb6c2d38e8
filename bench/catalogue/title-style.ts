import type { CatalogueProduct } from "./build-catalogue.ts";
import type { DimensionStyle, MerchantStyle } from "./merchant-styles.ts";
import type { Size, Term } from "./model.ts";
import { chance, stableChoice, stableUnit, type Rng } from "../../scripts/feed-kit/seeded-random.ts";

const inches = (mm: number) => Math.round(mm / 25.4 + 0.1);
const feet = (mm: number) => Math.round(mm / 304.8);
const metres = (mm: number, fixed: boolean) => (fixed ? (mm / 1000).toFixed(1) : String(mm / 1000));
const NOMINAL_SHEETS: Record<string, [number, number]> = {
  "2440x1220": [8, 4],
  "2400x1200": [8, 4],
  "1800x900": [6, 3],
  "2400x900": [8, 3],
  "2700x1200": [9, 4],
  "3000x1200": [10, 4],
  "1220x1220": [4, 4],
  "2440x607": [8, 2],
  "1830x607": [6, 2],
  "2400x600": [8, 2],
};
const ANGLE: Record<DimensionStyle, string> = {
  spaced: "°",
  "each-mm": " Degree",
  "all-mm": "deg",
  compact: "DEG",
  nominal: " Deg",
  imperial: "°",
};
const BULK: Record<DimensionStyle, [string, string]> = {
  spaced: ["Mini Bag", "Bulk Bag"],
  "each-mm": ["Mini Bulk Bag 400kg", "Jumbo Bag 850kg"],
  "all-mm": ["Midi Bag (400kg)", "Bulk Bag"],
  compact: ["MINI BAG 400KG", "BULK BAG APPROX 800KG"],
  nominal: ["Mini Dumpy Bag", "Dumpy Bag"],
  imperial: ["Mini Bag 0.4 Tonne", "Bulk Bag 0.8 Tonne"],
};

/** A size as a merchant writes it; `lead` goes before the words for styles that put nominal sizes first. */
function renderSize(size: Size, d: DimensionStyle): { lead: string; main: string } {
  const plain = (main: string) => ({ lead: "", main });
  switch (size.kind) {
    case "section": {
      const { t, w, len } = size;
      if (d === "spaced") return plain(`${t} x ${w}mm x ${metres(len, true)}m`);
      if (d === "each-mm") return plain(`${t}mm x ${w}mm x ${metres(len, false)}m`);
      if (d === "all-mm") return plain(`${t} x ${w} x ${len}mm`);
      if (d === "compact") return plain(`${t}X${w} ${metres(len, true)}M`);
      if (d === "nominal") return { lead: `${inches(w)}x${inches(t)}`, main: `${metres(len, false)}m (${t}x${w})` };
      return plain(`${t}mm x ${w}mm x ${feet(len)}ft (${inches(w)}x${inches(t)})`);
    }
    case "sheet": {
      const { t, l, w } = size;
      const nominal = NOMINAL_SHEETS[`${l}x${w}`];
      if (d === "spaced") return plain(`${t}mm ${l} x ${w}mm`);
      if (d === "each-mm") return plain(`${t}mm x ${w}mm x ${l}mm`);
      if (d === "all-mm") return plain(`${t}mm x ${w}mm x ${l}mm`);
      if (d === "compact") return plain(`${t}MM ${l}X${w}`);
      if (d === "nominal")
        return nominal ? { lead: `${t}mm`, main: `${nominal[0]}x${nominal[1]}` } : plain(`${t}mm ${l}x${w}`);
      return plain(nominal ? `${t}mm ${nominal[0]}' x ${nominal[1]}' (${l} x ${w}mm)` : `${t}mm ${l} x ${w}mm`);
    }
    case "profile": {
      const { t, h, len } = size;
      if (d === "spaced") return plain(`${t} x ${h}mm x ${metres(len, true)}m`);
      if (d === "each-mm") return plain(`${t}mm x ${h}mm x ${len}mm`);
      if (d === "all-mm") return plain(`${t} x ${h} x ${len}mm`);
      if (d === "compact") return plain(`${t}X${h} ${metres(len, true)}M`);
      if (d === "nominal") return plain(`${t}x${h}mm x ${metres(len, false)}m`);
      return plain(`${t}mm x ${h}mm x ${metres(len, false)}m`);
    }
    case "weight": {
      if (size.kg >= 400) return plain(BULK[d][size.kg >= 850 ? 1 : 0]);
      if (d === "compact") return plain(`${size.kg}KG`);
      if (d === "all-mm") return plain(`${size.kg} kg`);
      return plain(d === "each-mm" || d === "nominal" ? `${size.kg}kg Bag` : `${size.kg}kg`);
    }
    case "thickness": {
      const brick = size.t === 65 || size.t === 73;
      const face = brick ? ["215", "102.5"] : ["440", "215"];
      if (d === "each-mm") return plain(`${face[0]}mm x ${face[1]}mm x ${size.t}mm`);
      if (d === "spaced" && !brick) return plain(`${face[0]} x ${face[1]} x ${size.t}mm`);
      return plain(d === "compact" ? `${size.t}MM` : `${size.t}mm`);
    }
    case "pipe": {
      const dia =
        d === "nominal" && (size.dia === 110 || size.dia === 160)
          ? `${size.dia === 110 ? 4 : 6}" (${size.dia}mm)`
          : `${size.dia}${d === "compact" ? "MM" : "mm"}`;
      const angle = size.angle === null ? "" : `${size.angle}${ANGLE[d]}`;
      const len =
        size.len === null
          ? ""
          : d === "each-mm"
            ? `${size.len}mm`
            : d === "imperial"
              ? `${size.len / 1000}m (${feet(size.len)}ft)`
              : `${size.len / 1000}${d === "compact" ? "M" : "m"}`;
      return plain([dia, angle, len].filter(Boolean).join(d === "each-mm" ? " x " : " "));
    }
    case "roll": {
      const { t, area } = size;
      if (d === "each-mm") return plain(`${t}mm (${area}m²)`);
      if (d === "all-mm") return plain(`${t}mm x ${area}m²`);
      if (d === "compact") return plain(`${t}MM ${area}M2`);
      if (d === "nominal") return plain(`${t}mm Roll`);
      if (d === "imperial") return plain(`${t}mm - ${area}sqm`);
      return plain(`${t}mm ${area}m2`);
    }
    case "strip": {
      const { w, len } = size;
      const width = w >= 1000 ? `${w / 1000}m` : `${w}mm`;
      if (d === "each-mm" || d === "all-mm") return plain(`${w}mm x ${len}mm`);
      if (d === "compact") return plain(`${w}MM X ${len / 1000}M`);
      if (d === "imperial") return plain(`${width} x ${len / 1000}m (${feet(len)}ft)`);
      return plain(`${width} x ${len / 1000}m`);
    }
    case "face": {
      const { l, w } = size;
      if (d === "nominal") return plain(`${inches(l)}" x ${inches(w)}"`);
      if (d === "compact") return plain(`${l}X${w}`);
      if (d === "imperial") return plain(`${l} x ${w}mm (${inches(l)}" x ${inches(w)}")`);
      return plain(d === "each-mm" ? `${l}mm x ${w}mm` : `${l} x ${w}mm`);
    }
    case "label":
      return plain(d === "compact" ? size.text.toUpperCase() : size.text);
    case "none":
      return plain("");
  }
}

/** The merchant's fixed spelling of a word: its canonical form, or (for `rate` of words) one of its synonyms. */
function spelling(t: Term, style: MerchantStyle, rate: number, keys: [string, string]): string {
  const canonical = t.forms[0]!;
  if (t.forms.length < 2 || stableUnit(`${style.slug}:${keys[0]}:${canonical}`) >= rate) return canonical;
  return stableChoice(`${style.slug}:${keys[1]}:${canonical}`, t.forms.slice(1));
}

function renderTerm(t: Term, style: MerchantStyle): string {
  return style.abbreviate && t.abbr ? t.abbr : spelling(t, style, style.synonymRate, ["syn", "form"]);
}

export function brandSpelling(product: CatalogueProduct, style: MerchantStyle): string | null {
  return product.brand ? spelling(product.brand, style, style.brandVariantRate, ["brand", "brandform"]) : null;
}

function renderPack(pack: number, style: MerchantStyle): string {
  if (style.packStyle === "bracket") return `(Pack ${pack})`;
  if (style.packStyle === "pk") return `PK${pack}`;
  if (style.packStyle === "dash-pack") return pack === 56 ? "- Full Pallet of 56" : `- Pack of ${pack}`;
  return `Pack of ${pack}`;
}

/** The title this merchant gives the product; `rng` only drives per-row filler words. */
export function renderTitle(product: CatalogueProduct, style: MerchantStyle, rng: Rng): string {
  const words = product.terms
    .filter((t) => !(t.optional && style.dropOptional))
    .map((t) => renderTerm(t, style))
    .join(" ");
  let brandText = brandSpelling(product, style);
  if (brandText && words.toLowerCase().includes(brandText.toLowerCase())) brandText = null;
  if (!product.brand && style.ownBrandPrefix) brandText = style.ownBrand;
  const { lead, main } = renderSize(product.size, style.dims);
  const pack = product.pack ? renderPack(product.pack, style) : "";
  let parts: string[];
  switch (style.layout) {
    case "brand-first":
      parts = [brandText ?? "", words, main, pack];
      break;
    case "brand-first-dash-size":
      parts = [brandText ?? "", words, main ? "-" : "", main, pack];
      break;
    case "brand-last-dash":
      parts = [words, main, pack, brandText ? `- ${brandText}` : ""];
      break;
    case "lead-first":
      parts = [lead, brandText ?? "", words, main, pack];
      break;
    case "erp":
      parts = [words, main, pack, brandText ?? ""];
      break;
    case "comma":
      parts = [brandText ?? "", main ? `${words},` : words, main, pack];
      break;
  }
  if (style.layout !== "lead-first" && lead) parts.unshift(lead);
  if (style.fillers.length > 0 && chance(rng, style.fillerRate))
    parts.push(style.fillers[Math.floor(rng() * style.fillers.length)]!);
  let title = parts.filter(Boolean).join(" ").replace(/\s+/g, " ").trim();
  if (style.upper) title = title.toUpperCase();
  if (title.length > 150) title = title.slice(0, 150).replace(/\s+\S*$/, "");
  return title;
}
