/**
 * Multi-word intent, part 1: the job, the symptom or the place, mostly without the noun, as DIYers type what went
 * wrong and trades type the job they are pricing. Grade 3 is what the job needs first.
 */
import * as G from "./judged-query-kit.ts";
import { q, type JudgedQuery } from "./judged-query-kit.ts";

const I = "multi-word-intent" as const;

export const INTENT: readonly JudgedQuery[] = [
  q(
    "something to set a gate post in quickly",
    I,
    [3, "cement-capheaton-postmix-20"],
    [2, "cement-capheaton-rapid-20"],
    [1, "cement-capheaton-concrete-20", G.TIMBER_POSTS],
  ),
  q(
    "bags for laying a few bricks for a small wall",
    I,
    [3, "cement-capheaton-mortar-20"],
    [2, G.OPC, "agg-whalton-building-sand-25", "cement-capheaton-masonry-25"],
    [1, G.FACING],
  ),
  q(
    "repointing a victorian cottage wall",
    I,
    [3, "cement-kirkharle-nhl35-25"],
    [2, "cement-kirkharle-hydrated-25"],
    [1, G.BUILDING_SAND],
  ),
  q(
    "mortar needs to stay workable without lime",
    I,
    [3, "cement-kirkharle-plasticiser-5"],
    [1, "cement-capheaton-masonry-25"],
  ),
  q(
    "bricklaying when its freezing outside",
    I,
    [3, "cement-kirkharle-frostproofer-5"],
    [1, "cement-kirkharle-plasticiser-5"],
  ),
  q("make the pointing dark grey or black", I, [3, "cement-kirkharle-colour-black-1"]),
  q(
    "prime the floor before screeding over old concrete",
    I,
    [3, G.SBR],
    [2, "seal-budle-pva-5"],
    [1, "cement-capheaton-screed-25"],
  ),
  q(
    "wonky concrete floor before laying vinyl",
    I,
    [3, "cement-capheaton-selflevel-20"],
    [2, "cement-capheaton-screed-25"],
  ),
  q(
    "render a blockwork garage wall in one go",
    I,
    [3, "cement-capheaton-render-25"],
    [1, "cement-kirkharle-waterproofer-5", "agg-whalton-plastering-sand-25"],
  ),
  q(
    "cellar wall render that keeps the damp out",
    I,
    [3, "cement-kirkharle-waterproofer-5"],
    [1, "cement-capheaton-render-25", "agg-whalton-plastering-sand-25"],
  ),
  q(
    "filling the cracks between block paving",
    I,
    [3, "agg-whalton-kiln-dried-sand-20"],
    [1, "land-yeavering-jointing-15"],
  ),
  q("sand for the kids sandpit", I, [3, "agg-whalton-play-sand-15"]),
  q("fill in a raised vegetable bed", I, [3, "agg-gen-topsoil-bulk"], [1, "timber-gen-sleeper-2400"]),
  q(
    "decorative stones round the pond",
    I,
    [3, "agg-whalton-pebbles-20"],
    [2, G.CHIPPINGS, "agg-whalton-pea-gravel-20"],
  ),
  q(
    "matching bricks for a red house extension",
    I,
    [3, G.MILFIELD, "brick-branxton-lilburn-smooth-red-500"],
    [2, G.FACING],
  ),
  q("cheap bricks for a wall I am going to render", I, [3, "brick-gen-common-frogged"], [1, G.ENGINEERING, G.DENSE]),
  q("damp coming up the garden wall need a barrier", I, [3, G.DPC], [1, "cement-kirkharle-waterproofer-5"]),
  q("tie a new wall into the side of the house", I, [3, "brick-gen-wall-starter-kit"], [1, "brick-gen-wall-ties-250"]),
  q(
    "building the inner leaf of a cavity wall",
    I,
    [3, G.AIRCRETE],
    [2, "block-crookham-dense-100"],
    [1, "brick-gen-wall-ties-250", "insul-elsdon-cavity-batt-100"],
  ),
  q(
    "foundations for a single storey extension below ground",
    I,
    [3, "block-crookham-trench-300"],
    [2, G.DENSE],
    [1, G.BALLAST],
  ),
  q(
    "knocking through between kitchen and dining room",
    I,
    [3, "block-mindrum-box-1200", G.CONCRETE_LINTELS],
    [2, G.CAVITY_LINTELS],
    [1, "block-gen-padstone-215"],
  ),
  q(
    "support above a new back door opening in a cavity wall",
    I,
    [3, G.CAVITY_LINTELS],
    [1, "block-mindrum-box-1200", G.CONCRETE_LINTELS, "block-gen-padstone-215"],
  ),
  q(
    "new patio for the back garden about 15 square metres",
    I,
    [3, G.PATIO_PACKS],
    [2, G.PORCELAIN, G.RIVEN],
    [1, "land-yeavering-jointing-15", G.SHARP_SAND],
  ),
  q("cheapest slabs for a path to the shed", I, [3, G.RIVEN], [1, G.PATIO_PACKS, G.PORCELAIN]),
  q("brush in grout for patio joints", I, [3, "land-yeavering-jointing-15"], [1, "agg-whalton-kiln-dried-sand-20"]),
  q("edge of the flower bed next to the lawn", I, [3, "land-gen-edging-rope-top"], [2, "land-gen-kerb-bullnose"]),
  q("stud wall for a bedroom partition", I, [3, G.CLS], [2, G.C16_3X2, G.C16_4X2], [1, G.STD_BOARDS]),
  q(
    "joists for a flat roof extension 4m span",
    I,
    [3, "timber-hartburn-c24-47x200-4800", "timber-hartburn-c24-47x225-4800"],
    [2, "timber-hartburn-c16-47x200-4800", "timber-hartburn-c24-47x150-4800"],
    [1, G.C16_6X2, "fix-gen-joist-hanger-47"],
  ),
  q("reroofing need to hang new tiles", I, [3, G.BATTENS], [2, G.ROOF_TILES], [1, "roof-gen-breather-membrane-50"]),
  q("replace a rotten fence post", I, [3, G.FENCE_POSTS], [1, "cement-capheaton-postmix-20"]),
  q("something on top of the fence for climbing roses", I, [3, "timber-hartburn-panel-trellis-6x1"]),
  q("steps and raised beds in the garden", I, [3, "timber-gen-sleeper-2400"]),
  q(
    "cladding a garden workshop",
    I,
    [3, "timber-gen-shiplap-19x125-3600"],
    [2, "timber-gen-featheredge-11x125-1800"],
    [1, "timber-gen-tg-12x95-2400"],
  ),
  q(
    "panelling the bathroom wall halfway up",
    I,
    [3, "timber-gen-tg-12x95-2400"],
    [1, "trim-alnham-dado-rail-20x58", "sheet-ilderton-mr-mdf-18"],
  ),
  q("decking that never needs oiling", I, [3, G.COMPOSITE], [1, G.DECK_BOARDS]),
  q(
    "shelves in an alcove",
    I,
    [3, "timber-gen-planed-18x94-2400", "sheet-ilderton-mdf-18"],
    [2, G.PLANED, G.HARDWOOD_PLY],
    [1, "sheet-ilderton-mr-mdf-18"],
  ),
];
