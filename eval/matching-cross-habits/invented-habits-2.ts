/**
 * More title habits no merchant of sets 2–21 writes (session 23), in the same shape as invented-habits.ts: where a
 * size's figures get their labels and units, which side of the title the size, pack and maker sit, how an EPOS
 * export shortens words and packs. Extend by adding a habit here (or a third file once this one grows).
 */
import { num, words } from "../search-relevance-holdout-3/title-kit.ts";
import {
  type AnyProduct,
  type Figure,
  figuresOf,
  habit,
  imperial,
  type InventedMerchant,
  metric,
  packOf,
  plainSize,
} from "./invented-habits.ts";

/** The trade's abbreviation of what a figure measures, written after it. */
const ROLE_LABEL: Record<Figure["role"], string> = { t: "Thk", w: "Wd", l: "Lg", d: "Dia", h: "Ht" };

/** 1. Each figure with its unit and a trade label after it ("47mm Thk x 100mm Wd x 2.4m Lg"). */
function labelledFigures(p: AnyProduct): string {
  const size = figuresOf(p)
    .map((f) => `${metric(f.mm)} ${ROLE_LABEL[f.role]}`)
    .join(" x ");
  return words(p.brand, p.line, p.noun, p.detail, size, p.size, p.pack);
}

/** 2. Imperial first with the metric in brackets, as an old yard's shelf labels read ("2 x 4in (47 x 100mm) 8ft"). */
function imperialFirst(p: AnyProduct): string {
  const f = figuresOf(p);
  const long = f.length > 1 && f[f.length - 1]!.mm >= 1000 && f[f.length - 1]!.role === "l";
  const face = long ? f.slice(0, -1) : f;
  const faceText = face.length
    ? `${
        face.some((x) => x.mm >= 1000)
          ? face.map((x) => imperial(x.mm)).join(" x ")
          : `${face.map((x) => imperial(x.mm).replace(/in$/, "")).join(" x ")}in`
      } (${face.map((x) => num(x.mm)).join(" x ")}mm)`
    : undefined;
  const lenText = long ? `${imperial(f[f.length - 1]!.mm)} (${metric(f[f.length - 1]!.mm)})` : undefined;
  return words(p.brand, p.line, p.noun, p.detail, faceText, lenText, p.size, p.pack);
}

/** 3. Every figure with its own unit, lengths in millimetres too ("47mm x 100mm x 2400mm"). */
function unitEach(p: AnyProduct): string {
  const f = figuresOf(p);
  const size = f.length ? f.map((x) => `${num(x.mm)}mm`).join(" x ") : undefined;
  return words(p.brand, p.line, p.noun, p.detail, size, p.size, p.pack);
}

/** 4. An EPOS stock description: capitals, head noun first, comma between fields ("TIMBER SAWN, C16, 47X100MM, 2.4M"). */
function commaStock(p: AnyProduct): string {
  const n = p.noun.split(" ");
  const head = n.length > 1 ? [n[n.length - 1], ...n.slice(0, -1)].join(" ") : p.noun;
  return [
    head,
    p.line,
    p.detail,
    plainSize(p)
      ?.replace(/ x /g, "X")
      .replace(/mm (\d)/, "mm, $1"),
    p.pack,
  ]
    .filter(Boolean)
    .join(", ")
    .toUpperCase();
}

/** 5. Long words cut to four letters and a full stop, as a short till field does ("Trea. Sawn Timb."). */
const truncate = (s: string | undefined): string | undefined => s?.replace(/[A-Za-z]{7,}/g, (w) => `${w.slice(0, 4)}.`);
const truncated = (p: AnyProduct): string =>
  words(p.brand, truncate(p.line), truncate(p.noun), truncate(p.detail), plainSize(p), p.pack);

/** 6. The size leading the title, as a cutting list reads ("47 x 100mm 2.4m Treated Sawn Timber C16"). */
const sizeFirst = (p: AnyProduct): string => words(plainSize(p), p.brand, p.line, p.noun, p.detail, p.pack);

/** 7. The pack leading the title ("Box of 200 Wood Screws 5 x 50mm", "25kg Multi-Purpose Compost"). */
const packFirst = (p: AnyProduct): string => words(p.pack, p.brand, p.line, p.noun, p.detail, plainSize(p));

/** 8. The maker after the size, no "by" ("Treated Sawn Timber C16 47 x 100mm 2.4m Sawhollow"). */
const makerLast = (p: AnyProduct): string => words(p.line, p.noun, p.detail, plainSize(p), p.pack, p.brand);

/** 9. Short pack wording: "Pk200", "25kg Bg", "5L Tin", "310ml Tube". */
function shortPack(p: AnyProduct): string | undefined {
  const k = packOf(p);
  if (!k) return undefined;
  if (k.kind === "count") return `Pk${k.n}`;
  if (k.kind === "kg") return `${num(k.n)}kg Bg`;
  if (k.kind === "litre") return `${num(k.n)}L Tin`;
  if (k.kind === "ml") return `${k.n}ml Tube`;
  return k.text;
}
const packShort = (p: AnyProduct): string => words(p.brand, p.line, p.noun, p.detail, plainSize(p), shortPack(p));

export const INVENTED_HABITS_2: readonly InventedMerchant[] = [
  habit("labelled-figures", "Jevington Timber & Sheet", labelledFigures),
  habit("imperial-first", "Kelsall Yard Supplies", imperialFirst),
  habit("unit-each", "Langtoft Trade Direct", unitEach),
  habit("comma-stock", "Marske Builders Centre", commaStock),
  habit("truncated", "Nettlebed Trade Counter", truncated),
  habit("size-first", "Otterburn Cutting Shop", sizeFirst),
  habit("pack-first", "Pevensey Fixings Online", packFirst),
  habit("maker-last", "Quarrington DIY", makerLast),
  habit("pack-short", "Rudston Trade Supplies", packShort),
];
