import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * The first part of the trade-synonym data (trade-synonyms.ts explains the fields and keeps the order): aggregates,
 * sands, decorative stone, topsoil and the bulk bag they come in. Split out of trade-synonyms.ts for length only.
 */
export const AGGREGATE_GROUPS: readonly SynonymGroup[] = [
  // Aggregates and sands.
  {
    key: "ballast",
    terms: [
      "ballast",
      "all in ballast",
      "all in aggregate",
      "allin ballast",
      "combined aggregate",
      "concreting ballast",
    ],
    alsoFrom: ["concrete base", "foundation concrete", "footing concrete"],
  },
  {
    key: "subbase",
    terms: ["mot type 1", "type 1", "type one", "mot", "sub base", "subbase", "dtp1", "dtp 1"],
    // What most buyers mean by hardcore is a graded sub-base; crushed rubble (scalpings) is the cheaper cousin.
    // Crusher run (crushed rubble, indexed as scalpings below) is bought for the same job: its own first.
    alsoFrom: ["hardcore", "crusher run", "scalpings"],
  },
  { key: "scalpings", terms: ["scalpings", "crusher run", "crushed concrete"] },
  { key: "sharpsand", terms: ["sharp sand", "concreting sand", "grit sand", "screeding sand"] },
  { key: "buildingsand", terms: ["building sand", "soft sand", "bricklaying sand", "mortar sand"] },
  { key: "plasteringsand", terms: ["plastering sand", "rendering sand", "render sand"] },
  { key: "kilndried", terms: ["kiln dried sand", "jointing sand", "block paving sand", "paving sand"] },
  { key: "peagravel", terms: ["pea gravel", "pea shingle", "shingle"] },
  // Decorative stone: what "gravel" finds after the gravels themselves.
  {
    key: "chippings",
    terms: ["chipping", "decorative chipping", "slate chipping", "decorative aggregate", "decorative stone"],
    alsoFrom: ["gravel", "decorative gravel", "driveway gravel"],
  },
  { key: "topsoil", terms: ["topsoil", "top soil", "screened soil", "garden soil"] },
  {
    key: "bulkbag",
    attribute: true,
    terms: ["bulk bag", "jumbo bag", "dumpy bag", "tonne bag", "builders bag", "big bag", "bulk sack", "jumbo sack"],
  },
];
