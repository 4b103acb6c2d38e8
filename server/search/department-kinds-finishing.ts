/**
 * Session 20: the finishing side's bare category words ("paints", "adhesives", "plugs", "tools", "sundries") as a
 * merchant's counter and a DIYer use them, merged into department-words.ts beside the heavy side's
 * (department-kinds-building.ts). Written shelf by shelf from the trade, not per query: what a buyer typing the
 * word alone, or with only a shopping word ("paint supplies", "adhesives trade"), means.
 *
 * - FINISHING_DEPARTMENT_KINDS: the kinds the word asks for that its family (synonym-phrases.ts) does not hold,
 *   because no title of theirs carries the word ("Liquid Gloss" is paint, "Wood Glue D3" an adhesive, "Brown Wall
 *   Plugs" sit beside frame and cavity fixings).
 * - FINISHING_EVERYDAY_KINDS: the kinds ranked first for the word typed alone, before those merely named after it
 *   (a foam gun is no "foam", a sealant gun no "tool" a buyer means first).
 *
 * Every value is a group key of trade-synonyms*.ts (department-kinds-finishing.test.ts checks). Keys are canonical
 * (singular). A word that is a group's own name ("sealant", "brush", "glue") is read as that group and never
 * reaches these tables. Keep out words whose bare reading is another trade's too ("waste": a skip; "fitting": a
 * gutter's; "plug": kept, since no merchant here sells electrical plugs and "wall plugs" is the shelf's name).
 */
const PAINTS = ["emulsion", "glosspaint", "satinwood", "paintundercoat", "masonrypaint", "primer", "metalpaint"];
// What "sundries" means on a decorating merchant's shelf: everything but the paint.
const DECORATING_SUNDRIES = [
  "painttool",
  "maskingtape",
  "dustsheet",
  "sandpaper",
  "whitespirit",
  "interiorfiller",
  "sugarsoap",
];
const WOODCARE = ["woodstain", "fencestain", "deckingoil", "varnish"];

export const FINISHING_DEPARTMENT_KINDS: Readonly<Record<string, readonly string[]>> = {
  // Every paint a decorator buys by the tin, whether or not its title says "paint".
  paint: [...PAINTS, "floorpaint", "stainblock"],
  // The adhesive shelf: grab adhesive, PVA and wood glue, tile adhesive, plasterboard dab adhesive.
  adhesive: ["grabadhesive", "pva", "tileadhesive", "dabadhesive"],
  // "Glue" at the counter: PVA and wood glue, grab adhesive, then the tile adhesive some call tile glue.
  glue: ["pva", "grabadhesive", "tileadhesive"],
  // The sealant shelf: silicones and frame sealants, then the decorator's caulk and fire sealant. Not the foams: a
  // gun-grade foam's name asks for "gun", so a sealant gun would read as asked for (kind-groups.ts).
  sealant: ["sealant", "caulk", "firesealant"],
  // Cans of expanding foam and the gun a gun-grade can screws onto.
  foam: ["expandingfoam", "foamgun"],
  // Plugs for screws into masonry, then the plugs sold with their screw (frame fixings) and for hollow walls.
  plug: ["wallplug", "framefixing", "cavityfixing"],
  // Heavy-duty fixings into masonry: bolts, resin, concrete screws, and the cavity anchors for hollow walls.
  anchor: ["anchorbolt", "resinanchor", "concretescrew", "cavityfixing"],
  // The tool counter: hand tools, the trowels and hammers of the trades, guns and decorating tools.
  tool: ["handtool", "clubhammer", "bolster", "plastertrowel", "sealantgun", "foamgun", "painttool"],
  // A radiator's valves are valves to a heating fitter, though titled "TRV" or "lockshield".
  valve: ["radiatorvalve"],
  sundry: DECORATING_SUNDRIES,
  // The wood-care aisle: stains, fence and shed treatments, decking oil and varnish.
  woodcare: WOODCARE,
  // The tape shelf: the decorator's masking tape, then the plasterer's scrim and the roofer's flashing tape.
  tape: ["maskingtape", "scrimtape", "flashingtape"],
  // A merchant's flooring is the boards a floor is laid from and what levels the base under it.
  flooring: ["floorchipboard", "selflevelling", "floorscreed"],
  // Session 23: "primers and undercoats" are one aisle. Not PVA or SBR: a "wood primer" no merchant stocks would
  // find bonding agents before the undercoat.
  primer: ["primer", "stainblock", "paintundercoat", "slurryprimer"],
  // Fillers for holes and cracks, the plasterboard joint fillers, and the decorator's caulk for the gaps.
  filler: ["interiorfiller", "jointfiller", "caulk"],
  // A renderer's materials: the bagged renders, then the waterproofer, sand, cement and lime a render is mixed from.
  render: ["render", "waterproofer", "plasteringsand", "sharpsand", "opc", "hydratedlime"],
  // Session 24: a paint's finish typed alone names the paint of that finish ("gloss": gloss paint; "matt"/"silk":
  // emulsion), before a varnish or stain merely sold in that finish. Not the satin and undercoat a gloss job also
  // uses: beside a size ("2.5l gloss") they would rank with the gloss of that size.
  gloss: ["glosspaint"],
  matt: ["emulsion"],
  silk: ["emulsion"],
  satin: ["satinwood"],
  eggshell: ["satinwood"],
};

/**
 * Shelf words that are also a group's own or loose name ("sealant"; "adhesive" and "glue" ask for grab adhesive,
 * "paint" for emulsion):
 * typed alone they ask for that group and the rest of the shelf (family-terms.ts asFamily), the group first.
 */
export const NAMED_SHELVES: ReadonlySet<string> = new Set([
  "sealant",
  "adhesive",
  "glue",
  "paint",
  // Session 23: shelves a group names whose aisle holds more ("primers": undercoats too; "fillers": caulk too).
  "primer",
  "filler",
  "render",
]);

export const FINISHING_EVERYDAY_KINDS: Readonly<Record<string, readonly string[]>> = {
  adhesive: ["grabadhesive", "pva", "tileadhesive"],
  glue: ["pva", "grabadhesive"],
  sealant: ["sealant"],
  foam: ["expandingfoam"],
  plug: ["wallplug"],
  anchor: ["anchorbolt", "resinanchor"],
  tool: ["handtool", "clubhammer", "bolster", "plastertrowel"],
  // Ready-mixed and powder filler for holes and cracks, before the plasterboard jointing compounds.
  filler: ["interiorfiller"],
  primer: ["primer", "stainblock", "paintundercoat"],
  render: ["render"],
  sundry: DECORATING_SUNDRIES,
  woodcare: ["woodstain", "fencestain", "deckingoil"],
  // Masking tape is the roll a buyer typing "tape" alone means first.
  tape: ["maskingtape"],
  // Flooring-grade tongue and groove chipboard, before the floor finishes and fittings named after floors.
  flooring: ["floorchipboard"],
  gloss: ["glosspaint"],
  matt: ["emulsion"],
  silk: ["emulsion"],
  satin: ["satinwood"],
  eggshell: ["satinwood"],
};
