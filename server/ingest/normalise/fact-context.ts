/**
 * Shared shape and helpers for the per-category fact builders
 * (categories/*.ts). A builder returns the ordered slots that form the
 * attributes key plus human-readable facts; it never decides brand identity.
 */
import type { CategorySlug } from "../../../shared/categories.ts";
import { formatLength, formatMm } from "./dimensions.ts";
import type { ParsedMeasurements } from "./measurements.ts";
import { FILLER } from "./filler-words.ts";
import { COLOURS } from "./product-lines.ts";
import { type Term, firstTerm, stripTerms } from "./term-tables.ts";
import { removePhrases } from "./phrase-match.ts";

export interface FactContext {
  /** Canonical title (see text.ts). */
  text: string;
  parsed: ParsedMeasurements;
  category: CategorySlug;
  /** Brand, umbrella and merchant phrases to strip before reading model words. */
  brandPhrases: string[];
  /** Single words of the merchant's name ("fenland" in "Wealden Buff ... | Fenland"): never model words. */
  merchantWords?: readonly string[];
}

/**
 * required: no attributes key without a known maker (a facing brick is its maker's look).
 * excluded: a commodity (sand, CLS, OSB): keyed by its maker when one is known, as brand-less "*"
 * when not (unbranded rows of every merchant then agree).
 * optional: a maker's product, keyed by its maker when known and as "-" when the title names none:
 * titles naming no maker then form one generic product, apart from every branded one (decision 013).
 */
export type BrandPolicy = "required" | "excluded" | "optional";

export interface CategoryFacts {
  slots: Array<[name: string, value: string | null]>;
  facts: Record<string, string>;
  brandPolicy: BrandPolicy;
  /** Enough distinguishing facts for an attributes key. */
  specific: boolean;
  /** Brand family implied by a product line ("multicem" → hanson). */
  lineFamily?: string;
  /** Product line/type for the explanation line. */
  line: string | null;
  /** Profile-only attributes (not in the key): a veto in the similarity stage when both sides state them. */
  attributes?: Record<string, string>;
  /**
   * The line was assumed ("standard" board, "general-purpose" cement), not read: an unexplained range
   * word in the title (see range-words.ts) then joins the key, because the default may be wrong.
   */
  defaultLine?: boolean;
  /** A maker's range named by the vocabulary ("multi-finish"): compared with unexplained range words. */
  rangeName?: string;
}

export function dimsKey(dims: number[]): string | null {
  return dims.length ? dims.map(formatMm).join("x") : null;
}

/** thickness ≤ width ≤ length for triples; a single "size" otherwise. */
export function dimsFacts(
  dims: number[],
  names: [string, string, string] = ["thickness", "width", "length"],
): Record<string, string> {
  if (dims.length === 3) {
    return {
      [names[0]]: formatLength(dims[0]!),
      [names[1]]: formatLength(dims[1]!),
      [names[2]]: formatLength(dims[2]!),
    };
  }
  if (dims.length > 0) return { size: dims.map(formatLength).join(" x ") };
  return {};
}

export function packSlot(parsed: ParsedMeasurements): string {
  return String(parsed.packCount && parsed.packCount > 0 ? parsed.packCount : 1);
}

export function packFacts(parsed: ParsedMeasurements): Record<string, string> {
  return parsed.packCount && parsed.packCount > 1 ? { pack: `${parsed.packCount} pack` } : {};
}

/** Bagged goods: the bag weight is identity, except bulk bags, whose quoted weight varies by merchant. */
export function bagSlot(parsed: ParsedMeasurements): string | null {
  const kg = parsed.weightsKg[0];
  // A mini bag is one product whatever weight a merchant quotes (400, 425, 450 kg), and never the bulk bag.
  // A stated weight of a hand-carried bag wins over the words: a "25kg mini bag" is a 25 kg bag.
  if ((parsed.miniBag && !(kg !== undefined && kg < 300)) || (kg !== undefined && kg >= 300 && kg < 500))
    return "mini-bag";
  if (kg !== undefined && kg < 500) return `${formatMm(kg)}kg`;
  if (parsed.bulkBag || (kg !== undefined && kg >= 500 && kg <= 1100)) return "bulk-bag";
  if (kg !== undefined) return `${formatMm(kg)}kg`;
  // No weight stated: a "handy bag" is the hand-carried 25 kg bag other merchants write by weight (a 25 kg
  // bag, a 25 kg mini bag), as a bulk bag is the ~850 kg one (decision 070). A merchant whose handy bag weighs otherwise
  // says so, and its stated weight wins above.
  if (parsed.handyBag) return "25kg";
  return null;
}

export function bagFacts(parsed: ParsedMeasurements): Record<string, string> {
  const slot = bagSlot(parsed);
  if (!slot) return {};
  const kg = parsed.weightsKg[0];
  if (slot === "mini-bag") return { pack: `mini bag${kg ? ` ${formatMm(kg)} kg` : ""}` };
  if (parsed.handyBag && kg === undefined) return { pack: "handy bag (25 kg, weight not stated)" };
  return { pack: slot === "bulk-bag" ? `bulk bag${kg ? ` ${kg} kg` : ""}` : `${formatMm(kg!)} kg` };
}

/** "Multi" is a blend qualifier merchants drop ("Yellow Multi" = "Yellow"); alone it is still a colour. */
export function colourSlot(text: string): string | null {
  let found = COLOURS.filter((c) => c.phrases.some((p) => text.includes(` ${p} `))).map((c) => c.value);
  if (found.length > 1) found = found.filter((c) => c !== "multi");
  return found.length ? [...new Set(found)].sort().join("-") : null;
}

/**
 * Words left after removing measurements, brands, merchants, filler and the given
 * vocabulary: for tiles, facing bricks and sundries these are the model name
 * ("modern", "tradesman", "502"). Tokens with digits are model codes and win alone
 * when present, because descriptive words vary between merchants and codes do not.
 */
export function modelWords(ctx: FactContext, ...tables: ReadonlyArray<readonly Term[]>): string[] {
  let s = ctx.parsed.rest;
  s = removePhrases(s, ctx.brandPhrases);
  s = stripTerms(s, ...tables, COLOURS, FILLER);
  // Long bare numbers are merchant SKUs/catalogue numbers, not model names.
  const merchant = new Set(ctx.merchantWords ?? []);
  const tokens = [
    ...new Set(s.split(" ").filter((w) => (w.length > 1 || /\d/.test(w)) && !/^\d{5,}$/.test(w) && !merchant.has(w))),
  ];
  const codes = tokens.filter((w) => /\d/.test(w));
  return (codes.length ? codes : tokens).sort();
}

/**
 * The product description: the title up to and including its first measurement after a word
 * ("limestone chipping 20mm" of "limestone chipping 20mm jumbo bag ... gravel aggregate sub base").
 * Keyword-stuffed tails come after it, so a line named there loses to one named here.
 */
export function descriptionHead(text: string): string {
  const words = text.trim().split(" ");
  let worded = false;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // A bare number names a line ("type 1", "code 4"); a measurement has a unit or is a size ("20mm", "100x200").
    if (worded && /\d/.test(w) && !/^\d+$/.test(w)) return ` ${words.slice(0, i + 1).join(" ")} `;
    if (/^[a-z]+$/.test(w)) worded = true;
  }
  return text;
}

/**
 * A maker's named line anywhere ("Post Fix Concrete 20kg - Blue Circle Postcrete": stuffing never names a
 * range), else the first term of the description head (table order there), else anywhere (table order).
 */
export function leadingTerm(text: string, terms: readonly Term[]): Term | undefined {
  const named = firstTerm(text, terms);
  if (named?.family) return named;
  const head = descriptionHead(text);
  return (head !== text ? firstTerm(head, terms) : undefined) ?? named;
}
