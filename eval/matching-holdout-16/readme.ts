// @ts-nocheck
// README.md for the generated set. verify.ts re-reads the numbers written here.
import { formatLabel } from './writers.ts';
import { isValidEan13 } from './prng.ts';

const STYLE = {
  'ashcombe-varley': [
    'Clean "Brand Range Size Colour" titles, full metric sizes (2400 x 1200 x 12.5mm, 4.8m), generic noun',
    'appended ("Thistle Multi-Finish Plaster"). Brand column = manufacturer, own name for generic goods.',
    'GTIN on most branded rows.',
  ],
  'fennick-rowe': [
    'Timber merchant: size first ("47 x 100mm (4x2) C24 Treated ... 4.8m (16ft)", "12.5mm Gyproc ... 2400 x 1200mm"),',
    'metric with imperial in brackets, sub-brand (Gyproc, Celcon, SterlingOSB) instead of maker in titles.',
    'Extra material and size columns.',
  ],
  kestrelgate: [
    'ERP export in ALL CAPS shorthand ("GYP WALLBOARD TE 12.5X1200X2400MM /SHT [BGYP01]"), thickness-first dims,',
    'lengths in mm, colour codes (BLK, SMTH GRY). Brand column holds supplier account codes; MPN mostly the',
    "merchant's own stock code.",
  ],
  'marlow-tidd': [
    'Online DIY/trade shop: name first, brand last ("... 12.5mm x 2.4m x 1.2m - British Gypsum"), reversed',
    'timber sections (100 x 47mm), "Jumbo Bag", marketing suffixes ("| Next Day Delivery"), sale prices, CDATA text.',
  ],
  yardhopper: [
    'Keyword-stuffed titles with synonyms and pipes ("Sharp Sand Bulk Bag 850kg | Grit Sand / Concreting Sand |',
    'Jumbo Bag / Tonne Bag | FREE Delivery"), occasional typos, brand column often blank, own-label GTINs',
    'on small bags.',
  ],
  quarrymead: [
    'Landscape yard: packaging first ("Tonne Bag Sharp Sand", "25kg Tarmac Blue Circle ..."), brand column =',
    'parent company (Tarmac, Heidelberg Materials, Saint-Gobain, Forterra), N/mm² strengths, unit_pricing_measure.',
  ],
  thrushcombe: [
    'Roofing & drainage specialist: "Brand Range Size Colour (MPN)" with tight dims (2400x1200x100mm),',
    'manufacturer codes in title and mpn column, deep product_type, shipping left blank, product_detail column.',
  ],
  'pellow-bm': [
    'Old-school yard: imperial everywhere ("8x4 ... 12.5mm", "4x2 ... 16ft", 4" soil pipe, 4" blocks), "Dumpy Bag",',
    'brand usually missing from the title (then given in the brand column), frequent typos, short descriptions.',
  ],
  'cadwell-home': [
    'DIY chain: "Brand Name - Size - Colour" with dash separators, sub-brand in brand column (Gyproc, Thistle,',
    'Celcon), size/color columns and an item_group_id shared by size variants of a range (different products).',
  ],
  'whitlow-pryce': [
    'Size first in compact mm ("2400x1200x12.5mm BG Gyproc WallBoard SE", "47x100mm ... 4800mm"), trade',
    'abbreviations (SE/TE/MR/Tr/KD/P/Brd), brand column always the merchant name, own stock code in mpn.',
  ],
};

export function buildReadme(merchants, rowsBy, products, sellers) {
  const all = merchants.flatMap((m) => rowsBy[m.slug]);
  const hist = {};
  for (const p of products) {
    const k = sellers.get(p.key).length;
    hist[k] = (hist[k] || 0) + 1;
  }
  const cats = {};
  for (const p of products) cats[p.cat] = (cats[p.cat] || 0) + 1;
  const gtinRows = all.filter((r) => r.gtin && isValidEan13(r.gtin)).length;
  const mpnRows = all.filter((r) => r.mpn).length;
  const L = [];
  L.push('# matching-holdout-16', '');
  L.push("Independent labelled evaluation set: Google Merchant Center feeds of fictional UK builders' merchants.");
  L.push('Every feed row is labelled with the true product it offers (`demo-truth.json`); true product ids are');
  L.push('`<category>/<product-key>` and `categories.json` maps each to its category. All merchants, websites,');
  L.push('GTINs and stock codes are fictional; manufacturers and ranges are real UK brands.', '');
  L.push('Generated deterministically by `generate.ts` (fixed seed, no network). From the repository root:', '');
  L.push(
    '```',
    'npx tsx eval/matching-holdout-16/generate.ts',
    'npx tsx eval/matching-holdout-16/verify.ts',
    '```',
    '',
  );
  L.push('## Totals', '');
  L.push(`- Merchants: ${merchants.length}`);
  L.push(`- Feed files: ${merchants.length}`);
  L.push(`- Feed rows: ${all.length}`);
  L.push(`- True products: ${products.length}`);
  L.push(
    `- Sellers per product: ${Object.keys(hist)
      .sort()
      .map((k) => `${k} sellers: ${hist[k]}`)
      .join(', ')}`,
  );
  L.push(`- Rows with a valid EAN-13 GTIN: ${gtinRows}`);
  L.push(`- Rows with an MPN: ${mpnRows}`);
  L.push(`- Categories used: ${Object.keys(cats).length}`, '');
  L.push('| category | true products |', '|---|---|');
  for (const c of Object.keys(cats).sort()) L.push(`| ${c} | ${cats[c]} |`);
  L.push('', '## Merchants', '');
  L.push('| slug | name | format | file | rows |', '|---|---|---|---|---|');
  for (const m of merchants)
    L.push(`| ${m.slug} | ${m.name} | ${formatLabel(m)} | ${m.file} | ${rowsBy[m.slug].length} |`);
  L.push('', '## How each merchant writes titles', '');
  for (const m of merchants) L.push(`- **${m.slug}**: ${STYLE[m.slug].join(' ')}`);
  L.push('', '## What makes it hard', '');
  L.push('- Look-alikes that must not match: same range in other thicknesses/lengths/colours (Gyproc 9.5 vs 12.5mm,');
  L.push('  SE vs TE, 2400x1200 vs 2400x900; TP10 50 vs 100mm; Celotex GA4050 vs CW4050; C24 vs C16, treated vs');
  L.push(
    '  untreated, 3.6 vs 4.8m; FloPlast vs Hunter gutter; Marley Modern colours), Mastercrete paper vs plastic bag,',
  );
  L.push(
    '  General Purpose vs premium cement, 7N vs 3.6N blocks, bulk vs midi vs handy bags, each vs pack of 400 bricks,',
  );
  L.push('  cement bag vs pallet, LBC Common/Heather/Rustic/Golden Buff, 5L vs 10L paint, 5L vs 25L plasticiser.');
  L.push('- Equivalent wordings that must match: bulk/jumbo/tonne/dumpy bag, soft = building sand, grit = sharp sand,');
  L.push('  4x2 = 47x100, 16ft = 4.8m, 8x4 = 2400x1200, 4" = 110mm soil pipe, SE = Square Edge, brand vs parent vs');
  L.push('  sub-brand vs supplier code, ERP caps, typos, keyword stuffing.');
  L.push('- GTINs only on some rows; some products carry two GTINs (old and new packaging); own-label GTINs on');
  L.push('  merchant-bagged goods. MPN columns mix manufacturer codes and merchant stock codes.');
  L.push('- Descriptions sometimes list sibling sizes ("Also available: ...").');
  L.push(
    '- A merchant may list several pack sizes of one material (e.g. sharp sand bulk bag and handy bag): these are',
  );
  L.push('  different true products. No merchant lists the same true product twice.', '');
  L.push('## Files', '');
  L.push('- `merchants.json`: merchant list (slug, name, websiteUrl, verified, feed).');
  L.push('- one feed per merchant (see table).');
  L.push('- `demo-truth.json`: `"<merchant-slug>:<row id>" -> "<category>/<product-key>"` for every row.');
  L.push('- `categories.json`: `"<category>/<product-key>" -> "<category>"` for every true product.');
  L.push('- `*.ts`: generator and checker sources.', '');
  return L.join('\n');
}
