/**
 * Drainage (underground, soil and rainwater): fitting type, system, pipe ends, angle, and for
 * above-ground goods colour and section shape, with the sizes. A maker's product.
 */
import { collectDims, formatMm } from "../dimensions.ts";
import { type FactContext, colourSlot, dimsKey, packFacts, packSlot } from "../fact-context.ts";
import { firstTerm } from "../term-tables.ts";
import {
  DRAINAGE_TYPES,
  DRAIN_SYSTEMS,
  GRATED,
  GRATING_MATERIALS,
  PIPE_ENDS,
  RAINWATER_PROFILES,
} from "../product-lines-named.ts";
import type { BuiltFacts, CategoryProfile } from "./category-profile.ts";

function drainageFacts(ctx: FactContext): BuiltFacts {
  const type = firstTerm(ctx.text, DRAINAGE_TYPES)?.value ?? null;
  const system = firstTerm(ctx.text, DRAIN_SYSTEMS)?.value ?? "underground";
  const ends = firstTerm(ctx.text, PIPE_ENDS)?.value ?? null;
  const angle = ctx.parsed.anglesDeg[0];
  const dims = collectDims(ctx.parsed, "drainage", false);
  // Above-ground goods come in colours and section shapes; underground drainage is one colour.
  const visible = system !== "underground" || type === "downpipe" || type === "gutter";
  const colour = visible ? colourSlot(ctx.text) : null;
  const shape = visible ? (firstTerm(ctx.text, RAINWATER_PROFILES)?.value ?? null) : null;
  const material = firstTerm(ctx.text, GRATED) ? (firstTerm(ctx.text, GRATING_MATERIALS)?.value ?? null) : null;
  return {
    slots: [
      ["type", type],
      ["system", system],
      ["ends", ends],
      ["angle", angle !== undefined ? `${formatMm(angle)}deg` : null],
      ...(visible
        ? ([
            ["colour", colour],
            ["shape", shape],
          ] as Array<[string, string | null]>)
        : []),
      // Only for grated goods (channels, gullies): keys of everything else keep their shape.
      ...(material ? ([["material", material]] as Array<[string, string | null]>) : []),
      ["dims", dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(type ? { type } : {}),
      ...(material ? { material } : {}),
      system,
      ...(ends ? { ends } : {}),
      ...(angle !== undefined ? { angle: `${formatMm(angle)}°` } : {}),
      ...(colour ? { colour } : {}),
      ...(shape ? { shape } : {}),
      ...(dims.length
        ? { size: dims.map((d) => (d >= 1000 ? `${d / 1000} m` : `${formatMm(d)} mm`)).join(" x ") }
        : {}),
      ...packFacts(ctx.parsed),
    },
    specific: !!type && dims.length > 0,
    line: type,
  };
}

export const drainageProfile: CategoryProfile = {
  vocabulary: [
    ["underground", 5],
    ["drain", 4],
    ["drainage", 5],
    ["gully", 6],
    ["soakaway", 7],
    ["inspection chamber", 7],
    ["pipe", 3],
    ["bend", 1],
    ["floplast", 2],
    ["osma", 2],
    ["osmadrain", 3],
    ["wavin", 2],
    ["polypipe", 2],
    ["soil pipe", 5],
    ["downpipe", 6],
    ["gutter", 6],
    ["guttering", 6],
    ["rainwater", 5],
    ["access chamber", 7],
    // Rainwater fittings a terse title names without "gutter" ("RUNNING OUTLET BLK 112MM", "H/R UNION BRACKET").
    ["running outlet", 6],
    ["union bracket", 6],
  ],
  codeRules: [],
  numbersByWeight: false,
  unitPreference: ["m", "item"],
  areaFromFace: false,
  // A pipe's length is its longest size (a 110 mm x 3 m pipe); a gutter or downpipe states its length.
  lengthFrom: (type) => (type === "pipe" ? "pipe" : "stated"),
  brandPolicy: "optional",
  makerDefined: true,
  colourIsIdentity: true,
  flagSlots: [],
  facts: drainageFacts,
};
