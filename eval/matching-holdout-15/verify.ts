// @ts-nocheck
/* eslint-disable */
// Independent checks on a written set: re-parses every feed file from disk.
// Usage: npx tsx eval/matching-holdout-15/verify.ts [dir]   (default eval/matching-holdout-15)
import * as fs from 'node:fs';
import * as path from 'node:path';
import { validEan13 } from './text';
import { CATEGORIES } from './families';

export function parseTsv(text) {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const lines = text.split('\n').map((l) => l.replace(/\r$/, '')).filter((l) => l.length);
  const hdr = lines[0].split('\t');
  return { cols: hdr, rows: lines.slice(1).map((l) => { const c = l.split('\t'); const o = {}; hdr.forEach((h, i) => (o[h] = c[i] ?? '')); if (c.length !== hdr.length) o.__bad = true; return o; }) };
}

export function parseCsv(text) {
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const recs = [];
  let rec = [], cell = '', q = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (q) {
      if (ch === '"') { if (text[i + 1] === '"') { cell += '"'; i++; } else q = false; }
      else cell += ch;
    } else if (ch === '"') q = true;
    else if (ch === ',') { rec.push(cell); cell = ''; }
    else if (ch === '\r') continue;
    else if (ch === '\n') { rec.push(cell); recs.push(rec); rec = []; cell = ''; }
    else cell += ch;
  }
  if (cell.length || rec.length) { rec.push(cell); recs.push(rec); }
  const hdr = recs[0];
  return { cols: hdr, rows: recs.slice(1).map((c) => { const o = {}; hdr.forEach((h, i) => (o[h] = c[i] ?? '')); if (c.length !== hdr.length) o.__bad = true; return o; }) };
}

const unx = (s) => s.replace(/^<!\[CDATA\[([\s\S]*)\]\]>$/, '$1').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
export function parseXml(text) {
  const rows = [];
  if (!/xmlns:g="http:\/\/base\.google\.com\/ns\/1\.0"/.test(text)) throw new Error('missing g namespace');
  for (const [, body] of text.matchAll(/<item>([\s\S]*?)<\/item>/g)) {
    const get = (tag) => { const m = body.match(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`)); return m ? unx(m[1].trim()) : ''; };
    const shipBody = get('g:shipping');
    const shipping = /<g:country>/.test(shipBody) ? `${shipBody.match(/<g:country>(.*?)</)[1]}::${shipBody.match(/<g:service>(.*?)</)?.[1] || ''}:${shipBody.match(/<g:price>(.*?)</)[1]}` : shipBody;
    rows.push({ id: get('g:id'), title: get('title'), description: get('description'), link: get('link'), image_link: get('g:image_link'), price: get('g:price'), availability: get('g:availability'), brand: get('g:brand'), gtin: get('g:gtin'), mpn: get('g:mpn'), condition: get('g:condition'), product_type: get('g:product_type'), shipping });
  }
  return { cols: null, rows };
}

export function loadFeed(file) {
  const text = fs.readFileSync(file, 'utf8');
  if (file.endsWith('.tsv')) return parseTsv(text);
  if (file.endsWith('.csv')) return parseCsv(text);
  return parseXml(text);
}

const REQ = ['id', 'title', 'description', 'link', 'image_link', 'price', 'availability', 'brand', 'gtin', 'mpn', 'condition', 'product_type', 'shipping'];

export function verifyDir(dir) {
  const errs = [];
  const err = (m) => { if (errs.length < 60) errs.push(m); };
  const J = (f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'));
  const mj = J('merchants.json'), truth = J('demo-truth.json'), cats = J('categories.json');
  const readme = fs.readFileSync(path.join(dir, 'README.md'), 'utf8');
  if (mj.imageOrigin !== 'https://demo-images.buildcompare.invalid/') err('imageOrigin');
  if (mj.merchants.length < 9 || mj.merchants.length > 10) err('merchant count ' + mj.merchants.length);
  const feedFiles = fs.readdirSync(dir).filter((f) => /\.(tsv|csv|xml)$/.test(f)).sort();
  if (feedFiles.join() !== mj.merchants.map((m) => m.feed).sort().join()) err('feed files on disk differ from merchants.json');
  const seen = new Set();
  const sellers = {};
  const gtinOwner = {};
  let total = 0;
  const perMerchant = {};
  for (const m of mj.merchants) {
    if (m.websiteUrl !== `https://www.${m.slug}.example/` || m.verified !== false) err('merchant fields ' + m.slug);
    const { cols, rows } = loadFeed(path.join(dir, m.feed));
    if (cols) for (const c of REQ) if (!cols.includes(c)) err(`${m.slug}: missing column ${c}`);
    perMerchant[m.slug] = rows.length;
    total += rows.length;
    const mine = new Set();
    for (const r of rows) {
      const k = `${m.slug}:${r.id}`;
      if (r.__bad) err(`${k}: wrong cell count`);
      if (seen.has(k)) err('duplicate row id ' + k);
      seen.add(k);
      const t = truth[k];
      if (!t) { err('unlabelled row ' + k); continue; }
      if (!cats[t]) err(`${k}: truth ${t} not in categories.json`);
      if (mine.has(t)) err(`${m.slug} lists ${t} twice`);
      mine.add(t);
      (sellers[t] = sellers[t] || new Set()).add(m.slug);
      if (!r.title) err(`${k}: empty title`);
      if (!/^\d+\.\d{2} GBP$/.test(r.price)) err(`${k}: price ${r.price}`);
      if (r.sale_price && !/^\d+\.\d{2} GBP$/.test(r.sale_price)) err(`${k}: sale_price`);
      if (!['in_stock', 'out_of_stock', 'backorder', 'preorder'].includes(r.availability)) err(`${k}: availability ${r.availability}`);
      if (r.condition !== 'new') err(`${k}: condition`);
      if (r.image_link !== `https://demo-images.buildcompare.invalid/${m.slug}/${r.id}.jpg`) err(`${k}: image_link`);
      if (!r.link.startsWith(`https://www.${m.slug}.example/`)) err(`${k}: link`);
      if (r.shipping && !/^GB:[^:]*:[^:]*:\d+\.\d{2} GBP$/.test(r.shipping)) err(`${k}: shipping ${r.shipping}`);
      if (r.gtin) {
        if (!validEan13(r.gtin)) err(`${k}: invalid EAN-13 ${r.gtin}`);
        if (gtinOwner[r.gtin] && gtinOwner[r.gtin] !== t) err(`GTIN ${r.gtin} on ${gtinOwner[r.gtin]} and ${t}`);
        gtinOwner[r.gtin] = t;
      }
    }
  }
  if (Object.keys(truth).length !== total) err(`truth has ${Object.keys(truth).length} keys, feeds have ${total} rows`);
  for (const k of Object.keys(truth)) if (!seen.has(k)) err('truth key without row ' + k);
  const used = new Set();
  for (const [key, c] of Object.entries(cats)) {
    if (!CATEGORIES.includes(c) || !key.startsWith(c + '/')) err('bad category ' + key);
    used.add(c);
    const n = sellers[key] ? sellers[key].size : 0;
    if (n < 2 || n > 7) err(`${key}: ${n} sellers`);
  }
  for (const c of CATEGORIES) if (!used.has(c)) err('category unused ' + c);
  const num = (label) => { const m = readme.match(new RegExp(`\\| ${label} \\| (\\d+) \\|`)); return m ? Number(m[1]) : NaN; };
  if (num('Merchants') !== mj.merchants.length) err('README merchants');
  if (num('Feed rows') !== total) err('README rows');
  if (num('True products') !== Object.keys(cats).length) err('README products');
  for (const m of mj.merchants) {
    const row = readme.match(new RegExp(`\\| ${m.slug} \\| [^|]+ \\| [^|]+ \\| ${m.feed.replace('.', '\\.')} \\| (\\d+) \\|`));
    if (!row || Number(row[1]) !== perMerchant[m.slug]) err('README row count for ' + m.slug);
  }
  for (const f of fs.readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const src = fs.readFileSync(path.join(dir, f), 'utf8');
    if (!src.startsWith('// @ts-nocheck\n/* eslint-disable */\n')) err(`${f}: header lines`);
    if (src.split('\n').length > 300) err(`${f}: over 300 lines`);
  }
  return errs;
}

if (process.argv[1] && /verify\.ts$/.test(process.argv[1])) {
  const dir = path.resolve(process.argv[2] || 'eval/matching-holdout-15');
  const errs = verifyDir(dir);
  if (errs.length) { console.error(errs.join('\n')); process.exit(1); }
  console.log(`verify OK: ${dir}`);
}
