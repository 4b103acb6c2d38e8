/**
 * Products identified by a maker's range or model name as much as by size:
 * insulation, roofing, drainage, and everything else.
 */
import { collectDims, formatMm, slateDims, withFeltDefaults } from "./dimensions.ts";
import {
  type CategoryFacts,
  type FactContext,
  colourSlot,
  dimsFacts,
  dimsKey,
  modelWords,
  packFacts,
  packSlot,
} from "./fact-context.ts";
import { firstTerm } from "./product-lines.ts";
import {
  DRAINAGE_TYPES,
  DRAIN_SYSTEMS,
  GRATED,
  GRATING_MATERIALS,
  INSULATION_TYPES,
  PIPE_ENDS,
  RAINWATER_PROFILES,
  ROLL_WORDS,
  ROOFING_TYPES,
} from "./product-lines-named.ts";
import { treatmentOf } from "./category-facts-sized.ts";

/** Insulation range codes: Kingspan TP10/K108, Celotex GA4100, Rockwool RWA45. */
const MODEL_CODE_RE = / ((?!bs|en|iso)[a-z]{1,4}\d{2,4}) /;
/** Celotex encodes thickness in the code (GA4100 = GA4000 range, 100 mm); the range is the identity. */
const CELOTEX_SERIES_RE = /^(ga|xr|cw|tb|fr|cg|pl|tuff)([45])\d{3}$/;
const NAMED_ROLL_RE = / (loft roll|dritherm|frametherm|spacesaver) (\d\d) /;
const CODE_FAMILIES: Array<[RegExp, string]> = [
  [/^(tp|tw|tf|tr|tt|k)\d+$/, "kingspan"],
  [CELOTEX_SERIES_RE, "celotex"],
];

export function insulationFacts(ctx: FactContext): CategoryFacts {
  const rawCode = MODEL_CODE_RE.exec(ctx.text)?.[1] ?? null;
  const code = rawCode?.replace(CELOTEX_SERIES_RE, "$1$2000") ?? null;
  const named = NAMED_ROLL_RE.exec(ctx.text);
  const namedLine = named ? `${named[1]!.replace(" ", "-")}-${named[2]}` : null;
  const type = firstTerm(ctx.text, INSULATION_TYPES)?.value ?? null;
  const line = code ?? namedLine ?? type;
  const roll = !!namedLine || !!firstTerm(ctx.text, ROLL_WORDS);
  const all = collectDims(ctx.parsed, "insulation", false);
  // Rolls and slabs are identified by thickness; their length/area follows from the range.
  const dims = roll ? all.slice(0, 1) : all;
  const lineFamily = code ? CODE_FAMILIES.find(([re]) => re.test(code))?.[1] : undefined;
  return {
    slots: [
      ["line", line],
      ["form", roll ? "roll" : "board"],
      ["dims", dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(line ? { line } : {}),
      form: roll ? "roll/slab" : "board",
      ...(roll && dims[0] ? { thickness: `${formatMm(dims[0])} mm` } : dimsFacts(dims)),
      ...(ctx.parsed.areasM2[0] ? { area: `${ctx.parsed.areasM2[0]} m²` } : {}),
      ...packFacts(ctx.parsed),
    },
    brandPolicy: "required",
    specific: !!line && (roll ? dims.length === 1 : dims.length === 3),
    lineFamily,
    line,
  };
}

/**
 * Tiles are named ranges of one maker (brand + model words + colour); battens,
 * felt, slate and membranes are specs (size + treatment/colour), keyed as "*" when no maker is known.
 */
const TILE_FITTINGS = new Set(["hip", "verge", "eaves", "tile-and-a-half"]);

export function roofingFacts(ctx: FactContext): CategoryFacts {
  const text = ctx.text.replace(/ slate grey /g, " grey ");
  const type = firstTerm(text, ROOFING_TYPES)?.value ?? null;
  const named = type === "tile" || type === "ridge" || TILE_FITTINGS.has(type ?? "");
  const model = type === "batten" ? [] : modelWords({ ...ctx, text }, ROOFING_TYPES);
  const colour = type === "batten" ? null : colourSlot(text);
  // Graded roofing battens are sold pressure treated; only "untreated" is worth stating.
  const treatment = type === "batten" ? (treatmentOf(text) ?? "treated") : null;
  const collected = collectDims(ctx.parsed, "roofing", false);
  const dims =
    type === "felt"
      ? withFeltDefaults(collected).dims
      : type === "slate"
        ? (slateDims(ctx.parsed) ?? collected)
        : collected;
  const specific =
    type === null ? false : named ? model.length > 0 : type === "batten" ? dims.length === 3 : dims.length > 0;
  return {
    slots: [
      ["type", type],
      ["model", model.length ? model.join("-") : null],
      ["colour", colour],
      ["treatment", treatment],
      ["dims", named ? null : dimsKey(dims)],
      ["pack", packSlot(ctx.parsed)],
    ],
    facts: {
      ...(type ? { type } : {}),
      ...(model.length ? { model: model.join(" ") } : {}),
      ...(colour ? { colour } : {}),
      ...(treatment ? { treatment } : {}),
      ...(named ? {} : dimsFacts(dims)),
      ...packFacts(ctx.parsed),
    },
    brandPolicy: named ? "required" : "excluded",
    specific,
    line: type,
  };
}

export function drainageFacts(ctx: FactContext): CategoryFacts {
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
    brandPolicy: "required",
    specific: !!type && dims.length > 0,
    line: type,
  };
}

/** Sundries: brand + model words/codes + every measurement, and only when measured. */
export function otherFacts(ctx: FactContext): CategoryFacts {
  const p = ctx.parsed;
  const model = modelWords(ctx);
  const dims = collectDims(p, "other", false);
  const litres = p.litres[0];
  const kg = p.weightsKg[0];
  const gauge = p.gauges[0];
  const measured = dims.length > 0 || litres !== undefined || kg !== undefined || gauge !== undefined;
  return {
    slots: [
      ["model", model.length ? model.join("-") : null],
      ["dims", dimsKey(dims)],
      ["volume", litres !== undefined ? `${formatMm(litres)}l` : null],
      ["weight", kg !== undefined ? `${formatMm(kg)}kg` : null],
      ["gauge", gauge !== undefined ? `${gauge}g` : null],
      ["pack", packSlot(p)],
    ],
    facts: {
      ...(model.length ? { model: model.join(" ") } : {}),
      ...dimsFacts(dims),
      ...(litres !== undefined ? { volume: `${formatMm(litres)} l` } : {}),
      ...(kg !== undefined ? { weight: `${formatMm(kg)} kg` } : {}),
      ...(gauge !== undefined ? { gauge: `${gauge} gauge` } : {}),
      ...packFacts(p),
    },
    brandPolicy: "optional",
    specific: model.length > 0 && measured,
    line: model[0] ?? null,
  };
}
