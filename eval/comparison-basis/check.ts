/* eslint-disable @typescript-eslint/no-explicit-any -- reads the API's JSON untyped, as an outside client would */
/**
 * Comparison-basis evaluation set: checker.
 *
 *   npx tsx eval/comparison-basis/check.ts        (from /work/main)
 *
 * Imports the feeds in feeds/ (order from expectations.json) into a throwaway embedded database with the public
 * CLI, starts the production server on a free port against it, reads the public JSON API and scores the
 * comparison rules (delivered totals, order, badge, from-prices, one unit basis, unit-price arithmetic, readable
 * names, descriptions, search sorts). Prints a scorecard and every failure; the last line is `FAILURES: N`.
 * Always exits 0. Uses only Node built-ins and the black-box kit (scripts/black-box/; run with tsx).
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getJson as getJsonAt, readAllOffers } from "../../scripts/black-box/json-api.ts";
import { startProductionServer, type ProductionServer } from "../../scripts/black-box/production-server.ts";
import { parseJsonSummary, runCommand } from "../../scripts/black-box/run-command.ts";

const HERE = dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------------------------------------------------
// expectations

type Label = "per kg" | "per m" | "per m²" | "per m³" | "each";
type Q = Partial<Record<Label, number[]>>;
interface ExpOffer {
  merchant: string;
  itemId: string;
  title: string;
  price: number;
  salePrice: number | null;
  running: number;
  delivery: number | null;
  total: number | null;
  comparable: number;
  availability: string;
  orderable: boolean;
  qty: Q;
  inferQty: Q | null;
  description: string | null;
}
interface ExpProduct {
  key: string;
  gtin: string;
  expectedUnitLabel: Label | null;
  capsTitles: boolean;
  codes: string[];
  descriptionMarker: string | null;
  offers: ExpOffer[];
}
interface Expectations {
  boilerplate: { merchant: string; sentence: string };
  importOrder: { slug: string; name: string; file: string }[];
  searchQueries: string[];
  products: ExpProduct[];
}
const EXP: Expectations = JSON.parse(readFileSync(join(HERE, "expectations.json"), "utf8"));

// ---------------------------------------------------------------------------------------------------------
// scorecard

const CATEGORIES = [
  "import: feed applied, no rows rejected",
  "offer listed on its product page",
  "delivered total per offer (salePrice, deliveryCost, totalPrice)",
  "offers ordered by delivered total",
  "lowest badge (lowestOfferId)",
  "lowest/highest price from orderable offers (product API)",
  "one unitLabel per product",
  "expected unit label for the category",
  "unit price arithmetic (pack stated)",
  "no unit price in another unit (pack not stated)",
  "readable-case names (all-caps titles)",
  "description free of merchant boilerplate",
  "description from the most informative text",
  "search: result fields present",
  "search: delivered_asc order",
  "search: unit_asc grouping and order",
  "search: price_asc order",
  "search: lowest/highest price from orderable offers",
  "search: lowestTotal, lowestUnitPrice, unitLabel agree",
] as const;
type Cat = (typeof CATEGORIES)[number];
const score = new Map<Cat, { pass: number; total: number }>(CATEGORIES.map((c) => [c, { pass: 0, total: 0 }]));
const failures: { cat: Cat; where: string; detail: string }[] = [];
const info: string[] = [];

function record(cat: Cat, ok: boolean, where: string, detail = ""): void {
  const s = score.get(cat)!;
  s.total++;
  if (ok) s.pass++;
  else failures.push({ cat, where, detail });
}

// ---------------------------------------------------------------------------------------------------------
// helpers

const money = (n: number | null | undefined) => (n == null ? "null" : `£${Number(n).toFixed(n < 1 && n > 0 ? 4 : 2)}`);
const num = (v: unknown): number | null => {
  if (v == null || v === "") return null;
  const n = typeof v === "number" ? v : Number(v);
  return Number.isFinite(n) ? n : null;
};
const eqMoney = (a: number | null, b: number | null) => (a == null || b == null ? a === b : Math.abs(a - b) < 0.005);
/** Unit prices: within 0.5 %, or within half a penny (a unit price rounded to the penny). */
const closeUnit = (got: number, want: number) => Math.abs(got - want) <= Math.max(0.005 * Math.abs(want), 0.0051);
const norm = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

let BASE = "";
const getJson = (path: string) => getJsonAt<any>(BASE, path);

// ---------------------------------------------------------------------------------------------------------
// main

async function main(): Promise<void> {
  const tmp = mkdtempSync(join(tmpdir(), "bc-comparison-basis-"));
  const dbUrl = `pglite:${join(tmp, "db")}`;
  const env = { ...process.env, DATABASE_URL: dbUrl, BUILDCOMPARE_DEMO: "off" };
  console.log(`comparison-basis eval — database ${dbUrl}`);

  // ---- imports
  for (const feed of EXP.importOrder) {
    const file = join(HERE, feed.file);
    const args = ["buildcompare", "import", "--merchant", feed.slug, "--name", feed.name, "--json", file];
    const r = await runCommand("npx", args, { env, timeoutMs: 600_000 });
    const summary: any = parseJsonSummary(r.stdout);
    const rejections: any[] = summary?.rejections ?? [];
    const warnings: any[] = summary?.warnings ?? [];
    const ok = r.code === 0 && rejections.length === 0;
    console.log(
      `import ${feed.file}: exit ${r.code}; ` +
        (summary
          ? `rows read ${summary.rowsRead ?? "?"}, imported ${summary.imported ?? summary.rowsImported ?? "?"}, rejected ${rejections.length}, warned ${summary.rowsWarned ?? warnings.length}`
          : `no JSON summary (stderr: ${r.stderr.trim().slice(-400)})`),
    );
    for (const w of warnings.slice(0, 30))
      info.push(`import warning ${feed.slug} line ${w.line} ${w.itemId ?? ""}: ${w.reason}`);
    record(
      "import: feed applied, no rows rejected",
      ok,
      `${feed.slug} ${feed.file}`,
      ok
        ? ""
        : `exit ${r.code}; rejections: ${rejections.map((x) => `${x.itemId ?? "?"}: ${x.reason}`).join("; ") || "-"}; ${summary?.error ?? r.stderr.trim().slice(-300)}`,
    );
  }

  // ---- start the server (building first if build/ is missing)
  let server: ProductionServer | null = null;
  try {
    server = await startProductionServer({ database: { url: dbUrl, kind: "pglite" } });
    BASE = server.baseUrl;
    await evaluate();
  } catch (e) {
    if (server) throw e;
    console.log(`server did not become healthy: ${e instanceof Error ? e.message : String(e)}`);
    failures.push({ cat: CATEGORIES[1], where: "server", detail: "server did not start" });
  } finally {
    await server?.stop();
  }
  report();
  try {
    rmSync(tmp, { recursive: true, force: true });
  } catch {
    /* leave it */
  }
}

// ---------------------------------------------------------------------------------------------------------
// evaluation

/** A product as its page shows it, with the offers of this set it lists and those expected on it. */
interface Seen {
  pid: string;
  exp: ExpProduct;
  prod: any;
  offers: { api: any; exp: ExpOffer }[];
  expOffersHere: ExpOffer[];
}

interface ApiOffer {
  id: string | number;
  productId: string | number;
  merchantSlug: string;
  merchantItemId: string;
  availability?: string;
}

async function evaluate(): Promise<void> {
  // ---- every offer
  const { offers: all, error }: { offers: any[]; error: string | null } = await readAllOffers(BASE);
  if (error) info.push(error);
  const byKey = new Map<string, ApiOffer>();
  const keyById = new Map<string, string>();
  for (const o of all) {
    const k = `${o.merchantSlug}|${o.merchantItemId}`;
    byKey.set(k, o);
    keyById.set(String(o.id), k);
  }
  const expByKey = new Map<string, { prod: ExpProduct; offer: ExpOffer }>();
  for (const p of EXP.products)
    for (const o of p.offers) expByKey.set(`${o.merchant}|${o.itemId}`, { prod: p, offer: o });

  // ---- grouping (information only: matching is another set's concern)
  const productIds = new Set<string>();
  const ownerOf = new Map<string, Map<string, number>>(); // productId → expected key → count
  for (const p of EXP.products) {
    const ids = new Set<string>();
    for (const o of p.offers) {
      const a = byKey.get(`${o.merchant}|${o.itemId}`);
      if (!a) {
        info.push(`offer ${o.merchant} ${o.itemId} (${p.key}) is not in /api/offers`);
        continue;
      }
      const pid = String(a.productId);
      ids.add(pid);
      productIds.add(pid);
      const m = ownerOf.get(pid) ?? new Map<string, number>();
      m.set(p.key, (m.get(p.key) ?? 0) + 1);
      ownerOf.set(pid, m);
      if (a.availability && a.availability !== o.availability)
        info.push(
          `availability ${o.merchant} ${o.itemId} (${p.key}): expected ${o.availability}, /api/offers says ${a.availability}`,
        );
    }
    if (ids.size > 1) info.push(`GTIN group ${p.key} (${p.gtin}) is split over products ${[...ids].join(", ")}`);
  }
  for (const [pid, m] of ownerOf)
    if (m.size > 1) info.push(`product ${pid} merges offers of ${[...m.keys()].join(" + ")} (different GTINs)`);

  // ---- product pages
  const seen: Seen[] = [];
  let productApiHasRange = false;
  for (const pid of productIds) {
    const r = await getJson(`/api/products/${encodeURIComponent(pid)}`);
    const owners = [...(ownerOf.get(pid) ?? new Map()).entries()].sort((a, b) => b[1] - a[1]);
    const exp = EXP.products.find((p) => p.key === owners[0]![0])!;
    const expOffersHere = EXP.products
      .flatMap((p) => p.offers)
      .filter((o) => String(byKey.get(`${o.merchant}|${o.itemId}`)?.productId) === pid);
    if (r.status !== 200) {
      for (const o of expOffersHere)
        record(
          "offer listed on its product page",
          false,
          `${exp.key} ${o.merchant} ${o.itemId}`,
          `/api/products/${pid}: HTTP ${r.status}`,
        );
      continue;
    }
    const body = r.body;
    const prod = body && typeof body.product === "object" && body.product ? { ...body, ...body.product } : body;
    const apiOffers: any[] = prod.offers ?? body.offers ?? [];
    if ("lowestPrice" in prod || "highestPrice" in prod) productApiHasRange = true;
    const offers: { api: any; exp: ExpOffer }[] = [];
    for (const a of apiOffers) {
      const k = keyById.get(String(a.id)) ?? `${a.merchantSlug}|${a.merchantItemId}`;
      const e = expByKey.get(k);
      if (!e) {
        info.push(`product ${pid} lists an offer not in this set: ${k}`);
        continue;
      }
      offers.push({ api: a, exp: e.offer });
    }
    seen.push({ pid, exp, prod, offers, expOffersHere });
  }
  if (!productApiHasRange)
    info.push("/api/products/:id carries no lowestPrice/highestPrice: that rule is scored on /api/search only");

  for (const s of seen) checkProduct(s, productApiHasRange);

  // ---- search: each product by its own name (summary values)
  for (const s of seen) await checkSearchSummary(s);

  // ---- search: sorts
  for (const q of EXP.searchQueries) await checkSearchSorts(q);
}

/** From-prices come from orderable offers only. */
function orderableRange(offers: ExpOffer[]) {
  const orderable = offers.filter((o) => o.orderable);
  const running = orderable.map((o) => o.running);
  return {
    orderable,
    wantLow: running.length ? Math.min(...running) : null,
    wantHigh: running.length ? Math.max(...running) : null,
  };
}

function where(p: ExpProduct, o?: ExpOffer): string {
  return o ? `${p.key} — ${o.merchant} ${o.itemId} "${o.title}"` : p.key;
}

function checkProduct(s: Seen, productApiHasRange: boolean): void {
  const { exp, prod, offers } = s;
  const listedKeys = new Set(offers.map((o) => `${o.exp.merchant}|${o.exp.itemId}`));

  // listed?
  for (const o of s.expOffersHere) {
    if (o.availability === "not_in_feed") continue; // may be hidden or listed
    const listed = listedKeys.has(`${o.merchant}|${o.itemId}`);
    record(
      "offer listed on its product page",
      listed,
      where(exp, o),
      listed ? "" : `not in /api/products/${s.pid} offers`,
    );
  }

  // delivered totals per offer
  for (const { api, exp: e } of offers) {
    const sale = num(api.salePrice);
    const del = num(api.deliveryCost);
    const tot = num(api.totalPrice);
    const probs: string[] = [];
    if (!eqMoney(sale, e.salePrice)) probs.push(`salePrice expected ${money(e.salePrice)}, got ${money(sale)}`);
    if (!eqMoney(del, e.delivery)) probs.push(`deliveryCost expected ${money(e.delivery)}, got ${money(del)}`);
    if (!eqMoney(tot, e.total)) probs.push(`totalPrice expected ${money(e.total)}, got ${money(tot)}`);
    record(
      "delivered total per offer (salePrice, deliveryCost, totalPrice)",
      probs.length === 0,
      where(exp, e),
      probs.join("; "),
    );
  }

  // order
  if (offers.length >= 2) {
    const seq = offers.map((o) => o.exp.comparable);
    let bad = -1;
    for (let i = 1; i < seq.length; i++) if (seq[i]! < seq[i - 1]! - 0.001) bad = bad < 0 ? i : bad;
    record(
      "offers ordered by delivered total",
      bad < 0,
      where(exp),
      bad < 0
        ? ""
        : `expected comparable prices non-decreasing; got order ${offers
            .map((o) => `${o.exp.merchant} ${money(o.exp.comparable)}${o.exp.total == null ? " (no delivery)" : ""}`)
            .join(" → ")}`,
    );
  }

  // badge
  if (s.expOffersHere.length >= 2) {
    const badge = prod.lowestOfferId ?? null;
    const inStock = offers.filter((o) => o.exp.availability === "in_stock");
    let ok = true;
    let detail = "";
    const describe = (o: { exp: ExpOffer }) =>
      `${o.exp.merchant} ${o.exp.itemId} (${o.exp.availability}, ${o.exp.total == null ? `item ${money(o.exp.running)}, no delivery` : `total ${money(o.exp.total)}`})`;
    const best = [...inStock].sort((a, b) => a.exp.comparable - b.exp.comparable)[0];
    if (badge == null) {
      if (inStock.length > 0) {
        ok = false;
        detail = `no badge, expected one on ${describe(best!)}`;
      }
    } else {
      const b = offers.find((o) => String(o.api.id) === String(badge));
      if (!b) {
        ok = false;
        detail = `lowestOfferId ${badge} is not one of the product's listed offers`;
      } else if (!b.exp.orderable) {
        ok = false;
        detail = `badge on ${describe(b)}; expected ${best ? describe(best) : "no badge"}`;
      } else {
        const beater = inStock.find((o) => o !== b && o.exp.comparable < b.exp.comparable - 0.005);
        if (beater) {
          ok = false;
          detail = `badge on ${describe(b)}, but in-stock ${describe(beater)} is lower`;
        }
      }
    }
    record("lowest badge (lowestOfferId)", ok, where(exp), detail);
  }

  // lowest / highest (product API)
  const { wantLow, wantHigh } = orderableRange(s.expOffersHere);
  if (productApiHasRange) {
    const low = num(prod.lowestPrice);
    const high = num(prod.highestPrice);
    const ok = eqMoney(low, wantLow) && eqMoney(high, wantHigh);
    record(
      "lowest/highest price from orderable offers (product API)",
      ok,
      where(exp),
      ok ? "" : `expected ${money(wantLow)}–${money(wantHigh)}, got ${money(low)}–${money(high)}`,
    );
  }

  // one unit label
  const labels = offers.map((o) => o.api.unitLabel ?? null);
  const prodLabel: string | null = prod.unitLabel ?? labels.find((l) => l != null) ?? null;
  {
    const set = new Set(labels.map((l) => String(l)));
    const ok =
      offers.length > 0 &&
      set.size === 1 &&
      labels[0] != null &&
      (prod.unitLabel == null || prod.unitLabel === labels[0]);
    record(
      "one unitLabel per product",
      ok,
      where(exp),
      ok
        ? ""
        : `product unitLabel ${JSON.stringify(prod.unitLabel)}, offers: ${offers.map((o) => `${o.exp.merchant}=${JSON.stringify(o.api.unitLabel)}`).join(", ")}`,
    );
  }
  if (exp.expectedUnitLabel)
    record(
      "expected unit label for the category",
      prodLabel === exp.expectedUnitLabel,
      where(exp),
      prodLabel === exp.expectedUnitLabel
        ? ""
        : `expected "${exp.expectedUnitLabel}", got ${JSON.stringify(prodLabel)}`,
    );

  // unit prices
  for (const { api, exp: e } of offers) {
    const label = (api.unitLabel ?? prodLabel) as Label | null;
    const up = num(api.unitPrice);
    const stated = label ? e.qty[label] : undefined;
    if (stated && stated.length) {
      const wants = stated.map((q) => e.running / q);
      const ok = up != null && wants.some((w) => closeUnit(up, w));
      record(
        "unit price arithmetic (pack stated)",
        ok,
        where(exp, e),
        ok
          ? ""
          : `${money(e.running)} / ${stated.join(" or ")} (${label}) = ${wants.map((w) => money(w)).join(" or ")}, got ${money(up)} ${JSON.stringify(api.unitLabel)}`,
      );
    } else {
      const inferred = label && e.inferQty ? e.inferQty[label] : undefined;
      let ok = up == null;
      let note = "";
      if (!ok && inferred && inferred.some((q) => closeUnit(up!, e.running / q))) {
        ok = true;
        note = "inferred from the product";
      }
      record(
        "no unit price in another unit (pack not stated)",
        ok,
        where(exp, e),
        ok
          ? note
          : `pack not stated in ${JSON.stringify(label)}: expected null${inferred ? ` (or ${inferred.map((q) => money(e.running / q)).join("/")})` : ""}, got ${money(up)}`,
      );
      if (ok && note) info.push(`unit price ${where(exp, e)}: ${note} (${money(up)} ${label})`);
    }
  }

  // names
  if (exp.capsTitles) {
    const name: string = String(prod.name ?? "");
    const probs = nameProblems(name, exp.codes);
    record(
      "readable-case names (all-caps titles)",
      probs.length === 0,
      where(exp),
      probs.length ? `name "${name}": ${probs.join("; ")}` : "",
    );
  }

  // descriptions
  const desc: string = prod.description == null ? "" : String(prod.description);
  const hasBoilerplateMerchant = s.expOffersHere.some((o) => o.merchant === EXP.boilerplate.merchant);
  if (hasBoilerplateMerchant) {
    const d = norm(desc);
    const bp = norm(EXP.boilerplate.sentence);
    const hit = d.includes(bp) || d.includes("next-day delivery on orders over") || d.includes("prices include vat");
    record(
      "description free of merchant boilerplate",
      !hit,
      where(exp),
      hit ? `description: "${desc.slice(0, 300)}"` : "",
    );
  }
  if (exp.descriptionMarker) {
    const ok = norm(desc).includes(norm(exp.descriptionMarker));
    record(
      "description from the most informative text",
      ok,
      where(exp),
      ok ? "" : `expected the Pennine text (with "${exp.descriptionMarker}"), got "${desc.slice(0, 300)}"`,
    );
  }
}

const ALLOWED_CAPS = new Set(["UPVC", "UKCA", "BSEN"]);
function nameProblems(name: string, codes: string[]): string[] {
  const probs: string[] = [];
  if (!name) return ["no name"];
  if (!/[a-z]/.test(name)) probs.push("no lower-case letters");
  const shouty = name.split(/[^A-Za-z0-9²³]+/).filter((w) => /^[A-Z]{4,}$/.test(w) && !ALLOWED_CAPS.has(w));
  if (shouty.length) probs.push(`upper-case words ${shouty.join(", ")}`);
  const unitCaps = name.match(/\d\s?(MM|CM|KG|M²|M2|M3|SQM|M|Mm|Cm|Kg|Sqm)(?![A-Za-z0-9])/g);
  if (unitCaps) probs.push(`units not lower-case: ${unitCaps.join(", ")}`);
  if (/\d\s*X\s*\d/.test(name)) probs.push("upper-case X between dimensions");
  for (const c of codes)
    if (!new RegExp(`(^|[^A-Za-z0-9])${c}([^A-Za-z0-9]|$)`).test(name)) probs.push(`code ${c} not kept as written`);
  return probs;
}

// ---------------------------------------------------------------------------------------------------------
// search

async function searchAll(
  q: string,
  sort: string,
): Promise<{ ok: boolean; status: number; results: any[]; error?: string }> {
  const results: any[] = [];
  for (let offset = 0; offset < 500; offset += 50) {
    const r = await getJson(`/api/search?q=${encodeURIComponent(q)}&sort=${sort}&limit=50&offset=${offset}`);
    if (r.status !== 200) return { ok: false, status: r.status, results, error: JSON.stringify(r.body).slice(0, 200) };
    const page: any[] = r.body?.results ?? [];
    results.push(...page);
    const total = num(r.body?.total);
    if (page.length < 50 || (total != null && results.length >= total)) break;
  }
  return { ok: true, status: 200, results };
}

function nonDecreasingNullsLast(vals: (number | null)[]): number {
  // index of the first violation, or -1
  let seenNull = false;
  let prev: number | null = null;
  for (let i = 0; i < vals.length; i++) {
    const v = vals[i]!;
    if (v == null) {
      seenNull = true;
      continue;
    }
    if (seenNull) return i;
    if (prev != null && v < prev - 0.0001) return i;
    prev = v;
  }
  return -1;
}

async function checkSearchSorts(q: string): Promise<void> {
  const show = (r: any, f: string) =>
    `${r.name ?? r.id}=${r[f] == null ? "null" : r[f]}${f === "lowestUnitPrice" ? ` ${r.unitLabel}` : ""}`;
  for (const sort of ["delivered_asc", "unit_asc", "price_asc"] as const) {
    const r = await searchAll(q, sort);
    const wh = `q="${q}" sort=${sort}`;
    if (!r.ok) {
      record("search: result fields present", false, wh, `HTTP ${r.status} ${r.error}`);
      continue;
    }
    const missing = r.results.filter(
      (x) => !["lowestPrice", "lowestTotal", "lowestUnitPrice", "unitLabel"].every((k) => k in x),
    );
    record(
      "search: result fields present",
      missing.length === 0 && r.results.length > 0,
      wh,
      r.results.length === 0
        ? "no results"
        : missing.length
          ? `${missing.length} results lack one of lowestPrice/lowestTotal/lowestUnitPrice/unitLabel (e.g. keys ${Object.keys(missing[0]).join(",")})`
          : "",
    );
    if (r.results.length < 2) continue;
    if (sort !== "unit_asc") {
      const field = sort === "delivered_asc" ? "lowestTotal" : "lowestPrice";
      const bad = nonDecreasingNullsLast(r.results.map((x) => num(x[field])));
      record(
        sort === "delivered_asc" ? "search: delivered_asc order" : "search: price_asc order",
        bad < 0,
        wh,
        bad < 0
          ? ""
          : `out of order at #${bad + 1}: ${r.results
              .slice(Math.max(0, bad - 2), bad + 2)
              .map((x) => show(x, field))
              .join(" | ")}`,
      );
    } else {
      // labels of results with a unit price form contiguous groups, ascending inside each group;
      // a result without a unit price comes after every priced result of its label
      const probs: string[] = [];
      const closed = new Set<string>();
      let cur: string | null = null;
      let prev: number | null = null;
      const lastPricedIdx = new Map<string, number>();
      r.results.forEach((x, i) => {
        if (num(x.lowestUnitPrice) != null) lastPricedIdx.set(String(x.unitLabel), i);
      });
      r.results.forEach((x, i) => {
        const up = num(x.lowestUnitPrice);
        const lab = String(x.unitLabel);
        if (up == null) {
          if ((lastPricedIdx.get(lab) ?? -1) > i)
            probs.push(`#${i + 1} ${show(x, "lowestUnitPrice")} (no unit price) before priced results of its label`);
          return;
        }
        if (lab !== cur) {
          if (closed.has(lab))
            probs.push(`#${i + 1} ${show(x, "lowestUnitPrice")}: label "${lab}" appears in two groups`);
          if (cur != null) closed.add(cur);
          cur = lab;
          prev = null;
        }
        if (prev != null && up < prev - 0.0001)
          probs.push(`#${i + 1} ${show(x, "lowestUnitPrice")} after ${money(prev)}`);
        prev = up;
      });
      record("search: unit_asc grouping and order", probs.length === 0, wh, probs.slice(0, 4).join("; "));
    }
  }
}

async function checkSearchSummary(s: Seen): Promise<void> {
  const name = String(s.prod.name ?? "");
  if (!name) return;
  let hit: any = null;
  for (const q of [name, name.split(/\s+/).slice(0, 4).join(" ")]) {
    const r = await searchAll(q, "relevance");
    hit = r.results.find((x) => String(x.id) === s.pid) ?? null;
    if (hit) break;
  }
  if (!hit) {
    info.push(`search summary: product ${s.exp.key} (${s.pid}) not found by searching its name "${name}"`);
    return;
  }
  const { orderable, wantLow, wantHigh } = orderableRange(s.expOffersHere);
  const low = num(hit.lowestPrice);
  const high = num(hit.highestPrice);
  const okRange = eqMoney(low, wantLow) && ("highestPrice" in hit ? eqMoney(high, wantHigh) : true);
  record(
    "search: lowest/highest price from orderable offers",
    okRange,
    where(s.exp),
    okRange ? "" : `expected ${money(wantLow)}–${money(wantHigh)}, got ${money(low)}–${money(high)}`,
  );

  const probs: string[] = [];
  // lowestTotal: lowest comparable price (total, or item price where no delivery) of orderable offers, or the
  // lowest known total of orderable offers — both readings accepted
  const cmp = orderable.length ? Math.min(...orderable.map((o) => o.comparable)) : null;
  const known = orderable.filter((o) => o.total != null).map((o) => o.total!);
  const kt = known.length ? Math.min(...known) : null;
  const lt = num(hit.lowestTotal);
  if (!(eqMoney(lt, cmp) || eqMoney(lt, kt)))
    probs.push(`lowestTotal expected ${money(cmp)}${kt !== cmp ? ` or ${money(kt)}` : ""}, got ${money(lt)}`);
  // lowestUnitPrice: the lowest unit price the product page shows on an orderable offer
  const ups = s.offers
    .filter((o) => o.exp.orderable)
    .map((o) => num(o.api.unitPrice))
    .filter((v): v is number => v != null);
  const wantUp = ups.length ? Math.min(...ups) : null;
  const gotUp = num(hit.lowestUnitPrice);
  if (!(wantUp == null ? gotUp == null : gotUp != null && closeUnit(gotUp, wantUp)))
    probs.push(
      `lowestUnitPrice expected ${money(wantUp)} (lowest on the product page's orderable offers), got ${money(gotUp)}`,
    );
  const pl = s.prod.unitLabel ?? s.offers[0]?.api.unitLabel ?? null;
  if (hit.unitLabel !== pl)
    probs.push(`unitLabel expected ${JSON.stringify(pl)} (product page), got ${JSON.stringify(hit.unitLabel)}`);
  record("search: lowestTotal, lowestUnitPrice, unitLabel agree", probs.length === 0, where(s.exp), probs.join("; "));
}

// ---------------------------------------------------------------------------------------------------------
// report

function report(): void {
  console.log("\n=== comparison-basis scorecard ===");
  let pass = 0;
  let total = 0;
  for (const c of CATEGORIES) {
    const s = score.get(c)!;
    pass += s.pass;
    total += s.total;
    const pct = s.total ? ((100 * s.pass) / s.total).toFixed(0).padStart(3) + "%" : "  — ";
    console.log(`${String(s.pass).padStart(4)}/${String(s.total).padEnd(4)} ${pct}  ${c}`);
  }
  console.log(
    `${String(pass).padStart(4)}/${String(total).padEnd(4)} ${total ? ((100 * pass) / total).toFixed(1) : "0"}%  all checks`,
  );

  if (failures.length) {
    console.log("\n=== failures ===");
    for (const c of CATEGORIES) {
      const fs = failures.filter((f) => f.cat === c);
      if (!fs.length) continue;
      console.log(`\n[${c}] ${fs.length}`);
      for (const f of fs) console.log(`  - ${f.where}${f.detail ? `\n      ${f.detail}` : ""}`);
    }
  }
  if (info.length) {
    console.log("\n=== information (not scored) ===");
    for (const i of info) console.log(`  · ${i}`);
  }
  console.log(`\nFAILURES: ${failures.length}`);
}

main()
  .catch((e) => {
    console.log(`checker error: ${e?.stack ?? e}`);
    report();
  })
  .finally(() => process.exit(0));
