/** Held-out set 6: one invented brand or range name, as a buyer who knows the maker types it. */
import { brandKeys, q, type JudgedQuery } from "./judged-query-kit.ts";

const B = "brand" as const;
const brand = (name: string, typed = name.toLowerCase()): JudgedQuery => q(typed, B, [3, brandKeys(name)]);

export const BRANDS: JudgedQuery[] = [
  brand("Portwell"),
  brand("Hartsmoor"),
  brand("Sallowmere", "sallowmere bricks"),
  brand("Torrin"),
  brand("Quarrybank", "quarrybank blocks"),
  brand("Airvale"),
  brand("Beamline"),
  brand("Membrex"),
  brand("Paveford"),
  brand("Skogvale"),
  brand("Timbergrove"),
  brand("Strandex"),
  brand("Fibrelle"),
  brand("Calcara"),
  brand("Whitcliffe"),
  brand("Thermhaven"),
  brand("Hallbrook"),
  brand("Gutterline"),
  brand("Boltwick"),
  brand("Stikwell"),
  brand("Sealora"),
  brand("Forgewell", "forgewell tools"),
  q("postmate", B, [3, "cement-portwell-postmate-20"]),
  q("wetwall", B, [3, "board-whitcliffe-wetwall-12.5"], [2, "board-calcara-aqua-12.5"]),
  q("moorland tiles", B, [3, /^roof-hallbrook-moorland-/], [1, "roof-hallbrook-ridge-grey"]),
];
