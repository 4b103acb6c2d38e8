import type { JobPhrase } from "./job-phrases.ts";

/**
 * Pitched roofs, as job-phrases-trades.ts reads its trade job families (split from it for length, read in its
 * place): tiles and slates hang on treated battens over underlay; a roof retiled or renewed is bought as its tiles or
 * slates first, said of the roof or of the house ("re-roofing a terraced house").
 * Where to extend: another pitched-roof job and the kinds it is done with (synonym group keys, trade-synonyms*.ts).
 */
export const ROOFING_JOB_PHRASES: readonly JobPhrase[] = [
  // Battens "for tiling" only in a task phrase: "roof batten 25 x 50" is the product's own name.
  {
    when: ["batten", "lath", "tile batten"],
    with: ["tiling", "tile", "slating", "slate", "roof", "retile", "retiling"],
    groups: ["batten", "roofunderlay"],
    taskOnly: true,
  },
  {
    when: ["hang", "hanging", "hung", "hang on", "sit on"],
    with: ["roof", "retile", "retiling", "reroof", "reroofing", "slate", "slates", "roof tile"],
    groups: ["batten", "roofunderlay"],
  },
  // A house's roof renewed (said of the roof, or of the house: "re-roofing a terraced house").
  {
    when: [
      ...["retile", "retiling", "reroof", "reroofing", "tiling", "slating", "reslate", "reslating", "re roof"],
      ...["re roofing", "re tile", "re tiling", "new roof"],
    ],
    with: [
      ...["roof", "pitched roof", "house roof", "extension roof", "house", "terrace", "terraced", "semi"],
      ...["bungalow", "cottage", "detached"],
    ],
    groups: ["rooftile", "slate", "batten", "roofunderlay"],
  },
];
