/**
 * Fresh typo dev set (session 13, typo lane), written before any run over the catalogues of spent held-out sets
 * 2–9: each misspelling as a UK buyer might type it, beside the spelling it stands for. The correct spelling's own
 * results are the reference (run.ts), so no grades are needed. Kinds are the gaps decision 034 left open: real-word
 * typos, ties only context settles, makers' names typed far from their spelling, typos inside multi-word names,
 * phonetic spellings, short words, and split or joined words. `noMatch` misspellings must still find nothing.
 */
export interface DevPair {
  set: number;
  kind: "real-word" | "context-tie" | "brand" | "multi-word" | "phonetic" | "short" | "spacing";
  typo: string;
  correct: string;
}

export const DEV_PAIRS: readonly DevPair[] = [
  // A misspelling that is itself a word the catalogue (or English) uses.
  { set: 2, kind: "real-word", typo: "lead flashing code for", correct: "lead flashing code 4" },
  { set: 3, kind: "real-word", typo: "plaster boar 12.5mm", correct: "plasterboard 12.5mm" },
  {
    set: 3,
    kind: "real-word",
    typo: "chipboard flooring tongue and grove",
    correct: "chipboard flooring tongue and groove",
  },
  { set: 5, kind: "real-word", typo: "treated fence pots", correct: "treated fence posts" },
  { set: 7, kind: "real-word", typo: "paving slap grey", correct: "paving slab grey" },
  { set: 7, kind: "real-word", typo: "club hamper", correct: "club hammer" },
  { set: 9, kind: "real-word", typo: "solvent weld waist pipe 32mm", correct: "solvent weld waste pipe 32mm" },
  { set: 6, kind: "real-word", typo: "pointing trowel soft grit", correct: "pointing trowel soft grip" },
  { set: 8, kind: "real-word", typo: "hydrated line 25kg", correct: "hydrated lime 25kg" },
  { set: 4, kind: "real-word", typo: "brick trowel 11 inc", correct: "brick trowel 11 inch" },
  // Equally near corrections that the other words decide.
  { set: 2, kind: "context-tie", typo: "dense concrete blick 140mm", correct: "dense concrete block 140mm" },
  { set: 2, kind: "context-tie", typo: "downpipe blck 68mm", correct: "downpipe black 68mm" },
  { set: 6, kind: "context-tie", typo: "riven paving slab grer", correct: "riven paving slab grey" },
  { set: 8, kind: "context-tie", typo: "work gloves latex coaled", correct: "work gloves latex coated" },
  { set: 9, kind: "context-tie", typo: "sanitary silicone cleat", correct: "sanitary silicone clear" },
  { set: 3, kind: "context-tie", typo: "roof tile antique browm", correct: "roof tile antique brown" },
  // Makers' names typed as heard or far from their spelling.
  { set: 2, kind: "brand", typo: "siniatt gtek plasterboard", correct: "siniat gtec plasterboard" },
  { set: 2, kind: "brand", typo: "celetex pir board 25mm", correct: "celotex pir board 25mm" },
  { set: 2, kind: "brand", typo: "flowplast downpipe", correct: "floplast downpipe" },
  { set: 4, kind: "brand", typo: "steelhnd brick trowel", correct: "steelhand brick trowel" },
  { set: 4, kind: "brand", typo: "cryotherm pir board", correct: "kryotherm pir board" },
  { set: 6, kind: "brand", typo: "forgwel club hammer", correct: "forgewell club hammer" },
  { set: 9, kind: "brand", typo: "caulksun sanitary silicone", correct: "caulkson sanitary silicone" },
  { set: 8, kind: "brand", typo: "rubatop deck adhesive", correct: "rubbatop deck adhesive" },
  // Typos inside multi-word names.
  { set: 2, kind: "multi-word", typo: "moisure resistent mdf 18mm", correct: "moisture resistant mdf 18mm" },
  { set: 3, kind: "multi-word", typo: "sulpate resisting cemnt", correct: "sulphate resisting cement" },
  { set: 5, kind: "multi-word", typo: "drywal screw black phospate", correct: "drywall screw black phosphate" },
  { set: 7, kind: "multi-word", typo: "pnuematic tyre wheelbarow", correct: "pneumatic tyre wheelbarrow" },
  { set: 8, kind: "multi-word", typo: "liqiud damp proof membrain", correct: "liquid damp proof membrane" },
  { set: 9, kind: "multi-word", typo: "aircreat coursing brik", correct: "aircrete coursing brick" },
  // Spelt as said.
  { set: 3, kind: "phonetic", typo: "plasterbord tapered edge", correct: "plasterboard tapered edge" },
  { set: 7, kind: "phonetic", typo: "fassia board white", correct: "fascia board white" },
  { set: 7, kind: "phonetic", typo: "gutter half rownd black", correct: "gutter half round black" },
  { set: 9, kind: "phonetic", typo: "expandin fome", correct: "expanding foam" },
  { set: 6, kind: "phonetic", typo: "shutterin plywood", correct: "shuttering plywood" },
  { set: 8, kind: "phonetic", typo: "joyst hanger 47 x 150", correct: "joist hanger 47 x 150" },
  // Short words with a dropped or doubled letter.
  { set: 2, kind: "short", typo: "leed flashing code 4", correct: "lead flashing code 4" },
  { set: 5, kind: "short", typo: "sharp snd 25kg", correct: "sharp sand 25kg" },
  { set: 7, kind: "short", typo: "wood glu d3", correct: "wood glue d3" },
  { set: 8, kind: "short", typo: "plain roof tille red", correct: "plain roof tile red" },
  { set: 9, kind: "short", typo: "oval nals 50mm", correct: "oval nails 50mm" },
  { set: 3, kind: "short", typo: "round wire naills 75mm", correct: "round wire nails 75mm" },
  { set: 5, kind: "short", typo: "pea shingel 10mm", correct: "pea shingle 10mm" },
  // Split or joined unlike the catalogue.
  { set: 3, kind: "spacing", typo: "loft roll glassmineral wool", correct: "loft roll glass mineral wool" },
  { set: 5, kind: "spacing", typo: "dry wall screws 25mm", correct: "drywall screws 25mm" },
  { set: 6, kind: "spacing", typo: "ready mix concrete 20kg", correct: "readymix concrete 20kg" },
  { set: 7, kind: "spacing", typo: "anglebead galvanised", correct: "angle bead galvanised" },
  { set: 8, kind: "spacing", typo: "joisthanger galvanised", correct: "joist hanger galvanised" },
  { set: 9, kind: "spacing", typo: "insulated tilebacker board", correct: "insulated tile backer board" },
  { set: 4, kind: "spacing", typo: "expanding foam gungrade", correct: "expanding foam gun grade" },
];

/** Misspelt queries for things none of the catalogues sell: they must still find nothing. */
export const DEV_NO_MATCH: readonly { set: number; typo: string }[] = [
  { set: 2, typo: "garden hoze reel" },
  { set: 3, typo: "electric kettel" },
  { set: 5, typo: "bathrom mirror cabinet" },
  { set: 6, typo: "lawn mowwer petrol" },
  { set: 7, typo: "ceilling fan light" },
  { set: 8, typo: "curtian pole" },
  { set: 9, typo: "wallpapr paste" },
  { set: 4, typo: "dishwaser" },
];
