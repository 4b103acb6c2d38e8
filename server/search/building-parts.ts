import type { JobFamily } from "./job-verb-families.ts";
import { GARDEN_PARTS } from "./building-parts-garden.ts";
import { PROJECT_PARTS } from "./building-projects.ts";

/**
 * The parts of a house a job is done to, named as the trade and DIYers name them ("the inner leaf", "a window
 * reveal", "floor joists", "the gable end"), each with the product kinds (trade-synonym group keys) that part is
 * built, fixed, finished or treated with, per job-verb family (job-verb-families.ts). A sentence whose exact
 * phrasing no hand-written verb entry holds ("fixing new joists to a wall", "plastering round a reveal") still
 * reaches the kinds its verb and part imply (part-verbs.ts). UK trade knowledge, written part by part over the
 * whole building, never per query.
 *
 * `names`: the part's phrases, canonical and singular; every word of one must be in the sentence, in any order,
 * so a quality word goes with its part ("outside wall": the reader keeps "outside" for this, use-words.ts). Where to
 * extend: a part and its kinds per family, the main kind first (it ranks first). A part that is itself a product
 * kind's name ("skirting", "gutter") takes only the families whose products are other kinds (painted, fixed).
 */
export interface BuildingPart {
  names: readonly string[];
  jobs: Partial<Record<JobFamily, readonly string[]>>;
  /**
   * What is bought for the part when a sentence names it with no verb ("floor joists for an extension", "a front
   * door needing a clear finish"), read as a job phrase (part-phrases.ts). Left out where the part is itself a kind
   * the synonym tables name or what is bought ("joists", "studs", "footings": tried, sets 9, 10, 11, 14, 17 and 18
   * lower), or where its job is unclear without a verb ("steel", "pier", "front door": its furniture as likely as its
   * finish; tried, set 12's generic totals lower).
   */
  bought?: readonly string[];
}

const STRUCTURE_PARTS: readonly BuildingPart[] = [
  // Groundwork under a wall or an extension: concrete in the trench, trench blocks up to ground level.
  {
    names: ["footing", "foundation", "strip footing", "trench fill"],
    jobs: {
      dig: ["concretemix", "ballast", "opc"],
      build: ["concretemix", "ballast", "opc", "trenchblock"],
      fit: ["trenchblock", "concreteblock"],
    },
  },
  {
    names: ["below ground", "ground level", "below dpc", "up to dpc", "oversite"],
    jobs: { build: ["trenchblock", "engineeringbrick", "concreteblock"] },
  },
  // A cavity wall's two leaves: blocks inside, facing brick outside, tied across the cavity.
  {
    names: ["inner leaf", "inner skin", "inside leaf", "inside skin", "internal leaf"],
    jobs: { build: ["concreteblock", "aircrete", "mortarmix", "buildingsand", "walltie"] },
  },
  {
    names: ["outer leaf", "outer skin", "outside leaf", "outside skin", "external leaf"],
    jobs: { build: ["facingbrick", "mortarmix", "buildingsand", "walltie"] },
    bought: ["facingbrick", "mortarmix", "walltie"],
  },
  {
    names: ["cavity wall", "cavity"],
    jobs: {
      build: ["walltie", "concreteblock", "facingbrick", "cavitybatt", "mortarmix"],
      insulate: ["cavitybatt", "cavityinsulation", "pir"],
      fix: ["walltie"],
    },
  },
  {
    names: ["gable", "gable end", "gable wall"],
    jobs: {
      build: ["concreteblock", "facingbrick", "restraintstrap", "mortarmix"],
      fix: ["restraintstrap"],
      finish: ["dryverge", "mortarmix"],
      fit: ["dryverge"],
      seal: ["dryverge", "mortarmix"],
    },
  },
  {
    names: ["verge", "roof verge", "verge tile"],
    jobs: { fit: ["dryverge"], finish: ["dryverge"], fix: ["dryverge"] },
  },
  {
    names: ["ridge", "hip"],
    jobs: { fit: ["ridgetile", "mortarmix"], fix: ["ridgetile", "mortarmix"], finish: ["ridgetile", "mortarmix"] },
  },
  // Openings: a lintel over, a padstone under each end; the reveals plastered with beads.
  {
    names: ["doorway", "opening", "new door opening", "new window opening", "serving hatch", "archway"],
    jobs: { build: ["lintel", "padstone"], fit: ["lintel", "padstone"], fix: ["lintel", "padstone"] },
  },
  {
    names: ["reveal", "window reveal", "door reveal", "external corner", "corner of wall", "arch"],
    jobs: {
      plaster: ["anglebead", "bondingplaster", "multifinish", "hardwall"],
      finish: ["anglebead", "multifinish"],
      board: ["plasterboard", "anglebead"],
      build: ["anglebead", "bondingplaster"],
    },
    bought: ["anglebead", "bondingplaster", "multifinish"],
  },
  {
    names: ["window sill", "sill", "window ledge", "inside sill"],
    jobs: { fit: ["windowboard", "grabadhesive"], fix: ["windowboard", "grabadhesive"], finish: ["windowboard"] },
    bought: ["windowboard"],
  },
  // An internal door's frame is its lining, trimmed with architrave; an outside door is varnished or stained.
  {
    names: ["door frame", "door casing", "inside door frame", "internal door frame"],
    jobs: {
      fit: ["doorlining", "architrave"],
      build: ["doorlining", "architrave"],
      finish: ["architrave", "doorstop"],
      fix: ["doorlining", "framefixing"],
      paint: ["glosspaint", "satinwood", "paintundercoat"],
    },
    bought: ["doorlining", "architrave"],
  },
  {
    names: ["front door", "back door", "outside door", "external door", "exterior door", "oak door", "hardwood door"],
    jobs: {
      treat: ["varnish", "woodstain"],
      finish: ["varnish", "woodstain", "glosspaint"],
      paint: ["glosspaint", "varnish", "woodstain"],
    },
  },
  {
    names: ["window frame", "upvc window", "new window"],
    jobs: {
      fix: ["framefixing", "expandingfoam", "sealant"],
      fit: ["framefixing", "expandingfoam", "sealant"],
      finish: ["sealant", "windowboard", "architrave"],
    },
    bought: ["framefixing", "expandingfoam", "sealant"],
  },
  // Floors and their joists.
  {
    names: ["joist", "floor joist", "ceiling joist", "trimmer"],
    jobs: {
      fix: ["joisthanger", "restraintstrap"],
      fit: ["joisthanger", "sawn", "strengthgraded"],
      build: ["strengthgraded", "sawn", "joisthanger"],
      board: ["floorchipboard", "osb"],
      insulate: ["mineralwool", "pir"],
    },
  },
  { names: ["rafter", "purlin", "wall plate"], jobs: { fix: ["restraintstrap", "joisthanger"], build: ["sawn"] } },
  {
    names: ["stud wall", "stud partition", "partition wall", "partition", "studwork", "stud"],
    jobs: {
      build: ["cls", "plasterboard", "sawn"],
      board: ["plasterboard", "drywallscrew"],
      plaster: ["multifinish", "scrimtape"],
      insulate: ["acousticinsulation", "mineralwool"],
    },
  },
  {
    names: ["ceiling"],
    jobs: { board: ["plasterboard", "drywallscrew"], plaster: ["multifinish", "scrimtape"], paint: ["emulsion"] },
  },
  // Masonry walls indoors are boarded by dot and dab, chimney breasts too; plastered straight on in hardwall.
  {
    names: ["block wall", "brick wall", "blockwork wall", "chimney breast", "solid wall", "masonry wall"],
    jobs: { board: ["dabadhesive", "plasterboard"], plaster: ["hardwall", "bondingplaster", "multifinish"] },
  },
  // Stairs and floorboards are glossed, satined or varnished, never emulsioned.
  {
    names: ["stair", "staircase", "banister", "bannister", "spindle", "newel post", "stair tread"],
    jobs: { paint: ["glosspaint", "satinwood", "paintundercoat"], treat: ["varnish"] },
  },
  {
    names: ["floorboard", "wooden floor", "timber floor", "pine floor", "parquet"],
    jobs: { treat: ["varnish"], paint: ["floorpaint", "varnish"], board: ["hardboard", "plywood"] },
  },
  {
    names: ["outside wall", "outside house", "exterior wall", "external wall", "house wall", "pebbledash"],
    jobs: { paint: ["masonrypaint"], board: ["insulatedplasterboard", "dabadhesive"] },
  },
  {
    names: ["garage floor", "concrete floor", "workshop floor", "concrete step"],
    jobs: { paint: ["floorpaint"], insulate: ["eps", "pir"] },
  },
  {
    names: ["iron railing", "railing", "metal gate", "iron gate", "metalwork", "wrought iron", "steel"],
    jobs: { paint: ["metalpaint"], treat: ["metalpaint"] },
  },
  // Roofs: what covers each kind.
  {
    names: ["pitched roof", "roof tile", "tiled roof", "slate roof"],
    jobs: { cover: ["rooftile", "batten", "roofunderlay", "slate"], fit: ["rooftile", "batten", "roofunderlay"] },
  },
  {
    names: ["lean to", "carport", "canopy", "veranda", "log store", "bike shelter"],
    jobs: { cover: ["roofsheet"], build: ["fencepost", "sawn", "roofsheet"] },
    bought: ["roofsheet"],
  },
  {
    names: ["porch roof", "bay roof", "bay window roof", "dormer roof", "garage roof", "flat roof"],
    jobs: { cover: ["epdm", "roofingfelt"], seal: ["roofcoating", "flashingtape"] },
  },
  {
    names: ["fascia", "soffit", "bargeboard", "roofline", "eaves"],
    jobs: { fit: ["fasciaboard", "soffit"], paint: ["glosspaint"] },
  },
  {
    names: ["abutment", "roof meet wall", "chimney", "upstand", "roof join"],
    jobs: { seal: ["leadflashing", "flashingtape"], finish: ["leadflashing", "flashingtape"] },
    bought: ["leadflashing", "flashingtape"],
  },
  // Rainwater and drains: where the water goes.
  {
    names: ["downpipe", "rainwater pipe"],
    jobs: {
      fit: ["downpipe", "rainwaterfitting", "gully"],
      run: ["downpipe", "gully", "drainpipe"],
      fix: ["rainwaterfitting", "downpipe"],
    },
  },
  {
    names: ["drain run", "manhole", "inspection chamber", "soil pipe", "sewer", "main drain"],
    jobs: {
      run: ["drainpipe", "drainbend", "drainjunction", "inspectionchamber"],
      build: ["inspectionchamber", "engineeringbrick", "drainpipe"],
      fix: ["drainpipe", "drainjunction", "drainbend"],
    },
    bought: ["drainpipe", "inspectionchamber", "drainbend", "engineeringbrick"],
  },
  {
    names: ["radiator", "rad"],
    jobs: {
      fit: ["radiatorvalve", "compressionfitting", "pushfit"],
      run: ["compressionfitting", "pushfit", "pipeclip"],
    },
  },
  {
    names: ["washing machine", "dishwasher", "outside tap", "garden tap"],
    jobs: { run: ["isolatingvalve", "compressionfitting", "pushfit"], fit: ["isolatingvalve", "compressionfitting"] },
  },
];

/**
 * The parts of the house and the garden a job is done to (building-parts-garden.ts holds the garden's), then whole
 * projects (building-projects.ts): a part named in the sentence is read before the project it is part of.
 */
export const BUILDING_PARTS: readonly BuildingPart[] = [...STRUCTURE_PARTS, ...GARDEN_PARTS, ...PROJECT_PARTS];
