/** Held-out set 7, brands and ranges: a maker alone, a maker with its category word, or a range name. */
import { brandKeys, q, type JudgedQuery } from "./judged-query-kit.ts";

const brand = (text: string, name: string, ...related: string[]): JudgedQuery =>
  related.length ? q(text, "brand", [3, brandKeys(name)], [1, ...related]) : q(text, "brand", [3, brandKeys(name)]);

export const BRANDS: JudgedQuery[] = [
  brand("dunstone", "dunstone"),
  brand("greyholm", "greyholm"),
  brand("sandcrest", "sandcrest"),
  brand("ravensmoor bricks", "ravensmoor"),
  brand("kellingford", "kellingford"),
  brand("brackendale blocks", "brackendale"),
  brand("spanwell lintels", "spanwell", "block-gen-concrete-lintel-1200", "block-gen-concrete-lintel-1800"),
  brand("hydrona", "hydrona"),
  brand("flagmoor", "flagmoor"),
  brand("nordwood", "nordwood"),
  brand("grainline decking", "grainline"),
  brand("larchwood", "larchwood"),
  brand("strandcore", "strandcore"),
  brand("fibrona", "fibrona"),
  q("gypline plasterboard", "brand", [3, /^board-gypline-/], [1, /^plaster-gypline-/, "board-sheerwall-std-12.5"]),
  brand("loftwarm", "loftwarm"),
  brand("tilverne", "tilverne"),
  brand("gutterflow", "gutterflow"),
  brand("screwtec", "screwtec"),
  brand("anchorfix", "anchorfix"),
  brand("ironhurst tools", "ironhurst"),
  q("setfast", "brand", [3, "cement-dunstone-setfast-20"]),
  q("aquashield", "brand", [3, "board-gypline-aquashield-12.5"]),
  q("kelvedge", "brand", [3, "brick-ravensmoor-kelvedge", "brick-ravensmoor-kelvedge-500"]),
  q("marshwood slabs", "brand", [3, "paving-flagmoor-marshwood-450", "paving-flagmoor-marshwood-600"]),
  q("thermawrap", "brand", [3, "board-gypline-thermawrap-37.5"]),
  q("rydal tiles", "brand", [3, "roof-tilverne-rydal-red", "roof-tilverne-rydal-grey"]),
];
