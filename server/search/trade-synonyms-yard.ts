import type { SynonymGroup } from "./trade-synonyms.ts";

/**
 * More of the names a UK builders' merchant's counter hears for kinds of product, kept as data beside
 * trade-synonyms.ts (which merges them) the way trade-synonyms-regional.ts is: YARD_WORDS are one-way names added
 * to an existing group's alsoFrom (a query with one finds the group's products; no product is indexed under it),
 * YARD_GROUPS are kinds with no group before (`terms` as merchants title them, alsoFrom the other names).
 * Written by kind across the categories merchants stock, from trade usage, not from any judged query.
 *
 * Risk: a name that is also an ordinary word of another kind's titles pulls that kind in. So "underlay" alone
 * (carpet underlay), "liner" (pond liner), "pipe" and "valve" are left out, and a fascia is a "fascia board", never
 * "fascia" alone (a gutter's fascia bracket). Edit freely: the search index records a hash of the synonym data.
 */
/** A house's ordinary bricks: facing bricks outside, commons where they are hidden. */
const HOUSE_BRICK = ["house brick", "standard brick", "ordinary brick"];
/** What a merchant's counter sells as "fittings": push-fit, compression and end-feed. */
const PLUMBING_FITTING = ["plumbing fitting", "pipe fitting"];

export const YARD_WORDS: Readonly<Record<string, readonly string[]>> = {
  // Any flat-roof or shed covering: cap sheets and mineral felts are felts to a buyer.
  roofingfelt: ["felt", "flat roof felt", "shed roof felt", "roof covering felt"],
  facingbrick: [...HOUSE_BRICK, "stock brick", "london stock", "rustic brick"],
  commonbrick: HOUSE_BRICK,
  // Studwork is what Americans frame a wall with.
  cls: ["framing timber", "framing lumber", "wall stud", "timber stud", "stud work"],
  pushfit: [...PLUMBING_FITTING, "water fitting", "sharkbite", "shark bite", "push fitting"],
  compressionfitting: [...PLUMBING_FITTING, "water fitting", "compression"],
  ptfetape: ["teflon tape", "teflon", "ptfe thread tape"],
  cavityfixing: ["drywall anchor", "molly bolt", "molly", "toggle bolt", "hollow wall plug", "plasterboard rawlplug"],
  mineralwool: ["loft wool", "fibreglass roll", "fiberglass batt"],
  pir: ["foil board", "foil backed board", "foil insulation board", "kingspan board", "celotex board"],
  dpm: ["plastic sheeting", "plastic sheet", "heavy duty polythene", "vcl", "vapour control layer", "vapour check"],
  opc: ["mastercrete", "blue circle cement", "cem 1", "grey cement"],
  bondingplaster: ["carlite bonding", "thistle bonding", "bonding"],
  hardwall: ["carlite browning", "thistle hardwall", "browning", "carlite"],
  rooftile: ["roof tiling", "concrete tile", "clay roof tile"],
  drainpipe: ["sewer pipe", "foul drain pipe", "foul water pipe", "ug pipe"],
  gutter: ["guttering system", "rain guttering"],
  plasterboard: ["plaster sheet", "gypsum sheet", "wall sheet", "drywall sheet", "drywall board"],
  // The other roof coverings and the pipes above ground: what a buyer of "roof tiles" or "drainage pipes" also needs.
  slate: ["roof tile", "roofing tile"],
  soilpipe: ["drainage pipe", "drain pipe"],
  concreteblock: ["concrete brick", "block work", "blockwork"],
};

export const YARD_GROUPS: readonly SynonymGroup[] = [
  // Roofing: a mineral or torch-on cap sheet is the top layer of a felt roof, so "felt" asks for it too.
  {
    key: "capsheet",
    terms: ["cap sheet", "capsheet", "mineral felt", "mineral cap sheet", "torch on cap sheet", "self adhesive felt"],
    alsoFrom: ["felt", "flat roof felt", "shed roof felt", "top sheet felt", "felt roofing sheet"],
  },
  // Plain tiles and pantiles are roof tiles by their own names: a query for roof tiles finds them after its own.
  {
    key: "plaintile",
    terms: ["plain tile", "plain roof tile", "pantile", "double roman tile", "single camber tile"],
    alsoFrom: ["roof tile", "roofing tile", "clay tile", "peg tile", "rosemary tile"],
  },
  {
    key: "ridgetile",
    terms: ["ridge tile", "hip tile", "half round ridge", "angle ridge", "ridge and hip tile"],
    alsoFrom: ["roof tile", "roofing tile", "ridge capping"],
  },
  // Foil and quilt insulations sold by brand as well as by kind.
  {
    key: "multifoil",
    terms: ["multifoil", "multi foil", "multifoil insulation", "foil insulation", "reflective insulation"],
    alsoFrom: ["superquilt", "tri iso", "triso", "bubble foil", "foil bubble insulation"],
  },
  {
    key: "insulatedplasterboard",
    terms: ["insulated plasterboard", "thermal laminate", "thermal laminate board", "thermal plasterboard"],
    alsoFrom: ["thermal board", "insulated drylining board", "insulated dry lining board", "kooltherm k118"],
  },
  // Groundworks and landscaping.
  {
    key: "geotextile",
    terms: ["geotextile", "geotextile membrane", "driveway membrane", "ground stabilisation membrane"],
    alsoFrom: ["terram", "geo textile", "geofabric", "geo fabric", "driveway fabric", "sub base membrane"],
  },
  {
    key: "landdrain",
    terms: ["land drain", "land drainage pipe", "perforated pipe", "perforated drain pipe", "land drain coil"],
    alsoFrom: ["french drain", "field drain", "ag pipe", "agricultural drain", "perforated drainage"],
  },
  {
    key: "kerb",
    terms: ["kerb", "kerbstone", "kerb stone", "bullnose kerb", "half battered kerb", "edging kerb", "path edging"],
    alsoFrom: ["curb", "curbstone", "curb stone", "edging stone", "driveway edging", "drive kerb"],
  },
  // Fencing.
  { key: "gravelboard", terms: ["gravel board", "gravelboard"], alsoFrom: ["kickboard", "kick board"] },
  { key: "arrisrail", terms: ["arris rail", "fence rail", "cant rail"], alsoFrom: ["fencing rail"] },
  // Joinery, cladding and stairs.
  {
    key: "cladding",
    terms: ["shiplap", "shiplap cladding", "timber cladding", "matchboard", "matchboarding", "loglap", "log lap"],
    alsoFrom: ["cladding", "wood cladding", "feather edge cladding", "tongue and groove cladding"],
  },
  {
    key: "fasciaboard",
    terms: ["fascia board", "upvc fascia", "fascia plank"],
    alsoFrom: ["facia board", "facia", "barge board", "bargeboard", "eaves board"],
  },
  {
    key: "handrail",
    terms: ["handrail", "hand rail", "stair handrail", "banister rail"],
    alsoFrom: ["banister", "bannister", "stair rail"],
  },
  { key: "newel", terms: ["newel post", "newel"], alsoFrom: ["stair post", "newell post"] },
  {
    key: "contiboard",
    terms: ["contiboard", "conti board", "melamine faced chipboard", "melamine board", "mfc", "furniture board"],
    alsoFrom: ["melamine", "white faced chipboard", "furniture panel", "shelving board"],
  },
  // Fixings, pipes and consumables.
  {
    key: "wastepipe",
    terms: ["waste pipe", "solvent weld waste pipe", "push fit waste pipe", "solvent weld waste"],
    alsoFrom: ["drainage pipe", "drain pipe", "plastic waste pipe", "sink waste pipe"],
  },
  {
    key: "coachscrew",
    terms: ["coach screw", "hex head coach screw"],
    alsoFrom: ["lag screw", "lag bolt"],
  },
  {
    key: "anchorbolt",
    terms: ["anchor bolt", "sleeve anchor", "shield anchor", "through bolt", "wedge anchor", "expansion anchor"],
    alsoFrom: ["rawlbolt", "rawl bolt", "expansion bolt", "masonry anchor", "concrete anchor", "thunderbolt"],
  },
  {
    key: "threadedrod",
    terms: ["threaded rod", "threaded bar", "studding", "all thread", "allthread"],
    alsoFrom: ["threaded stud", "screwed rod", "rod thread"],
  },
  {
    key: "sandpaper",
    terms: ["sandpaper", "sand paper", "abrasive paper", "glasspaper", "glass paper"],
    alsoFrom: ["emery paper", "abrasive sheet"],
  },
  {
    key: "endfeed",
    terms: ["end feed", "endfeed", "solder ring", "yorkshire fitting", "capillary fitting"],
    alsoFrom: [...PLUMBING_FITTING, "sweat fitting", "solder fitting"],
  },
];
