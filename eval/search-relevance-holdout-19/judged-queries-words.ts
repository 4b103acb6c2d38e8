/**
 * Generic words (category words, very short queries, plurals and singulars, shopping words round a category) and
 * no-match queries (nothing these merchants sell, in shop language, and nonsense: none is right). A bare product
 * type gives its everyday variants 3 and its specialist ones 2.
 */
import * as G from "./judged-query-kit.ts";
import { q, type JudgedQuery } from "./judged-query-kit.ts";

const W = "generic";
const X = "no-match";

export const GENERIC: readonly JudgedQuery[] = [
  q("cement best price", W, [3, G.OPC, "cement-rudston-masonry-25"], [2, G.CEMENTS], [1, G.MIXES]),
  q("cheap cement", W, [3, G.OPC], [2, G.CEMENTS]),
  q("building lime", W, [3, G.LIMES]),
  q(
    "mortar mixes",
    W,
    [3, "cement-rudston-mortar-20"],
    [2, "cement-rudston-masonry-25"],
    [1, "cement-langtoft-plasticiser-5"],
  ),
  q("bagged concrete", W, [3, "cement-rudston-concrete-20"], [2, "cement-rudston-postmix-20"], [1, G.BALLAST, G.OPC]),
  q("sand and aggregates", W, [3, G.SANDS, G.BALLAST, G.MOT, G.GRAVELS], [2, G.BULK, G.BAGGED]),
  q("aggregates in bags", W, [3, G.BAGGED], [2, G.BULK]),
  q("bulk aggregates", W, [3, G.BULK], [2, G.BAGGED]),
  q("gravel bag deals", W, [3, "agg-carnaby-pea-gravel-20"], [2, G.CHIPPINGS], [1, G.GRAVELS]),
  q("stone chippings", W, [3, G.CHIPPINGS], [2, "agg-carnaby-pea-gravel-20"]),
  q("decorative stone for gardens", W, [3, G.DECOR_STONE]),
  q("house bricks price", W, [3, G.FACING], [2, "brick-gen-common-frogged", G.ENGINEERING]),
  q("slabs", W, [3, G.RIVEN, G.PORCELAIN], [2, G.PATIO_PACKS]),
  q("garden paving", W, [3, G.SLABS], [2, G.BLOCK_PAVING], [1, "land-gen-jointing-compound"]),
  q("landscaping products", W, [3, /^land-/], [2, G.DECOR_STONE, "timber-gen-sleeper-2400"]),
  q("sawn timber prices", W, [3, G.SAWN], [2, G.CLS], [1, G.PLANED]),
  q("planed timber", W, [3, G.PLANED]),
  q("fence posts best price", W, [3, G.FENCE_POSTS], [2, "timber-gen-gravel-board-concrete"]),
  q(
    "fencing supplies delivered",
    W,
    [3, G.FENCING],
    [2, "timber-gen-panel-trellis-6x1"],
    [1, G.SHED_FENCE, "cement-rudston-postmix-20"],
  ),
  q("deck board offers", W, [3, G.ALL_DECK_BOARDS], [2, G.DECKING]),
  q("skirting boards cheap", W, [3, G.SKIRTING], [1, G.ARCHITRAVE]),
  q("architraves", W, [3, G.ARCHITRAVE]),
  q("sheet materials delivered", W, [3, G.SHEETS]),
  q("plywood sheets in stock", W, [3, G.PLY], [2, G.OSB]),
  q("osb board price", W, [3, G.OSB]),
  q("plasterboard sheets cheapest", W, [3, G.STD_BOARDS], [2, G.SPECIAL_BOARDS]),
  q("insulation board deals", W, [3, G.INSUL_BOARDS], [2, "board-oulston-thermal-37-5"]),
  q("loft insulation cheapest", W, [3, G.LOFT], [2, "insul-gen-multifoil"], [1, "insul-gen-loft-legs-12"]),
  q("roofing materials online", W, [3, G.ROOF_TILES, G.FLAT_ROOF, G.ROOF_SHEETS], [2, /^roof-/]),
  q("roof tiles for sale", W, [3, G.CONCRETE_TILES, "roof-wombleton-plain-clay"], [2, "roof-gen-natural-slate"]),
  q("plumbing supplies trade", W, [3, G.FITTINGS, G.COPPER], [2, /^plumb-/]),
  q("copper fittings", W, [3, G.COMPRESSION, "plumb-habton-solder-elbow-15"], [2, G.PUSH_FIT]),
  q("screws and fixings online", W, [3, G.SCREWS, G.WALL_FIXINGS], [2, /^fix-/]),
  q("wall plugs bulk buy", W, [3, G.PLUGS], [1, "fix-cloughton-frame-fixings-10x100-50"]),
  q("sealants and adhesives trade prices", W, [3, G.SEALANTS, /^seal-silpho-(?:grab|pva|wood-glue)/], [2, /^seal-/]),
  q("silicones", W, [3, G.SILICONE]),
  q("paint deals", W, [3, G.EMULSION], [2, /^paint-hackness-/]),
  q("emulsion paint offers", W, [3, G.EMULSION]),
  q("decorating supplies online", W, [3, G.SUNDRIES], [2, G.EMULSION]),
  q(
    "building materials near me",
    W,
    [3, G.OPC, G.BUILDING_SAND, G.SHARP_SAND, G.BRICKS, G.DENSE, G.SAWN],
    [2, G.CEMENTS, G.BLOCKS, G.SHEETS],
  ),
];

export const NO_MATCH: readonly JudgedQuery[] = [
  q("king size mattress", X),
  q("led strip lights", X),
  q("birthday card", X),
  q("electric guitar", X),
  q("lego set", X),
  q("toaster", X),
  q("extension lead 4 gang", X),
  q("barbecue charcoal", X),
  q("qwzxv", X),
  q("blorptang", X),
  q("wedding gift ideas", X),
  q("ukulele", X),
  q("desk lamp", X),
  q("double duvet", X),
  q("bathroom scales", X),
  q("football goal", X),
  q("waterproof jacket", X),
  q("teddy bear", X),
  q("zxqvplm", X),
  q("flurbingdoo", X),
  q("pizza oven", X),
  q("goldfish food", X),
  q("board game", X),
  q("fountain pen", X),
  q("gift voucher", X),
];
