import type { UseEntry } from "./use-words-table.ts";

/**
 * A kind named with what it is for, where the use picks the kind's variant ("board for a boat" is marine ply,
 * "plasterboard for a garage ceiling" fire board, "timber for rafters" C24, "insulation for a flat roof" PIR,
 * "paint for railings" metal paint, "screws for decking" decking screws): UK trade knowledge of which variant each
 * common use needs, written kind by kind over sheet materials, plasterboard, timber, insulation, membranes, fixings
 * and paint, never per query. Read as use-words-table.ts reads every entry (a `uses` phrase in the "for…" clause, a
 * `heads` word or group in the head); its groups widen the head and rank first. Where to extend: another use of a
 * kind, or another kind's uses, in its family below. Never a use that names a product of its own ("roof sheet").
 */

const SHEET = ["board", "sheet", "sheet material", "plywood", "osb", "sheeting"];
// Not "sheet": "sheets for a carport roof" are roof sheets.
const DECK_SHEET = ["board", "sheet material", "plywood", "osb", "boarding"];
const TIMBER = ["timber", "wood", "sawn", "treated", "carcassing", "length"];
const INSULATION = ["insulation", "insulating", "insulation board", "mineralwool", "roll"];
const MEMBRANE = ["membrane", "sheeting", "polythene", "plastic", "liner", "underlay"];

const SHEET_USES: readonly UseEntry[] = [
  {
    uses: ["boat", "boat building", "boatbuilding", "dinghy", "canoe", "kayak", "pontoon", "jetty", "marine"],
    heads: SHEET,
    groups: ["marineply"],
  },
  {
    // Not "concrete" or "concrete step": the formwork job (job-phrases-trades.ts) reads those with its boxing words.
    uses: ["hoarding", "site hoarding", "formwork", "shuttering"],
    heads: SHEET,
    groups: ["plywood", "osb"],
  },
  // A cabinet's or a wardrobe's back and a drawer's bottom are thin hardboard or MDF.
  {
    uses: [
      ...["back cabinet", "cabinet back", "back wardrobe", "wardrobe back", "back unit", "drawer bottom"],
      ...["drawer base", "back panel"],
    ],
    heads: SHEET,
    groups: ["hardboard", "mdf"],
  },
  {
    // Not "roof" alone ("boards on the roof edge" are fascias) nor a shed's roof (its felt decides).
    uses: ["flat roof", "roof deck", "roof decking", "garage roof"],
    heads: DECK_SHEET,
    groups: ["osb", "plywood"],
  },
  {
    // Not a shed's walls: they are clad (job-phrases-garden-buildings.ts).
    uses: ["sheathing", "garden room", "garden office"],
    heads: SHEET,
    groups: ["osb", "plywood"],
  },
];

// Plasterboard by the room or the rule it meets. Not a wet room's (the synonym tables read "for bathroom walls" as
// moisture-resistant board) nor a cold wall's (the drylining jobs read its insulated board with its adhesive).
const PLASTERBOARD_USES: readonly UseEntry[] = [
  {
    uses: ["garage", "garage ceiling", "integral garage", "fire", "fire protection", "fire rating", "fire regs"],
    heads: ["plasterboard"],
    groups: ["fireboard"],
  },
  {
    uses: ["soundproofing", "sound proofing", "noise", "party wall", "cinema", "music room", "between room"],
    heads: ["plasterboard"],
    groups: ["soundboard"],
  },
];

// Timber by the part it becomes: C24 for what spans, battens for tiles, sleepers for beds. Not a stud wall's: the
// stud-wall jobs read its CLS with its boards (job-phrases-trades.ts; tried here, sets 15, 16, 19 and 21 lower).
const TIMBER_USES: readonly UseEntry[] = [
  // A deck's joists are treated deck joists (use-words-table.ts reads "decking joist").
  { uses: ["deck joist", "deck bearer", "decking bearer"], heads: TIMBER, groups: ["joist"] },
  {
    uses: ["rafter", "roof joist", "floor joist", "ceiling joist", "joist", "purlin", "beam", "structural"],
    heads: TIMBER,
    groups: ["strengthgraded", "sawn"],
  },
  {
    uses: ["roof batten", "battening", "roof tile", "tiled roof", "slate", "slating", "counter batten"],
    heads: TIMBER,
    groups: ["batten"],
  },
  {
    uses: ["raised bed", "garden edging", "retaining wall", "garden step", "terracing"],
    heads: TIMBER,
    groups: ["sleeper"],
  },
  { uses: ["fence", "fencing", "closeboard"], heads: TIMBER, groups: ["featheredge", "arrisrail", "fencepost"] },
  { uses: ["cladding", "shed cladding"], heads: [...TIMBER, "board"], groups: ["cladding", "featheredge"] },
];

// Insulation by where it goes: rigid board under a floor or in a roof, batts in a cavity. Not a loft's (the loft
// tables read its rolls with their depth words) nor a stud wall's (its jobs read the acoustic roll with the boards).
const INSULATION_USES: readonly UseEntry[] = [
  {
    uses: ["concrete floor", "solid floor", "under floor", "underfloor", "floor slab", "screed", "floor"],
    heads: INSULATION,
    groups: ["pir", "eps"],
  },
  {
    uses: [
      ...["flat roof", "warm roof", "between rafter", "rafter", "pitched roof", "dormer", "garden room"],
      ...["garden office", "summer house", "summerhouse", "log cabin"],
    ],
    heads: INSULATION,
    groups: ["pir", "multifoil"],
  },
  { uses: ["cavity", "cavity wall"], heads: [...INSULATION, "batt", "slab"], groups: ["cavitybatt"] },
  {
    uses: ["soundproofing", "sound proofing", "noise", "between floor"],
    heads: INSULATION,
    groups: ["acousticinsulation"],
  },
  {
    uses: ["pipe", "pipework", "water pipe", "tank", "cold water tank"],
    heads: [...INSULATION, "foam"],
    groups: ["pipelagging"],
  },
];

const MEMBRANE_USES: readonly UseEntry[] = [
  {
    uses: ["concrete floor", "under concrete", "floor slab", "slab", "oversite", "screed"],
    heads: MEMBRANE,
    groups: ["dpm"],
  },
  {
    uses: ["under tile", "roof tile", "pitched roof", "rafter", "tiled roof", "reroof", "reroofing"],
    heads: [...MEMBRANE, "felt"],
    groups: ["roofunderlay", "breathable"],
  },
  {
    uses: ["gravel", "under gravel", "weed", "path", "border", "chipping", "chippings"],
    heads: [...MEMBRANE, "fabric", "sheet"],
    groups: ["weedfabric"],
  },
  {
    uses: ["flat roof", "shed roof", "garage roof"],
    heads: ["membrane", "rubber", "liner", "covering"],
    groups: ["epdm", "roofingfelt"],
  },
];

const FIXING_USES: readonly UseEntry[] = [
  { uses: ["decking", "deck", "deck board", "decking board"], heads: ["screw"], groups: ["deckingscrew"] },
  { uses: ["plasterboard", "drywall", "dry lining", "drylining"], heads: ["screw"], groups: ["drywallscrew"] },
  {
    uses: ["concrete", "brick", "brickwork", "masonry", "block", "blockwork"],
    heads: ["screw"],
    groups: ["concretescrew", "wallplug"],
  },
  { uses: ["sleeper", "railway sleeper", "raised bed", "landscaping"], heads: ["screw"], groups: ["landscapescrew"] },
  {
    uses: ["window frame", "door frame", "upvc window", "window", "frame"],
    heads: ["screw", "fixing", "anchor"],
    groups: ["framefixing"],
  },
];

// Not a fence's or a shed's paint: "paint for fence posts" stays as typed (use-words.test.ts). Not a floor's: the
// reader takes "floor" after "paint for" as the floor paint's own name.
const PAINT_USES: readonly UseEntry[] = [
  {
    uses: ["outside wall", "external wall", "render", "rendered wall", "pebbledash", "brickwork", "masonry"],
    heads: ["paint"],
    groups: ["masonrypaint"],
  },
  {
    uses: ["radiator", "railing", "gate", "metal", "iron", "steel", "metal gate", "iron gate"],
    heads: ["paint"],
    groups: ["metalpaint"],
  },
  {
    uses: ["door", "skirting", "skirting board", "woodwork", "window frame", "architrave", "banister", "spindle"],
    heads: ["paint"],
    groups: ["glosspaint", "satinwood"],
  },
  {
    uses: ["new plaster", "fresh plaster", "bare plaster", "ceiling", "wall", "interior wall"],
    heads: ["paint"],
    groups: ["emulsion"],
  },
];

export const USE_VARIANTS: readonly UseEntry[] = [
  ...SHEET_USES,
  ...PLASTERBOARD_USES,
  ...TIMBER_USES,
  ...INSULATION_USES,
  ...MEMBRANE_USES,
  ...FIXING_USES,
  ...PAINT_USES,
];
