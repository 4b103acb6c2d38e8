// @ts-nocheck
/* eslint-disable */
// Fictional UK builders' merchants: feed format, range (category affinity), pricing and shipping habits.

const ALL = 1;
function aff(base, over = {}) {
  const cats = ['aggregates', 'blocks', 'bricks', 'cement', 'concrete-mortar', 'drainage', 'insulation', 'other', 'plaster', 'plasterboard', 'roofing', 'sand', 'sheet-materials', 'skirting-architrave', 'timber'];
  const o = {};
  for (const c of cats) o[c] = over[c] ?? base;
  return o;
}

export const MERCHANTS = [
  {
    slug: 'quillfield', name: 'Quillfield Building Supplies', format: 'tsv', bom: true, file: 'quillfield.tsv',
    aff: aff(ALL), priceF: 1.0, avail: [0.86, 0.08, 0.06, 0],
    style: 'Clean catalogue titles: "Brand Range/Name Size Colour Pack" with metric sizes (e.g. "2400 x 1200 x 12.5mm"). Brand column = manufacturer; generic goods carry the own label "Quillfield Trade" and some of them an own-label barcode. Most branded rows carry a GTIN.',
  },
  {
    slug: 'tamsworth-pryce', name: 'Tamsworth & Pryce Builders Merchants', format: 'csv', crlf: true, file: 'tamsworth-pryce.csv',
    aff: aff(ALL, { timber: 1.2 }), priceF: 0.97, avail: [0.8, 0.1, 0.1, 0],
    style: 'ERP export in ALL CAPS shorthand ("GYPROC WALLBOARD T/E 12.5X1200X2400 BG", "SAND SHARP BULK BAG"), manufacturer short code appended, colour abbreviations; brand column usually empty; mpn column often holds the merchant\'s own stock code; deep product_type; blank shipping on heavyside goods.',
  },
  {
    slug: 'ostlers-timber', name: 'Ostlers Timber & Sheet', format: 'xml', file: 'ostlers-timber.xml',
    aff: aff(0.15, { timber: 3.2, 'sheet-materials': 3, 'skirting-architrave': 3, plasterboard: 0.7, insulation: 0.5, other: 0.6, roofing: 0.4 }), priceF: 1.02, avail: [0.88, 0.06, 0.06, 0],
    style: 'Timber yard: imperial nominal sections and feet first ("4x2 12ft C24 Treated Sawn Timber - 47 x 100mm x 3.6m", "3x2 8ft CLS"), sheets as "18mm 8\' x 4\'"; own label "Ostlers" in the brand column for generic timber; brand aliases (Norbord / SterlingOSB / West Fraser).',
  },
  {
    slug: 'buildkart', name: 'BuildKart UK', format: 'csv', quoteAll: true, file: 'buildkart.csv',
    aff: aff(ALL, { other: 1.6, plaster: 1.3, cement: 1.2, 'concrete-mortar': 1.2, bricks: 0.6, blocks: 0.6 }), priceF: 1.04, avail: [0.9, 0.04, 0.04, 0.02],
    style: 'Online retailer: marketing suffixes ("| Trade Price", "- Next Day Delivery"), keyword stuffing with synonyms for generic goods, "by Brand" at the end on some rows, occasional typos, sale_price on some rows, own name "BuildKart" as brand of generic goods, every field quoted.',
  },
  {
    slug: 'fennick-roofing', name: 'Fennick Roofing & Drainage Supplies', format: 'tsv', file: 'fennick-roofing.tsv',
    aff: aff(0.1, { roofing: 3.6, drainage: 3.6, insulation: 2.2, other: 0.7, timber: 0.35, plasterboard: 0.3 }), priceF: 0.99, avail: [0.84, 0.06, 0.1, 0],
    style: 'Specialist: "Brand MPN Name Size Colour" with the manufacturer part code inside many titles (e.g. "FloPlast SP3B Soil Pipe Single Socket 110mm x 3m Black"), colour column, MPN column filled whenever known, shallow product_type.',
  },
  {
    slug: 'cindercombe', name: 'Cindercombe Landscape & Building Supplies', format: 'xml', nestedShipping: true, file: 'cindercombe.xml',
    aff: aff(0.15, { aggregates: 3.6, sand: 3.6, cement: 2, 'concrete-mortar': 2.4, blocks: 1.6, bricks: 1.1, timber: 0.5 }), priceF: 1.01, avail: [0.82, 0.1, 0.06, 0.02],
    style: 'Landscape yard: packaging first ("Jumbo Bag - 20mm All-in Ballast", "25kg Bag - Blue Circle General Purpose Cement"), bulk/jumbo/tonne bag used interchangeably, brand column empty for loose materials, nested g:shipping elements and no shipping on bulk bags.',
  },
  {
    slug: 'wexcombe-bm', name: 'Wexcombe Builders Merchants', format: 'csv', crlf: true, file: 'wexcombe-bm.csv',
    aff: aff(ALL, { blocks: 1.2, bricks: 1.2 }), priceF: 0.98, avail: [0.85, 0.09, 0.06, 0],
    style: 'Size-first titles ("12.5mm Gyproc WallBoard Tapered Edge 2400 x 1200mm", "25kg Blue Circle ...", "Bulk Bag Sharp Sand"), typos (Plasterbaord, Insualtion, Treatd...), the merchant\'s own name in the brand column of generic goods and an empty brand column on some branded rows.',
  },
  {
    slug: 'haldane-trade', name: 'Haldane Trade Centre', format: 'tsv', bom: true, file: 'haldane-trade.tsv',
    aff: aff(0.8, { plasterboard: 1.7, insulation: 1.7, plaster: 1.5, 'sheet-materials': 1.2, other: 1.0 }), priceF: 1.0, avail: [0.87, 0.07, 0.04, 0.02],
    style: 'Variant-style (Shopify-like) feed: brand last ("... - Celotex"), item_group_id on product families and, on many of those rows, a title WITHOUT the size or colour, which only appear in the size / color columns; material column.',
  },
  {
    slug: 'pellow-strick', name: 'Pellow & Strick', format: 'xml', cdata: true, file: 'pellow-strick.xml',
    aff: aff(ALL, { bricks: 1.5, blocks: 1.5, drainage: 0.8 }), priceF: 1.03, avail: [0.86, 0.08, 0.06, 0],
    style: 'Short sentence-case titles without the brand and often without the range name ("Multi-finish plaster 25kg", "Standard plasterboard tapered edge 12.5mm 2400x1200"); the manufacturer only in the brand column (various aliases) and the CDATA description.',
  },
  {
    slug: 'brackwater', name: 'Brackwater Building Supplies', format: 'csv', file: 'brackwater.csv',
    aff: aff(ALL, { other: 1.3, 'skirting-architrave': 1.3, aggregates: 0.6, sand: 0.6 }), priceF: 1.0, avail: [0.88, 0.06, 0.04, 0.02],
    style: 'En-dash separated "Brand – Name – Size (Pack of N)" titles with metric plus imperial in inches/feet (4" x 2", 8\' x 4\') so CSV quoting of inch marks is needed; google_product_category, product_detail, unit_pricing_measure and material columns; "Generic" as brand of unbranded goods.',
  },
];
