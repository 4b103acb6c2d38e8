// @ts-nocheck
// Consistency checks for the generated set. Run:  npx tsx eval/matching-holdout-16/verify.ts [folder]
// Parses every feed independently of the generator's in-memory data.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isValidEan13 } from './prng.ts';

const CATS = [
  'aggregates',
  'blocks',
  'bricks',
  'cement',
  'concrete-mortar',
  'drainage',
  'insulation',
  'other',
  'plaster',
  'plasterboard',
  'roofing',
  'sand',
  'sheet-materials',
  'skirting-architrave',
  'timber',
];
const REQUIRED = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'price',
  'availability',
  'brand',
  'gtin',
  'mpn',
  'condition',
  'product_type',
  'shipping',
];
const AVAIL = ['in_stock', 'out_of_stock', 'backorder', 'preorder'];

export function parseCsv(text) {
  const rows = [];
  let row = [];
  let f = '';
  let q = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (q) {
      if (c === '"' && text[i + 1] === '"') ((f += '"'), i++);
      else if (c === '"') q = false;
      else f += c;
    } else if (c === '"') q = true;
    else if (c === ',') (row.push(f), (f = ''));
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      (row.push(f), rows.push(row), (row = []), (f = ''));
    } else f += c;
  }
  if (f !== '' || row.length) (row.push(f), rows.push(row));
  return rows;
}

const unxml = (s) =>
  s.startsWith('<![CDATA[')
    ? s.slice(9, -3)
    : s
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&apos;/g, "'")
        .replace(/&amp;/g, '&');

function parseXml(text) {
  if (!text.includes('xmlns:g="http://base.google.com/ns/1.0"')) throw new Error('missing g namespace');
  const items = [...text.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((m) => m[1]);
  return items.map((body) => {
    const get = (tag) => {
      const m = body.match(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`));
      return m ? unxml(m[1]) : '';
    };
    const row = {};
    for (const c of REQUIRED) row[c] = get(['title', 'description', 'link'].includes(c) ? c : `g:${c}`);
    const ship = body.match(/<g:shipping>([\s\S]*?)<\/g:shipping>/);
    if (ship && ship[1].includes('<g:price>')) {
      const country = ship[1].match(/<g:country>(.*?)<\/g:country>/)[1];
      row.shipping = `${country}:::${ship[1].match(/<g:price>(.*?)<\/g:price>/)[1]}`;
    }
    return row;
  });
}

export function readFeed(file) {
  let text = fs.readFileSync(file, 'utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  if (file.endsWith('.xml')) return parseXml(text);
  const table = file.endsWith('.tsv')
    ? text
        .split('\n')
        .filter((l) => l !== '')
        .map((l) => l.replace(/\r$/, '').split('\t'))
    : parseCsv(text);
  const [head, ...body] = table;
  for (const c of REQUIRED) if (!head.includes(c)) throw new Error(`${file}: missing column ${c}`);
  return body.map((cells) => {
    if (cells.length !== head.length) throw new Error(`${file}: ragged row ${cells[0]}`);
    return Object.fromEntries(head.map((h, i) => [h, cells[i]]));
  });
}

export function verifyFolder(dir) {
  const P = [];
  const read = (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  const mj = read('merchants.json');
  const truth = read('demo-truth.json');
  const cats = read('categories.json');
  const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
  const seenKeys = new Set();
  const sellers = {};
  const gtinOwner = {};
  const counts = {};
  let gtinRows = 0;
  let mpnRows = 0;
  for (const m of mj.merchants) {
    if (m.websiteUrl !== `https://www.${m.slug}.example/` || m.verified !== false)
      P.push(`${m.slug}: bad merchant entry`);
    const rows = readFeed(path.join(dir, m.feed));
    counts[m.slug] = rows.length;
    const mine = new Set();
    for (const r of rows) {
      const key = `${m.slug}:${r.id}`;
      if (seenKeys.has(key)) P.push(`duplicate row id ${key}`);
      seenKeys.add(key);
      const t = truth[key];
      if (!t) P.push(`unlabelled row ${key}`);
      if (mine.has(t)) P.push(`${m.slug} lists ${t} twice`);
      mine.add(t);
      (sellers[t] = sellers[t] || new Set()).add(m.slug);
      if (!/^\d+\.\d{2} GBP$/.test(r.price)) P.push(`${key}: bad price ${r.price}`);
      if (!AVAIL.includes(r.availability)) P.push(`${key}: bad availability ${r.availability}`);
      if (r.shipping && !/^GB:::\d+\.\d{2} GBP$/.test(r.shipping)) P.push(`${key}: bad shipping ${r.shipping}`);
      if (r.image_link !== `${mj.imageOrigin}${m.slug}/${r.id}.jpg`) P.push(`${key}: bad image link`);
      if (!r.title || !r.link.startsWith(m.websiteUrl)) P.push(`${key}: bad title/link`);
      if (r.condition !== 'new') P.push(`${key}: bad condition`);
      if (r.mpn) mpnRows++;
      if (r.gtin) {
        if (!isValidEan13(r.gtin)) P.push(`${key}: invalid EAN-13 ${r.gtin}`);
        else gtinRows++;
        if (gtinOwner[r.gtin] && gtinOwner[r.gtin] !== t) P.push(`GTIN ${r.gtin} on ${gtinOwner[r.gtin]} and ${t}`);
        gtinOwner[r.gtin] = t;
      }
    }
  }
  for (const k of Object.keys(truth)) if (!seenKeys.has(k)) P.push(`truth key without row ${k}`);
  for (const [id, c] of Object.entries(cats)) {
    if (!CATS.includes(c) || !id.startsWith(c + '/')) P.push(`bad category for ${id}`);
    const n = sellers[id] ? sellers[id].size : 0;
    if (n < 2 || n > 7) P.push(`${id} has ${n} sellers`);
  }
  for (const t of Object.values(truth)) if (!cats[t]) P.push(`truth value ${t} missing from categories.json`);
  const used = new Set(Object.values(cats));
  for (const c of CATS) if (!used.has(c)) P.push(`category ${c} unused`);

  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  const hist = {};
  for (const id of Object.keys(cats)) hist[sellers[id]?.size] = (hist[sellers[id]?.size] || 0) + 1;
  const expect = (label, value) => {
    const m = readme.match(new RegExp(`^- ${label}: (.+)$`, 'm'));
    if (!m || m[1] !== String(value)) P.push(`README "${label}" is ${m && m[1]}, expected ${value}`);
  };
  expect('Merchants', mj.merchants.length);
  expect('Feed files', mj.merchants.filter((m) => fs.existsSync(path.join(dir, m.feed))).length);
  expect('Feed rows', total);
  expect('True products', Object.keys(cats).length);
  expect('Rows with a valid EAN-13 GTIN', gtinRows);
  expect('Rows with an MPN', mpnRows);
  expect(
    'Sellers per product',
    Object.keys(hist)
      .sort()
      .map((k) => `${k} sellers: ${hist[k]}`)
      .join(', '),
  );
  for (const m of mj.merchants) {
    const row = readme.split('\n').find((l) => l.startsWith(`| ${m.slug} |`));
    const n = row && Number(row.split('|').slice(-2, -1)[0].trim());
    if (n !== counts[m.slug]) P.push(`README rows for ${m.slug}: ${n}, feed has ${counts[m.slug]}`);
    if (!row || !row.includes(`| ${m.feed} |`)) P.push(`README table lacks file ${m.feed}`);
  }
  const extra = fs
    .readdirSync(dir)
    .filter((f) => !/\.(ts|json|md)$/.test(f) && !mj.merchants.some((m) => m.feed === f));
  if (extra.length) P.push(`unexpected files: ${extra.join(', ')}`);
  return P;
}

const self = typeof __filename !== 'undefined' ? __filename : fileURLToPath(import.meta.url);
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(self)) {
  const dir = process.argv[2] ? path.resolve(process.argv[2]) : path.dirname(self);
  const problems = verifyFolder(dir);
  console.log(problems.length ? problems.join('\n') : `OK: ${dir}`);
  process.exit(problems.length ? 1 : 0);
}
