/**
 * Brands: one invented brand alone (some in capitals or with "products", "stockists", "near me", "trade" or a
 * shopping word), a brand with its category word, or a range name alone. Every product of the brand or range gets
 * 3 unless the category word narrows it; the rest of the brand then gets 1.
 */
import * as G from "./judged-query-kit.ts";
import { brandKeys, q, type JudgedQuery } from "./judged-query-kit.ts";

const b = (text: string, brand: string): JudgedQuery => q(text, "brand", [3, brandKeys(brand)]);

export const BRANDS: readonly JudgedQuery[] = [
  b("ORSDALE", "orsdale"),
  b("kettleburgh", "kettleburgh"),
  b("kettleburgh products", "kettleburgh"),
  b("pebworth", "pebworth"),
  b("pebworth bags", "pebworth"),
  b("elsing", "elsing"),
  b("elsing bricks stockists", "elsing"),
  b("TATTERFORD", "tatterford"),
  b("spanholt", "spanholt"),
  b("wenhaston", "wenhaston"),
  b("wenhaston near me", "wenhaston"),
  b("hockwold", "hockwold"),
  b("hockwold trade", "hockwold"),
  b("deckmere", "deckmere"),
  b("trimcote", "trimcote"),
  b("PLYHOLT", "plyholt"),
  b("gypcliffe", "gypcliffe"),
  b("gypcliffe stockists", "gypcliffe"),
  b("thermadge", "thermadge"),
  b("tilebrook", "tilebrook"),
  b("rainholt", "rainholt"),
  b("clickfast", "clickfast"),
  b("grippington", "grippington"),
  b("Grippington trade prices", "grippington"),
  b("mundford", "mundford"),
  b("lynford", "lynford"),
  b("lynford paint offers", "lynford"),
  b("GRAINSHIELD", "grainshield"),
  q("orsdale cement", "brand", [3, G.CEMENTS], [1, /^cement-orsdale-/]),
  q("plyholt mdf", "brand", [3, G.MDF], [1, brandKeys("plyholt")]),
  q(
    "gypcliffe plaster",
    "brand",
    [3, G.PLASTERS],
    [2, "plaster-gypcliffe-jointing-12-5", "plaster-gypcliffe-dryliner-adhesive-25"],
    [1, G.BOARDS],
  ),
  q("thermadge insulation", "brand", [3, /^insul-thermadge-/]),
  q("grippington screws", "brand", [3, G.SCREWS], [1, G.NAILS]),
  q("lynford emulsion", "brand", [3, G.EMULSION], [1, /^paint-lynford-/]),
  q("sealbury sealant", "brand", [3, G.SEALANTS], [2, G.FOAM]),
  q("stickford adhesive", "brand", [3, /^seal-stickford-/]),
  q("coppleton fittings", "brand", [3, /^plumb-coppleton-/]),
  q("foxley", "brand", [3, G.FOXLEY]),
  q("featherlite", "brand", [3, /^block-tatterford-featherlite-/]),
  q("brisley", "brand", [3, G.PATIO_PACKS]),
  q("scarning", "brand", [3, G.PORCELAIN]),
  q("runhall", "brand", [3, G.COMPOSITE]),
  q("silkset", "brand", [3, G.PLASTERS]),
  q("cosyfold", "brand", [3, G.LOFT]),
  q("wickmere", "brand", [3, /^paint-lynford-wickmere-/]),
];
