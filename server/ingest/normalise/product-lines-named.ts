/**
 * Vocabulary for insulation, roofing and drainage (see product-lines.ts for the
 * ordering rule: first matching term wins, so specific phrases go first).
 */
import { term as t } from "./product-lines.ts";

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
export const DRAIN_SYSTEMS = [
  t("soil", ["soil"]),
  t("rainwater", ["rainwater", "gutter", "guttering", "downpipe", "down pipe"]),
];
