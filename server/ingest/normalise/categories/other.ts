/**
 * Everything no other category claims (sundries: PVA, DPM…): brand + model words/codes +
 * every measurement, and only when measured.
 */
import { collectDims, formatMm } from "../dimensions.ts";
import { type FactContext, colourSlot, dimsFacts, dimsKey, modelWords, packFacts, packSlot } from "../fact-context.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";

function otherFacts(ctx: FactContext): BuiltFacts {
  const p = ctx.parsed;
  const model = modelWords(ctx);
  const dims = collectDims(p, "other", false);
  const litres = p.litres[0];
  const kg = p.weightsKg[0];
  const gauge = p.gauges[0];
  const measured = dims.length > 0 || litres !== undefined || kg !== undefined || gauge !== undefined;
  // Colour words leave the model words (modelWords): keyed here, or a range's white and magnolia share one key.
  const colour = colourSlot(ctx.text);
  return {
    slots: [
      ["model", model.length ? model.join("-") : null],
      ["colour", colour],
      ["dims", dimsKey(dims)],
      ["volume", litres !== undefined ? `${formatMm(litres)}l` : null],
      ["weight", kg !== undefined ? `${formatMm(kg)}kg` : null],
      ["gauge", gauge !== undefined ? `${gauge}g` : null],
      ["pack", packSlot(p)],
    ],
    facts: {
      ...(model.length ? { model: model.join(" ") } : {}),
      ...(colour ? { colour } : {}),
      ...dimsFacts(dims),
      ...(litres !== undefined ? { volume: `${formatMm(litres)} l` } : {}),
      ...(kg !== undefined ? { weight: `${formatMm(kg)} kg` } : {}),
      ...(gauge !== undefined ? { gauge: `${gauge} gauge` } : {}),
      ...packFacts(p),
    },
    specific: model.length > 0 && measured,
    line: model[0] ?? null,
  };
}

export const otherProfile: CategoryProfile = {
  // A title is "other" when no other category's vocabulary scores, or when it names a finish or sundry outright:
  // "Sandtex Masonry Paint" described as "for brick and render" is paint, not bricks.
  vocabulary: [
    // A dye or pigment for mortar and concrete is sold by colour, like paint.
    ["cement dye", 12],
    ["mortar dye", 12],
    ["paint", 8],
    ["masonry paint", 9],
    ["primer", 6],
    // A stain-blocking primer is paint, not a block; wood preservers and shed and fence treatments are finishes,
    // not timber, whatever wood their description names.
    ["stain block", 12],
    ["wood preserver", 12],
    ["preserver", 9],
    ["fence treatment", 9],
    ["shed and fence", 9],
    ["wood treatment", 9],
    ["fence paint", 9],
    ["decking oil", 12],
    ["decking stain", 12],
    // Decorating sundries: a dust sheet is no sheet material.
    ["dust sheet", 12],
    ["varnish", 7],
    ["wood stain", 7],
    ["sealant", 7],
    ["silicone", 7],
    ["expanding foam", 8],
    // Admixtures and floor compounds are sold by the litre or bag beside mortar, but are no mix of their own.
    ["plasticiser", 12],
    ["admix", 12],
    ["waterproofer", 12],
    ["frostproofer", 12],
    ["frost proofer", 12],
    ["levelling compound", 12],
    ["smoothing compound", 12],
    // Bonding agents and colour dyes are sold beside cement and mortar, and named after them.
    ["sbr", 12],
    ["bonding agent", 10],
    ["colour dye", 12],
    // Hand tools named after the work ("brick trowel").
    ["trowel", 12],
    // A padstone spreads a beam's load: a precast piece, not a walling block.
    ["padstone", 12],
    // Steel lintels (Catnic, IG): a "cavity wall lintel" is no block, whatever wall it spans.
    ["lintel", 3],
    ["steel lintel", 9],
    ["cavity wall lintel", 9],
    ["cavity lintel", 9],
    ["box lintel", 9],
    // Sundries named by their own kind, which no other category's words name. Without them such a title scores
    // nothing and the description's use clause decides ("Coach Bolts M10 x 120mm": "for bolting timber posts" →
    // timber; "Wall Plugs Red 6mm": "into brick and block walls" → bricks), so one merchant's item lands in another
    // category than the same item at a merchant whose feed has no description. Weighted above the words they
    // are used with ("plasterboard" 8, "tile" 3, "fence post" 5): plasterboard screws are screws.
    // Fixings (a department name too: "Fixings", "Screws, Nails & Plugs").
    ["screw", 9],
    ["nail", 9],
    ["bolt", 9],
    ["wall plug", 9],
    // "Fixing" alone weighs less: descriptions use it as a verb and a noun of other goods ("the manufacturer's
    // fixing guide" of a roof sheet). The fixings named by it are named in full.
    ["fixing", 6],
    ["plasterboard fixing", 9],
    ["frame fixing", 9],
    // Timber connectors: a joist hanger is a fixing, not a joist.
    ["joist hanger", 9],
    ["restraint strap", 9],
    ["truss clip", 9],
    // Masonry sundries a home store files under "bricks": ties, vents and trays built into a wall are no bricks.
    ["wall tie", 9],
    ["weep vent", 9],
    ["cavity tray", 9],
    ["wall starter", 9],
    // Cavity fixings for hollow walls: no plasterboard, though that is what they fix into.
    ["wall anchor", 9],
    ["cavity anchor", 9],
    ["post shoe", 9],
    ["post support", 9],
    // Plumbing fittings and consumables. Not the department word "plumbing": a merchant files pipe clips and
    // push-fit tees there that others' titles place in drainage by their pipe words.
    ["compression", 8],
    // Push-fit supply fittings named by their shape: a home store's "for joining plastic pipe" must not make them
    // drainage. Not "push fit" alone: ring-seal soil and waste pipe is sold as push-fit too.
    ["push fit elbow", 9],
    ["push fit tee", 9],
    ["push fit equal tee", 9],
    ["push fit coupler", 9],
    ["push fit straight coupler", 9],
    ["push fit reducer", 9],
    ["push fit stop end", 9],
    ["pipe insert", 9],
    ["solder ring", 9],
    ["end feed", 9],
    ["radiator valve", 9],
    ["isolating valve", 9],
    ["bottle trap", 9],
    ["tap connector", 9],
    ["ptfe", 9],
    // Adhesives ("Self Adhesive Scrim Tape", "EPDM Deck Adhesive"); ceramic wall tiles and what fixes them ("Wall
    // Tile Adhesive") are no roof tiles. Not "floor tile": every vocabulary word weighs half in the similarity stage,
    // and "floor" names products ("Floor Screed Mix") there.
    ["adhesive", 9],
    ["wall tile", 9],
    ["emulsion", 8],
    // A plasterer's metal beads: trims, not plaster.
    ["angle bead", 9],
    ["stop bead", 9],
    ["plaster bead", 9],
    ["render bead", 9],
    // Landscaping sheets laid under gravel, bark or paving.
    ["weed control", 9],
    ["weed membrane", 9],
    // A precast concrete lintel spans an opening: no walling block, whatever its section.
    ["concrete lintel", 12],
    ["prestressed lintel", 12],
    // Concrete fencing is cast, not sawn: a concrete post is no timber fence post, whatever it measures.
    ["concrete fence post", 12],
    ["concrete post", 12],
    ["concrete gravel board", 12],
    // Damp proofing.
    ["dpc", 6],
    ["damp proof course", 7],
    ["dpm", 6],
    ["damp proof membrane", 7],
  ],
  codeRules: [],
  numbersByWeight: false,
  unitPreference: ["m3", "item"],
  areaFromFace: false,
  lengthFrom: "none",
  brandPolicy: "optional",
  makerDefined: true,
  colourIsIdentity: true,
  flagSlots: [],
  facts: otherFacts,
};
