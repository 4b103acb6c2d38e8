// @ts-nocheck
// Entry point. Run from the repository root:  npx tsx eval/matching-holdout-16/generate.ts
// Writes everything into eval/.staging-holdout-16/, verifies it, then publishes it atomically by renaming
// to eval/matching-holdout-16/ (an older copy is first moved aside under a name other scanners ignore).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalog } from './catalog.ts';
import { MERCHANTS, IMAGE_ORIGIN, assignSellers, buildRows } from './merchants.ts';
import { serialise } from './writers.ts';
import { buildReadme } from './readme.ts';
import { verifyFolder } from './verify.ts';

const SRC_DIR = typeof __dirname !== 'undefined' ? __dirname : path.dirname(fileURLToPath(import.meta.url));
const EVAL_DIR = path.resolve(process.cwd(), 'eval');
const FINAL = path.join(EVAL_DIR, 'matching-holdout-16');
const STAGING = path.join(EVAL_DIR, '.staging-holdout-16');
const OLD = path.join(EVAL_DIR, '.previous-holdout-16');

const json = (v) => JSON.stringify(v, null, 2) + '\n';

function sortedObject(entries) {
  const o = {};
  for (const [k, v] of entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) o[k] = v;
  return o;
}

function main() {
  if (!fs.existsSync(EVAL_DIR)) throw new Error(`run from the repository root (no ${EVAL_DIR})`);
  fs.rmSync(STAGING, { recursive: true, force: true });
  fs.mkdirSync(STAGING);
  const write = (name, data) => fs.writeFileSync(path.join(STAGING, name), data);

  const products = buildCatalog();
  const sellers = assignSellers(products);
  const rowsBy = {};
  const truth = [];
  MERCHANTS.forEach((m, mi) => {
    const mine = products.filter((p) => sellers.get(p.key).includes(mi));
    const rows = buildRows(m, mine, products);
    rowsBy[m.slug] = rows;
    for (const r of rows) truth.push([`${m.slug}:${r.id}`, r.truth]);
    write(m.file, serialise(m, rows));
  });

  write(
    'merchants.json',
    json({
      imageOrigin: IMAGE_ORIGIN,
      merchants: MERCHANTS.map((m) => ({
        slug: m.slug,
        name: m.name,
        websiteUrl: m.websiteUrl,
        verified: false,
        feed: m.file,
      })),
    }),
  );
  write('demo-truth.json', json(sortedObject(truth)));
  write('categories.json', json(sortedObject(products.map((p) => [p.id, p.cat]))));
  write('README.md', buildReadme(MERCHANTS, rowsBy, products, sellers));

  // ship the generator with its output
  for (const f of fs
    .readdirSync(SRC_DIR)
    .filter((f) => f.endsWith('.ts'))
    .sort()) {
    fs.copyFileSync(path.join(SRC_DIR, f), path.join(STAGING, f));
  }

  const problems = verifyFolder(STAGING);
  if (problems.length) {
    fs.rmSync(STAGING, { recursive: true, force: true });
    console.error(problems.slice(0, 40).join('\n'));
    throw new Error(`verification failed with ${problems.length} problem(s); nothing published`);
  }

  fs.rmSync(OLD, { recursive: true, force: true });
  if (fs.existsSync(FINAL)) fs.renameSync(FINAL, OLD);
  fs.renameSync(STAGING, FINAL);
  fs.rmSync(OLD, { recursive: true, force: true });
  const total = Object.values(rowsBy).reduce((s, r) => s + r.length, 0);
  console.log(`wrote ${FINAL}: ${MERCHANTS.length} merchants, ${total} rows, ${products.length} true products`);
}

main();
