/**
 * Aggregates: a type (ballast, MOT type 1, gravel, decorative stone) and, where it is sold by it,
 * a grading, in a bag of a stated weight or a bulk bag. A commodity.
 */
import { formatMm } from "../dimensions.ts";
import { bagFacts, bagSlot, type FactContext, leadingTerm, modelWords, packSlot } from "../fact-context.ts";
import { AGGREGATE_TYPES, DEFAULT_GRADING_MM } from "../product-lines.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";
import { bagCountFacts, statedGrading } from "./shared-bagged-facts.ts";

/** Only these are sold by grading (10 mm vs 20 mm); sub-base and hardcore gradings vary by quarry. */
const GRADED = new Set(["ballast", "gravel", "pea-gravel", "limestone", "granite"]);

const COLOURED = new Set(["gravel", "pea-gravel", "decorative"]);
/** Stone colours merchants name; "golden" and "gold" are one. */
const STONE_COLOURS: ReadonlyArray<readonly [word: string, colour: string]> = [
  ["golden", "gold"],
  ["gold", "gold"],
  ...[
    "red",
    "buff",
    "blue",
    "brown",
    "grey",
    "black",
    "white",
    "cream",
    "green",
    "plum",
    "purple",
    "pink",
    "silver",
    "yellow",
  ].map((c) => [c, c] as const),
];

function stoneColour(text: string): string | null {
  const found = STONE_COLOURS.filter(([word]) => text.includes(` ${word} `)).map(([, colour]) => colour);
  return found.length ? [...new Set(found)].sort().join("-") : null;
}

function aggregateFacts(ctx: FactContext): BuiltFacts {
  const read = leadingTerm(ctx.text, AGGREGATE_TYPES)?.value ?? null;
  const bag = bagSlot(ctx.parsed);
  const stated = statedGrading(ctx);
  // Gravel or shingle of 10 mm and under is what the trade sells as pea gravel, whichever name a merchant uses.
  const type = read === "gravel" && stated !== null && parseFloat(stated) <= 10 ? "pea-gravel" : read;
  const byDefault = type && DEFAULT_GRADING_MM[type] !== undefined ? `${formatMm(DEFAULT_GRADING_MM[type])}mm` : null;
  const graded = !!type && (GRADED.has(type) || type === "decorative");
  const grading = graded ? (stated ?? byDefault) : null;
  // Decorative stone is named by stone/source ("cotswold", "slate"); colour words are loose descriptions.
  // "Aggregates - Plum Slate Chippings": the category word a merchant's label adds names no stone.
  const model =
    type === "decorative"
      ? modelWords(ctx, AGGREGATE_TYPES).filter((w) => !/\d/.test(w) && w !== "aggregate" && w !== "decorative")
      : [];
  // Stone comes in colours (golden gravel, plum or green slate): each its own product. Plain gravel naming
  // none is the natural one; a named stone naming none ("Slate Chippings") may be any of its colours, and
  // colours sharing a word ("blue", "blue-grey") are one to the similarity stage (the "tone" attribute).
  const tone =
    type && COLOURED.has(type) ? (stoneColour(ctx.text) ?? (type === "decorative" ? null : "natural")) : null;
  return {
    slots: [
      ["type", type],
      ...(type && COLOURED.has(type) ? [["tone", tone] as [string, string | null]] : []),
      ...(type === "decorative" ? [["model", model.join("-") || null] as [string, string | null]] : []),
      ["grading", grading],
      ["bag", bag],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(type ? { type } : {}),
      ...(model.length ? { model: model.join(" ") } : {}),
      ...(tone && tone !== "natural" ? { colour: tone } : {}),
      ...(grading !== null ? { grading: grading.replace("mm", " mm") } : {}),
      ...bagFacts(ctx.parsed),
      ...bagCountFacts(ctx.parsed),
    },
    specific:
      !!type && bag !== null && (type === "decorative" ? model.length > 0 : !GRADED.has(type) || grading !== null),
    line: type,
  };
}

export const aggregatesProfile: CategoryProfile = {
  vocabulary: [
    ["ballast", 7],
    ["allin", 5],
    ["mot", 5],
    ["type 1", 5],
    ["subbase", 6],
    ["gravel", 6],
    ["shingle", 6],
    ["chipping", 6],
    ["limestone", 4],
    ["granite", 4],
    ["hardcore", 6],
    ["scalping", 6],
    ["pebble", 5],
    ["aggregate", 3],
    // Ballast under its other trade names: "Concreting aggregate (sand and gravel)" is no sand.
    ["combined aggregate", 8],
    ["concreting aggregate", 8],
    ["concrete aggregate", 8],
    ["mixed aggregate", 8],
    ["cobble", 4],
    // Topsoil is sold by the bulk bag beside gravel: no sand, whatever its description compares it with.
    ["topsoil", 6],
  ],
  codeRules: [],
  numbersByWeight: true,
  unitPreference: ["m3", "kg", "item"],
  areaFromFace: false,
  lengthFrom: "none",
  brandPolicy: "excluded",
  makerDefined: false,
  colourIsIdentity: false,
  flagSlots: [],
  facts: aggregateFacts,
};
