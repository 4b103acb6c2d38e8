/**
 * Sheet materials (OSB, ply, MDF, chipboard, cement board): material, grade, face, the moisture and
 * tongue-and-groove flags, and the board's size as a sorted mm triple. A commodity.
 */
import { collectDims } from "../dimensions.ts";
import { type FactContext, dimsFacts, dimsKey, packFacts, packSlot } from "../fact-context.ts";
import { MOISTURE, PLY_FACES, SHEET_GRADES, SHEET_MATERIALS, SHEET_SURFACES, TONGUE_GROOVE } from "../product-lines.ts";
import { firstTerm } from "../term-tables.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";

function sheetFacts(ctx: FactContext): BuiltFacts {
  const material = firstTerm(ctx.text, SHEET_MATERIALS)?.value ?? null;
  const grade = firstTerm(ctx.text, SHEET_GRADES)?.value ?? (material === "osb" ? "osb3" : null);
  const face = material === "ply" ? (firstTerm(ctx.text, PLY_FACES)?.value ?? null) : null;
  // P5 chipboard is moisture-resistant by specification, whether or not the title says so.
  const moisture = firstTerm(ctx.text, MOISTURE) || grade === "p5" ? "mr" : null;
  const tg = firstTerm(ctx.text, TONGUE_GROOVE) ? "tg" : null;
  // Flooring with a factory protective film (Egger Protect, CaberDek, "peel clean") is a product of its own.
  const surface = material === "chipboard" ? (firstTerm(ctx.text, SHEET_SURFACES) ? "protected" : "plain") : null;
  const dims = collectDims(ctx.parsed, "sheet-materials", false);
  return {
    slots: [
      ["material", material],
      ["grade", grade],
      ["face", face],
      ["moisture", moisture],
      ["edge", tg],
      ...(surface ? ([["surface", surface]] as Array<[string, string | null]>) : []),
      ["dims", dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(material ? { material } : {}),
      ...(grade ? { grade } : {}),
      ...(face ? { face } : {}),
      ...(moisture ? { moisture: "moisture resistant" } : {}),
      ...(tg ? { edge: "tongue and groove" } : {}),
      ...(surface === "protected" ? { surface: "protective film" } : {}),
      ...dimsFacts(dims),
      ...packFacts(ctx.parsed),
    },
    specific: !!material && dims.length === 3,
    line: material,
  };
}

export const sheetMaterialsProfile: CategoryProfile = {
  vocabulary: [
    ["osb", 5],
    ["osb3", 6],
    ["osb2", 6],
    ["sterlingosb", 6],
    ["smartply", 5],
    ["ply", 5],
    ["mdf", 4],
    ["chipboard", 6],
    ["hardboard", 6],
    // A cement backer board is a sheet, whatever "cement" says.
    ["backer board", 12],
    ["cement board", 10],
    ["fibreboard", 4],
    ["particle board", 6],
    ["sheet", 1],
    ["cement board", 6],
    ["hardie backer", 6],
  ],
  codeRules: [],
  numbersByWeight: false,
  unitPreference: ["m2", "item"],
  areaFromFace: true,
  lengthFrom: "none",
  brandPolicy: "excluded",
  makerDefined: false,
  colourIsIdentity: false,
  // A board that does not say "moisture resistant" or "T&G" is the standard board.
  flagSlots: ["moisture", "edge"],
  facts: sheetFacts,
};
