/** Held-out set 18: cement, lime and additives, bulk and bagged aggregates. */
import { p, type Product, type Rest } from "./catalogue-types.ts";

const BH = "Brompholt";
const TW = "Tasworth";
const MW = "Mellowby";

const cement = (key: string, price: number, rest: Rest): Product => p("cement", key, price, rest);
const bh = (
  key: string,
  price: number,
  line: string | undefined,
  noun: string,
  pack: string,
  use: string,
  reach?: number,
) => cement(key, price, { brand: BH, line, noun, pack, use, reach });
const tw = (key: string, price: number, noun: string, detail: string | undefined, pack: string, use: string) =>
  cement(key, price, { brand: TW, noun, detail, pack, use });
const agg = (key: string, price: number, rest: Rest): Product => p("agg", key, price, rest);
const bulk = (key: string, price: number, noun: string, use: string, size?: string): Product =>
  agg(key, price, { noun, size, pack: "Bulk Bag", use });
const bagged = (key: string, price: number, noun: string, pack: string, use: string, size?: string): Product =>
  agg(key, price, { brand: MW, noun, size, pack, use });

export const HEAVY: readonly Product[] = [
  bh("cement-brompholt-opc-25", 7.2, "General Purpose", "Cement", "25kg", "mortar, concrete and rendering", 4),
  bh("cement-brompholt-white-25", 15.4, "White Portland", "Cement", "25kg", "white mortar, pointing and render"),
  bh("cement-brompholt-rapid-25", 11.9, "Rapid Set", "Cement", "25kg", "fast repairs and setting in cold weather"),
  bh("cement-brompholt-sulfate-25", 10.5, "Sulfate Resisting", "Cement", "25kg", "foundations in sulfate-bearing clay"),
  bh("cement-brompholt-masonry-25", 8.6, "Masonry", "Cement", "25kg", "bricklaying mortar without added plasticiser"),
  bh("cement-brompholt-postmix-20", 6.9, undefined, "Fence Post Mix", "20kg", "setting fence posts without mixing"),
  bh(
    "cement-brompholt-mortar-20",
    6.4,
    "Ready Mixed",
    "Mortar",
    "20kg",
    "bricklaying and small repairs, just add water",
  ),
  bh(
    "cement-brompholt-concrete-20",
    6.1,
    "Ready Mixed",
    "Concrete",
    "20kg",
    "bases, steps and post holes, just add water",
  ),
  bh("cement-brompholt-screed-25", 7.8, undefined, "Floor Screed", "25kg", "levelling concrete floors before finishes"),
  bh(
    "cement-brompholt-selflevel-20",
    18.5,
    undefined,
    "Self Levelling Compound",
    "20kg",
    "smoothing floors before tiles or vinyl",
  ),
  bh("cement-brompholt-render-25", 13.2, "One Coat", "Render", "25kg", "rendering external block walls"),
  bh(
    "cement-brompholt-repair-5",
    12.4,
    undefined,
    "Concrete Repair Mortar",
    "5kg",
    "patching spalled concrete and steps",
  ),
  tw("cement-tasworth-hydrated-25", 13.9, "Hydrated Lime", undefined, "25kg", "lime mortar and soft render"),
  tw("cement-tasworth-nhl35-25", 24.5, "Natural Hydraulic Lime", "NHL 3.5", "25kg", "repointing old brick and stone"),
  tw(
    "cement-tasworth-plasticiser-5",
    8.9,
    "Mortar Plasticiser",
    undefined,
    "5 Litre",
    "making mortar workable without lime",
  ),
  tw(
    "cement-tasworth-sbr-5",
    21.5,
    "SBR Bonding Agent",
    undefined,
    "5 Litre",
    "priming and bonding screeds and renders",
  ),
  tw(
    "cement-tasworth-sbr-1",
    7.4,
    "SBR Bonding Agent",
    undefined,
    "1 Litre",
    "priming and bonding screeds and renders",
  ),
  tw(
    "cement-tasworth-waterproofer-5",
    9.6,
    "Liquid Waterproofer",
    undefined,
    "5 Litre",
    "waterproofing render and basement mortar",
  ),
  tw(
    "cement-tasworth-frostproofer-5",
    9.2,
    "Mortar Frostproofer",
    undefined,
    "5 Litre",
    "laying bricks in cold weather",
  ),
  tw("cement-tasworth-colour-black-1", 6.8, "Mortar Colour", "Black", "1kg", "tinting mortar and pointing"),
  bulk("agg-gen-building-sand-bulk", 52, "Building Sand", "bricklaying mortar"),
  bulk("agg-gen-sharp-sand-bulk", 54, "Sharp Sand", "screeds, concrete and laying slabs"),
  bulk("agg-gen-ballast-bulk", 56, "All In Ballast", "mixing concrete for bases and footings", "20mm"),
  bulk("agg-gen-mot-bulk", 49, "MOT Type 1 Sub Base", "compacted sub-base under patios and drives"),
  bulk("agg-gen-topsoil-bulk", 62, "Screened Topsoil", "lawns, raised beds and borders"),
  bulk("agg-gen-gravel-20-bulk", 68, "Washed Gravel", "drives, paths and drainage", "20mm"),
  bulk("agg-gen-gravel-10-bulk", 70, "Washed Gravel", "paths, drainage and pipe bedding", "10mm"),
  bulk("agg-gen-scalpings-bulk", 46, "Limestone Scalpings", "paths and sub-base under sheds"),
  bagged("agg-mellowby-building-sand-25", 3.9, "Building Sand", "25kg", "bricklaying mortar"),
  bagged("agg-mellowby-sharp-sand-25", 4.1, "Sharp Sand", "25kg", "screeds and laying slabs"),
  bagged("agg-mellowby-kiln-dried-sand-20", 5.2, "Kiln Dried Sand", "20kg", "brushing into block paving joints"),
  bagged("agg-mellowby-play-sand-15", 4.6, "Play Sand", "15kg", "children's sandpits"),
  bagged("agg-mellowby-ballast-25", 4.2, "All In Ballast", "25kg", "small concrete jobs", "20mm"),
  bagged("agg-mellowby-mot-25", 4.4, "MOT Type 1 Sub Base", "25kg", "small sub-base jobs"),
  bagged("agg-mellowby-pea-gravel-20", 5.4, "Pea Gravel", "20kg", "paths and borders", "10mm"),
  bagged("agg-mellowby-cotswold-20", 6.2, "Cotswold Chippings", "20kg", "decorative driveways and borders", "20mm"),
  bagged("agg-mellowby-slate-plum-20", 7.1, "Plum Slate Chippings", "20kg", "decorative borders and pots", "40mm"),
  bagged("agg-mellowby-granite-grey-20", 6.9, "Grey Granite Chippings", "20kg", "decorative paths and borders", "14mm"),
  bagged("agg-mellowby-flint-20", 6.4, "Flint Gravel", "20kg", "paths and front gardens", "20mm"),
];
