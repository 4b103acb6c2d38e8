/**
 * Vocabulary for insulation, roofing and drainage (see product-lines.ts for the
 * ordering rule: first matching term wins, so specific phrases go first).
 */
import { term as t } from "./term-tables.ts";

// --------------------------------------------------------------- insulation
export const INSULATION_TYPES = [
  t("pir", ["pir", "pur", "polyisocyanurate"]),
  t("xps", ["xps", "extruded polystyrene"]),
  t("eps", ["eps", "polystyrene", "expanded polystyrene"]),
  t("mineral-wool", ["mineral wool", "glass wool", "glasswool", "rock wool", "stone wool"]),
];
export const ROLL_WORDS = [t("roll", ["roll", "slab", "batt"])];

// ------------------------------------------------------------------ roofing
export const ROOFING_TYPES = [
  t("batten", ["roofing batten", "roof batten", "tile batten", "bs5534", "batten"]),
  t("ridge", ["ridge tile", "ridge"]),
  t("felt", ["shed felt", "roofing felt", "felt"]),
  t("membrane", ["breather membrane", "underlay", "membrane"]),
  t("slate", ["slate"]),
  // Fittings of one tile range are products of their own: a hip, verge or eaves tile is not the plain tile.
  t("hip", ["hip tile", "hip"]),
  t("verge", ["verge tile", "verge"]),
  t("eaves", ["eaves tile", "eaves"]),
  t("tile-and-a-half", ["tile and a half", "tile and half"]),
  t("tile", ["tile"]),
];

// ----------------------------------------------------------------- drainage
export const DRAINAGE_TYPES = [
  t("bottle-gully", ["bottle gully"]),
  t("gully", ["gully"]),
  t("inspection-chamber", ["inspection chamber", "access chamber"]),
  t("soakaway", ["soakaway"]),
  t("bend", ["bend"]),
  t("junction", ["junction", "branch"]),
  t("coupler", ["coupler", "coupling"]),
  t("adaptor", ["adaptor", "adapter"]),
  t("channel", ["drainage channel", "channel drain", "channel"]),
  // Fittings named with the pipe they fit ("Downpipe Shoe", "Gutter Fascia Bracket"): the fitting is the product.
  t("shoe", ["shoe"]),
  t("clip", ["pipe clip", "clip"]),
  // A "union bracket" is the gutter union (it clips two gutter lengths together), not a fascia bracket.
  t("union", ["union bracket", "gutter union", "union", "joint bracket"]),
  t("bracket", ["fascia bracket", "bracket"]),
  t("stop-end", ["stop end", "stopend"]),
  t("outlet", ["running outlet", "outlet"]),
  t("hopper", ["hopper"]),
  t("offset", ["offset"]),
  t("downpipe", ["downpipe", "down pipe"]),
  t("gutter", ["gutter", "guttering"]),
  t("pipe", ["pipe"]),
];
export const PIPE_ENDS = [
  t("double-socket", ["double socket"]),
  t("single-socket", ["single socket"]),
  t("plain", ["plain ended", "plain end", "plain"]),
];
/** Rainwater section shapes: a round and a square downpipe of one size are different products. */
export const RAINWATER_PROFILES = [
  t("half-round", ["half round"]),
  t("deep-flow", ["deep flow", "deepflow", "high capacity"]),
  t("square", ["square"]),
  t("ogee", ["ogee"]),
  t("round", ["round"]),
];
/** What a grating or cover is made of: a galvanised steel and a plastic grating are two products. */
export const GRATING_MATERIALS = [
  t("stainless", ["stainless steel", "stainless"]),
  t("galvanised", ["galvanised steel", "galvanized steel", "galvanised", "galvanized"]),
  t("cast-iron", ["cast iron", "ductile iron"]),
  t("steel", ["steel"]),
  t("plastic", ["plastic", "polypropylene", "polymer", "pvc"]),
  t("composite", ["composite"]),
];
/** Words that say the product has a grating or cover whose material matters. */
export const GRATED = [t("grated", ["grating", "grate", "grid", "cover"])];
export const DRAIN_SYSTEMS = [
  t("soil", ["soil"]),
  // Shoes, hoppers, fascia brackets and running outlets exist only on rainwater systems.
  t("rainwater", [
    "rainwater",
    "gutter",
    "guttering",
    "downpipe",
    "down pipe",
    "shoe",
    "hopper",
    "fascia bracket",
    "running outlet",
    // The union bracket is the gutter union (see DRAINAGE_TYPES): a rainwater fitting whatever else the title says.
    "union bracket",
    "gutter union",
  ]),
];

// ------------------------------------------------------------------- timber
/** Species: oak, ash and redwood of one section are three products (and three prices). */
export const TIMBER_SPECIES = [
  t("oak", ["european oak", "white oak", "oak"]),
  t("ash", ["ash"]),
  t("beech", ["beech"]),
  t("walnut", ["walnut"]),
  t("maple", ["maple"]),
  t("sapele", ["sapele"]),
  t("meranti", ["meranti"]),
  t("iroko", ["iroko"]),
  t("idigbo", ["idigbo"]),
  t("utile", ["utile"]),
  t("mahogany", ["mahogany"]),
  t("tulipwood", ["tulipwood", "tulip wood", "poplar"]),
  t("redwood", ["redwood"]),
  t("whitewood", ["whitewood", "white wood", "spruce"]),
  t("larch", ["larch"]),
  t("douglas-fir", ["douglas fir"]),
  t("cedar", ["western red cedar", "cedar"]),
  t("accoya", ["accoya"]),
];
/** Planed Square Edge keeps sharp arrises, Planed All Round is eased: two finishes of one section. */
/**
 * Planed timber: merchants sell one planed section as "PSE" or "PAR" (the edges differ by an arris
 * nobody prices), so both are one finish.
 */
export const PLANED_FINISHES = [
  t("planed", ["planed square edge", "pse", "planed all round", "par", "planed", "prepared"]),
];
