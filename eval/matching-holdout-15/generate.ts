// @ts-nocheck
/* eslint-disable */
// Generates eval/matching-holdout-15 atomically. Run from the repository root:
//   npx tsx eval/matching-holdout-15/generate.ts        (add --stage-only to stop before the rename)
// Everything is written to eval/.staging-holdout-15/, verified, then renamed into place.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { rng, makeEan } from './text';
import { PRODUCTS_A } from './products-a';
import { PRODUCTS_B } from './products-b';
import { PRODUCTS_C } from './products-c';
import { PRODUCTS_D } from './products-d';
import { MERCHANTS } from './merchants';
import { buildRows, serialise } from './feeds';
import { readme } from './readme';
import { verifyDir } from './verify';

const SOURCES = ['text.ts', 'brands.ts', 'sizes.ts', 'families.ts', 'products-a.ts', 'products-b.ts', 'products-c.ts', 'products-d.ts', 'merchants.ts', 'styles.ts', 'feeds.ts', 'readme.ts', 'verify.ts', 'generate.ts'];
const byKey = (a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

function main() {
  const evalDir = path.join(process.cwd(), 'eval');
  if (!fs.existsSync(evalDir)) throw new Error('run from the repository root (no ./eval here)');
  const staging = path.join(evalDir, '.staging-holdout-15');
  const final = path.join(evalDir, 'matching-holdout-15');
  const old = path.join(evalDir, '.old-holdout-15');
  const srcDir = path.dirname(path.resolve(process.argv[1]));

  const products = [...PRODUCTS_A, ...PRODUCTS_B, ...PRODUCTS_C, ...PRODUCTS_D];
  const keys = new Set();
  for (const p of products) {
    if (keys.has(p.key)) throw new Error('duplicate product key ' + p.key);
    keys.add(p.key);
    if (p.packOf && !products.some((q) => q.key === p.packOf)) throw new Error('bad packOf ' + p.key);
  }

  // Manufacturer GTINs: most branded products have one; generic goods never do.
  const used = new Set();
  for (const p of [...products].sort(byKey)) {
    if (!p.brand || p.noGtin) continue;
    const r = rng('gtin', p.key);
    if (!r.c(0.88)) continue;
    let g;
    do g = makeEan(r, '50'); while (used.has(g));
    used.add(g);
    p.gtin = g;
  }

  const rows = buildRows(products, MERCHANTS, used);

  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  const W = (f, s) => fs.writeFileSync(path.join(staging, f), s);

  const truth = {};
  for (const m of MERCHANTS) {
    W(m.file, serialise(m, rows[m.slug]));
    for (const r of rows[m.slug]) truth[`${m.slug}:${r.id}`] = r._key;
  }
  W('merchants.json', JSON.stringify({
    imageOrigin: 'https://demo-images.buildcompare.invalid/',
    merchants: MERCHANTS.map((m) => ({ slug: m.slug, name: m.name, websiteUrl: `https://www.${m.slug}.example/`, verified: false, feed: m.file })),
  }, null, 2) + '\n');
  W('demo-truth.json', JSON.stringify(truth, null, 2) + '\n');
  const cats = {};
  for (const p of [...products].sort(byKey)) cats[p.key] = p.cat;
  W('categories.json', JSON.stringify(cats, null, 2) + '\n');
  W('README.md', readme(products, MERCHANTS, rows));
  for (const f of SOURCES) fs.copyFileSync(path.join(srcDir, f), path.join(staging, f));

  const errs = verifyDir(staging);
  if (errs.length) {
    console.error('verification failed; staging left at ' + staging + '\n' + errs.join('\n'));
    process.exit(1);
  }

  if (process.argv.includes('--stage-only')) {
    console.log('stage-only: output left in ' + staging);
    return;
  }
  // Swap into place: the final folder is never seen half-written.
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(final)) fs.renameSync(final, old);
  fs.renameSync(staging, final);
  fs.rmSync(old, { recursive: true, force: true });
  const n = Object.keys(truth).length;
  console.log(`wrote ${final}: ${MERCHANTS.length} merchants, ${n} rows, ${products.length} true products`);
}

main();
