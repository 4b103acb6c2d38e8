import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * Session 19: finishing kinds merchants stock that no group named, and catalogue titles of grouped finishing kinds
 * where no term stands whole ("Liquid Gloss", "Undercoat White"). Written from the decorator's, plumber's and
 * fixer's counter vocabulary, kind by kind, not from judged queries. Merged into the finishing tables by
 * trade-synonyms-finishing-trades.ts (FINISHING_GROUPS, FINISHING_TITLES).
 *
 * Risk: a paint undercoat shares its word with the plasterer's undercoats (hardwall, bonding): no bare "undercoat"
 * term here, only phrases a paint's title or a decorator prints; the bare word asks for the paint through alsoFrom
 * and the plasters still match it literally.
 */
export const FINISHING_KIND_TITLES: Readonly<Record<string, readonly string[]>> = {
  // Gloss sold by its finish's name alone, no "paint" in the title.
  glosspaint: ["liquid gloss", "non drip gloss", "quick dry gloss", "one coat gloss", "exterior gloss"],
  painttool: ["paint roller and tray set", "roller and tray set", "paint brush set"],
};

export const FINISHING_KIND_GROUPS: readonly SynonymGroup[] = [
  // Paint made for bare or rusted metal (gates, railings, radiators, gutters): makers' names are the everyday word.
  {
    key: "metalpaint",
    terms: [
      ...["metal paint", "direct to metal paint", "direct to metal", "dtm paint", "smooth metal paint"],
      ...["hammered metal paint", "hammered finish paint", "metal enamel paint"],
    ],
    alsoFrom: [
      ...["hammerite", "smoothrite", "rust paint", "anti rust paint", "rust proof paint", "rustproof paint"],
      ...["rust resistant paint", "paint for metal", "metal gloss", "railing paint", "gate paint"],
      ...["rustoleum", "rust oleum", "metal enamel", "paint for railings", "ironwork paint", "wrought iron paint"],
    ],
  },
  // The decorator's undercoat under gloss, not the plasterer's (hardwall, bonding: trade-synonyms.ts).
  {
    key: "paintundercoat",
    terms: [
      ...["undercoat paint", "paint undercoat", "wood undercoat", "woodwork undercoat", "gloss undercoat"],
      ...["undercoat white", "white undercoat", "acrylic undercoat", "quick dry undercoat", "liquid undercoat"],
    ],
    alsoFrom: [
      "undercoat",
      "under coat",
      "undercoat for gloss",
      "undercoating",
      "paint for woodwork",
      "wood paint",
      "woodwork paint",
    ],
  },
  // The gun a gun-grade can of foam screws onto: not a sealant gun.
  {
    key: "foamgun",
    terms: ["foam gun", "foam applicator gun", "foam applicator", "foam dispensing gun"],
    alsoFrom: ["pu foam gun", "foam gun applicator", "spray foam gun"],
  },
];
