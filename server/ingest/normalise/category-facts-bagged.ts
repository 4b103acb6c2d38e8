/**
 * Bagged and loose materials: cement, plaster, concrete/mortar, sand, aggregates.
 * Identity = product line + bag size (bulk bags collapse to one "bulk-bag" size).
 */
import {
  bagFacts,
  bagSlot,
  type CategoryFacts,
  type FactContext,
  leadingTerm,
  modelWords,
  packSlot,
} from "./fact-context.ts";
import { formatMm } from "./dimensions.ts";
import {
  AGGREGATE_TYPES,
  CEMENT_LINES,
  CONCRETE_MORTAR_LINES,
  DEFAULT_GRADING_MM,
  PLASTER_LINES,
  PLASTIC_PACKAGING,
  SAND_TYPES,
  firstTerm,
} from "./product-lines.ts";
import type { ParsedMeasurements } from "./measurements.ts";

/** "Pack of 10" bags is a different product (and price) from one bag: the count is in every key. */
function bagCountFacts(parsed: ParsedMeasurements): Record<string, string> {
  return parsed.packCount && parsed.packCount > 1 ? { count: `${parsed.packCount} bags` } : {};
}

export function cementFacts(ctx: FactContext): CategoryFacts {
  const line = leadingTerm(ctx.text, CEMENT_LINES);
  // Unnamed bagged cement is the maker's general-purpose grade; specialist cements always say so.
  const lineValue = line?.value ?? "general-purpose";
  const packaging = firstTerm(ctx.text, PLASTIC_PACKAGING) ? "plastic" : "paper";
  const bag = bagSlot(ctx.parsed);
  return {
    slots: [
      ["line", lineValue],
      ["packaging", packaging],
      ["bag", bag],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: { line: lineValue, packaging, ...bagFacts(ctx.parsed), ...bagCountFacts(ctx.parsed) },
    brandPolicy: "required",
    specific: bag !== null,
    lineFamily: line?.family,
    line: lineValue,
    defaultLine: !line,
    rangeName: line?.value,
  };
}

export function plasterFacts(ctx: FactContext): CategoryFacts {
  const line = firstTerm(ctx.text, PLASTER_LINES);
  const bag = bagSlot(ctx.parsed);
  return {
    slots: [
      ["line", line?.value ?? null],
      ["bag", bag],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: { ...(line ? { line: line.value } : {}), ...bagFacts(ctx.parsed), ...bagCountFacts(ctx.parsed) },
    brandPolicy: "required",
    specific: !!line && bag !== null,
    lineFamily: line?.family,
    line: line?.value ?? null,
    rangeName: line?.value,
  };
}

export function concreteMortarFacts(ctx: FactContext): CategoryFacts {
  const line = leadingTerm(ctx.text, CONCRETE_MORTAR_LINES);
  const bag = bagSlot(ctx.parsed);
  return {
    slots: [
      ["line", line?.value ?? null],
      ["bag", bag],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: { ...(line ? { line: line.value } : {}), ...bagFacts(ctx.parsed), ...bagCountFacts(ctx.parsed) },
    brandPolicy: "required",
    specific: !!line && bag !== null,
    lineFamily: line?.family,
    line: line?.value ?? null,
  };
}

export function sandFacts(ctx: FactContext): CategoryFacts {
  const type = leadingTerm(ctx.text, SAND_TYPES)?.value ?? null;
  const bag = bagSlot(ctx.parsed);
  return {
    slots: [
      ["type", type],
      ["bag", bag],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: { ...(type ? { type: `${type} sand` } : {}), ...bagFacts(ctx.parsed), ...bagCountFacts(ctx.parsed) },
    brandPolicy: "excluded",
    specific: !!type && bag !== null,
    line: type,
  };
}

/** Only these are sold by grading (10 mm vs 20 mm); sub-base and hardcore gradings vary by quarry. */
const GRADED = new Set(["ballast", "gravel", "pea-gravel", "limestone", "granite"]);

/** "20-40mm" or "20mm"; decorative stone is graded too, but merchants often leave it out. */
export function statedGrading(ctx: FactContext): string | null {
  const range = ctx.parsed.rangesMm[0];
  // "0-20mm" is how all-in ballast is graded, and merchants write it "20mm" just as often.
  if (range) return range[0] === 0 ? `${formatMm(range[1])}mm` : `${formatMm(range[0])}-${formatMm(range[1])}mm`;
  const mm = ctx.parsed.singles.filter((s) => s.unit === "mm" && s.mm <= 150).map((s) => s.mm)[0];
  return mm !== undefined ? `${formatMm(mm)}mm` : null;
}

export function aggregateFacts(ctx: FactContext): CategoryFacts {
  const type = leadingTerm(ctx.text, AGGREGATE_TYPES)?.value ?? null;
  const bag = bagSlot(ctx.parsed);
  const stated = statedGrading(ctx);
  const byDefault = type && DEFAULT_GRADING_MM[type] !== undefined ? `${formatMm(DEFAULT_GRADING_MM[type])}mm` : null;
  const graded = !!type && (GRADED.has(type) || type === "decorative");
  const grading = graded ? (stated ?? byDefault) : null;
  // Decorative stone is named by stone/source ("cotswold", "slate"); colour words are loose descriptions.
  const model = type === "decorative" ? modelWords(ctx, AGGREGATE_TYPES).filter((w) => !/\d/.test(w)) : [];
  return {
    slots: [
      ["type", type],
      ...(type === "decorative" ? [["model", model.join("-") || null] as [string, string | null]] : []),
      ["grading", grading],
      ["bag", bag],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(type ? { type } : {}),
      ...(model.length ? { model: model.join(" ") } : {}),
      ...(grading !== null ? { grading: grading.replace("mm", " mm") } : {}),
      ...bagFacts(ctx.parsed),
      ...bagCountFacts(ctx.parsed),
    },
    brandPolicy: "excluded",
    specific:
      !!type && bag !== null && (type === "decorative" ? model.length > 0 : !GRADED.has(type) || grading !== null),
    line: type,
  };
}
