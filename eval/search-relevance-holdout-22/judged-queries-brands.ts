/**
 * Held-out set 22, brands: an invented brand alone (every product of it 3), a brand with its category word (that
 * brand's products of the category 3, the same category from others 2, the brand's other products 1), or a range
 * name alone (the range 3, the brand's other products 1).
 */
import * as G from "./judged-query-kit.ts";

const b = G.kind("brand");
const all = (brand: string) => G.brandKeys(brand);

export const BRANDS: readonly G.JudgedQuery[] = [
  b("pembridge", [3, all("pembridge")]),
  b("PEMBRIDGE CEMENT", [3, G.CEMENTS], [1, all("pembridge")]),
  b("lyonshall", [3, all("lyonshall")]),
  b("Lyonshall products", [3, all("lyonshall")]),
  b("sarnesfield", [3, all("sarnesfield")]),
  b("kinnersley", [3, all("kinnersley")]),
  b("KINNERSLEY BRICKS", [3, all("kinnersley")], [2, G.BRICKS]),
  b("brilley", [3, all("brilley")]),
  b("brilley blocks", [3, G.BLOCKS, "block-brilley-aymestrey-trench-300"], [1, all("brilley")]),
  b("yarpole", [3, all("yarpole")]),
  b("yarpole lintels stockists", [3, all("yarpole")], [2, G.CONCRETE_LINTELS]),
  b("moccas", [3, all("moccas")]),
  b("bredwardine", [3, all("bredwardine")]),
  b("Bredwardine stockists", [3, all("bredwardine")]),
  b("bredwardine fencing", [3, /^timber-bredwardine-(?:fence-post|panel)-/], [2, G.FENCING], [1, all("bredwardine")]),
  b("dinmore", [3, all("dinmore")]),
  b("dinmore decking near me", [3, all("dinmore")]),
  b("winforton", [3, all("winforton")]),
  b("madley", [3, all("madley")]),
  b("tyberton", [3, all("tyberton")]),
  b("tyberton trade", [3, all("tyberton")]),
  b("peterchurch", [3, all("peterchurch")]),
  b("Peterchurch insulation", [3, all("peterchurch")], [2, G.INSULATION]),
  b("DORSTONE", [3, all("dorstone")]),
  b("allensmore", [3, all("allensmore")]),
  b("ewyas", [3, all("ewyas")]),
  b("ORCOP", [3, all("orcop")]),
  b("orcop fittings", [3, /^plumb-orcop-(?:comp|solder)-/], [2, G.PUSH_FIT], [1, all("orcop")]),
  b("garway", [3, all("garway")]),
  b("Garway near me", [3, all("garway")]),
  b("kilpeck", [3, all("kilpeck")]),
  b("wormbridge", [3, all("wormbridge")]),
  b("abbeydore", [3, all("abbeydore")]),
  b("abbeydore sealants", [3, G.SEALANTS], [1, all("abbeydore")]),
  b("bacton", [3, all("bacton")]),
  b("marden", [3, all("marden")]),
  b("kentchurch", [3, all("kentchurch")]),
  b("shobdon", [3, /^brick-kinnersley-shobdon-/], [1, all("kinnersley")]),
  b("lingen", [3, G.LINGEN], [1, all("kinnersley")]),
  b("aymestrey", [3, /^block-brilley-aymestrey-/], [1, all("brilley")]),
  b("monkland", [3, G.PORCELAIN], [1, all("moccas")]),
  b("moorhampton", [3, G.COMPOSITE], [1, all("dinmore")]),
  b("vowchurch", [3, G.PLASTERS], [1, all("tyberton")]),
  b("blakemere", [3, G.PIR], [1, all("peterchurch")]),
  b("byford", [3, /^paint-marden-byford-/], [1, all("marden")]),
];
