// Holdout-3 catalogue of TRUE products. Each entry is one real-world product
// (one SKU as a shopper would understand it). Look-alikes that differ in
// length, thickness, grade, treatment, edge, colour, bag weight, pack count,
// angle, width or strength are deliberately separate entries.
//
// Field glossary
//   k    true product key (written to demo-truth.json)
//   c    category
//   b    brand as printed on the product (undefined = commodity / unbranded)
//   m    manufacturer or parent company, when different from b
//   alts other spellings merchants use for the brand
//   ln   range / product line ("Gyproc WallBoard", "Multicem")
//   n    generic noun phrase
//   s    metric size spec; "Bulk Bag" is rewritten per merchant
//   imp  imperial description used by the regional merchant
//   nom  nominal trade size for timber ("4x2")
//   col  colour / finish
//   pk   pack count phrase
//   d    factual description
//   pr   typical shelf price, GBP inc VAT
//   u    unit_pricing_measure value
//   g    product carries a (synthetic) GTIN
//   mpn  manufacturer part number (only for the invented brands)
//   f    short feature phrase used by the big-box DIY titles

export type Cat =
  | 'cement'
  | 'concrete'
  | 'sand'
  | 'aggregates'
  | 'timber'
  | 'sheet'
  | 'plasterboard'
  | 'plaster'
  | 'bricks'
  | 'blocks'
  | 'skirting'
  | 'insulation'
  | 'roofing'
  | 'drainage';

export interface Product {
  k: string;
  c: Cat;
  b?: string;
  m?: string;
  alts?: string[];
  ln?: string;
  n: string;
  s?: string;
  imp?: string;
  nom?: string;
  col?: string;
  pk?: string;
  d: string;
  pr: number;
  u?: string;
  g?: boolean;
  mpn?: string;
  f?: string;
}

const BC = { b: 'Blue Circle', m: 'Tarmac', alts: ['Tarmac', 'Tarmac Blue Circle', 'BLUE CIRCLE'] };
const HANSON = { b: 'Hanson', m: 'Heidelberg Materials', alts: ['Heidelberg Materials', 'Hanson Cement', 'HANSON'] };
const CASTLEMIX = { b: 'Castlemix', alts: ['CASTLEMIX', 'Castlemix Building Products'] };
const EVERBUILD = { b: 'Everbuild', m: 'Sika', alts: ['Sika Everbuild', 'EVERBUILD', 'Sika'] };
const FERNCLIFF = { b: 'Ferncliff', alts: ['Ferncliff Aggregates', 'FERNCLIFF'] };
const STERLING = { b: 'SterlingOSB', m: 'West Fraser', alts: ['West Fraser', 'Norbord', 'Sterling OSB'] };
const SMARTPLY = { b: 'SMARTPLY', m: 'Medite Smartply', alts: ['Smartply', 'Medite Smartply'] };
const MEDITE = { b: 'MEDITE', m: 'Medite Smartply', alts: ['Medite', 'Medite Smartply'] };
const CABER = { b: 'CaberFloor', m: 'West Fraser', alts: ['West Fraser', 'Norbord CaberFloor', 'Caberfloor'] };
const GYPROC = { b: 'Gyproc', m: 'British Gypsum', alts: ['British Gypsum', 'Saint-Gobain', 'British Gypsum Gyproc'] };
const THISTLE = { b: 'Thistle', m: 'British Gypsum', alts: ['British Gypsum', 'Saint-Gobain', 'British Gypsum Thistle'] };
const KNAUF = { b: 'Knauf', alts: ['Knauf Gypsum', 'KNAUF'] };
const SINIAT = { b: 'Siniat', m: 'Etex', alts: ['Etex', 'SINIAT'] };
const IBSTOCK = { b: 'Ibstock', alts: ['Ibstock Brick', 'IBSTOCK'] };
const WIENER = { b: 'Wienerberger', alts: ['Terca', 'Wienerberger Terca', 'WIENERBERGER'] };
const LBC = { b: 'London Brick', m: 'Forterra', alts: ['Forterra', 'London Brick Company', 'LBC'] };
const HARROWBY = { b: 'Harrowby', alts: ['Harrowby Brick', 'HARROWBY'] };
const HH = { b: 'H+H', alts: ['H+H Celcon', 'Celcon', 'H+H UK'] };
const THERMALITE = { b: 'Thermalite', m: 'Forterra', alts: ['Forterra', 'Forterra Thermalite', 'THERMALITE'] };
const TOPBLOCK = { b: 'Tarmac', alts: ['Tarmac Topblock', 'Topblock', 'TARMAC'] };
const NORBURY = { b: 'Norbury Mouldings', alts: ['Norbury', 'NORBURY'] };
const CELOTEX = { b: 'Celotex', m: 'Saint-Gobain', alts: ['Saint-Gobain', 'CELOTEX', 'Saint-Gobain Celotex'] };
const KINGSPAN = { b: 'Kingspan', alts: ['Kingspan Insulation', 'KINGSPAN'] };
const RECTICEL = { b: 'Recticel', alts: ['Recticel Insulation', 'RECTICEL'] };
const ROCKWOOL = { b: 'ROCKWOOL', alts: ['Rockwool', 'Rockwool UK'] };
const ISOVER = { b: 'Isover', m: 'Saint-Gobain', alts: ['Saint-Gobain Isover', 'ISOVER', 'Saint-Gobain'] };
const KNAUFINS = { b: 'Knauf Insulation', alts: ['Knauf', 'KNAUF INSULATION'] };
const MARLEY = { b: 'Marley', alts: ['Marley Roofing', 'MARLEY'] };
const REDLAND = { b: 'Redland', m: 'BMI', alts: ['BMI Redland', 'BMI', 'REDLAND'] };
const TYVEK = { b: 'Tyvek', m: 'DuPont', alts: ['DuPont Tyvek', 'DuPont', 'TYVEK'] };
const ALDERCOTE = { b: 'Aldercote', alts: ['ALDERCOTE', 'Aldercote Roofing'] };
const FLOPLAST = { b: 'FloPlast', alts: ['Floplast', 'FLOPLAST'] };
const WAVIN = { b: 'Wavin', alts: ['OSMA', 'Wavin OSMA', 'WAVIN'] };
const POLYPIPE = { b: 'Polypipe', alts: ['POLYPIPE', 'Polypipe Building Products'] };
const ACO = { b: 'ACO', alts: ['ACO Technologies', 'ACO Water Management'] };
const KESTREL = { b: 'Kestrel', alts: ['Kestrel Drainage', 'KESTREL'] };

const PB = 'Standard gypsum plasterboard for internal walls, ceilings and partitions.';
const PIR = 'Rigid PIR insulation board with foil facings on both sides.';
const CLS =
  'CLS (Canadian Lumber Standard) studwork: planed all round with rounded arrises, kiln dried and strength graded C16. For internal stud partitions.';
const C24T =
  'Strength graded C24 carcassing, regularised, kiln dried and pressure treated for use in roofs, floors and stud walls.';
const C16T =
  'Strength graded C16 carcassing, regularised, kiln dried and pressure treated for general structural use.';
const BATTEN = 'Pressure treated, graded roofing batten marked to BS 5534 for fixing slates and tiles.';
const UGB = 'PVC-U underground drainage fitting for 110mm pipe, push-fit ring seal socket.';

export const PRODUCTS: Product[] = [
  // ---------------- cement ----------------
  { k: 'cement/blue-circle-mastercrete-original-25kg', c: 'cement', ...BC, ln: 'Mastercrete Original', n: 'Cement', s: '25kg', d: 'General-use cement for bricklaying mortar, rendering and concrete, supplied in a 25kg bag.', pr: 8.95, u: '25kg', g: true, f: 'For Mortar, Render & Concrete' },
  { k: 'cement/blue-circle-general-purpose-25kg', c: 'cement', ...BC, n: 'General Purpose Cement', s: '25kg', d: 'Everyday Portland cement for concrete, mortar and render. 25kg paper sack.', pr: 7.45, u: '25kg', g: true },
  { k: 'cement/hanson-multicem-25kg', c: 'cement', ...HANSON, ln: 'Multicem', n: 'Cement', s: '25kg', d: 'Multi-purpose cement packed in a weatherproof plastic bag, suitable for concrete, mortar and render.', pr: 8.75, u: '25kg', g: true, f: 'Weatherproof Plastic Bag' },
  { k: 'cement/cemex-general-purpose-25kg', c: 'cement', b: 'Cemex', alts: ['CEMEX', 'Cemex UK'], n: 'General Purpose Cement', s: '25kg', d: 'General purpose cement for concrete, mortar and render, 25kg bag.', pr: 7.25, u: '25kg' },
  { k: 'cement/blue-circle-snowcrete-white-25kg', c: 'cement', ...BC, ln: 'Snowcrete', n: 'White Cement', s: '25kg', d: 'White Portland cement for decorative concrete, white mortar joints and light-coloured renders.', pr: 16.9, u: '25kg', g: true, f: 'White Portland Cement' },
  { k: 'cement/castlemix-general-purpose-25kg', c: 'cement', ...CASTLEMIX, n: 'General Purpose Cement', s: '25kg', d: 'General purpose grey cement for mortars, renders and concrete. 25kg bag.', pr: 6.95, u: '25kg', mpn: 'CMX-GPC25' },
  { k: 'cement/castlemix-general-purpose-10kg', c: 'cement', ...CASTLEMIX, n: 'General Purpose Cement', s: '10kg', d: 'General purpose grey cement in a resealable 10kg tub for small repairs.', pr: 5.2, u: '10kg', mpn: 'CMX-GPC10' },

  // ---------------- concrete / mortar ----------------
  { k: 'concrete/blue-circle-postcrete-20kg', c: 'concrete', ...BC, ln: 'Postcrete', n: 'Rapid Setting Post Fix Concrete', s: '20kg', d: 'Rapid-setting concrete for fixing fence posts: pour dry into the hole and add water, no mixing needed.', pr: 7.95, u: '20kg', g: true, f: 'Sets Fast - No Mixing' },
  { k: 'concrete/castlemix-fast-set-post-mix-20kg', c: 'concrete', ...CASTLEMIX, n: 'Fast Set Post Mix', s: '20kg', d: 'Fast-setting dry concrete mix for fence and gate posts. Pour into the hole and add water.', pr: 6.6, u: '20kg', mpn: 'CMX-PM20' },
  { k: 'concrete/castlemix-multi-purpose-concrete-20kg', c: 'concrete', ...CASTLEMIX, n: 'Multi-Purpose Concrete Mix', s: '20kg', d: 'Pre-blended cement, sand and aggregate: just add water. For bases, steps and fence footings.', pr: 6.2, u: '20kg', mpn: 'CMX-CON20' },
  { k: 'concrete/castlemix-ready-mixed-mortar-20kg', c: 'concrete', ...CASTLEMIX, n: 'Ready Mixed Mortar', s: '20kg', d: 'Pre-blended bricklaying mortar of cement and building sand: just add water. For brickwork, blockwork and repointing.', pr: 6.4, u: '20kg', mpn: 'CMX-MOR20' },
  { k: 'concrete/castlemix-ready-mixed-mortar-bulk-bag', c: 'concrete', ...CASTLEMIX, n: 'Ready Mixed Mortar', s: 'Bulk Bag', d: 'Dry pre-blended bricklaying mortar in a bulk bag of approximately 850kg. Just add water.', pr: 139, u: '850kg', mpn: 'CMX-MORBB' },
  { k: 'concrete/everbuild-mortar-plasticiser-5l', c: 'concrete', ...EVERBUILD, n: 'Mortar Plasticiser', s: '5 Litre', d: 'Liquid admixture that replaces lime in mortar and render mixes to improve workability.', pr: 11.5, u: '5l', g: true },
  { k: 'concrete/everbuild-waterproofer-5l', c: 'concrete', ...EVERBUILD, n: 'Waterproofer', s: '5 Litre', d: 'Integral liquid waterproofer for cement renders, screeds and mortars.', pr: 12.5, u: '5l', g: true },

  // ---------------- sand ----------------
  { k: 'sand/building-sand-bulk-bag', c: 'sand', n: 'Building Sand', s: 'Bulk Bag', d: 'Soft building sand for bricklaying mortar. Bulk bag of approximately 850kg, delivered by crane lorry.', pr: 55, u: '850kg' },
  { k: 'sand/sharp-sand-bulk-bag', c: 'sand', n: 'Washed Sharp Sand', s: 'Bulk Bag', d: 'Coarse washed sharp sand for concrete, screeds and laying paving. Bulk bag of approximately 850kg.', pr: 58, u: '850kg' },
  { k: 'sand/plastering-sand-bulk-bag', c: 'sand', n: 'Plastering Sand', s: 'Bulk Bag', d: 'Graded sand for sand and cement renders and floor screeds. Bulk bag of approximately 850kg.', pr: 64, u: '850kg' },
  { k: 'sand/ferncliff-building-sand-25kg', c: 'sand', ...FERNCLIFF, n: 'Building Sand', s: '25kg', d: 'Soft building sand for mortar, in an easy-carry 25kg bag.', pr: 4.25, u: '25kg', mpn: 'FC-BS25' },
  { k: 'sand/ferncliff-sharp-sand-25kg', c: 'sand', ...FERNCLIFF, n: 'Sharp Sand', s: '25kg', d: 'Washed sharp sand for concrete and paving bedding, in an easy-carry 25kg bag.', pr: 4.35, u: '25kg', mpn: 'FC-SS25' },
  { k: 'sand/ferncliff-kiln-dried-sand-20kg', c: 'sand', ...FERNCLIFF, n: 'Kiln Dried Paving Sand', s: '20kg', d: 'Fine kiln dried sand for brushing into block paving joints.', pr: 6.5, u: '20kg', mpn: 'FC-KDS20' },

  // ---------------- aggregates ----------------
  { k: 'aggregates/mot-type-1-bulk-bag', c: 'aggregates', n: 'MOT Type 1 Sub-Base', s: 'Bulk Bag', d: 'Crushed stone sub-base graded to the Type 1 specification, for driveway, patio and path foundations. Bulk bag approx. 850kg.', pr: 52, u: '850kg' },
  { k: 'aggregates/20mm-gravel-bulk-bag', c: 'aggregates', n: 'Washed Gravel', s: '20mm Bulk Bag', d: '20mm washed gravel for concrete, drainage and decorative use. Bulk bag approx. 850kg.', pr: 68, u: '850kg' },
  { k: 'aggregates/10mm-gravel-bulk-bag', c: 'aggregates', n: 'Washed Gravel', s: '10mm Bulk Bag', d: '10mm washed gravel (pea shingle) for pipe bedding, paths and drainage. Bulk bag approx. 850kg.', pr: 70, u: '850kg' },
  { k: 'aggregates/all-in-ballast-bulk-bag', c: 'aggregates', n: 'All-in Ballast', s: 'Bulk Bag', d: 'Mix of sharp sand and 20mm gravel ready for making concrete with cement. Bulk bag approx. 850kg.', pr: 60, u: '850kg' },
  { k: 'aggregates/20mm-limestone-chippings-bulk-bag', c: 'aggregates', n: 'Limestone Chippings', s: '20mm Bulk Bag', d: 'Light grey 20mm crushed limestone for driveways and paths. Bulk bag approx. 850kg.', pr: 76, u: '850kg' },
  { k: 'aggregates/ferncliff-ballast-25kg', c: 'aggregates', ...FERNCLIFF, n: 'All-in Ballast', s: '25kg', d: 'Sand and gravel mix for concrete, in an easy-carry 25kg bag.', pr: 4.25, u: '25kg', mpn: 'FC-BAL25' },
  { k: 'aggregates/ferncliff-20mm-gravel-25kg', c: 'aggregates', ...FERNCLIFF, n: 'Washed Gravel', s: '20mm 25kg', d: '20mm washed gravel in an easy-carry 25kg bag.', pr: 4.6, u: '25kg', mpn: 'FC-G2025' },
  { k: 'aggregates/ferncliff-10mm-gravel-25kg', c: 'aggregates', ...FERNCLIFF, n: 'Washed Gravel', s: '10mm 25kg', d: '10mm washed gravel in an easy-carry 25kg bag, ideal for pipe bedding.', pr: 4.7, u: '25kg', mpn: 'FC-G1025' },

  // ---------------- timber ----------------
  { k: 'timber/cls-38x63-2.4m', c: 'timber', n: 'CLS Studwork Timber', s: '38 x 63mm x 2.4m', imp: '3 x 2in CLS x 8ft', nom: '3x2"', d: CLS, pr: 3.6, u: '2.4m' },
  { k: 'timber/cls-38x63-3.0m', c: 'timber', n: 'CLS Studwork Timber', s: '38 x 63mm x 3.0m', imp: '3 x 2in CLS x 10ft', nom: '3x2"', d: CLS, pr: 4.6, u: '3m' },
  { k: 'timber/cls-38x89-2.4m', c: 'timber', n: 'CLS Studwork Timber', s: '38 x 89mm x 2.4m', imp: '4 x 2in CLS x 8ft', nom: '4x2"', d: CLS, pr: 5.2, u: '2.4m' },
  { k: 'timber/cls-38x89-3.0m', c: 'timber', n: 'CLS Studwork Timber', s: '38 x 89mm x 3.0m', imp: '4 x 2in CLS x 10ft', nom: '4x2"', d: CLS, pr: 6.5, u: '3m' },
  { k: 'timber/c24-treated-47x100-3.0m', c: 'timber', n: 'C24 Treated Regularised Carcassing', s: '47 x 100mm x 3.0m', imp: '4 x 2in x 10ft', nom: '4x2"', d: C24T, pr: 9.4, u: '3m' },
  { k: 'timber/c24-treated-47x100-3.6m', c: 'timber', n: 'C24 Treated Regularised Carcassing', s: '47 x 100mm x 3.6m', imp: '4 x 2in x 12ft', nom: '4x2"', d: C24T, pr: 11.2, u: '3.6m' },
  { k: 'timber/c24-treated-47x100-4.8m', c: 'timber', n: 'C24 Treated Regularised Carcassing', s: '47 x 100mm x 4.8m', imp: '4 x 2in x 16ft', nom: '4x2"', d: C24T, pr: 15.4, u: '4.8m' },
  { k: 'timber/c16-treated-47x100-3.6m', c: 'timber', n: 'C16 Treated Regularised Carcassing', s: '47 x 100mm x 3.6m', imp: '4 x 2in x 12ft', nom: '4x2"', d: C16T, pr: 9.9, u: '3.6m' },
  { k: 'timber/c24-kd-untreated-47x100-3.6m', c: 'timber', n: 'C24 Kiln Dried Untreated Regularised Carcassing', s: '47 x 100mm x 3.6m', imp: '4 x 2in x 12ft', nom: '4x2"', d: 'Strength graded C24 carcassing, regularised and kiln dried. Untreated: for dry internal use only.', pr: 10.6, u: '3.6m' },
  { k: 'timber/c24-treated-47x150-4.8m', c: 'timber', n: 'C24 Treated Regularised Carcassing', s: '47 x 150mm x 4.8m', imp: '6 x 2in x 16ft', nom: '6x2"', d: C24T, pr: 22.5, u: '4.8m' },
  { k: 'timber/c24-treated-47x200-4.8m', c: 'timber', n: 'C24 Treated Regularised Carcassing', s: '47 x 200mm x 4.8m', imp: '8 x 2in x 16ft', nom: '8x2"', d: C24T, pr: 31, u: '4.8m' },
  { k: 'timber/c16-treated-47x75-3.6m', c: 'timber', n: 'C16 Treated Regularised Carcassing', s: '47 x 75mm x 3.6m', imp: '3 x 2in x 12ft', nom: '3x2"', d: C16T, pr: 7.6, u: '3.6m' },
  { k: 'timber/roofing-batten-treated-25x38-4.8m', c: 'timber', n: 'Treated Roofing Batten BS5534', s: '25 x 38mm x 4.8m', imp: '1.5 x 1in x 16ft', nom: '1.5x1"', d: BATTEN, pr: 3.9, u: '4.8m' },
  { k: 'timber/roofing-batten-treated-25x50-4.8m', c: 'timber', n: 'Treated Roofing Batten BS5534', s: '25 x 50mm x 4.8m', imp: '2 x 1in x 16ft', nom: '2x1"', d: BATTEN, pr: 4.9, u: '4.8m' },

  // ---------------- sheet materials ----------------
  { k: 'sheet/sterlingosb-zero-osb3-2440x1220x11mm', c: 'sheet', ...STERLING, ln: 'SterlingOSB Zero', n: 'OSB3 Board', s: '2440 x 1220 x 11mm', imp: '8ft x 4ft x 7/16in', d: 'OSB3 structural board for humid conditions, manufactured with zero added formaldehyde.', pr: 19.5, u: '2.98sqm', g: true },
  { k: 'sheet/sterlingosb-zero-osb3-2440x1220x18mm', c: 'sheet', ...STERLING, ln: 'SterlingOSB Zero', n: 'OSB3 Board', s: '2440 x 1220 x 18mm', imp: '8ft x 4ft x 3/4in', d: 'OSB3 structural board for humid conditions, manufactured with zero added formaldehyde.', pr: 29.5, u: '2.98sqm', g: true },
  { k: 'sheet/sterlingosb-zero-osb3-tg-2397x600x18mm', c: 'sheet', ...STERLING, ln: 'SterlingOSB Zero', n: 'OSB3 Tongue & Groove Board', s: '2397 x 600 x 18mm', imp: '8ft x 2ft x 3/4in', d: 'Tongue and groove OSB3 for flooring and roof decking, manufactured with zero added formaldehyde.', pr: 17.9, u: '1.44sqm', g: true },
  { k: 'sheet/smartply-osb3-2440x1220x18mm', c: 'sheet', ...SMARTPLY, ln: 'SMARTPLY OSB3', n: 'Structural Board', s: '2440 x 1220 x 18mm', imp: '8ft x 4ft x 3/4in', d: 'OSB3 board for structural use in humid conditions: walls, floors and roofs.', pr: 28.9, u: '2.98sqm', g: true },
  { k: 'sheet/medite-mr-mdf-2440x1220x18mm', c: 'sheet', ...MEDITE, ln: 'MEDITE MR', n: 'Moisture Resistant MDF', s: '2440 x 1220 x 18mm', imp: '8ft x 4ft x 3/4in', d: 'Moisture resistant MDF panel with a green-dyed core, for kitchens, bathrooms and humid interiors.', pr: 42, u: '2.98sqm', g: true },
  { k: 'sheet/medite-mr-mdf-2440x1220x12mm', c: 'sheet', ...MEDITE, ln: 'MEDITE MR', n: 'Moisture Resistant MDF', s: '2440 x 1220 x 12mm', imp: '8ft x 4ft x 1/2in', d: 'Moisture resistant MDF panel with a green-dyed core, for kitchens, bathrooms and humid interiors.', pr: 32, u: '2.98sqm', g: true },
  { k: 'sheet/medite-premier-mdf-2440x1220x18mm', c: 'sheet', ...MEDITE, ln: 'MEDITE PREMIER', n: 'Standard MDF', s: '2440 x 1220 x 18mm', imp: '8ft x 4ft x 3/4in', d: 'General purpose MDF panel for furniture, joinery and interior fit-out in dry conditions.', pr: 34, u: '2.98sqm', g: true },
  { k: 'sheet/caberfloor-p5-2400x600x18mm', c: 'sheet', ...CABER, ln: 'CaberFloor P5', n: 'Tongue & Groove Chipboard Flooring', s: '2400 x 600 x 18mm', imp: '8ft x 2ft x 3/4in', d: 'Moisture resistant P5 chipboard flooring panel, tongued and grooved on all four edges.', pr: 11.9, u: '1.44sqm', g: true },
  { k: 'sheet/caberfloor-p5-2400x600x22mm', c: 'sheet', ...CABER, ln: 'CaberFloor P5', n: 'Tongue & Groove Chipboard Flooring', s: '2400 x 600 x 22mm', imp: '8ft x 2ft x 7/8in', d: 'Moisture resistant P5 chipboard flooring panel, tongued and grooved on all four edges.', pr: 14.5, u: '1.44sqm', g: true },
  { k: 'sheet/hardwood-plywood-2440x1220x18mm', c: 'sheet', n: 'Hardwood Faced Plywood', s: '2440 x 1220 x 18mm', imp: '8ft x 4ft x 3/4in', d: 'Hardwood faced plywood with a moisture resistant glue line, for general construction and joinery.', pr: 48, u: '2.98sqm' },
  { k: 'sheet/hardwood-plywood-2440x1220x12mm', c: 'sheet', n: 'Hardwood Faced Plywood', s: '2440 x 1220 x 12mm', imp: '8ft x 4ft x 1/2in', d: 'Hardwood faced plywood with a moisture resistant glue line, for general construction and joinery.', pr: 36, u: '2.98sqm' },
  { k: 'sheet/shuttering-plywood-2440x1220x18mm', c: 'sheet', n: 'Shuttering Plywood', s: '2440 x 1220 x 18mm', imp: '8ft x 4ft x 3/4in', d: 'Economy softwood plywood for concrete formwork, hoarding and temporary works.', pr: 33, u: '2.98sqm' },

  // ---------------- plasterboard ----------------
  { k: 'plasterboard/gyproc-wallboard-te-2400x1200x12.5mm', c: 'plasterboard', ...GYPROC, ln: 'Gyproc WallBoard', n: 'Tapered Edge Plasterboard', s: '2400 x 1200 x 12.5mm', imp: '8ft x 4ft x 1/2in', d: PB + ' Tapered edges for seamless jointing.', pr: 11.5, u: '2.88sqm', g: true },
  { k: 'plasterboard/gyproc-wallboard-se-2400x1200x12.5mm', c: 'plasterboard', ...GYPROC, ln: 'Gyproc WallBoard', n: 'Square Edge Plasterboard', s: '2400 x 1200 x 12.5mm', imp: '8ft x 4ft x 1/2in', d: PB + ' Square edges, for skim finishing.', pr: 11.5, u: '2.88sqm', g: true },
  { k: 'plasterboard/gyproc-wallboard-te-1800x900x12.5mm', c: 'plasterboard', ...GYPROC, ln: 'Gyproc WallBoard', n: 'Tapered Edge Plasterboard', s: '1800 x 900 x 12.5mm', imp: '6ft x 3ft x 1/2in', d: PB + ' Handy size sheet with tapered edges.', pr: 6.9, u: '1.62sqm', g: true },
  { k: 'plasterboard/gyproc-wallboard-te-2400x1200x9.5mm', c: 'plasterboard', ...GYPROC, ln: 'Gyproc WallBoard', n: 'Tapered Edge Plasterboard', s: '2400 x 1200 x 9.5mm', imp: '8ft x 4ft x 3/8in', d: PB + ' Tapered edges for seamless jointing.', pr: 10.2, u: '2.88sqm', g: true },
  { k: 'plasterboard/gyproc-moisture-resistant-te-2400x1200x12.5mm', c: 'plasterboard', ...GYPROC, ln: 'Gyproc Moisture Resistant', n: 'Tapered Edge Plasterboard', s: '2400 x 1200 x 12.5mm', imp: '8ft x 4ft x 1/2in', d: 'Plasterboard with water-repellent additives for areas of intermittent high humidity such as kitchens and bathrooms.', pr: 15.8, u: '2.88sqm', g: true },
  { k: 'plasterboard/gyproc-fireline-te-2400x1200x12.5mm', c: 'plasterboard', ...GYPROC, ln: 'Gyproc FireLine', n: 'Tapered Edge Plasterboard', s: '2400 x 1200 x 12.5mm', imp: '8ft x 4ft x 1/2in', d: 'Plasterboard with glass fibre and additives in the core for enhanced fire protection.', pr: 14.6, u: '2.88sqm', g: true },
  { k: 'plasterboard/gyproc-fireline-te-2400x1200x15mm', c: 'plasterboard', ...GYPROC, ln: 'Gyproc FireLine', n: 'Tapered Edge Plasterboard', s: '2400 x 1200 x 15mm', imp: '8ft x 4ft x 5/8in', d: 'Plasterboard with glass fibre and additives in the core for enhanced fire protection.', pr: 17.5, u: '2.88sqm', g: true },
  { k: 'plasterboard/gyproc-soundbloc-te-2400x1200x12.5mm', c: 'plasterboard', ...GYPROC, ln: 'Gyproc SoundBloc', n: 'Tapered Edge Plasterboard', s: '2400 x 1200 x 12.5mm', imp: '8ft x 4ft x 1/2in', d: 'Plasterboard with a higher density core for improved sound insulation in walls and ceilings.', pr: 16.2, u: '2.88sqm', g: true },
  { k: 'plasterboard/knauf-wallboard-te-2400x1200x12.5mm', c: 'plasterboard', ...KNAUF, ln: 'Knauf Wallboard', n: 'Tapered Edge Plasterboard', s: '2400 x 1200 x 12.5mm', imp: '8ft x 4ft x 1/2in', d: PB + ' Tapered edges for seamless jointing.', pr: 10.8, u: '2.88sqm', g: true },
  { k: 'plasterboard/knauf-moisture-panel-te-2400x1200x12.5mm', c: 'plasterboard', ...KNAUF, ln: 'Knauf Moisture Panel', n: 'Tapered Edge Plasterboard', s: '2400 x 1200 x 12.5mm', imp: '8ft x 4ft x 1/2in', d: 'Moisture resistant plasterboard for kitchens, bathrooms and other humid areas.', pr: 14.9, u: '2.88sqm' },
  { k: 'plasterboard/siniat-gtec-standard-te-2400x1200x12.5mm', c: 'plasterboard', ...SINIAT, ln: 'GTEC Standard Board', n: 'Tapered Edge Plasterboard', s: '2400 x 1200 x 12.5mm', imp: '8ft x 4ft x 1/2in', d: PB + ' Tapered edges for seamless jointing.', pr: 10.6, u: '2.88sqm' },

  // ---------------- plaster ----------------
  { k: 'plaster/thistle-multifinish-25kg', c: 'plaster', ...THISTLE, ln: 'Thistle MultiFinish', n: 'Finishing Plaster', s: '25kg', d: 'Gypsum finish plaster suitable for both plasterboard and undercoat plaster backgrounds.', pr: 13.5, u: '25kg', g: true },
  { k: 'plaster/thistle-boardfinish-25kg', c: 'plaster', ...THISTLE, ln: 'Thistle BoardFinish', n: 'Finishing Plaster', s: '25kg', d: 'Gypsum finish plaster for plasterboard and other low-suction backgrounds.', pr: 13.2, u: '25kg', g: true },
  { k: 'plaster/thistle-bonding-coat-25kg', c: 'plaster', ...THISTLE, ln: 'Thistle Bonding Coat', n: 'Undercoat Plaster', s: '25kg', d: 'Gypsum undercoat plaster for low-suction backgrounds such as concrete and plasterboard.', pr: 16.4, u: '25kg', g: true },
  { k: 'plaster/thistle-hardwall-25kg', c: 'plaster', ...THISTLE, ln: 'Thistle Hardwall', n: 'Undercoat Plaster', s: '25kg', d: 'Gypsum undercoat plaster with improved impact resistance for most masonry backgrounds.', pr: 16.8, u: '25kg', g: true },
  { k: 'plaster/thistle-browning-25kg', c: 'plaster', ...THISTLE, ln: 'Thistle Browning', n: 'Undercoat Plaster', s: '25kg', d: 'Gypsum undercoat plaster for solid masonry backgrounds of moderate suction.', pr: 15.4, u: '25kg' },
  { k: 'plaster/thistle-dri-coat-25kg', c: 'plaster', ...THISTLE, ln: 'Thistle Dri-Coat', n: 'Renovation Plaster', s: '25kg', d: 'Cement-based undercoat plaster for replastering walls after the installation of a damp-proof course.', pr: 19.5, u: '25kg' },
  { k: 'plaster/knauf-multi-finish-25kg', c: 'plaster', ...KNAUF, ln: 'Knauf Multi-Finish', n: 'Finishing Plaster', s: '25kg', d: 'Gypsum finish plaster for plasterboard and undercoat backgrounds.', pr: 12.4, u: '25kg' },

  // ---------------- bricks ----------------
  { k: 'bricks/ibstock-class-b-red-engineering-perforated-65mm', c: 'bricks', ...IBSTOCK, n: 'Class B Red Engineering Brick Perforated', s: '215 x 102.5 x 65mm', imp: '2 5/8in', d: 'Class B engineering brick with low water absorption and high compressive strength, for damp-proof courses, manholes and below-ground work.', pr: 0.95, u: '1ct' },
  { k: 'bricks/wienerberger-class-b-red-engineering-perforated-65mm', c: 'bricks', ...WIENER, n: 'Class B Red Engineering Brick Perforated', s: '215 x 102.5 x 65mm', imp: '2 5/8in', d: 'Class B engineering brick with low water absorption and high compressive strength, for damp-proof courses, manholes and below-ground work.', pr: 0.92, u: '1ct' },
  { k: 'bricks/harrowby-class-b-red-engineering-solid-65mm', c: 'bricks', ...HARROWBY, n: 'Class B Red Engineering Brick Solid', s: '215 x 102.5 x 65mm', imp: '2 5/8in', d: 'Solid (unperforated) Class B engineering brick for copings, steps and below-ground work.', pr: 1.05, u: '1ct', mpn: 'HB-ENGB-S65' },
  { k: 'bricks/london-brick-heather-65mm', c: 'bricks', ...LBC, n: 'Heather Facing Brick', s: '215 x 102.5 x 65mm', imp: '2 5/8in', d: 'Fletton clay facing brick with a heather coloured textured face.', pr: 1.1, u: '1ct', g: true },
  { k: 'bricks/london-brick-brindle-65mm', c: 'bricks', ...LBC, n: 'Brindle Facing Brick', s: '215 x 102.5 x 65mm', imp: '2 5/8in', d: 'Fletton clay facing brick with a brindled multi-tone face.', pr: 1.1, u: '1ct', g: true },
  { k: 'bricks/london-brick-rustic-65mm', c: 'bricks', ...LBC, n: 'Rustic Facing Brick', s: '215 x 102.5 x 65mm', imp: '2 5/8in', d: 'Fletton clay facing brick with a rustic textured face.', pr: 1.12, u: '1ct', g: true },
  { k: 'bricks/harrowby-red-multi-stock-65mm', c: 'bricks', ...HARROWBY, n: 'Red Multi Stock Facing Brick', s: '215 x 102.5 x 65mm', imp: '2 5/8in', d: 'Soft-mud stock facing brick in blended red tones, metric 65mm height.', pr: 0.89, u: '1ct', mpn: 'HB-RMS65' },
  { k: 'bricks/harrowby-red-multi-stock-73mm', c: 'bricks', ...HARROWBY, n: 'Red Multi Stock Facing Brick', s: '215 x 102.5 x 73mm', imp: '2 7/8in', d: 'Soft-mud stock facing brick in blended red tones, 73mm height to match older imperial brickwork.', pr: 1.15, u: '1ct', mpn: 'HB-RMS73' },
  { k: 'bricks/harrowby-red-multi-stock-65mm-pack-500', c: 'bricks', ...HARROWBY, n: 'Red Multi Stock Facing Brick', s: '215 x 102.5 x 65mm', imp: '2 5/8in', pk: 'Pack of 500', d: 'Full pack of 500 soft-mud stock facing bricks in blended red tones, 65mm height.', pr: 429, u: '500ct', mpn: 'HB-RMS65-P500' },

  // ---------------- blocks ----------------
  { k: 'blocks/celcon-standard-grade-3.6n-100mm', c: 'blocks', ...HH, ln: 'Celcon Standard Grade', n: 'Aircrete Block 3.6N', s: '440 x 215 x 100mm', imp: '4in', d: 'Lightweight autoclaved aerated concrete block, 3.6N/mm² compressive strength, for inner leaves and partitions.', pr: 2.95, u: '1ct', g: true },
  { k: 'blocks/celcon-high-strength-7n-100mm', c: 'blocks', ...HH, ln: 'Celcon High Strength', n: 'Aircrete Block 7.0N', s: '440 x 215 x 100mm', imp: '4in', d: 'Autoclaved aerated concrete block, 7.0N/mm² compressive strength, for higher loadbearing applications.', pr: 3.45, u: '1ct', g: true },
  { k: 'blocks/celcon-standard-grade-3.6n-140mm', c: 'blocks', ...HH, ln: 'Celcon Standard Grade', n: 'Aircrete Block 3.6N', s: '440 x 215 x 140mm', imp: '5 1/2in', d: 'Lightweight autoclaved aerated concrete block, 3.6N/mm² compressive strength, 140mm wide.', pr: 4.35, u: '1ct', g: true },
  { k: 'blocks/thermalite-shield-3.6n-100mm', c: 'blocks', ...THERMALITE, ln: 'Thermalite Shield', n: 'Aircrete Block 3.6N', s: '440 x 215 x 100mm', imp: '4in', d: 'Aircrete block, 3.6N/mm² compressive strength, for walls above and below ground.', pr: 2.85, u: '1ct', g: true },
  { k: 'blocks/thermalite-hi-strength-7-100mm', c: 'blocks', ...THERMALITE, ln: 'Thermalite Hi-Strength 7', n: 'Aircrete Block 7.3N', s: '440 x 215 x 100mm', imp: '4in', d: 'Aircrete block, 7.3N/mm² compressive strength, for heavier loads and multi-storey work.', pr: 3.35, u: '1ct', g: true },
  { k: 'blocks/thermalite-trenchblock-300mm', c: 'blocks', ...THERMALITE, ln: 'Thermalite Trenchblock', n: 'Aircrete Foundation Block', s: '440 x 215 x 300mm', imp: '12in', d: 'Wide aircrete block for building foundation walls from the footing up to DPC level.', pr: 11.9, u: '1ct' },
  { k: 'blocks/tarmac-topcrete-dense-7.3n-100mm', c: 'blocks', ...TOPBLOCK, ln: 'Topcrete', n: 'Dense Concrete Block 7.3N', s: '440 x 215 x 100mm', imp: '4in', d: 'Dense aggregate solid concrete block, 7.3N/mm² compressive strength, for general loadbearing masonry.', pr: 2.6, u: '1ct' },
  { k: 'blocks/tarmac-topcrete-dense-7.3n-140mm', c: 'blocks', ...TOPBLOCK, ln: 'Topcrete', n: 'Dense Concrete Block 7.3N', s: '440 x 215 x 140mm', imp: '5 1/2in', d: 'Dense aggregate solid concrete block, 7.3N/mm² compressive strength, 140mm wide.', pr: 3.95, u: '1ct' },

  // ---------------- skirting & architrave ----------------
  { k: 'skirting/mdf-torus-skirting-primed-18x119-4.4m', c: 'skirting', ...NORBURY, n: 'Primed MDF Torus Skirting', s: '18 x 119mm x 4.4m', d: 'Torus profile skirting board in MDF, factory primed and ready to paint.', pr: 14.5, u: '4.4m', mpn: 'NM-TOR119' },
  { k: 'skirting/mdf-torus-skirting-primed-18x144-4.4m', c: 'skirting', ...NORBURY, n: 'Primed MDF Torus Skirting', s: '18 x 144mm x 4.4m', d: 'Torus profile skirting board in MDF, factory primed and ready to paint.', pr: 17.5, u: '4.4m', mpn: 'NM-TOR144' },
  { k: 'skirting/mdf-ogee-skirting-primed-18x119-4.4m', c: 'skirting', ...NORBURY, n: 'Primed MDF Ogee Skirting', s: '18 x 119mm x 4.4m', d: 'Ogee profile skirting board in MDF, factory primed and ready to paint.', pr: 14.5, u: '4.4m', mpn: 'NM-OG119' },
  { k: 'skirting/mdf-chamfered-rounded-skirting-primed-18x119-4.4m', c: 'skirting', ...NORBURY, n: 'Primed MDF Chamfered & Rounded Skirting', s: '18 x 119mm x 4.4m', d: 'Reversible chamfered / pencil-round skirting board in MDF, factory primed.', pr: 13.9, u: '4.4m', mpn: 'NM-CR119' },
  { k: 'skirting/pine-torus-skirting-19x119-4.2m', c: 'skirting', ...NORBURY, n: 'Pine Torus Skirting', s: '19 x 119mm x 4.2m', d: 'Torus profile skirting in planed softwood (pine), unfinished, for staining, varnishing or painting.', pr: 12.9, u: '4.2m', mpn: 'NM-PTOR119' },
  { k: 'skirting/mdf-torus-architrave-primed-18x69-2.2m', c: 'skirting', ...NORBURY, n: 'Primed MDF Torus Architrave', s: '18 x 69mm x 2.2m', d: 'Torus profile door architrave in MDF, factory primed and ready to paint.', pr: 5.4, u: '2.2m', mpn: 'NM-ATOR69' },
  { k: 'skirting/mdf-ogee-architrave-primed-18x69-2.2m', c: 'skirting', ...NORBURY, n: 'Primed MDF Ogee Architrave', s: '18 x 69mm x 2.2m', d: 'Ogee profile door architrave in MDF, factory primed and ready to paint.', pr: 5.4, u: '2.2m', mpn: 'NM-AOG69' },
  { k: 'skirting/mdf-torus-architrave-primed-18x69-2.2m-pack-5', c: 'skirting', ...NORBURY, n: 'Primed MDF Torus Architrave', s: '18 x 69mm x 2.2m', pk: 'Pack of 5', d: 'Pack of five 2.2m lengths of torus profile MDF architrave, factory primed.', pr: 24.5, u: '11m', mpn: 'NM-ATOR69-5' },

  // ---------------- insulation ----------------
  { k: 'insulation/celotex-ga4050-2400x1200x50mm', c: 'insulation', ...CELOTEX, ln: 'Celotex GA4050', n: 'PIR Insulation Board', s: '2400 x 1200 x 50mm', imp: '8ft x 4ft x 2in', d: PIR + ' For walls, floors and roofs.', pr: 29.5, u: '2.88sqm', g: true },
  { k: 'insulation/celotex-ga4075-2400x1200x75mm', c: 'insulation', ...CELOTEX, ln: 'Celotex GA4075', n: 'PIR Insulation Board', s: '2400 x 1200 x 75mm', imp: '8ft x 4ft x 3in', d: PIR + ' For walls, floors and roofs.', pr: 39.5, u: '2.88sqm', g: true },
  { k: 'insulation/celotex-ga4100-2400x1200x100mm', c: 'insulation', ...CELOTEX, ln: 'Celotex GA4100', n: 'PIR Insulation Board', s: '2400 x 1200 x 100mm', imp: '8ft x 4ft x 4in', d: PIR + ' For walls, floors and roofs.', pr: 45.9, u: '2.88sqm', g: true },
  { k: 'insulation/kingspan-thermapitch-tp10-2400x1200x100mm', c: 'insulation', ...KINGSPAN, ln: 'Kingspan Thermapitch TP10', n: 'PIR Pitched Roof Insulation Board', s: '2400 x 1200 x 100mm', imp: '8ft x 4ft x 4in', d: PIR + ' Designed for pitched roofs, between and over rafters.', pr: 52, u: '2.88sqm', g: true },
  { k: 'insulation/kingspan-thermafloor-tf70-2400x1200x100mm', c: 'insulation', ...KINGSPAN, ln: 'Kingspan Thermafloor TF70', n: 'PIR Floor Insulation Board', s: '2400 x 1200 x 100mm', imp: '8ft x 4ft x 4in', d: PIR + ' Designed for ground floors beneath a screed or chipboard.', pr: 49.5, u: '2.88sqm', g: true },
  { k: 'insulation/recticel-eurothane-gp-2400x1200x100mm', c: 'insulation', ...RECTICEL, ln: 'Recticel Eurothane GP', n: 'PIR Insulation Board', s: '2400 x 1200 x 100mm', imp: '8ft x 4ft x 4in', d: PIR + ' General purpose board for walls, floors and roofs.', pr: 43.5, u: '2.88sqm' },
  { k: 'insulation/recticel-eurothane-gp-2400x1200x50mm', c: 'insulation', ...RECTICEL, ln: 'Recticel Eurothane GP', n: 'PIR Insulation Board', s: '2400 x 1200 x 50mm', imp: '8ft x 4ft x 2in', d: PIR + ' General purpose board for walls, floors and roofs.', pr: 27.9, u: '2.88sqm' },
  { k: 'insulation/rockwool-rwa45-1200x600x50mm-pack-8', c: 'insulation', ...ROCKWOOL, ln: 'ROCKWOOL RWA45', n: 'Acoustic Insulation Slab', s: '1200 x 600 x 50mm', pk: 'Pack of 8', imp: '2in', d: 'Stone wool slab for acoustic and thermal insulation of partitions, floors and ceilings. Pack of 8 slabs (5.76m²).', pr: 36, u: '5.76sqm', g: true },
  { k: 'insulation/rockwool-rwa45-1200x600x100mm-pack-4', c: 'insulation', ...ROCKWOOL, ln: 'ROCKWOOL RWA45', n: 'Acoustic Insulation Slab', s: '1200 x 600 x 100mm', pk: 'Pack of 4', imp: '4in', d: 'Stone wool slab for acoustic and thermal insulation of partitions, floors and ceilings. Pack of 4 slabs (2.88m²).', pr: 36.5, u: '2.88sqm', g: true },
  { k: 'insulation/isover-spacesaver-loft-roll-100mm', c: 'insulation', ...ISOVER, ln: 'Isover Spacesaver', n: 'Loft Insulation Roll', s: '100mm', imp: '4in', d: 'Compression-packed glass mineral wool roll for insulating between and over ceiling joists.', pr: 29, g: true },
  { k: 'insulation/isover-spacesaver-loft-roll-200mm', c: 'insulation', ...ISOVER, ln: 'Isover Spacesaver', n: 'Loft Insulation Roll', s: '200mm', imp: '8in', d: 'Compression-packed glass mineral wool roll for insulating between and over ceiling joists.', pr: 32, g: true },
  { k: 'insulation/knauf-loft-roll-44-200mm', c: 'insulation', ...KNAUFINS, ln: 'Loft Roll 44', n: 'Glass Mineral Wool Insulation', s: '200mm', imp: '8in', d: 'Glass mineral wool loft roll with a thermal conductivity of 0.044 W/mK.', pr: 27.5, g: true },

  // ---------------- roofing ----------------
  { k: 'roofing/marley-modern-tile-smooth-grey', c: 'roofing', ...MARLEY, ln: 'Marley Modern', n: 'Interlocking Concrete Roof Tile', s: '420 x 330mm', col: 'Smooth Grey', d: 'Large-format interlocking concrete tile with a flat, slate-like appearance.', pr: 1.75, u: '1ct', g: true },
  { k: 'roofing/marley-modern-tile-smooth-brown', c: 'roofing', ...MARLEY, ln: 'Marley Modern', n: 'Interlocking Concrete Roof Tile', s: '420 x 330mm', col: 'Smooth Brown', d: 'Large-format interlocking concrete tile with a flat, slate-like appearance.', pr: 1.75, u: '1ct', g: true },
  { k: 'roofing/marley-third-round-ridge-smooth-grey', c: 'roofing', ...MARLEY, n: 'Third Round Ridge Tile', col: 'Smooth Grey', d: 'Concrete third round ridge tile for finishing the roof ridge.', pr: 7.5, u: '1ct' },
  { k: 'roofing/redland-regent-tile-breckland-brown', c: 'roofing', ...REDLAND, ln: 'Redland Regent', n: 'Interlocking Concrete Roof Tile', s: '418 x 332mm', col: 'Breckland Brown', d: 'Large-format interlocking concrete roof tile with a traditional profile and granular finish.', pr: 1.85, u: '1ct', g: true },
  { k: 'roofing/redland-regent-tile-breckland-black', c: 'roofing', ...REDLAND, ln: 'Redland Regent', n: 'Interlocking Concrete Roof Tile', s: '418 x 332mm', col: 'Breckland Black', d: 'Large-format interlocking concrete roof tile with a traditional profile and granular finish.', pr: 1.85, u: '1ct', g: true },
  { k: 'roofing/tyvek-supro-1.5x50m', c: 'roofing', ...TYVEK, ln: 'Tyvek Supro', n: 'Breathable Roofing Membrane', s: '1.5m x 50m', d: 'Vapour-permeable roofing underlay for warm and cold pitched roofs.', pr: 135, u: '75sqm', g: true },
  { k: 'roofing/aldercote-breathable-membrane-1x50m', c: 'roofing', ...ALDERCOTE, n: 'Breathable Roofing Membrane', s: '1m x 50m', d: 'Three-layer vapour-permeable roofing underlay, 1m wide roll.', pr: 49, u: '50sqm', mpn: 'ALD-BM1050' },
  { k: 'roofing/aldercote-breathable-membrane-1.5x50m', c: 'roofing', ...ALDERCOTE, n: 'Breathable Roofing Membrane', s: '1.5m x 50m', d: 'Three-layer vapour-permeable roofing underlay, 1.5m wide roll.', pr: 69, u: '75sqm', mpn: 'ALD-BM1550' },

  // ---------------- drainage ----------------
  { k: 'drainage/floplast-110mm-underground-pipe-plain-3m', c: 'drainage', ...FLOPLAST, n: '110mm Underground Drainage Pipe Plain Ended', s: '3m', d: 'PVC-U underground drainage pipe, plain ended, for use with push-fit ring seal fittings.', pr: 24, u: '3m', g: true },
  { k: 'drainage/floplast-110mm-underground-pipe-plain-6m', c: 'drainage', ...FLOPLAST, n: '110mm Underground Drainage Pipe Plain Ended', s: '6m', d: 'PVC-U underground drainage pipe, plain ended, for use with push-fit ring seal fittings.', pr: 42, u: '6m', g: true },
  { k: 'drainage/floplast-110mm-underground-bend-87.5-single-socket', c: 'drainage', ...FLOPLAST, n: '110mm Underground 87.5° Single Socket Bend', d: UGB, pr: 9.8, g: true },
  { k: 'drainage/floplast-110mm-underground-bend-45-single-socket', c: 'drainage', ...FLOPLAST, n: '110mm Underground 45° Single Socket Bend', d: UGB, pr: 9.5, g: true },
  { k: 'drainage/floplast-110mm-underground-bend-15-single-socket', c: 'drainage', ...FLOPLAST, n: '110mm Underground 15° Single Socket Bend', d: UGB, pr: 9.2 },
  { k: 'drainage/floplast-110mm-underground-coupling', c: 'drainage', ...FLOPLAST, n: '110mm Underground Double Socket Coupling', d: 'PVC-U coupler for joining two lengths of 110mm plain ended underground pipe.', pr: 7.9, g: true },
  { k: 'drainage/wavin-osmadrain-110mm-pipe-plain-3m', c: 'drainage', ...WAVIN, ln: 'OsmaDrain', n: '110mm Underground Pipe Plain Ended', s: '3m', d: 'PVC-U underground drainage pipe, plain ended, for the OsmaDrain push-fit system.', pr: 27, u: '3m', g: true },
  { k: 'drainage/wavin-osmadrain-110mm-bend-87.5-double-socket', c: 'drainage', ...WAVIN, ln: 'OsmaDrain', n: '110mm 87.5° Double Socket Bend', d: 'PVC-U underground drainage bend with a ring seal socket at both ends.', pr: 12.5, g: true },
  { k: 'drainage/polypipe-110mm-underground-bend-87.5-single-socket', c: 'drainage', ...POLYPIPE, n: '110mm Underground 87.5° Single Socket Bend', d: UGB, pr: 10.4 },
  { k: 'drainage/floplast-110mm-soil-pipe-single-socket-3m-black', c: 'drainage', ...FLOPLAST, n: '110mm Soil Pipe Single Socket', s: '3m', col: 'Black', d: 'PVC-U above-ground soil and vent pipe with a ring seal socket at one end.', pr: 26, u: '3m', g: true },
  { k: 'drainage/floplast-110mm-soil-pipe-single-socket-3m-white', c: 'drainage', ...FLOPLAST, n: '110mm Soil Pipe Single Socket', s: '3m', col: 'White', d: 'PVC-U above-ground soil and vent pipe with a ring seal socket at one end.', pr: 26, u: '3m', g: true },
  { k: 'drainage/floplast-112mm-half-round-gutter-4m-black', c: 'drainage', ...FLOPLAST, n: '112mm Half Round Gutter', s: '4m', col: 'Black', d: 'PVC-U half round rainwater gutter, 112mm wide.', pr: 13.5, u: '4m', g: true },
  { k: 'drainage/floplast-112mm-half-round-gutter-4m-white', c: 'drainage', ...FLOPLAST, n: '112mm Half Round Gutter', s: '4m', col: 'White', d: 'PVC-U half round rainwater gutter, 112mm wide.', pr: 13.5, u: '4m' },
  { k: 'drainage/floplast-68mm-round-downpipe-2.5m-black', c: 'drainage', ...FLOPLAST, n: '68mm Round Downpipe', s: '2.5m', col: 'Black', d: 'PVC-U round rainwater downpipe, 68mm diameter.', pr: 9.9, u: '2.5m', g: true },
  { k: 'drainage/floplast-68mm-round-downpipe-5.5m-black', c: 'drainage', ...FLOPLAST, n: '68mm Round Downpipe', s: '5.5m', col: 'Black', d: 'PVC-U round rainwater downpipe, 68mm diameter.', pr: 19.5, u: '5.5m' },
  { k: 'drainage/polypipe-40mm-solvent-weld-waste-pipe-3m-white', c: 'drainage', ...POLYPIPE, n: '40mm Solvent Weld Waste Pipe', s: '3m', col: 'White', d: 'ABS solvent weld waste pipe for basins, baths, showers and sinks.', pr: 8.9, u: '3m', g: true },
  { k: 'drainage/polypipe-32mm-solvent-weld-waste-pipe-3m-white', c: 'drainage', ...POLYPIPE, n: '32mm Solvent Weld Waste Pipe', s: '3m', col: 'White', d: 'ABS solvent weld waste pipe for basins and small appliances.', pr: 7.4, u: '3m' },
  { k: 'drainage/aco-hexdrain-channel-1m-galvanised-grating', c: 'drainage', ...ACO, ln: 'ACO HexDrain', n: 'Drainage Channel with Galvanised Steel Grating', s: '1m', d: 'Domestic surface water drainage channel for patios and driveways, 1m length, supplied with a galvanised steel grating.', pr: 32, u: '1m', g: true },
  { k: 'drainage/aco-hexdrain-channel-1m-plastic-grating', c: 'drainage', ...ACO, ln: 'ACO HexDrain', n: 'Drainage Channel with Black Plastic Grating', s: '1m', d: 'Domestic surface water drainage channel for patios and paths, 1m length, supplied with a black plastic grating.', pr: 21, u: '1m', g: true },
  { k: 'drainage/kestrel-110mm-underground-bend-87.5-single-socket', c: 'drainage', ...KESTREL, n: '110mm Underground 87.5° Single Socket Bend', d: UGB, pr: 7.5, mpn: 'KD-UB1187S' },
  { k: 'drainage/kestrel-110mm-underground-pipe-plain-3m', c: 'drainage', ...KESTREL, n: '110mm Underground Drainage Pipe Plain Ended', s: '3m', d: 'PVC-U underground drainage pipe, plain ended, for push-fit ring seal fittings.', pr: 19.5, u: '3m', mpn: 'KD-UP1103' },
];
