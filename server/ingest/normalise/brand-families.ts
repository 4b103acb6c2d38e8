/**
 * Brand vocabulary. A "family" is the manufacturer identity that the same physical
 * product carries regardless of which name a merchant typed: the parent company,
 * its trading names and its product-line brands all collapse onto one family.
 *
 * Chosen families (why):
 * - british-gypsum: Gyproc, Thistle and "Saint-Gobain British Gypsum" are all the
 *   same boards/plasters; merchants use any of the names.
 * - hanson: Heidelberg Materials is Hanson's parent and now prints its name on the
 *   same Multicem/Postcrete bags.
 * - tarmac: Blue Circle is Tarmac's cement brand ("Tarmac Blue Circle ...").
 * - forterra: London Brick, LBC and Thermalite are Forterra brands.
 * - wienerberger: Terca is Wienerberger's brick brand. h-h: Celcon.
 * - wavin: OsmaDrain/OsmaSoil/Osma/Hepworth. west-fraser: Norbord, SterlingOSB, Caber* boards.
 * - Range names imply their maker (Topcrete → tarmac, Thermapitch → kingspan, Tyvek → dupont), because
 *   the maker is part of every attributes key: a title naming only the range must key with its maker.
 * - Umbrella names (Saint-Gobain, Lafarge) are resolved by category because the
 *   same group sells plasterboard under one brand and insulation/cement under another.
 */
import type { CategorySlug } from "../../../shared/categories.ts";

export interface BrandFamily {
  family: string;
  aliases: string[];
}

export const BRAND_FAMILIES: BrandFamily[] = [
  {
    family: "british-gypsum",
    aliases: ["saint gobain british gypsum", "british gypsum", "gyproc", "thistle", "glasroc", "rigidur"],
  },
  { family: "siniat", aliases: ["siniat", "lafarge plasterboard", "gtec"] },
  { family: "knauf", aliases: ["knauf insulation", "knauf drywall", "knauf", "earthwool", "rocksilk"] },
  { family: "hanson", aliases: ["hanson cement", "hanson", "heidelberg materials", "heidelberg", "castle cement"] },
  {
    family: "tarmac",
    aliases: ["tarmac blue circle", "lafarge tarmac", "blue circle", "tarmac", "topcrete", "toplite"],
  },
  // Cemex's bagged cement is sold as "Rugby" (Rugby Premium, Rugby Cement).
  { family: "cemex", aliases: ["cemex", "rugby"] },
  { family: "aggregate-industries", aliases: ["aggregate industries", "holcim", "bradstone"] },
  { family: "celotex", aliases: ["celotex"] },
  { family: "isover", aliases: ["isover"] },
  {
    family: "kingspan",
    aliases: ["kingspan insulation", "kingspan", "thermapitch", "thermafloor", "thermawall", "thermaroof", "kooltherm"],
  },
  { family: "recticel", aliases: ["recticel", "eurothane"] },
  { family: "ecotherm", aliases: ["ecotherm"] },
  { family: "xtratherm", aliases: ["xtratherm", "unilin insulation", "unilin"] },
  { family: "rockwool", aliases: ["rockwool"] },
  { family: "wienerberger", aliases: ["wienerberger", "terca", "sandtoft"] },
  // Ivanhoe is an Ibstock facing-brick range.
  { family: "ibstock", aliases: ["ibstock", "ivanhoe"] },
  {
    family: "forterra",
    aliases: ["forterra", "london brick company", "london brick", "lbc", "thermalite", "butterley"],
  },
  { family: "h-h", aliases: ["handh", "h and h", "celcon"] },
  { family: "marley", aliases: ["marley eternit", "marley"] },
  { family: "redland", aliases: ["bmi redland", "redland"] },
  { family: "floplast", aliases: ["floplast", "flo plast"] },
  { family: "wavin", aliases: ["wavin", "osmadrain", "osmasoil", "osmaweld", "osmagold", "osma", "hepworth"] },
  { family: "polypipe", aliases: ["polypipe"] },
  // Everbuild is a Sika company; Visqueen is made by Berry BPI.
  { family: "sika", aliases: ["sika everbuild", "everbuild", "sikaflex", "sika"] },
  { family: "visqueen", aliases: ["visqueen", "berry bpi", "rpc bpi"] },
  {
    family: "west-fraser",
    aliases: [
      "west fraser",
      "norbord",
      "sterlingosb",
      "sterling osb",
      "caberfloor",
      "caberdek",
      "cabershield",
      "caberwood",
    ],
  },
  { family: "dupont", aliases: ["dupont", "tyvek"] },
  { family: "catnic", aliases: ["catnic"] },
  { family: "unibond", aliases: ["unibond"] },
  // Evo-Stik is a Bostik brand.
  // Cementone (admixtures, cleaners) is a Bostik brand.
  { family: "bostik", aliases: ["bostik", "evo stik", "evostik", "cementone"] },
  { family: "c-tec", aliases: ["c tec", "ctec", "ct1"] },
  { family: "instarmac", aliases: ["instarmac", "ultracrete"] },
  { family: "simpson-strong-tie", aliases: ["simpson strong tie", "furfix"] },
  { family: "dulux", aliases: ["dulux trade", "dulux", "akzonobel", "akzo nobel"] },
  { family: "st-astier", aliases: ["st astier", "saint astier"] },
  // Singleton Birch makes Limbux hydrated lime.
  { family: "singleton-birch", aliases: ["singleton birch", "limbux"] },
  { family: "medite-smartply", aliases: ["medite", "smartply", "smart ply"] },
  { family: "metsa-wood", aliases: ["metsa wood", "metsa", "finnforest", "kerto"] },
  { family: "james-hardie", aliases: ["james hardie", "hardiebacker", "hardie backer", "hardieplank", "hardie"] },
];

/** Group names that do not identify a product range on their own. */
export const UMBRELLAS: Array<{ alias: string; byCategory: Partial<Record<CategorySlug, string>>; fallback: string }> =
  [
    {
      alias: "saint gobain",
      byCategory: { plasterboard: "british-gypsum", plaster: "british-gypsum", insulation: "celotex" },
      fallback: "saint-gobain",
    },
    { alias: "lafarge", byCategory: { plasterboard: "siniat", plaster: "siniat" }, fallback: "tarmac" },
    // Etex makes Siniat boards and Marley roofing.
    { alias: "etex", byCategory: { plasterboard: "siniat", plaster: "siniat", roofing: "marley" }, fallback: "etex" },
    // Tata Steel sells its lintels as Catnic; Breedon quarries and sells Welsh Slate roofing slates.
    { alias: "tata steel", byCategory: { other: "catnic" }, fallback: "tata-steel" },
    // Aliaxis owns FloPlast, Orbia owns Wavin: their drainage is sold under those names.
    { alias: "aliaxis", byCategory: { drainage: "floplast" }, fallback: "aliaxis" },
    { alias: "orbia", byCategory: { drainage: "wavin" }, fallback: "orbia" },
    // Genuit Group sells Polypipe drainage; CRH's UK business is Tarmac; Henkel sells Unibond, Arkema Bostik.
    { alias: "genuit", byCategory: { drainage: "polypipe" }, fallback: "genuit" },
    { alias: "crh", byCategory: {}, fallback: "tarmac" },
    { alias: "henkel", byCategory: { other: "unibond" }, fallback: "henkel" },
    { alias: "arkema", byCategory: { other: "bostik" }, fallback: "arkema" },
    { alias: "breedon", byCategory: { roofing: "welsh-slate" }, fallback: "breedon" },
    // Marshalls (paving) has owned Marley roofing since 2019.
    { alias: "marshalls", byCategory: { roofing: "marley" }, fallback: "marshall" },
  ];
