/*
 * Matching set "other platforms" — deterministic generator.
 *
 *   npx tsx eval/matching-other-platforms/generate.ts
 *
 * Four fictional shops outside building materials, each imitating a different e-commerce platform's
 * Google Merchant Center export (Shopware CSV, PrestaShop RSS, Shopify RSS, WooCommerce TSV). Every
 * colour/size variant, flavour and pillow shape is its own true product. Five products are sold by two
 * shops, so recall can be measured. Uses only node: built-ins and a seeded PRNG.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const OUT = dirname(fileURLToPath(import.meta.url));

function hashStr(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rng = (label: string) => mulberry32(hashStr(`other-platforms|${label}`));
const digits = (r: () => number, n: number) => {
  let s = '';
  for (let i = 0; i < n; i++) s += String(Math.floor(r() * 10));
  return s;
};

function eanCheckDigit(d12: string): number {
  let s = 0;
  for (let i = 0; i < 12; i++) s += Number(d12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (s % 10)) % 10;
}
const gtinRng = rng('gtin');
const usedGtins = new Set<string>();
function gtin(prefix: string): string {
  for (;;) {
    const d = prefix + digits(gtinRng, 12 - prefix.length);
    const g = d + String(eanCheckDigit(d));
    if (!usedGtins.has(g)) {
      usedGtins.add(g);
      return g;
    }
  }
}

function slugify(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9\u0370-\u03ff\u0400-\u04ff]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
}
const money = (v: number) => `${v.toFixed(2)} GBP`;

type Fmt = 'csv' | 'xml' | 'tsv';
interface Shop {
  slug: string;
  name: string;
  fmt: Fmt;
  cols: string[];
  quoteAll?: boolean;
}
interface Row {
  shop: string;
  key: string;
  f: Record<string, string>;
}
const ROWS: Row[] = [];
const row = (shop: string, key: string, f: Record<string, string>) => {
  if (ROWS.some((r) => r.shop === shop && r.f.id === f.id)) throw new Error(`duplicate id ${shop} ${f.id}`);
  ROWS.push({ shop, key, f });
};

// Shared products (sold by two shops): one GTIN each.
const G_SILK_CHAMPAGNE = gtin('50');
const G_SILK_SILVER = gtin('50');
const G_EVOO_500 = gtin('520');
const G_KALAMATA_250 = gtin('520');
const G_THYME_HONEY_450 = gtin('520');

// ───────────── 1. Moda Lavanda — Shopware 6 product export (CSV, every field quoted) ─────────────
const SHOPWARE: Shop = {
  slug: 'moda-lavanda', name: 'Moda Lavanda', fmt: 'csv', quoteAll: true,
  cols: ['id', 'title', 'description', 'google_product_category', 'product_type', 'link', 'image_link', 'condition', 'availability', 'price', 'sale_price', 'brand', 'gtin', 'mpn', 'item_group_id', 'color', 'size', 'gender', 'age_group'],
};
{
  const r = rng('moda');
  let sw = 10040;
  const garments: {
    id: string; name: string; code: string; price: number; colours: [string, string, string][]; sizes: string[];
    desc: string; colourInTitle: boolean; cat: string;
  }[] = [
    { id: 'dress-midi-belt', name: 'Платье миди с поясом', code: '2301', price: 59.9, colourInTitle: true, cat: 'Одежда > Платья',
      colours: [['emerald', 'Изумрудный', 'EMR'], ['black', 'Чёрный', 'BLK'], ['beige', 'Бежевый', 'BEI']], sizes: ['42', '44', '46', '48'],
      desc: 'Платье миди приталенного силуэта с запахом и съёмным поясом. Вискоза 100%. Длина по спинке 118 см.' },
    { id: 'dress-linen-shirt', name: 'Платье-рубашка из льна', code: '2314', price: 64, colourInTitle: true, cat: 'Одежда > Платья',
      colours: [['white', 'Белый', 'WHT'], ['sky', 'Голубой', 'SKY']], sizes: ['44', '46', '48'],
      desc: 'Свободное платье-рубашка из умягчённого льна с застёжкой на пуговицы и карманами. Лён 100%.' },
    { id: 'blouse-silk', name: 'Блузка из натурального шёлка', code: '2120', price: 49, colourInTitle: false, cat: 'Одежда > Блузки и рубашки',
      colours: [['ivory', 'Молочный', 'IVR'], ['powder', 'Пудровый', 'PWD'], ['black', 'Чёрный', 'BLK']], sizes: ['42', '44', '46'],
      desc: 'Блузка прямого кроя из шёлкового крепдешина с потайной планкой. Шёлк 100%.' },
    { id: 'skirt-pleated-midi', name: 'Юбка плиссе миди', code: '2205', price: 39, colourInTitle: true, cat: 'Одежда > Юбки',
      colours: [['graphite', 'Графитовый', 'GRF'], ['mustard', 'Горчичный', 'MST']], sizes: ['42', '44', '46'],
      desc: 'Юбка плиссе длины миди на эластичном поясе. Полиэстер 100%, не мнётся.' },
    { id: 'cardigan-merino-oversize', name: 'Кардиган оверсайз из мериноса', code: '2410', price: 72, colourInTitle: false, cat: 'Одежда > Трикотаж',
      colours: [['grey-melange', 'Серый меланж', 'GRM'], ['milk', 'Молочный', 'MLK']], sizes: ['S/M', 'L/XL'],
      desc: 'Объёмный кардиган с заниженной линией плеча из мягкой шерсти мериноса. Шерсть 70%, полиамид 30%.' },
    { id: 'trousers-palazzo', name: 'Брюки палаццо', code: '2233', price: 45, colourInTitle: true, cat: 'Одежда > Брюки',
      colours: [['black', 'Чёрный', 'BLK'], ['beige', 'Бежевый', 'BEI']], sizes: ['44', '46', '48'],
      desc: 'Широкие брюки палаццо с высокой посадкой и защипами. Вискоза 70%, лён 30%.' },
    { id: 'tshirt-basic-cotton', name: 'Футболка базовая хлопковая', code: '2502', price: 19, colourInTitle: true, cat: 'Одежда > Футболки',
      colours: [['white', 'Белый', 'WHT'], ['black', 'Чёрный', 'BLK'], ['grey', 'Серый', 'GRY']], sizes: ['S', 'M', 'L'],
      desc: 'Базовая футболка прямого кроя с круглым вырезом. Хлопок 100%, плотность 180 г/м².' },
  ];
  for (const g of garments) {
    sw += 1;
    const parent = `SW${sw}`;
    let v = 0;
    for (const [cid, colour, ccode] of g.colours) {
      for (const size of g.sizes) {
        v += 1;
        const id = `${parent}.${v}`;
        const title = g.colourInTitle ? `${g.name}, ${colour.toLowerCase()}` : g.name;
        const sale = g.id === 'dress-midi-belt' && cid === 'black' ? money(g.price * 0.8) : '';
        row(SHOPWARE.slug, `clothing-lavanda-${g.id}-${cid}-${size.toLowerCase().replace('/', '-')}`, {
          id, title, description: g.desc, google_product_category: 'Apparel & Accessories > Clothing', product_type: g.cat,
          link: `https://www.moda-lavanda.example/${encodeURIComponent(slugify(g.name))}/${id}`,
          image_link: `https://www.moda-lavanda.example/media/${parent.toLowerCase()}-${ccode.toLowerCase()}.jpg`,
          condition: 'new', availability: r() < 0.12 ? 'out_of_stock' : 'in_stock', price: money(g.price), sale_price: sale,
          brand: 'Moda Lavanda', gtin: '', mpn: `ML-${g.code}-${ccode}-${size.replace('/', '')}`, item_group_id: parent,
          color: colour, size, gender: 'female', age_group: 'adult',
        });
      }
    }
  }
  // Silk pillowcases bought in from Silkhaven (also sold by Dreamwell Bedding).
  sw += 1;
  const silk: [string, string, string][] = [['champagne', 'шампань', 'CH'], ['silver', 'серебристый', 'SV']];
  silk.forEach(([cid, colour, code], i) => {
    const id = `SW${sw}.${i + 1}`;
    row(SHOPWARE.slug, `home-silkhaven-mulberry-silk-pillowcase-50x70-${cid}`, {
      id, title: `Наволочка из натурального шёлка Silkhaven 50×70, ${colour}`,
      description: 'Наволочка из шёлка тутового шелкопряда, 22 момми, на скрытой молнии. Бережёт волосы и кожу во время сна.',
      google_product_category: 'Home & Garden > Linens & Bedding > Bedding > Pillowcases & Shams', product_type: 'Дом > Постельное бельё',
      link: `https://www.moda-lavanda.example/navolochka-silkhaven/${id}`,
      image_link: `https://www.moda-lavanda.example/media/silkhaven-${cid}.jpg`, condition: 'new', availability: 'in_stock',
      price: money(36.5), sale_price: '', brand: 'Silkhaven', gtin: '', mpn: `SH-MSP5070-${code}`, item_group_id: `SW${sw}`,
      color: colour.charAt(0).toUpperCase() + colour.slice(1), size: '50×70', gender: 'unisex', age_group: 'adult',
    });
  });
}

// ───────────── 2. Épicerie du Marché — PrestaShop Google feed module (RSS 2.0 + g:) ─────────────
const PRESTA: Shop = {
  slug: 'epicerie-du-marche', name: 'Épicerie du Marché', fmt: 'xml',
  cols: ['id', 'title', 'description', 'link', 'image_link', 'price', 'sale_price', 'availability', 'condition', 'brand', 'gtin', 'mpn', 'product_type', 'unit_pricing_measure'],
};
{
  const r = rng('presta');
  let pid = 212;
  const add = (key: string, title: string, brand: string, price: number, desc: string, unit: string, type: string, extra: Partial<Record<string, string>> = {}) => {
    pid += 1 + Math.floor(r() * 4);
    const id = `${pid}-0`;
    row(PRESTA.slug, key, {
      id, title, description: desc, link: `https://www.epicerie-du-marche.example/${type === 'Épicerie salée' ? 'epicerie-salee' : 'epicerie-sucree'}/${pid}-${slugify(title)}.html`,
      image_link: `https://www.epicerie-du-marche.example/${pid}-large_default/${slugify(title)}.jpg`, price: money(price),
      availability: r() < 0.1 ? 'out_of_stock' : 'in_stock', condition: 'new', brand, product_type: `Accueil > ${type}`,
      unit_pricing_measure: unit, ...extra,
    });
  };
  const DM = 'Les Délices de Manosque';
  const tart: [string, string, string][] = [
    ['olives', 'aux olives noires', 'Olives noires de Provence, huile d’olive, câpres et thym.'],
    ['tomate', 'à la tomate séchée', 'Tomates séchées au soleil, amandes, basilic et huile d’olive.'],
    ['poivron', 'au poivron rouge', 'Poivrons rouges grillés, piment d’Espelette et ail doux.'],
    ['artichaut', 'à l’artichaut', 'Cœurs d’artichaut, citron confit et huile d’olive vierge extra.'],
    ['basilic', 'au basilic', 'Basilic frais, pignons de pin et parmesan, façon pistou.'],
  ];
  for (const [id, flav, ing] of tart) {
    add(`deli-delices-manosque-tartinade-${id}-90g`, `Tartinade apéritive ${flav} 90g`, DM, 4.6, `Tartinade artisanale pour l’apéritif. ${ing} Pot en verre de 90 g, fabriqué en Provence.`, '90 g', 'Épicerie salée');
  }
  for (const [id, flav, ing] of tart.slice(0, 4)) {
    add(`deli-delices-manosque-tartinade-${id}-180g`, `Tartinade apéritive ${flav} 180g`, DM, 7.9, `Grand format. ${ing} Pot en verre de 180 g.`, '180 g', 'Épicerie salée');
  }
  add('deli-delices-manosque-coffret-3-tartinades', 'Coffret 3 tartinades apéritives (olives, tomate, poivron)', DM, 13.5, 'Coffret cadeau de trois pots de 90 g : olives noires, tomate séchée et poivron rouge.', '270 g', 'Coffrets');
  add('deli-delices-manosque-crackers-romarin', 'Crackers apéritifs au romarin 120g', DM, 3.9, 'Crackers croustillants à l’huile d’olive et au romarin.', '120 g', 'Épicerie salée');
  add('deli-delices-manosque-crackers-olive', 'Crackers apéritifs à l’olive 120g', DM, 3.9, 'Crackers croustillants aux olives noires.', '120 g', 'Épicerie salée');
  const FO = 'La Ferme des Oliviers';
  add('deli-ferme-oliviers-tapenade-noire-100g', 'Tapenade noire 100g', FO, 4.2, 'Tapenade d’olives noires, anchois et câpres, recette traditionnelle.', '100 g', 'Épicerie salée');
  add('deli-ferme-oliviers-tapenade-verte-100g', 'Tapenade verte 100g', FO, 4.2, 'Tapenade d’olives vertes Picholine et amandes.', '100 g', 'Épicerie salée');
  const VA = 'Les Vergers d’Antan';
  for (const [id, fr] of [['abricot', 'Abricot'], ['fraise', 'Fraise'], ['figue', 'Figue violette'], ['orange-amere', 'Orange amère']] as const) {
    add(`deli-vergers-antan-confiture-${id}-320g`, `Confiture extra ${fr} 320g`, VA, 5.4, `Confiture extra cuite au chaudron en cuivre, 60 g de fruits pour 100 g. ${fr}.`, '320 g', 'Épicerie sucrée');
  }
  const MH = 'Les Moulins de Haute-Provence';
  add('deli-moulins-hp-huile-olive-ve-50cl', 'Huile d’olive vierge extra AOP Haute-Provence 50cl', MH, 16.9, 'Huile d’olive vierge extra AOP, fruité vert, extraite à froid.', '50 cl', 'Épicerie salée');
  add('deli-moulins-hp-huile-olive-ve-25cl', 'Huile d’olive vierge extra AOP Haute-Provence 25cl', MH, 9.9, 'Huile d’olive vierge extra AOP, fruité vert, extraite à froid.', '25 cl', 'Épicerie salée');
  const SG = 'Les Salines de Guérande';
  add('deli-salines-guerande-gros-sel-1kg', 'Gros sel de Guérande 1kg', SG, 3.6, 'Sel marin gris récolté à la main, non raffiné.', '1 kg', 'Épicerie salée');
  add('deli-salines-guerande-fleur-de-sel-125g', 'Fleur de sel de Guérande 125g', SG, 5.2, 'Fleur de sel récoltée à la main en surface des œillets.', '125 g', 'Épicerie salée');
  const NS = 'Les Nougats de Sault';
  add('deli-nougats-sault-nougat-blanc-amandes-100g', 'Nougat blanc tendre aux amandes 100g', NS, 4.8, 'Nougat tendre au miel de lavande et amandes de Provence.', '100 g', 'Épicerie sucrée');
  add('deli-nougats-sault-nougat-noir-miel-100g', 'Nougat noir au miel 100g', NS, 4.8, 'Nougat noir croquant au miel caramélisé et amandes entières.', '100 g', 'Épicerie sucrée');
  add('deli-herbes-provence-label-rouge-40g', 'Herbes de Provence Label Rouge 40g', 'Les Jardins du Ventoux', 3.2, 'Mélange de thym, romarin, sarriette et origan, Label Rouge.', '40 g', 'Épicerie salée');
  add('deli-herbes-provence-label-rouge-80g', 'Herbes de Provence Label Rouge 80g', 'Les Jardins du Ventoux', 5.5, 'Mélange de thym, romarin, sarriette et origan, Label Rouge. Format recharge.', '80 g', 'Épicerie salée');
  const RC = 'La Conserverie du Périgord';
  add('deli-conserverie-perigord-rillettes-canard-180g', 'Rillettes pur canard 180g', RC, 5.9, 'Rillettes de canard du Sud-Ouest, cuites lentement dans leur graisse.', '180 g', 'Épicerie salée');
  add('deli-conserverie-perigord-rillettes-oie-180g', 'Rillettes pures d’oie 180g', RC, 6.4, 'Rillettes d’oie du Périgord, recette traditionnelle.', '180 g', 'Épicerie salée');
  // Greek products also sold by Ελιά & Μέλι.
  const KK = 'Kritiko Kelari';
  add('greek-kritiko-kelari-evoo-500ml', 'Huile d’olive vierge extra de Crète Kritiko Kelari 500ml', KK, 12.9, 'Huile d’olive vierge extra de variété Koroneiki, récoltée près de Sitia en Crète.', '500 ml', 'Épicerie salée', { gtin: G_EVOO_500, mpn: 'KK-EVOO-500' });
  add('greek-kritiko-kelari-kalamata-olives-250g', 'Olives de Kalamata AOP Kritiko Kelari 250g', KK, 5.6, 'Olives noires de Kalamata AOP dans une saumure au vinaigre de vin.', '250 g', 'Épicerie salée', { mpn: 'KK-KAL-250' });
  add('greek-kritiko-kelari-thyme-honey-450g', 'Miel de thym de Crète Kritiko Kelari 450g', KK, 11.5, 'Miel de thym sauvage des montagnes crétoises, non pasteurisé.', '450 g', 'Épicerie sucrée', {});
}

// ───────────── 3. Dreamwell Bedding — Shopify "Google & YouTube" channel feed (RSS 2.0 + g:) ─────────────
const SHOPIFY: Shop = {
  slug: 'dreamwell-bedding', name: 'Dreamwell Bedding', fmt: 'xml',
  cols: ['id', 'item_group_id', 'title', 'description', 'link', 'image_link', 'price', 'sale_price', 'availability', 'condition', 'brand', 'gtin', 'mpn', 'color', 'size', 'material', 'pattern', 'product_type'],
};
{
  const r = rng('shopify');
  const prod = () => `7${digits(r, 12)}`;
  const vari = () => `4${digits(r, 13)}`;
  const add = (pidShopify: string, handle: string, key: string, f: Record<string, string>) => {
    const v = vari();
    row(SHOPIFY.slug, key, {
      id: `shopify_GB_${pidShopify}_${v}`, item_group_id: `shopify_GB_${pidShopify}`,
      link: `https://www.dreamwell-bedding.example/products/${handle}?variant=${v}`,
      image_link: `https://cdn.dreamwell-bedding.example/files/${handle}.jpg`, condition: 'new', brand: 'Dreamwell',
      availability: r() < 0.1 ? 'out_of_stock' : 'in_stock', ...f,
    });
  };
  // Three pillow shapes: near-identical titles, different MPNs.
  {
    const p = prod();
    const shapes: [string, string, string, string][] = [
      ['classic', 'Classic', 'CRP-5NR', 'A medium-firm memory foam pillow with a gently rounded profile for back sleepers.'],
      ['contour', 'Contour', 'CRP-514', 'Wave-shaped memory foam pillow with a raised neck roll that supports the cervical spine.'],
      ['side-sleeper', 'Side Sleeper', 'CRP-SB-518', 'Deeper memory foam pillow with a shoulder cut-out that keeps the head level when lying on your side.'],
    ];
    for (const [id, shape, mpn, d] of shapes) {
      add(p, 'cloudrest-memory-foam-pillow', `bedding-dreamwell-cloudrest-memory-foam-pillow-${id}`, {
        title: `Cloudrest Memory Foam Pillow - ${shape}`, description: `${d} Removable bamboo-viscose cover, washable at 40°C. 50 x 70 cm.`,
        price: money(39), mpn, size: '50 x 70 cm', material: 'Memory foam', product_type: 'Pillows',
      });
    }
  }
  {
    const p = prod();
    add(p, 'cloudrest-hollowfibre-pillow', 'bedding-dreamwell-hollowfibre-pillow-single', { title: 'Cloudrest Hollowfibre Pillow - Single', description: 'Soft-touch hollowfibre pillow, machine washable. 48 x 74 cm.', price: money(14), mpn: 'HFP-1', size: '48 x 74 cm', product_type: 'Pillows' });
    add(p, 'cloudrest-hollowfibre-pillow', 'bedding-dreamwell-hollowfibre-pillow-pair', { title: 'Cloudrest Hollowfibre Pillow - Pair', description: 'Two soft-touch hollowfibre pillows, machine washable. 48 x 74 cm each.', price: money(24), sale_price: money(19.5), mpn: 'HFP-2', size: '48 x 74 cm', product_type: 'Pillows' });
  }
  {
    const p = prod();
    const prices: Record<string, Record<string, number>> = { '4.5': { Single: 29, Double: 39, King: 45 }, '10.5': { Single: 35, Double: 45, King: 52 }, '13.5': { Single: 39, Double: 49, King: 56 } };
    for (const tog of ['4.5', '10.5', '13.5']) {
      for (const size of ['Single', 'Double', 'King']) {
        add(p, 'cosy-nights-microfibre-duvet', `bedding-dreamwell-cosy-nights-duvet-${tog}tog-${size.toLowerCase()}`, {
          title: `Cosy Nights Microfibre Duvet - ${tog} Tog / ${size}`, description: `Hollowfibre-filled duvet with a soft microfibre cover. ${tog} tog.`,
          price: money(prices[tog]?.[size] ?? 0), mpn: `CND-${tog.replace('.', '')}-${size.charAt(0)}`, size, product_type: 'Duvets',
        });
      }
    }
  }
  {
    const p = prod();
    for (const [cid, colour] of [['white', 'White'], ['grey', 'Dove Grey'], ['navy', 'Navy'], ['sage', 'Sage']] as const) {
      for (const size of ['Single', 'Double', 'King']) {
        add(p, 'egyptian-cotton-400tc-fitted-sheet', `bedding-dreamwell-egyptian-400tc-fitted-sheet-${cid}-${size.toLowerCase()}`, {
          title: '400 Thread Count Egyptian Cotton Fitted Sheet', description: 'Sateen-weave 400 thread count Egyptian cotton fitted sheet with 30 cm deep elasticated corners.',
          price: money(({ Single: 22, Double: 28, King: 32 } as Record<string, number>)[size] ?? 0), mpn: `EC4-FS-${cid.slice(0, 2).toUpperCase()}-${size.charAt(0)}`, color: colour, size,
          material: 'Egyptian cotton', product_type: 'Sheets',
        });
      }
    }
  }
  {
    const p = prod();
    for (const [cid, colour] of [['white', 'White'], ['grey', 'Dove Grey']] as const) {
      add(p, 'egyptian-cotton-pillowcase-pair', `bedding-dreamwell-egyptian-400tc-pillowcase-pair-${cid}`, { title: '400 Thread Count Egyptian Cotton Housewife Pillowcase Pair', description: 'Pair of housewife pillowcases in 400 thread count Egyptian cotton sateen.', price: money(16), mpn: `EC4-PP-${cid.slice(0, 2).toUpperCase()}`, color: colour, material: 'Egyptian cotton', product_type: 'Pillowcases' });
    }
  }
  {
    const p = prod();
    for (const [cid, colour] of [['white', 'White'], ['grey', 'Dove Grey'], ['navy', 'Navy']] as const) {
      for (const size of ['Double', 'King']) {
        add(p, 'waffle-duvet-cover-set', `bedding-dreamwell-waffle-duvet-cover-set-${cid}-${size.toLowerCase()}`, { title: `Waffle Weave Duvet Cover Set - ${colour} / ${size}`, description: 'Textured waffle-weave cotton duvet cover with two matching pillowcases.', price: money(size === 'Double' ? 45 : 52), mpn: `WDC-${cid.slice(0, 2).toUpperCase()}-${size.charAt(0)}`, color: colour, size, material: 'Cotton', pattern: 'Waffle', product_type: 'Duvet Covers' });
      }
    }
  }
  {
    const p = prod();
    for (const w of ['6', '9']) {
      add(p, 'calm-weighted-blanket', `bedding-dreamwell-calm-weighted-blanket-${w}kg`, { title: `Calm Weighted Blanket ${w}kg`, description: `Glass-bead weighted blanket with a removable minky cover, ${w}kg, 125 x 200 cm.`, price: money(w === '6' ? 69 : 85), mpn: `CWB-${w}`, size: '125 x 200 cm', product_type: 'Blankets' });
    }
  }
  {
    const p = prod();
    const silk: [string, string, string, string][] = [['champagne', 'Champagne', 'CH', G_SILK_CHAMPAGNE], ['silver', 'Silver', 'SV', G_SILK_SILVER], ['blush', 'Blush', 'BL', gtin('50')]];
    for (const [cid, colour, code, g] of silk) {
      add(p, 'silkhaven-mulberry-silk-pillowcase', `home-silkhaven-mulberry-silk-pillowcase-50x70-${cid}`, { title: `Silkhaven Mulberry Silk Pillowcase 50 x 70cm - ${colour}`, description: '22 momme mulberry silk pillowcase with a hidden zip. Gentle on hair and skin.', brand: 'Silkhaven', price: money(34), gtin: g, mpn: `SH-MSP5070-${code}`, color: colour, size: '50 x 70 cm', material: 'Mulberry silk', product_type: 'Pillowcases' });
    }
  }
}

// ───────────── 4. Ελιά & Μέλι — WooCommerce "Product Feed PRO" export (TSV) ─────────────
const WOO: Shop = {
  slug: 'elia-kai-meli', name: 'Ελιά & Μέλι', fmt: 'tsv',
  cols: ['id', 'item_group_id', 'title', 'description', 'link', 'image_link', 'price', 'sale_price', 'availability', 'brand', 'gtin', 'mpn', 'size', 'product_type'],
};
{
  const r = rng('woo');
  let wid = 1400;
  const add = (key: string, title: string, brand: string, price: number, desc: string, type: string, extra: Record<string, string> = {}) => {
    wid += 3 + Math.floor(r() * 20);
    const id = String(wid);
    row(WOO.slug, key, {
      id, title, description: desc, link: `https://www.elia-kai-meli.example/product/${encodeURIComponent(slugify(title))}/`,
      image_link: `https://www.elia-kai-meli.example/wp-content/uploads/2024/05/${id}.jpg`, price: money(price),
      availability: r() < 0.1 ? 'out_of_stock' : 'in_stock', brand, product_type: type, ...extra,
    });
  };
  const KK = 'Kritiko Kelari';
  const oilGroup = '1391';
  add('greek-kritiko-kelari-evoo-500ml', 'Εξαιρετικό Παρθένο Ελαιόλαδο Κρήτης Kritiko Kelari 500ml', KK, 11.9, 'Εξαιρετικό παρθένο ελαιόλαδο από ελιές Κορωνέικη της Σητείας. Ψυχρή έκθλιψη.', 'Ελαιόλαδο', { item_group_id: oilGroup, size: '500ml', gtin: G_EVOO_500, mpn: 'KK-EVOO-500' });
  add('greek-kritiko-kelari-evoo-1l', 'Εξαιρετικό Παρθένο Ελαιόλαδο Κρήτης Kritiko Kelari 1L', KK, 19.9, 'Εξαιρετικό παρθένο ελαιόλαδο από ελιές Κορωνέικη της Σητείας. Ψυχρή έκθλιψη.', 'Ελαιόλαδο', { item_group_id: oilGroup, size: '1L', gtin: gtin('520'), mpn: 'KK-EVOO-1000' });
  add('greek-kritiko-kelari-evoo-5l-tin', 'Εξαιρετικό Παρθένο Ελαιόλαδο Κρήτης Kritiko Kelari 5L (τενεκές)', KK, 74, 'Εξαιρετικό παρθένο ελαιόλαδο σε μεταλλικό δοχείο 5 λίτρων.', 'Ελαιόλαδο', { item_group_id: oilGroup, size: '5L', mpn: 'KK-EVOO-5000' });
  add('greek-kritiko-kelari-kalamata-olives-250g', 'Ελιές Καλαμών ΠΟΠ Kritiko Kelari 250g', KK, 5.2, 'Ελιές Καλαμάτας ΠΟΠ σε άλμη με κόκκινο ξίδι.', 'Ελιές', { gtin: G_KALAMATA_250, mpn: 'KK-KAL-250' });
  add('greek-kritiko-kelari-kalamata-olives-500g', 'Ελιές Καλαμών ΠΟΠ Kritiko Kelari 500g', KK, 8.9, 'Ελιές Καλαμάτας ΠΟΠ σε άλμη με κόκκινο ξίδι. Οικογενειακή συσκευασία.', 'Ελιές', { mpn: 'KK-KAL-500' });
  add('greek-kritiko-kelari-thyme-honey-450g', 'Θυμαρίσιο Μέλι Κρήτης Kritiko Kelari 450g', KK, 12.5, 'Ανεπεξέργαστο θυμαρίσιο μέλι από τα βουνά της Κρήτης.', 'Μέλι', { gtin: G_THYME_HONEY_450 });
  add('greek-kritiko-kelari-thyme-honey-250g', 'Θυμαρίσιο Μέλι Κρήτης Kritiko Kelari 250g', KK, 7.9, 'Ανεπεξέργαστο θυμαρίσιο μέλι από τα βουνά της Κρήτης.', 'Μέλι', { gtin: gtin('520') });
  add('greek-kritiko-kelari-thyme-honey-950g', 'Θυμαρίσιο Μέλι Κρήτης Kritiko Kelari 950g', KK, 23.5, 'Ανεπεξέργαστο θυμαρίσιο μέλι από τα βουνά της Κρήτης. Μεγάλο βάζο.', 'Μέλι', {});
  add('greek-feta-pdo-brine-400g', 'Φέτα ΠΟΠ σε άλμη 400g', 'Τυροκομείο Ηπείρου', 6.8, 'Παραδοσιακή φέτα ΠΟΠ από πρόβειο και κατσικίσιο γάλα, ωριμασμένη σε βαρέλι.', 'Τυριά');
  const BK = 'Βότανα Κρήτης';
  add('greek-votana-kritis-oregano-50g', 'Ρίγανη Κρήτης 50g', BK, 3.4, 'Άγρια ρίγανη συλλεγμένη με το χέρι, σε χάρτινο φακελάκι.', 'Βότανα');
  add('greek-votana-kritis-thyme-50g', 'Θυμάρι Κρήτης 50g', BK, 3.4, 'Άγριο θυμάρι συλλεγμένο με το χέρι.', 'Βότανα');
  add('greek-votana-kritis-sage-30g', 'Φασκόμηλο Κρήτης 30g', BK, 3.2, 'Φύλλα φασκόμηλου για αφέψημα.', 'Βότανα');
  add('greek-votana-kritis-dittany-20g', 'Δίκταμο Κρήτης 20g', BK, 4.9, 'Δίκταμο (έρωντας), το ενδημικό βότανο της Κρήτης.', 'Βότανα');
  add('greek-votana-kritis-mountain-tea-30g', 'Τσάι του Βουνού 30g', BK, 3.6, 'Σιδερίτης (τσάι του βουνού) σε ολόκληρα κλωνάρια.', 'Βότανα');
  add('greek-pasteli-sesame-honey-70g', 'Παστέλι με σουσάμι και μέλι 70g', 'Παστελαρία Ρόδου', 2.4, 'Παραδοσιακό παστέλι με σουσάμι και θυμαρίσιο μέλι.', 'Γλυκά');
  add('greek-pasteli-almond-70g', 'Παστέλι με αμύγδαλο 70g', 'Παστελαρία Ρόδου', 2.8, 'Παστέλι με ολόκληρα αμύγδαλα και μέλι.', 'Γλυκά');
  add('greek-paximadia-barley-500g', 'Κρίθινα παξιμάδια Κρήτης 500g', 'Φούρνος Αρχανών', 4.2, 'Κριθαρένια παξιμάδια για ντάκο, ψημένα σε ξυλόφουρνο.', 'Αρτοσκευάσματα');
  add('greek-paximadia-wholewheat-500g', 'Παξιμάδια ολικής άλεσης 500g', 'Φούρνος Αρχανών', 4.0, 'Παξιμάδια από αλεύρι ολικής άλεσης.', 'Αρτοσκευάσματα');
  add('greek-dried-figs-250g', 'Αποξηραμένα σύκα Κύμης 250g', 'Συνεταιρισμός Κύμης', 5.5, 'Λιαστά σύκα Κύμης ΠΟΠ, χωρίς πρόσθετα.', 'Ξηροί καρποί');
  add('greek-sultanas-250g', 'Σταφίδα σουλτανίνα Κρήτης 250g', 'Συνεταιρισμός Κύμης', 3.1, 'Ξανθή σταφίδα σουλτανίνα Κρήτης.', 'Ξηροί καρποί');
  add('greek-halva-tahini-250g', 'Χαλβάς με ταχίνι και κακάο 250g', 'Παστελαρία Ρόδου', 3.9, 'Χαλβάς ταχινιού με ραβδώσεις κακάο.', 'Γλυκά');
  const soapGroup = '1520';
  for (const [id, scent, code] of [['plain', 'φυσικό', 'NAT'], ['lavender', 'με λεβάντα', 'LAV'], ['honey', 'με μέλι', 'HON']] as const) {
    add(`greek-olive-oil-soap-100g-${id}`, `Σαπούνι ελαιολάδου ${scent} 100g`, 'Ελαιουργείο Σητείας', 3.5, 'Χειροποίητο σαπούνι με 80% ελαιόλαδο, ψυχρής μεθόδου.', 'Καλλυντικά', { item_group_id: soapGroup, mpn: `ES-SOAP-${code}` });
  }
}

// ───────────── Writers ─────────────
const SHOPS = [SHOPWARE, PRESTA, SHOPIFY, WOO];
const xmlEsc = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const NATIVE = new Set(['title', 'description', 'link']);
function feed(s: Shop, rows: Row[]): string {
  if (s.fmt === 'xml') {
    const items = rows.map((r) => {
      const lines = s.cols
        .filter((c) => (r.f[c] ?? '') !== '')
        .map((c) => {
          const tag = NATIVE.has(c) ? c : `g:${c}`;
          return `      <${tag}>${xmlEsc(r.f[c] ?? '')}</${tag}>`;
        });
      return `    <item>\n${lines.join('\n')}\n    </item>`;
    });
    return ['<?xml version="1.0" encoding="UTF-8"?>', '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">', '  <channel>', `    <title>${xmlEsc(s.name)}</title>`, `    <link>https://www.${s.slug}.example/</link>`, `    <description>${xmlEsc(s.name)}</description>`, ...items, '  </channel>', '</rss>', ''].join('\n');
  }
  const sep = s.fmt === 'tsv' ? '\t' : ',';
  const cell = (v: string) => (s.fmt === 'tsv' ? v.replace(/[\t\r\n]/g, ' ') : s.quoteAll || /[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
  const head = s.fmt === 'csv' && s.quoteAll ? s.cols.map((c) => `"${c}"`).join(sep) : s.cols.join(sep);
  return `${[head, ...rows.map((r) => s.cols.map((c) => cell(r.f[c] ?? '')).join(sep))].join('\n')}\n`;
}
const sorted = (entries: [string, string][]) => {
  const o: Record<string, string> = {};
  for (const [k, v] of [...entries].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) o[k] = v;
  return o;
};

mkdirSync(OUT, { recursive: true });
writeFileSync(
  join(OUT, 'merchants.json'),
  `${JSON.stringify({ imageOrigin: 'https://demo-images.buildcompare.invalid/', merchants: SHOPS.map((s) => ({ slug: s.slug, name: s.name, websiteUrl: `https://www.${s.slug}.example/`, verified: false, feed: `${s.slug}.${s.fmt}` })) }, null, 2)}\n`,
);
for (const s of SHOPS) writeFileSync(join(OUT, `${s.slug}.${s.fmt}`), feed(s, ROWS.filter((r) => r.shop === s.slug)));
writeFileSync(join(OUT, 'demo-truth.json'), `${JSON.stringify(sorted(ROWS.map((r) => [`${r.shop}:${r.f.id ?? ''}`, r.key])), null, 2)}\n`);
const keys = [...new Set(ROWS.map((r) => r.key))];
writeFileSync(join(OUT, 'categories.json'), `${JSON.stringify(sorted(keys.map((k) => [k, 'other'])), null, 2)}\n`);
if (process.argv.includes('--stats')) {
  for (const s of SHOPS) console.log(`${s.slug}.${s.fmt}\t${ROWS.filter((r) => r.shop === s.slug).length}`);
  const shared = keys.filter((k) => new Set(ROWS.filter((r) => r.key === k).map((r) => r.shop)).size > 1);
  console.log(`rows ${ROWS.length}, products ${keys.length}, shared ${shared.length}: ${shared.join(', ')}`);
}
