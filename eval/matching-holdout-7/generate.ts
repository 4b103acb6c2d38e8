// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.
// Holdout set 7 generator. Deterministic: node built-ins only, own seeded PRNG.
// Run: npx tsx eval/matching-holdout-7/generate.ts
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const OUT = dirname(fileURLToPath(import.meta.url));

// ---------- PRNG (mulberry32) ----------
function mulberry32(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = mulberry32(0x4d7a1207);
const ri = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
const pick = <T>(xs: T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const chance = (p: number) => rnd() < p;

// ---------- EAN-13 ----------
function ean13(): string {
  let body = "50";
  for (let i = 0; i < 10; i++) body += String(ri(0, 9));
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (i % 2 === 0 ? 1 : 3);
  return body + String((10 - (sum % 10)) % 10);
}

// ---------- catalogue ----------
type Cat =
  | "cement" | "concrete-mortar" | "sand" | "aggregates" | "timber" | "sheet-materials"
  | "plasterboard" | "plaster" | "bricks" | "blocks" | "skirting-architrave" | "insulation"
  | "roofing" | "drainage" | "other";
type Grp = { id: string; m: string; attr: "color" | "size"; v: string };
type Opt = { imp?: string; d?: string; e?: string; m?: string; grp?: Grp; u?: string };
type P = {
  key: string; c: Cat; b: string; pc: string; n: string; s: string; pr: number;
  imp?: string; d: string; e?: string; m?: string; grp?: Grp; u?: string; gtin?: string;
};
const PRODUCTS: P[] = [];
let curCat: Cat = "cement";
function P_(key: string, b: string, pc: string, n: string, s: string, pr: number, d: string, o: Opt = {}) {
  PRODUCTS.push({ key, c: curCat, b, pc: pc || b, n, s, pr, d, ...o });
}
const cat = (c: Cat) => (curCat = c);

cat("cement");
P_("cement-bluecircle-gp-25kg", "Blue Circle", "Tarmac", "General Purpose Cement", "25kg", 6.95, "Portland-limestone cement for everyday concreting, bricklaying and rendering. Paper sack.");
P_("cement-bluecircle-mastercrete-25kg", "Blue Circle", "Tarmac", "Mastercrete Original Cement", "25kg", 7.95, "Premium Portland cement with an added plasticiser for a smoother, more workable and cohesive mix.");
P_("cement-bluecircle-snowcrete-25kg", "Blue Circle", "Tarmac", "Snowcrete White Cement", "25kg", 16.5, "White Portland cement for decorative concrete, white renders and pointing.");
P_("cement-bluecircle-extrarapid-25kg", "Blue Circle", "Tarmac", "Extra Rapid Cement", "25kg", 11.2, "Rapid-hardening cement for early strength and cold weather working.");
P_("cement-hanson-multicem-25kg", "Hanson", "Heidelberg Materials", "Multicem Cement", "25kg", 6.8, "Multi-purpose cement for concrete, mortar and render on general building work.");
P_("cement-hanson-premium-25kg", "Hanson", "Heidelberg Materials", "Premium Cement", "25kg", 7.6, "High-performance CEM I Portland cement for structural concrete and high-strength mixes.");
P_("cement-cemex-gp-25kg", "Cemex", "Cemex", "General Purpose Cement", "25kg", 6.6, "General purpose cement for concreting, bricklaying and rendering.");
P_("cement-rugby-premium-25kg", "Rugby", "Cemex", "Premium Cement", "25kg", 7.4, "Rugby Premium CEM I cement giving consistent colour and high early strength.");
P_("cement-hydrated-lime-25kg", "", "", "Hydrated Lime", "25kg", 9.5, "Builders' hydrated lime (CL90-S) for lime mortars and renders; improves workability of cement mixes.");
P_("cement-stastier-nhl35-25kg", "St. Astier", "St. Astier", "Natural Hydraulic Lime NHL 3.5", "25kg", 21.5, "Natural hydraulic lime for breathable mortars, pointing and renders on traditional buildings.");

cat("concrete-mortar");
P_("cm-bluecircle-postcrete-20kg", "Blue Circle", "Tarmac", "Postcrete", "20kg", 7.4, "Fast-setting concrete for fixing fence posts; just pour in water, sets in 5 to 10 minutes.");
P_("cm-rapid-postmix-20kg", "", "", "Rapid Set Post Mix", "20kg", 5.9, "Quick-setting post mix for fence posts, gate posts and washing-line poles.");
P_("cm-concrete-mix-20kg", "", "", "Dry Concrete Mix", "20kg", 5.2, "Pre-blended cement, sand and aggregate; just add water for bases, footings and paths.");
P_("cm-concrete-mix-bulk", "", "", "Dry Concrete Mix", "Bulk Bag", 89, "Ready-blended dry concrete in a bulk bag of approximately 850kg for larger bases and slabs.", { u: "850 kg" });
P_("cm-mortar-mix-20kg", "", "", "Dry Mortar Mix", "20kg", 5.4, "Pre-blended bricklaying mortar; just add water.");
P_("cm-tarmac-mortar-mix-20kg", "Tarmac", "Tarmac", "Mortar Mix", "20kg", 6.6, "Tarmac ready-to-use dry mortar mix for bricklaying, blocklaying and pointing.");
P_("cm-tarmac-concrete-mix-20kg", "Tarmac", "Tarmac", "Concrete Mix", "20kg", 6.5, "Tarmac dry concrete mix for general concreting, fence posts and small bases.");
P_("cm-screed-mix-25kg", "", "", "Sand & Cement Floor Screed", "25kg", 6.2, "Pre-blended 4:1 sand and cement floor screed for levelling floors before finishes.");
P_("cm-weber-rend-ocr-25kg", "Weber", "Saint-Gobain", "weber.rend OCR One Coat Render", "25kg", 17.8, "Through-coloured one coat render for masonry walls, scraped finish.");

cat("sand");
P_("sand-building-bulk", "", "", "Building Sand", "Bulk Bag", 62, "Soft yellow building sand for bricklaying mortar. Bulk bag approx. 850kg.", { u: "850 kg" });
P_("sand-building-25kg", "", "", "Building Sand", "25kg Bag", 4.2, "Soft building sand for bricklaying and pointing mortars.");
P_("sand-red-building-bulk", "", "", "Red Building Sand", "Bulk Bag", 68, "Red soft sand for mortar to match red brickwork. Bulk bag approx. 850kg.", { u: "850 kg" });
P_("sand-red-building-25kg", "", "", "Red Building Sand", "25kg Bag", 4.6, "Red soft sand for coloured mortar joints.");
P_("sand-sharp-bulk", "", "", "Sharp Sand", "Bulk Bag", 64, "Washed coarse sharp sand for concrete, screeds and paving beds. Bulk bag approx. 850kg.", { u: "850 kg" });
P_("sand-sharp-25kg", "", "", "Sharp Sand", "25kg Bag", 4.3, "Washed sharp sand for concrete and floor screeds.");
P_("sand-plastering-bulk", "", "", "Plastering Sand", "Bulk Bag", 72, "Fine washed sand for render and floating coats. Bulk bag approx. 850kg.", { u: "850 kg" });
P_("sand-plastering-25kg", "", "", "Plastering Sand", "25kg Bag", 4.8, "Fine washed plastering sand for sand and cement render.");
P_("sand-kiln-dried-20kg", "", "", "Kiln Dried Sand", "20kg Bag", 6.5, "Fine dry sand for brushing into block paving joints.");
P_("sand-silver-25kg", "", "", "Silver Sand", "25kg Bag", 5.5, "Washed white silver sand for play pits, lawns and horticulture.");
P_("sand-silver-bulk", "", "", "Silver Sand", "Bulk Bag", 95, "Washed silver sand in a bulk bag of approx. 850kg.", { u: "850 kg" });
P_("sand-grit-bulk", "", "", "Grit Sand", "Bulk Bag", 78, "Coarse grit sand for screeds, paving and lawn top-dressing. Bulk bag approx. 850kg.", { u: "850 kg" });

cat("aggregates");
P_("agg-ballast-bulk", "", "", "All-in Ballast 20mm", "Bulk Bag", 62, "Mix of sharp sand and 20mm gravel for concrete. Bulk bag approx. 850kg.", { u: "850 kg" });
P_("agg-ballast-25kg", "", "", "All-in Ballast 20mm", "25kg Bag", 4.2, "Sand and gravel mix ready for concreting.");
P_("agg-mot-type1-bulk", "", "", "MOT Type 1 Sub-base", "Bulk Bag", 58, "Crushed limestone Type 1 sub-base for driveways, paths and patios. Bulk bag approx. 850kg.", { u: "850 kg" });
P_("agg-mot-type1-25kg", "", "", "MOT Type 1 Sub-base", "25kg Bag", 4.0, "Compactable Type 1 sub-base for paths and small patios.");
P_("agg-recycled-type1-bulk", "", "", "Recycled Crushed Concrete Type 1", "Bulk Bag", 44, "Recycled crushed concrete sub-base, a cheaper alternative to primary MOT. Bulk bag approx. 850kg.", { u: "850 kg" });
P_("agg-pea-gravel-10mm-bulk", "", "", "Pea Gravel 10mm", "Bulk Bag", 66, "Rounded 10mm pea gravel for drainage, paths and pipe bedding. Bulk bag approx. 850kg.", { u: "850 kg" });
P_("agg-pea-gravel-10mm-25kg", "", "", "Pea Gravel 10mm", "25kg Bag", 4.4, "Rounded 10mm pea gravel.");
P_("agg-gravel-20mm-bulk", "", "", "Gravel 20mm", "Bulk Bag", 66, "Washed 20mm gravel for concrete, soakaways and drives. Bulk bag approx. 850kg.", { u: "850 kg" });
P_("agg-cotswold-chippings-20mm-bulk", "", "", "Cotswold Buff Chippings 20mm", "Bulk Bag", 115, "Warm buff limestone chippings for drives and borders. Bulk bag approx. 850kg.", { u: "850 kg" });
P_("agg-cotswold-chippings-20mm-25kg", "", "", "Cotswold Buff Chippings 20mm", "25kg Bag", 6.8, "Decorative buff limestone chippings.");
P_("agg-slate-plum-40mm-bulk", "", "", "Plum Slate Chippings 40mm", "Bulk Bag", 125, "Welsh plum slate chippings for decorative borders and paths. Bulk bag approx. 850kg.", { u: "850 kg", grp: { id: "SLATE-PLUM", m: "carreg-las", attr: "size", v: "40mm" } });
P_("agg-slate-plum-20mm-bulk", "", "", "Plum Slate Chippings 20mm", "Bulk Bag", 125, "Welsh plum slate chippings in the smaller 20mm grade. Bulk bag approx. 850kg.", { u: "850 kg", grp: { id: "SLATE-PLUM", m: "carreg-las", attr: "size", v: "20mm" } });
P_("agg-slate-bluegrey-40mm-bulk", "", "", "Blue Grey Slate Chippings 40mm", "Bulk Bag", 125, "Welsh blue-grey slate chippings. Bulk bag approx. 850kg.", { u: "850 kg" });
P_("agg-granite-red-14mm-bulk", "", "", "Red Granite Chippings 14mm", "Bulk Bag", 139, "Angular red granite chippings for drives and gardens. Bulk bag approx. 850kg.", { u: "850 kg" });

cat("timber");
P_("tim-cls-38x63-2.4", "", "", "CLS Studwork Timber", "38 x 63mm x 2.4m", 4.2, "Kiln-dried regularised CLS with rounded arrises for internal stud walls.", { imp: "3x2 8ft", grp: { id: "CLS-3863", m: "glenlochy-timber", attr: "size", v: "2.4m" } });
P_("tim-cls-38x63-3.0", "", "", "CLS Studwork Timber", "38 x 63mm x 3.0m", 5.4, "Kiln-dried regularised CLS with rounded arrises for internal stud walls.", { imp: "3x2 10ft", grp: { id: "CLS-3863", m: "glenlochy-timber", attr: "size", v: "3.0m" } });
P_("tim-cls-38x89-2.4", "", "", "CLS Studwork Timber", "38 x 89mm x 2.4m", 5.6, "Kiln-dried regularised CLS for deeper stud partitions.", { imp: "4x2 8ft" });
P_("tim-c16-47x100-3.6-trtd", "", "", "Treated Sawn Timber C16", "47 x 100mm x 3.6m", 9.9, "C16 strength-graded, pressure-treated kiln-dried sawn carcassing.", { imp: "4x2 12ft" });
P_("tim-c24-47x100-3.6-trtd", "", "", "Treated Sawn Timber C24", "47 x 100mm x 3.6m", 11.4, "C24 strength-graded, pressure-treated sawn carcassing for joists and rafters.", { imp: "4x2 12ft" });
P_("tim-c16-47x100-4.8-trtd", "", "", "Treated Sawn Timber C16", "47 x 100mm x 4.8m", 13.5, "C16 graded treated sawn carcassing.", { imp: "4x2 16ft" });
P_("tim-c16-47x150-4.8-trtd", "", "", "Treated Sawn Timber C16", "47 x 150mm x 4.8m", 19.9, "C16 graded treated sawn carcassing for floor joists.", { imp: "6x2 16ft" });
P_("tim-sawn-47x100-3.6-untrtd", "", "", "Untreated Sawn Whitewood", "47 x 100mm x 3.6m", 8.5, "Kiln-dried untreated sawn whitewood for internal framing.", { imp: "4x2 12ft" });
P_("tim-batten-25x50-4.8-trtd", "", "", "Treated Sawn Batten", "25 x 50mm x 4.8m", 4.9, "Ungraded treated sawn batten for general framing and fencing.", { imp: "2x1 16ft" });
P_("tim-par-21x44-2.4", "", "", "Planed All Round Softwood", "21 x 44mm x 2.4m", 3.6, "Planed redwood, finished size from 25 x 50mm nominal.", { imp: "2x1 8ft", e: "PSE 25X50 (21X44) 2.4M" });
P_("tim-par-21x94-2.4", "", "", "Planed All Round Softwood", "21 x 94mm x 2.4m", 6.8, "Planed redwood, finished size from 25 x 100mm nominal.", { imp: "4x1 8ft", e: "PSE 25X100 (21X94) 2.4M" });
P_("tim-par-44x44-2.4", "", "", "Planed All Round Softwood", "44 x 44mm x 2.4m", 7.2, "Planed redwood, finished size from 50 x 50mm nominal.", { imp: "2x2 8ft", e: "PSE 50X50 (44X44) 2.4M" });
P_("tim-fencepost-75x75-1.8", "", "", "Treated Fence Post", "75 x 75mm x 1.8m", 8.9, "Pressure-treated softwood fence post.", { imp: "3x3 6ft" });
P_("tim-fencepost-100x100-2.4", "", "", "Treated Fence Post", "100 x 100mm x 2.4m", 16.5, "Pressure-treated softwood fence post for gates and heavier panels.", { imp: "4x4 8ft" });
P_("tim-decking-32x144-3.6", "", "", "Treated Softwood Decking Board", "32 x 144mm x 3.6m", 12.9, "Reeded/smooth reversible treated decking board.", { imp: "12ft" });
P_("tim-decking-32x144-4.8", "", "", "Treated Softwood Decking Board", "32 x 144mm x 4.8m", 16.9, "Reeded/smooth reversible treated decking board.", { imp: "16ft" });

cat("sheet-materials");
P_("sh-sterlingosb-zero-osb3-11", "SterlingOSB Zero", "West Fraser", "OSB3 Board", "2440 x 1220 x 11mm", 16.9, "Zero added formaldehyde OSB3 for sheathing, roofing and hoarding.", { imp: "8'x4'" });
P_("sh-sterlingosb-zero-osb3-18", "SterlingOSB Zero", "West Fraser", "OSB3 Board", "2440 x 1220 x 18mm", 24.9, "Zero added formaldehyde OSB3, square edge.", { imp: "8'x4'" });
P_("sh-smartply-osb3-18", "SmartPly", "Coillte", "OSB3 Board", "2440 x 1220 x 18mm", 25.5, "SmartPly OSB3 structural board for humid conditions.", { imp: "8'x4'" });
P_("sh-sterlingosb-zero-osb3-tg-18", "SterlingOSB Zero", "West Fraser", "OSB3 Tongue & Groove Flooring", "2397 x 600 x 18mm", 15.9, "Tongue and groove OSB3 for floors and roof decks.", { imp: "8'x2'" });
P_("sh-ply-hardwood-18", "", "", "Hardwood Faced Plywood", "2440 x 1220 x 18mm", 42, "Hardwood faced plywood, EN 636-2, for general construction.", { imp: "8'x4'" });
P_("sh-ply-hardwood-12", "", "", "Hardwood Faced Plywood", "2440 x 1220 x 12mm", 32, "Hardwood faced plywood, EN 636-2.", { imp: "8'x4'" });
P_("sh-ply-shuttering-18", "", "", "Shuttering Plywood", "2440 x 1220 x 18mm", 29.5, "Economy plywood for concrete formwork and hoarding.", { imp: "8'x4'" });
P_("sh-ply-marine-18", "", "", "Marine Plywood BS1088", "2440 x 1220 x 18mm", 89, "WBP-bonded marine grade plywood to BS1088.", { imp: "8'x4'" });
P_("sh-mdf-18", "", "", "Standard MDF", "2440 x 1220 x 18mm", 31, "General purpose medium density fibreboard for joinery and furniture.", { imp: "8'x4'" });
P_("sh-mdf-12", "", "", "Standard MDF", "2440 x 1220 x 12mm", 24, "General purpose medium density fibreboard.", { imp: "8'x4'" });
P_("sh-medite-mr-mdf-18", "Medite", "Coillte", "Moisture Resistant MDF", "2440 x 1220 x 18mm", 41, "Moisture resistant MDF for kitchens, bathrooms and window boards.", { imp: "8'x4'" });
P_("sh-caberfloor-p5-18", "CaberFloor", "West Fraser", "P5 Chipboard Flooring T&G", "2400 x 600 x 18mm", 11.9, "Moisture resistant P5 tongue and groove chipboard flooring.", { imp: "8'x2'" });
P_("sh-caberfloor-p5-22", "CaberFloor", "West Fraser", "P5 Chipboard Flooring T&G", "2400 x 600 x 22mm", 14.5, "Moisture resistant P5 tongue and groove chipboard flooring.", { imp: "8'x2'" });
P_("sh-hardboard-3", "", "", "Standard Hardboard", "2440 x 1220 x 3mm", 9.5, "Smooth one side hardboard for floor overlay and protection.", { imp: "8'x4'" });

cat("plasterboard");
P_("pb-gyproc-wallboard-12.5-2400x1200-te", "Gyproc", "British Gypsum", "WallBoard Tapered Edge", "2400 x 1200 x 12.5mm", 9.8, "Standard plasterboard for walls and ceilings, tapered edges for jointing.", { imp: "8'x4'" });
P_("pb-gyproc-wallboard-12.5-2400x1200-se", "Gyproc", "British Gypsum", "WallBoard Square Edge", "2400 x 1200 x 12.5mm", 9.8, "Standard plasterboard with square edges for skim finishing.", { imp: "8'x4'" });
P_("pb-gyproc-wallboard-9.5-2400x1200-se", "Gyproc", "British Gypsum", "WallBoard Square Edge", "2400 x 1200 x 9.5mm", 8.6, "9.5mm square edge plasterboard for ceilings and skim.", { imp: "8'x4'" });
P_("pb-gyproc-wallboard-12.5-1800x900-te", "Gyproc", "British Gypsum", "WallBoard Tapered Edge", "1800 x 900 x 12.5mm", 6.4, "Handy-size standard plasterboard.", { imp: "6'x3'" });
P_("pb-gyproc-moistureshield-12.5-te", "Gyproc", "British Gypsum", "MoistureShield Tapered Edge", "2400 x 1200 x 12.5mm", 15.9, "Moisture resistant plasterboard for bathrooms and kitchens.", { imp: "8'x4'" });
P_("pb-gyproc-fireline-12.5-te", "Gyproc", "British Gypsum", "FireLine Tapered Edge", "2400 x 1200 x 12.5mm", 14.2, "Fire-resistant plasterboard with glass fibre in the core.", { imp: "8'x4'" });
P_("pb-gyproc-soundbloc-12.5-te", "Gyproc", "British Gypsum", "SoundBloc Tapered Edge", "2400 x 1200 x 12.5mm", 15.4, "High density acoustic plasterboard.", { imp: "8'x4'" });
P_("pb-knauf-wallboard-12.5-te", "Knauf", "Knauf", "Wallboard Tapered Edge", "2400 x 1200 x 12.5mm", 9.4, "Knauf standard plasterboard, tapered edges.", { imp: "8'x4'" });
P_("pb-siniat-gtec-standard-12.5-te", "Siniat", "Etex", "GTEC Standard Board Tapered Edge", "2400 x 1200 x 12.5mm", 9.2, "Siniat GTEC standard plasterboard.", { imp: "8'x4'" });

cat("plaster");
P_("pl-thistle-multifinish-25kg", "Thistle", "British Gypsum", "Multi-Finish Plaster", "25kg", 12.9, "Finishing plaster for both bonding/browning backgrounds and plasterboard.");
P_("pl-thistle-boardfinish-25kg", "Thistle", "British Gypsum", "Board Finish Plaster", "25kg", 12.6, "Finish plaster for plasterboard and low suction backgrounds.");
P_("pl-thistle-bonding-25kg", "Thistle", "British Gypsum", "Bonding Coat Plaster", "25kg", 15.2, "Undercoat plaster for low suction backgrounds such as concrete.");
P_("pl-thistle-hardwall-25kg", "Thistle", "British Gypsum", "HardWall Plaster", "25kg", 15.6, "Impact resistant undercoat plaster for high suction masonry.");
P_("pl-thistle-browning-25kg", "Thistle", "British Gypsum", "Browning Plaster", "25kg", 14.2, "Traditional undercoat plaster for moderate suction backgrounds.");
P_("pl-knauf-multifinish-25kg", "Knauf", "Knauf", "MultiFinish Plaster", "25kg", 11.6, "Knauf multi-purpose finishing plaster.");
P_("pl-gyproc-easifill-60-10kg", "Gyproc", "British Gypsum", "Easi-Fill 60 Jointing Compound", "10kg", 18.5, "Setting jointing and filling compound, 60 minute working time.");

cat("bricks");
P_("br-lbc-common-65", "London Brick", "Forterra", "Common Brick", "215 x 102.5 x 65mm", 0.95, "Fletton common brick for general building where appearance is not important.", { u: "1 ct" });
P_("br-lbc-common-65-pk390", "London Brick", "Forterra", "Common Brick Pack of 390", "215 x 102.5 x 65mm", 349, "Full pack of 390 LBC common bricks, delivered by crane offload.", { u: "390 ct" });
P_("br-lbc-rustic-65", "London Brick", "Forterra", "Rustic Brick", "215 x 102.5 x 65mm", 1.05, "Textured red facing brick in the London Brick range.", { u: "1 ct" });
P_("br-lbc-brecken-grey-65", "London Brick", "Forterra", "Brecken Grey Brick", "215 x 102.5 x 65mm", 1.1, "Grey dragfaced facing brick.", { u: "1 ct" });
P_("br-ibstock-ivanhoe-cream-65", "Ibstock", "Ibstock", "Ivanhoe Cream Brick", "215 x 102.5 x 65mm", 1.15, "Cream wirecut facing brick.", { u: "1 ct" });
P_("br-class-b-red-solid-65", "", "", "Class B Red Engineering Brick Solid", "215 x 102.5 x 65mm", 0.85, "Solid class B engineering brick for damp courses, manholes and below ground.", { u: "1 ct" });
P_("br-class-b-red-perf-65", "", "", "Class B Red Engineering Brick Perforated", "215 x 102.5 x 65mm", 0.75, "3-hole perforated class B engineering brick.", { u: "1 ct" });
P_("br-class-a-blue-solid-65", "", "", "Class A Blue Engineering Brick Solid", "215 x 102.5 x 65mm", 1.25, "Dense blue class A engineering brick.", { u: "1 ct" });

cat("blocks");
P_("bl-dense-7.3n-100", "", "", "Dense Concrete Block 7.3N", "440 x 215 x 100mm", 2.1, "Solid dense aggregate block for loadbearing walls.", { u: "1 ct" });
P_("bl-dense-7.3n-140", "", "", "Dense Concrete Block 7.3N", "440 x 215 x 140mm", 3.1, "Solid dense aggregate block, 140mm.", { u: "1 ct" });
P_("bl-hollow-dense-7.3n-215", "", "", "Hollow Dense Concrete Block 7.3N", "440 x 215 x 215mm", 3.9, "Hollow dense block for retaining walls, can be reinforced and filled.", { u: "1 ct" });
P_("bl-medium-3.6n-100", "", "", "Medium Density Concrete Block 3.6N", "440 x 215 x 100mm", 1.95, "Solid medium density aggregate block.", { u: "1 ct" });
P_("bl-thermalite-shield-100", "Thermalite", "Forterra", "Shield 2000 Aircrete Block 3.6N", "440 x 215 x 100mm", 2.4, "Lightweight aircrete block with good thermal performance.", { u: "1 ct" });
P_("bl-thermalite-trenchblock-275", "Thermalite", "Forterra", "Trenchblock 3.6N", "440 x 215 x 275mm", 8.9, "Aircrete foundation block for below ground use.", { u: "1 ct" });
P_("bl-celcon-standard-100", "Celcon", "H+H", "Standard Grade Block 3.6N", "440 x 215 x 100mm", 2.5, "H+H Celcon aircrete block, standard grade.", { u: "1 ct" });
P_("bl-celcon-solar-100", "Celcon", "H+H", "Solar Grade Block 2.9N", "440 x 215 x 100mm", 2.7, "Lighter Celcon block with better thermal insulation.", { u: "1 ct" });

cat("skirting-architrave");
P_("sk-mdf-torus-18x119-4.2", "", "", "Primed MDF Torus Skirting", "18 x 119mm x 4.2m", 13.9, "Factory primed MDF skirting board, torus profile.", { imp: "14ft", grp: { id: "SKT-TORUS", m: "hollins-son", attr: "size", v: "119mm" } });
P_("sk-mdf-torus-18x144-4.2", "", "", "Primed MDF Torus Skirting", "18 x 144mm x 4.2m", 16.9, "Factory primed MDF skirting board, torus profile, taller 144mm.", { imp: "14ft", grp: { id: "SKT-TORUS", m: "hollins-son", attr: "size", v: "144mm" } });
P_("sk-mdf-ogee-18x119-4.2", "", "", "Primed MDF Ogee Skirting", "18 x 119mm x 4.2m", 13.9, "Factory primed MDF skirting board, ogee profile.", { imp: "14ft" });
P_("sk-mdf-reversible-torus-ogee-18x119-4.2", "", "", "Primed MDF Reversible Torus / Ogee Skirting", "18 x 119mm x 4.2m", 14.5, "Dual profile primed MDF skirting: torus one face, ogee the other.", { imp: "14ft" });
P_("sk-mdf-chamfered-rounded-18x119-4.2", "", "", "Primed MDF Chamfered & Rounded Skirting", "18 x 119mm x 4.2m", 12.9, "Modern chamfered and rounded skirting in primed MDF.", { imp: "14ft" });
P_("sk-mdf-pencil-round-18x94-4.2", "", "", "Primed MDF Pencil Round Skirting", "18 x 94mm x 4.2m", 10.9, "Simple pencil round skirting in primed MDF.", { imp: "14ft" });
P_("sk-pine-torus-19x119-4.2", "", "", "Pine Torus Skirting", "19 x 119mm x 4.2m", 15.5, "Redwood torus skirting, finished from 25 x 125mm nominal.", { imp: "14ft", e: "PINE TORUS SKIRT 25X125 (19X119) 4.2M" });
P_("sk-pine-ogee-19x119-4.2", "", "", "Pine Ogee Skirting", "19 x 119mm x 4.2m", 15.5, "Redwood ogee skirting, finished from 25 x 125mm nominal.", { imp: "14ft", e: "PINE OGEE SKIRT 25X125 (19X119) 4.2M" });
P_("ar-mdf-torus-18x69-2.2", "", "", "Primed MDF Torus Architrave", "18 x 69mm x 2.2m", 5.4, "Primed MDF architrave, torus profile.");
P_("ar-mdf-ogee-18x69-2.2", "", "", "Primed MDF Ogee Architrave", "18 x 69mm x 2.2m", 5.4, "Primed MDF architrave, ogee profile.");
P_("ar-mdf-torus-18x69-2.2-pk5", "", "", "Primed MDF Torus Architrave Pack of 5", "18 x 69mm x 2.2m", 23.5, "Door set pack: five lengths of primed MDF torus architrave.");
P_("ar-pine-torus-19x69-2.1", "", "", "Pine Torus Architrave", "19 x 69mm x 2.1m", 5.9, "Redwood torus architrave, finished from 25 x 75mm nominal.", { e: "PINE TORUS ARCH 25X75 (19X69) 2.1M" });

cat("insulation");
P_("in-celotex-ga4050", "Celotex", "Saint-Gobain", "GA4050 PIR Insulation Board", "2400 x 1200 x 50mm", 26.5, "Foil-faced PIR board for walls, floors and roofs.", { grp: { id: "CELOTEX-GA4000", m: "bargainbuild-direct", attr: "size", v: "50mm" } });
P_("in-celotex-ga4100", "Celotex", "Saint-Gobain", "GA4100 PIR Insulation Board", "2400 x 1200 x 100mm", 44.9, "Foil-faced PIR board for walls, floors and roofs.", { grp: { id: "CELOTEX-GA4000", m: "bargainbuild-direct", attr: "size", v: "100mm" } });
P_("in-recticel-eurothane-gp-100", "Recticel", "Recticel", "Eurothane GP PIR Insulation Board", "2400 x 1200 x 100mm", 42.9, "General purpose foil-faced PIR board.");
P_("in-kingspan-tp10-100", "Kingspan", "Kingspan", "Thermapitch TP10 PIR Insulation Board", "2400 x 1200 x 100mm", 55, "PIR board for pitched roofs between and over rafters.");
P_("in-isover-spacesaver-100", "Isover", "Saint-Gobain", "Spacesaver Loft Roll", "100mm x 1160mm x 8.3m", 24.9, "Glass mineral wool loft insulation roll.", { u: "9.63 sqm" });
P_("in-isover-spacesaver-200", "Isover", "Saint-Gobain", "Spacesaver Loft Roll", "200mm x 1160mm x 4.6m", 24.9, "Glass mineral wool loft insulation roll, thicker top-up layer.", { u: "5.34 sqm" });
P_("in-knauf-earthwool-loft-roll-44-200", "Knauf", "Knauf Insulation", "Earthwool Loft Roll 44", "200mm x 1140mm x 5.2m", 23.5, "Mineral wool loft roll with ECOSE binder.", { u: "5.93 sqm" });
P_("in-isover-apr1200-50", "Isover", "Saint-Gobain", "APR 1200 Acoustic Partition Roll", "50mm x 600mm x 13m", 32, "Acoustic glass wool roll for stud partitions.", { u: "15.6 sqm" });
P_("in-rockwool-rwa45-50", "Rockwool", "Rockwool", "RWA45 Acoustic Slab Pack of 8", "1200 x 600 x 50mm", 39.5, "Stone wool slab for acoustic and thermal insulation of partitions.", { u: "5.76 sqm" });

cat("roofing");
P_("rf-batten-25x50-4.8-bs5534", "", "", "Treated Roofing Batten BS5534 Graded", "25 x 50mm x 4.8m", 5.6, "Graded and treated roofing batten to BS 5534, colour-coded end.", { imp: "2x1 16ft" });
P_("rf-membrane-breathable-1x50", "", "", "Breathable Roofing Membrane", "1m x 50m", 45, "Vapour-permeable roofing underlay, 50 sqm roll.", { u: "50 sqm" });
P_("rf-shed-felt-10x1", "", "", "Green Mineral Shed Felt", "10m x 1m", 25, "Green mineral surfaced roofing felt for sheds.", { u: "10 sqm" });
P_("rf-welsh-penrhyn-500x250", "Welsh Slate", "Breedon", "Penrhyn Heather Blue Natural Slate", "500 x 250mm", 4.95, "Welsh natural roofing slate from Penrhyn quarry, Bethesda.", { u: "1 ct" });
P_("rf-welsh-penrhyn-600x300", "Welsh Slate", "Breedon", "Penrhyn Heather Blue Natural Slate", "600 x 300mm", 7.4, "Welsh natural roofing slate from Penrhyn quarry, larger size.", { u: "1 ct" });
P_("rf-cupa-heavy3-500x250", "Cupa Pizarras", "Cupa Group", "Heavy 3 Natural Spanish Slate", "500 x 250mm", 1.95, "Spanish natural roofing slate, heavy grade.", { u: "1 ct" });
P_("rf-marley-modern-smooth-grey", "Marley", "Marley", "Modern Interlocking Roof Tile Smooth Grey", "420 x 330mm", 1.9, "Flat profile concrete interlocking roof tile.", { u: "1 ct", grp: { id: "MARLEY-MODERN", m: "tamar-valley", attr: "color", v: "Smooth Grey" } });
P_("rf-marley-modern-smooth-brown", "Marley", "Marley", "Modern Interlocking Roof Tile Smooth Brown", "420 x 330mm", 1.9, "Flat profile concrete interlocking roof tile.", { u: "1 ct", grp: { id: "MARLEY-MODERN", m: "tamar-valley", attr: "color", v: "Smooth Brown" } });
P_("rf-redland-49-rustic-red", "Redland", "BMI", "49 Granular Interlocking Roof Tile Rustic Red", "381 x 229mm", 1.5, "Small format granular-faced concrete tile.", { u: "1 ct" });
P_("rf-lead-code4-150x3m", "", "", "Code 4 Lead Flashing", "150mm x 3m", 39.5, "Milled lead flashing roll, code 4.");

cat("drainage");
P_("dr-osmadrain-110-pipe-3m", "OsmaDrain", "Wavin", "Underground Drainage Pipe Plain Ended", "110mm x 3m", 24.9, "PVC-U underground drain pipe to BS EN 1401.", { m: "4D063" });
P_("dr-osmadrain-110-pipe-6m", "OsmaDrain", "Wavin", "Underground Drainage Pipe Plain Ended", "110mm x 6m", 46.9, "PVC-U underground drain pipe to BS EN 1401.", { m: "4D066" });
P_("dr-osmadrain-110-bend-87-ss", "OsmaDrain", "Wavin", "87.5° Single Socket Bend", "110mm", 12.5, "Single socket bend for underground drainage.", { m: "4D563" });
P_("dr-osmadrain-110-bend-45-ss", "OsmaDrain", "Wavin", "45° Single Socket Bend", "110mm", 11.9, "Single socket bend for underground drainage.", { m: "4D163" });
P_("dr-osmadrain-110-coupler", "OsmaDrain", "Wavin", "Pipe Coupler", "110mm", 7.2, "Double socket coupling for jointing plain ended drain pipe.", { m: "4D107" });
P_("dr-polypipe-110-pipe-3m", "Polypipe", "Genuit", "Underground Drainage Pipe Plain Ended", "110mm x 3m", 22.9, "Polypipe PVC-U underground drain pipe.", { m: "UG43" });
P_("dr-polypipe-110-bend-87-ss", "Polypipe", "Genuit", "87.5° Single Socket Bend", "110mm", 10.9, "Polypipe underground single socket bend.", { m: "UG420" });
P_("dr-floplast-68-rwp-2.5-black", "FloPlast", "FloPlast", "Round Downpipe Black", "68mm x 2.5m", 9.5, "68mm round rainwater downpipe.", { m: "RP2.5BL", grp: { id: "FP-RP68", m: "hollins-son", attr: "color", v: "Black" } });
P_("dr-floplast-68-rwp-2.5-grey", "FloPlast", "FloPlast", "Round Downpipe Grey", "68mm x 2.5m", 9.5, "68mm round rainwater downpipe.", { m: "RP2.5GR", grp: { id: "FP-RP68", m: "hollins-son", attr: "color", v: "Grey" } });
P_("dr-floplast-68-rwp-shoe-black", "FloPlast", "FloPlast", "Round Downpipe Shoe Black", "68mm", 3.4, "Shoe for the foot of a 68mm round downpipe.", { m: "RS1BL" });
P_("dr-floplast-112-hr-gutter-4m-black", "FloPlast", "FloPlast", "Half Round Gutter Black", "112mm x 4m", 12.9, "112mm half round rainwater gutter.", { m: "RG4BL", grp: { id: "FP-HR112", m: "bankside-trade", attr: "color", v: "Black" } });
P_("dr-floplast-112-hr-gutter-4m-white", "FloPlast", "FloPlast", "Half Round Gutter White", "112mm x 4m", 12.9, "112mm half round rainwater gutter.", { m: "RG4WH", grp: { id: "FP-HR112", m: "bankside-trade", attr: "color", v: "White" } });
P_("dr-floplast-112-hr-gutter-4m-brown", "FloPlast", "FloPlast", "Half Round Gutter Brown", "112mm x 4m", 12.9, "112mm half round rainwater gutter.", { m: "RG4BR", grp: { id: "FP-HR112", m: "bankside-trade", attr: "color", v: "Brown" } });
P_("dr-osma-roundline-68-rwp-2.5-black", "OSMA", "Wavin", "RoundLine Downpipe Black", "68mm x 2.5m", 11.9, "OSMA RoundLine 68mm rainwater downpipe.", { m: "0T062B" });

cat("other");
P_("ot-dpc-100x30m", "", "", "Polythene Damp Proof Course", "100mm x 30m", 5.9, "Polyethylene DPC roll for masonry walls.");
P_("ot-dpc-150x30m", "", "", "Polythene Damp Proof Course", "150mm x 30m", 8.5, "Polyethylene DPC roll for masonry walls.");
P_("ot-visqueen-dpm-1200g-4x25m", "Visqueen", "Visqueen", "1200 Gauge Damp Proof Membrane", "4m x 25m", 64, "Heavy duty polythene DPM for under slabs.", { u: "100 sqm" });
P_("ot-everbuild-sbr-5l", "Everbuild", "Sika", "SBR Bond", "5L", 21.9, "Styrene butadiene rubber bonding agent and admixture.", { u: "5 l" });
P_("ot-everbuild-502-pva-5l", "Everbuild", "Sika", "502 All Purpose Weatherproof PVA", "5L", 17.9, "Weatherproof PVA bonding agent, primer and sealer.", { u: "5 l" });
P_("ot-everbuild-502-pva-1l", "Everbuild", "Sika", "502 All Purpose Weatherproof PVA", "1L", 6.5, "Weatherproof PVA bonding agent, primer and sealer.", { u: "1 l" });
P_("ot-expamet-wall-starter-kit", "Expamet", "Expamet", "Stainless Steel Wall Starter Kit", "", 9.9, "Wall extension profile kit for tying new walls to existing masonry.");

// synthetic GTIN (most branded products) and MPN (branded products without one)
for (const p of PRODUCTS) {
  if (p.b && chance(0.75)) p.gtin = ean13();
  if (p.b && !p.m && chance(0.7)) {
    const ini = (x: string) => x.split(/[\s.-]+/).filter(Boolean).map((w) => w[0]).join("").toUpperCase();
    const digits = (p.s.match(/\d+(?:\.\d+)?/g) || []).slice(-1).join("").replace(".", "");
    p.m = `${ini(p.b).slice(0, 3)}-${ini(p.n).slice(0, 4)}-${digits || "1"}`;
  }
}

// ---------- merchants ----------
type Fmt = "tsv" | "csv" | "xml";
type M = {
  slug: string; name: string; fmt: Fmt; town: string;
  aff: Partial<Record<Cat, number>>; def: number; priceF: number;
};
const MERCHANTS: M[] = [
  { slug: "carreg-las", name: "Carreg Las Slate & Stone", fmt: "tsv", town: "Bethesda", def: 0.4, priceF: 1.0,
    aff: { aggregates: 3.5, sand: 3, roofing: 3, cement: 2, "concrete-mortar": 2, bricks: 1.5, blocks: 1, drainage: 1, other: 1, plaster: 0.6 } },
  { slug: "glenlochy-timber", name: "Glenlochy Timber Merchants", fmt: "xml", town: "Fort William", def: 0.3, priceF: 1.06,
    aff: { timber: 3.5, "sheet-materials": 3.5, "skirting-architrave": 3, insulation: 2, roofing: 2, plasterboard: 1.2, other: 0.8 } },
  { slug: "bankside-trade", name: "Bankside Trade Counter", fmt: "csv", town: "Southwark", def: 1.5, priceF: 1.08,
    aff: { aggregates: 0.9, sand: 1.1, bricks: 1.4 } },
  { slug: "bargainbuild-direct", name: "BargainBuild Direct", fmt: "csv", town: "", def: 1.3, priceF: 0.9,
    aff: { bricks: 0.5, blocks: 0.4, sand: 0.9 } },
  { slug: "northgate-builders", name: "Northgate Builders Supply", fmt: "tsv", town: "", def: 2.0, priceF: 1.04, aff: {} },
  { slug: "hollins-son", name: "Hollins & Son Builders Merchants", fmt: "xml", town: "Walsall", def: 1.5, priceF: 0.98,
    aff: { bricks: 2.2, blocks: 2.2, cement: 1.8 } },
  { slug: "saltmarsh-building", name: "Saltmarsh Building Supplies", fmt: "tsv", town: "King's Lynn", def: 0.9, priceF: 1.0,
    aff: { timber: 2.2, "sheet-materials": 2.2, "skirting-architrave": 1.6, plasterboard: 1.4 } },
  { slug: "tamar-valley", name: "Tamar Valley Builders' Merchants", fmt: "csv", town: "Tavistock", def: 1.1, priceF: 1.02,
    aff: { drainage: 2.2, roofing: 2.2, "concrete-mortar": 1.5 } },
];
const MBY = Object.fromEntries(MERCHANTS.map((m) => [m.slug, m]));

// ---------- assignment ----------
const carried = new Map<string, string[]>(); // product key -> merchant slugs
for (const p of PRODUCTS) {
  const nPick = [2, 2, 3, 3, 3, 4, 4, 4, 4, 5, 5, 6][Math.floor(rnd() * 12)]!;
  const chosen: string[] = [];
  if (p.grp) chosen.push(p.grp.m);
  const pool = MERCHANTS.filter((m) => !chosen.includes(m.slug)).map((m) => ({ m, w: m.aff[p.c] ?? m.def }));
  while (chosen.length < nPick && pool.length) {
    const tot = pool.reduce((a, x) => a + x.w, 0);
    let r = rnd() * tot;
    let i = 0;
    for (; i < pool.length - 1; i++) { r -= pool[i]!.w; if (r <= 0) break; }
    chosen.push(pool[i]!.m.slug);
    pool.splice(i, 1);
  }
  carried.set(p.key, chosen);
}

// ---------- text helpers ----------
const CAT_LABEL: Record<Cat, string> = {
  cement: "Cement", "concrete-mortar": "Concrete & Mortar", sand: "Sand", aggregates: "Aggregates",
  timber: "Timber", "sheet-materials": "Sheet Materials", plasterboard: "Plasterboard", plaster: "Plaster",
  bricks: "Bricks", blocks: "Blocks", "skirting-architrave": "Skirting & Architrave", insulation: "Insulation",
  roofing: "Roofing", drainage: "Drainage & Rainwater", other: "Building Sundries",
};
const CAT_NOUN: Record<Cat, string> = {
  cement: "Cement", "concrete-mortar": "Concrete", sand: "Sand", aggregates: "Gravel", timber: "Timber",
  "sheet-materials": "Board", plasterboard: "Plasterboard", plaster: "Plaster", bricks: "Brick", blocks: "Block",
  "skirting-architrave": "Skirting", insulation: "Insulation", roofing: "Roofing", drainage: "Drainage", other: "Building",
};
const CAT_KW: Record<Cat, string> = {
  cement: "Cement Bag Mortar Concrete Building",
  "concrete-mortar": "Concrete Mortar Mix Bag Postmix Cement Building",
  sand: "Sand Bag Building Sand Mortar Bricklaying Landscaping",
  aggregates: "Gravel Stone Chippings Aggregate Driveway Garden Path",
  timber: "Timber Wood Stud Joist Framing Carcassing Cheap",
  "sheet-materials": "Board Sheet Panel Plywood OSB DIY",
  plasterboard: "Plasterboard Drywall Sheet Gypsum Board",
  plaster: "Plaster Skim Finish Wall Bag Plastering",
  bricks: "Brick Bricks Wall Garden Building",
  blocks: "Block Concrete Blocks Wall Building",
  "skirting-architrave": "Skirting Board Architrave Trim Moulding Primed",
  insulation: "Insulation Loft Thermal Board Roll Energy Saving",
  roofing: "Roofing Roof Tile Slate Shed Garage",
  drainage: "Drainage Pipe Gutter Rainwater Plumbing",
  other: "Building Supplies DIY Trade",
};
const bn = (p: P) => (p.b ? `${p.b} ${p.n}` : p.n);
const sq = (s: string) => s.replace(/\s+/g, " ").trim();
const slugify = (s: string) =>
  s.toLowerCase().replace(/&/g, " and ").replace(/[°'"×|]/g, " ").replace(/[^a-z0-9.]+/g, "-").replace(/^-+|-+$/g, "").replace(/-+/g, "-");
const bagWord = (s: string, bulk: string, small: string) =>
  s.replace(/^Bulk Bag$/, bulk).replace(/^(\d+kg) Bag$/, small);
function mmify(p: P, s: string) {
  if (!["timber", "skirting-architrave", "drainage", "roofing"].includes(p.c)) return s;
  return s.replace(/(\d+(?:\.\d+)?)m\b/g, (all, v) => (Number(v) <= 6 ? `${Math.round(Number(v) * 1000)}mm` : all));
}
const ABBR: [RegExp, string][] = [
  [/Planed All Round Softwood/i, "PSE"], [/Untreated/i, "UNTRTD"], [/Treated/i, "TRTD"],
  [/Tapered Edge/i, "TE"], [/Square Edge/i, "SE"], [/Moisture Resistant/i, "MR"], [/Tongue & Groove/i, "T&G"],
  [/Half Round Gutter/i, "H/R GUTTER"], [/Round Downpipe Shoe/i, "RWP SHOE"], [/Round Downpipe/i, "RWP"],
  [/Downpipe/i, "RWP"], [/General Purpose/i, "GP"], [/Concrete Block/i, "CONC BLOCK"],
  [/Single Socket/i, "S/S"], [/Plain Ended/i, "P/E"], [/Underground Drainage Pipe/i, "U/G PIPE"],
  [/Primed MDF (.*) Skirting/i, "MDF $1 SKIRT PRMD"], [/Primed MDF (.*) Architrave/i, "MDF $1 ARCH PRMD"],
  [/Insulation Board/i, "BRD"], [/Pack of (\d+)/i, "PK$1"], [/Engineering Brick/i, "ENG"], [/Perforated/i, "PERF"],
  [/Chipboard Flooring/i, "CHIPBD FLR"], [/Damp Proof Course/i, "DPC"], [/Damp Proof Membrane/i, "DPM"],
  [/Stainless Steel/i, "STNLS"], [/Jointing Compound/i, "JNT CMPD"], [/Interlocking Roof Tile/i, "TILE"],
  [/Hardwood Faced Plywood/i, "HWD PLY"], [/Plywood/i, "PLY"], [/Natural Slate/i, "SLATE"], [/Studwork Timber/i, ""],
  [/Softwood/i, "S/W"], [/Concrete/i, "CONC"], [/Plaster$/i, "PLASTER"], [/Chippings/i, "CHIPS"],
];
let erpBulkToggle = 0;
function erp(p: P) {
  if (p.e) return p.e;
  let n = p.n;
  for (const [re, to] of ABBR) n = n.replace(re, to);
  let s = p.s;
  if (s === "Bulk Bag") s = erpBulkToggle++ % 2 ? "BB" : "1T BAG";
  s = s.replace(/^(\d+kg) Bag$/, "$1").replace(/(\d)mm x (\d)/, "$1mm $2").replace(/ x /g, "X").replace(/(\d)mm(X\d)/g, "$1$2");
  const brand = p.b ? p.b.toUpperCase() + " " : "";
  return sq(`${brand}${n} ${s}`).toUpperCase().replace("°", "DEG");
}

// ---------- per-merchant rendering ----------
type Row = {
  id: string; title: string; brand: string; price: string; sale_price: string; availability: string;
  link: string; description: string; product_type: string; gtin: string; mpn: string;
  unit_pricing_measure: string; item_group_id: string; color: string; size: string;
};
const gtinForm = (g: string) => {
  const r = rnd();
  if (r < 0.55) return g;
  if (r < 0.8) return "0" + g;
  return `${g[0]} ${g.slice(1, 7)} ${g.slice(7)}`;
};
function money(x: number) {
  let v = Math.max(0.35, x);
  v = v < 2 ? Math.round(v * 100) / 100 : Math.floor(v) + pick([0.49, 0.95, 0.99, 0.5, 0.79, 0.25]);
  return v.toFixed(2) + " GBP";
}
const usedIds = new Set<string>();
function uniq(f: () => string) {
  for (;;) { const id = f(); if (!usedIds.has(id)) { usedIds.add(id); return id; } }
}
const alnum = (n: number) => Array.from({ length: n }, () => "abcdefghijkmnpqrstuvwxyz23456789"[ri(0, 31)]).join("");

function render(m: M, p: P): Row {
  const row: Row = {
    id: "", title: "", brand: "", price: "", sale_price: "", availability: chance(0.9) ? "in_stock" : "out_of_stock",
    link: "", description: "", product_type: "", gtin: "", mpn: "", unit_pricing_measure: "",
    item_group_id: "", color: "", size: "",
  };
  const base = p.pr * m.priceF * (0.93 + rnd() * 0.16);
  row.price = money(base);
  if (chance(0.1)) row.sale_price = money(base * 0.88);
  if (Number(row.sale_price.split(" ")[0]) >= Number(row.price.split(" ")[0])) row.sale_price = "";
  const kgUpm = /^(\d+)kg/.exec(p.s) ? `${/^(\d+)kg/.exec(p.s)![1]} kg` : /^(\d+)L$/.exec(p.s) ? `${/^(\d+)L$/.exec(p.s)![1]} l` : "";
  const upm = p.u || kgUpm;
  const hasSize = p.s.length > 0;
  let showGtin = 0.15, mpnP = 0.1;
  const mpnStyle = (x: string) => x;
  let mpnFn = mpnStyle;
  switch (m.slug) {
    case "carreg-las": {
      row.id = uniq(() => `CG${String(ri(100, 9999)).padStart(4, "0")}`);
      const s = bagWord(p.s, "Bulk Bag", "$1 Bag");
      row.title = sq(`${CAT_LABEL[p.c]} - ${bn(p)}${hasSize ? ` - ${s}` : ""}`);
      row.brand = p.b ? p.pc : "Carreg Las";
      row.description = `${p.d} Collect from our yard at ${m.town} or we deliver across Gwynedd and Anglesey.`;
      row.product_type = `Yard > ${CAT_LABEL[p.c]}`;
      row.unit_pricing_measure = upm;
      row.link = `https://www.carreg-las.example/cynnyrch/${row.id.toLowerCase()}/${slugify(row.title)}`;
      break;
    }
    case "glenlochy-timber": {
      row.id = uniq(() => `GLT-${ri(10000, 99999)}`);
      const s = bagWord(p.s, "Bulk Bag (approx. 850kg)", "$1 bag").replace(/ x /g, " × ");
      row.title = sq(`${bn(p)}${hasSize ? `, ${s}` : ""}${p.imp ? ` (${p.imp.replace(/x/, "×")})` : ""}`);
      row.brand = p.b;
      row.description = `${p.d} Delivered from our ${m.town} yard across the Highlands and Islands.`;
      row.product_type = `Home > Timber & Building > ${CAT_LABEL[p.c]}`;
      row.unit_pricing_measure = upm;
      mpnP = 0.3; mpnFn = (x) => x.replace(/-/g, " ");
      row.link = `https://www.glenlochy-timber.example/products/${slugify(row.title)}`;
      break;
    }
    case "bankside-trade": {
      row.id = uniq(() => String(ri(200000, 899999)));
      const s0 = bagWord(p.s, "Bulk Bag", "$1");
      const s = (p.c === "timber" || p.c === "skirting-architrave" ? s0.replace(/(\d)mm x (\d)/, "$1mm $2") : s0).replace(/ x /g, "x");
      const tail = chance(0.35) ? " - Trade Price" : "";
      row.title = sq(`${s} ${bn(p)}${tail}`);
      row.brand = p.b && chance(0.75) ? p.b : "";
      row.description = p.d;
      row.product_type = CAT_LABEL[p.c].toUpperCase();
      row.link = `https://www.bankside-trade.example/p/${row.id}`;
      break;
    }
    case "bargainbuild-direct": {
      row.id = uniq(() => `bbd-${alnum(6)}`);
      const s = bagWord(p.s, "Jumbo Bulk Bag", "Mini Bag $1");
      const short = /^[\d.]+(kg|L)$/.test(p.s) ? `${CAT_NOUN[p.c]} ${p.s} ` : "";
      const tail = pick([" | Free Delivery", " Best Price", " | Free Delivery", " - Cheapest UK"]);
      row.title = sq(`${bn(p)} ${s} ${short}${CAT_KW[p.c]}${tail}`);
      row.brand = p.b && chance(0.6) ? p.b : "";
      row.description = `${p.d} ${bn(p)} ${p.s}. Cheap ${CAT_NOUN[p.c].toLowerCase()} with fast UK delivery. ${CAT_KW[p.c]}.`;
      row.product_type = `Building Supplies > ${CAT_LABEL[p.c]}`;
      showGtin = 0.6; mpnP = 0.3; mpnFn = (x) => x.toLowerCase();
      row.link = `https://www.bargainbuild-direct.example/item/${slugify(bn(p) + " " + p.s)}-${row.id.slice(4)}`;
      break;
    }
    case "northgate-builders": {
      row.id = uniq(() => `NB${String(ri(1000, 9999999)).padStart(7, "0")}`);
      row.title = erp(p);
      row.brand = p.b ? p.pc.toUpperCase() : "NORTHGATE";
      row.description = `${row.title}. ${p.d}`;
      row.product_type = `${CAT_LABEL[p.c].toUpperCase().replace(/ & /g, "/")}`;
      row.unit_pricing_measure = upm;
      showGtin = 0.45; mpnP = 1;
      row.link = `https://www.northgate-builders.example/catalogue/${row.id}`;
      break;
    }
    case "hollins-son": {
      row.id = uniq(() => `HS-${ri(1000, 9999)}`);
      const s = mmify(p, bagWord(p.s, "Dumpy Bag", "Handy Bag $1")).replace(/(\d+(?:\.\d+)?)(?= x )/g, "$1mm").replace(/ x /g, " by ");
      row.title = sq(`${bn(p)}${hasSize ? ` ${s}` : ""}`);
      row.brand = p.b || "Hollins & Son";
      row.description = `${p.d} Family-run since 1952 - ring the ${m.town} yard for quantity prices.`;
      row.product_type = `Building Materials > ${CAT_LABEL[p.c]}`;
      row.unit_pricing_measure = upm;
      showGtin = 0.3; mpnP = 0.5; mpnFn = (x) => x.replace(/[-\s]/g, "");
      row.link = `https://www.hollins-son.example/shop/${slugify(CAT_LABEL[p.c])}/${slugify(row.title)}`;
      break;
    }
    case "saltmarsh-building": {
      row.id = uniq(() => `SM${ri(10000, 99999)}`);
      const s = bagWord(p.s, "Tonne Bag", "$1 Bag");
      if (p.imp) row.title = sq(`${p.imp} ${bn(p)} (${s})`);
      else row.title = sq(`${bn(p)}${hasSize ? ` - ${s}` : ""}`);
      row.brand = p.b && chance(0.8) ? p.pc : "";
      row.description = p.d;
      row.product_type = CAT_LABEL[p.c];
      row.link = `https://www.saltmarsh-building.example/product/${row.id}`;
      break;
    }
    case "tamar-valley": {
      row.id = uniq(() => `TV-${ri(1000, 9999)}${"ABCDEFGH"[ri(0, 7)]}`);
      const s = bagWord(p.s, "Bulk Bag", "$1 Bag");
      const tail = chance(0.25) ? " | Next Day Delivery" : "";
      row.title = sq(`${p.n}${p.b ? ` - ${p.b}` : ""}${hasSize ? ` - ${s}` : ""}${tail}`);
      row.brand = p.b ? (chance(0.5) ? p.b : p.pc) : "";
      row.description = `${p.d} Free local delivery in Devon & Cornwall on orders over £150.`;
      row.product_type = `Shop > ${CAT_LABEL[p.c]}`;
      row.link = `https://www.tamar-valley.example/shop/${slugify(row.title.replace(" | Next Day Delivery", ""))}`;
      break;
    }
  }
  if (p.gtin && chance(showGtin)) row.gtin = gtinForm(p.gtin);
  if (p.m && chance(mpnP)) row.mpn = mpnFn(p.m);
  if (p.grp && p.grp.m === m.slug) {
    row.item_group_id = p.grp.id;
    if (p.grp.attr === "color") row.color = p.grp.v; else row.size = p.grp.v;
  }
  return row;
}

// ---------- build ----------
const truth: Record<string, string> = {};
const rowsBy: Record<string, Row[]> = Object.fromEntries(MERCHANTS.map((m) => [m.slug, []]));
for (const p of PRODUCTS) {
  for (const slug of carried.get(p.key)!) {
    const r = render(MBY[slug]!, p);
    rowsBy[slug]!.push(r);
    truth[`${slug}:${r.id}`] = p.key;
  }
}
for (const slug of Object.keys(rowsBy)) {
  const a = rowsBy[slug]!;
  for (let i = a.length - 1; i > 0; i--) { const j = Math.floor(rnd() * (i + 1)); [a[i], a[j]] = [a[j]!, a[i]!]; }
}

const COLS: Record<string, (keyof Row)[]> = {
  "carreg-las": ["id", "title", "brand", "price", "sale_price", "availability", "link", "description", "product_type", "gtin", "mpn", "unit_pricing_measure", "item_group_id", "size"],
  "bankside-trade": ["id", "title", "description", "link", "price", "sale_price", "availability", "brand", "gtin", "mpn", "product_type", "item_group_id", "color"],
  "bargainbuild-direct": ["id", "title", "price", "sale_price", "availability", "brand", "gtin", "mpn", "link", "description", "product_type", "item_group_id", "size"],
  "northgate-builders": ["id", "title", "brand", "mpn", "gtin", "price", "sale_price", "availability", "product_type", "unit_pricing_measure", "link", "description"],
  "saltmarsh-building": ["id", "title", "brand", "price", "sale_price", "availability", "link", "description", "product_type", "gtin", "mpn"],
  "tamar-valley": ["id", "title", "brand", "price", "sale_price", "availability", "link", "description", "product_type", "gtin", "mpn", "item_group_id", "color"],
};
const XML_ORDER: (keyof Row)[] = ["id", "title", "description", "link", "price", "sale_price", "availability", "brand", "gtin", "mpn", "product_type", "unit_pricing_measure", "item_group_id", "color", "size"];
const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const xmlEsc = (v: string) => v.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const files: { m: M; file: string; rows: number }[] = [];
for (const m of MERCHANTS) {
  const rows = rowsBy[m.slug];
  const file = `${m.slug}.${m.fmt}`;
  let out = "";
  if (m.fmt === "xml") {
    out += `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n  <channel>\n`;
    out += `    <title>${xmlEsc(m.name)}</title>\n    <link>https://www.${m.slug}.example/</link>\n    <description>${xmlEsc(m.name)} product feed</description>\n`;
    for (const r of rows) {
      out += "    <item>\n";
      for (const k of XML_ORDER) {
        if (!r[k]) continue;
        const tag = k === "title" || k === "link" || k === "description" ? k : `g:${k}`;
        out += `      <${tag}>${xmlEsc(r[k])}</${tag}>\n`;
      }
      out += "    </item>\n";
    }
    out += "  </channel>\n</rss>\n";
  } else {
    const cols = COLS[m.slug];
    const sep = m.fmt === "tsv" ? "\t" : ",";
    const cell = m.fmt === "tsv" ? (v: string) => v.replace(/[\t\n]/g, " ") : csvCell;
    out += cols.join(sep) + "\n";
    for (const r of rows) out += cols.map((c) => cell(r[c])).join(sep) + "\n";
  }
  writeFileSync(join(OUT, file), out);
  files.push({ m, file, rows: rows.length });
}

const sortObj = (o: Record<string, string>) => Object.fromEntries(Object.keys(o).sort().map((k) => [k, o[k]]));
writeFileSync(join(OUT, "demo-truth.json"), JSON.stringify(sortObj(truth), null, 2) + "\n");
writeFileSync(join(OUT, "categories.json"), JSON.stringify(sortObj(Object.fromEntries(PRODUCTS.map((p) => [p.key, p.c]))), null, 2) + "\n");
writeFileSync(join(OUT, "merchants.json"), JSON.stringify({
  imageOrigin: "https://demo-images.buildcompare.invalid/",
  merchants: MERCHANTS.map((m) => ({ slug: m.slug, name: m.name, websiteUrl: `https://www.${m.slug}.example/`, verified: false, feed: `${m.slug}.${m.fmt}` })),
}, null, 2) + "\n");

// ---------- README ----------
const FMT_NAME: Record<Fmt, string> = { tsv: "TSV", csv: "CSV", xml: "RSS 2.0 + g:" };
const totalRows = files.reduce((a, f) => a + f.rows, 0);
const catCounts = (Object.keys(CAT_LABEL) as Cat[]).map((c) => {
  const ps = PRODUCTS.filter((p) => p.c === c);
  return `| ${c.padEnd(19)} | ${String(ps.length).padStart(8)} | ${String(ps.reduce((a, p) => a + carried.get(p.key)!.length, 0)).padStart(4)} |`;
});
const counts = PRODUCTS.map((p) => carried.get(p.key)!.length);
const readme = `# Matching holdout set 7

Eight fictional UK merchant feeds (Google Merchant Center attributes) with ground truth,
written without looking at the matcher or at any other eval set.

Regenerate (deterministic, byte-identical): \`npx tsx eval/matching-holdout-7/generate.ts\`

| file | merchant | format | rows |
| ---- | -------- | ------ | ---- |
${files.map((f) => `| ${f.file} | ${f.m.name} | ${FMT_NAME[f.m.fmt]} | ${f.rows} |`).join("\n")}

${totalRows} rows, ${PRODUCTS.length} true products (each at ${Math.min(...counts)}–${Math.max(...counts)} merchants).
\`demo-truth.json\` maps \`<merchant-slug>:<id>\` to the true product key for every row;
\`categories.json\` maps every true key to its category.

| category            | products | rows |
| ------------------- | -------- | ---- |
${catCounts.join("\n")}

House styles: Carreg Las (Welsh slate-and-stone yard, Bethesda) writes category-first titles
("Aggregates - Plum Slate Chippings 40mm - Bulk Bag"), gives the parent company as the brand and its
own name on commodities. Glenlochy Timber (Fort William) writes sentence titles with "×" and
imperial hints in brackets ("(4×2 12ft)", "(8'×4')"). Bankside Trade Counter (London) writes
size-first titles ("47x100mmx3.6m …", "25kg …") with "- Trade Price" tails and often no brand.
BargainBuild Direct is an online discounter that appends search keywords and "| Free Delivery" /
"Best Price", calls bulk bags "Jumbo Bulk Bag" and 25kg bags "Mini Bag". Northgate Builders Supply is
a national chain exporting ERP upper-case titles (TRTD, PSE, T&G, TE/SE, MR, PK5, BB / 1T BAG, H/R, RWP,
S/S, P/E), upper-case parent brands, its own name on commodities, and always the MPN. Hollins & Son
(family-run, Walsall) writes brand-first with "by" and millimetres for lengths ("47mm by 100mm by 3600mm"),
"Dumpy Bag"/"Handy Bag". Saltmarsh Building Supplies (King's Lynn) leads with imperial sizes
("4x2 12ft …", "8'x4' …"). Tamar Valley (Tavistock) writes "Name - Brand - Size".

Brands: parent companies appear (Tarmac for Blue Circle, Heidelberg Materials for Hanson, Cemex for
Rugby, British Gypsum for Gyproc/Thistle, Saint-Gobain for Isover/Celotex/Weber, Forterra for London
Brick/Thermalite, West Fraser for SterlingOSB/CaberFloor, Coillte for SmartPly/Medite, Wavin for
OsmaDrain/OSMA, Genuit for Polypipe, Sika for Everbuild, Etex for Siniat, H+H for Celcon, Breedon
for Welsh Slate) or the brand is missing.

Look-alikes are deliberate (different true keys): neighbouring sizes/lengths/thickness, 25kg bag vs bulk bag,
building/red/sharp/plastering/silver/grit sand, 10mm/20mm gravels, plum 20mm/40mm vs blue-grey slate chippings,
primary vs recycled Type 1, C16 vs C24, treated vs untreated, graded roofing batten vs sawn batten,
torus/ogee/reversible/chamfered/pencil-round profiles, MDF vs pine, TE vs SE, WallBoard/MoistureShield/
FireLine/SoundBloc, Gyproc/Knauf/Siniat, SterlingOSB vs SmartPly, OSB square edge vs T&G, standard vs
premium cement, Blue Circle/Hanson/Cemex/Rugby, Thermalite vs Celcon and two Celcon grades, single brick vs
pack of 390, architrave single vs pack of 5, rainwater colours, OsmaDrain vs Polypipe, FloPlast vs OSMA,
pipe vs coupler/shoe, 5L vs 1L, 100mm vs 150mm DPC. Colour/size variants share \`item_group_id\` with a
\`color\` or \`size\` column at one merchant each (Bankside, Hollins, Tamar Valley, Carreg Las, Glenlochy,
BargainBuild).

GTINs are synthetic (valid EAN-13 check digits, "50" prefix), the same for a product at every
merchant, shown on a minority of rows as 13 digits, 14 with a leading 0, or with spaces. MPNs are
synthetic and vary in punctuation/case between merchants. Neither are real manufacturer codes.
`;
writeFileSync(join(OUT, "README.md"), readme);
console.log(`${totalRows} rows, ${PRODUCTS.length} products`);
