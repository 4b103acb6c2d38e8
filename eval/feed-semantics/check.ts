/**
 * Feed-semantics checker: imports every feed of expectations.json into a fresh embedded database with the
 * public CLI, starts the production server on it, reads the public JSON API and scores the result against
 * the expectations and the global invariants. A measurement: always exits 0; the last line is `FAILURES: N`.
 *
 *   npx tsx eval/feed-semantics/check.ts            (from the repository root)
 *
 * Env: KEEP_TMP=1 keeps the temporary database; TIMING_SLACK_S overrides the timing slack.
 * Uses only Node built-ins and the black-box kit (scripts/black-box/). Reads nothing of the implementation: it
 * talks to `npx buildcompare` and HTTP.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getJson, readAllOffers } from "../../scripts/black-box/json-api.ts";
import { startProductionServer, type ProductionServer } from "../../scripts/black-box/production-server.ts";
import { parseJsonSummary, runCommand } from "../../scripts/black-box/run-command.ts";

const HERE = dirname(fileURLToPath(import.meta.url));

// ---------------------------------------------------------------------------------------------------------
// Types

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = Record<string, unknown>;

interface Expect {
  rejected: boolean;
  reasonAny?: string[];
  availability?: string;
  price?: number;
  salePrice?: number | null;
  salePriceRunning?: boolean;
  deliveryCost?: number | null;
  warning?: boolean;
  warningAny?: string[];
  gtin?: string;
  currencyStated: boolean;
  forbiddenInText?: string[];
  textMustContain?: string[];
  notInFeed?: boolean;
  bulk?: boolean;
  notes?: string;
}
interface FeedExp {
  file: string;
  platform: string;
  merchant: string;
  name: string;
  website?: string;
  flags: string[];
  rows: number;
  snapshot?: boolean;
  items: Record<string, Expect>;
}
interface Expectations {
  today: string;
  timing?: { secondsPer1000Rows?: number; slackSeconds?: number };
  feeds: FeedExp[];
}

// ---------------------------------------------------------------------------------------------------------
// Scorecard

const CATEGORY_ORDER = [
  "imports",
  "timing",
  "server",
  "products-fetch",
  "rejected",
  "imported",
  "availability",
  "available",
  "price",
  "sale-price",
  "delivery",
  "total-price",
  "warnings",
  "text",
  "matching",
  "bulk-rows",
  "inv:in-stock-only-when-expected",
  "inv:sale-only-in-window",
  "inv:currency-stated",
  "inv:no-unexpected-offer",
  "inv:text-clean",
  "inv:unit-label",
  "inv:offer-order",
  "inv:lowest-highest-available",
];
const DESCRIPTIONS: Record<string, string> = {
  imports: "each import exits 0 and prints one JSON summary",
  timing: "import wall time ≤ 1-row-import baseline + 2 s per 1,000 rows (+ slack)",
  server: "server starts and /healthz answers 200",
  "products-fetch": "/api/products/:id answers 200 with offers[] for every product",
  rejected: "rejected rows reported with a reason naming the cause, and absent from the API",
  imported: "accepted rows present as offers",
  availability: "offer availability as expected",
  available: "available flag consistent (in_stock → true; out_of_stock/not_in_feed → false)",
  price: "regular price as expected",
  "sale-price": "salePrice set only while the sale runs",
  delivery: "deliveryCost as stated (null when none)",
  "total-price": "totalPrice = (salePrice ?? price) + deliveryCost, null without delivery",
  warnings: "warnings for unknown availability / unparseable sale dates (and none otherwise)",
  text: "product text clean of per-item forbidden substrings; decoded characters present",
  matching: "same GTIN across merchants → one product",
  "bulk-rows": "filler rows of the large feed: present, in stock, right price, clean text",
  "inv:in-stock-only-when-expected": "no offer shown in_stock unless expected",
  "inv:sale-only-in-window": "no salePrice outside its window",
  "inv:currency-stated": "no offer whose price had no currency (unless --currency given)",
  "inv:no-unexpected-offer": "every offer corresponds to an accepted row",
  "inv:text-clean": "no entity/tag/control/bidi character in any product or offer string",
  "inv:unit-label": "one unitLabel across the offers of a product",
  "inv:offer-order": "offers ordered by totalPrice ?? salePrice ?? price",
  "inv:lowest-highest-available": "lowestPrice/highestPrice come from available offers only",
};

const score = new Map<string, { pass: number; total: number; failures: string[] }>();
function record(category: string, ok: boolean, failure: () => string): void {
  let s = score.get(category);
  if (!s) score.set(category, (s = { pass: 0, total: 0, failures: [] }));
  s.total++;
  if (ok) s.pass++;
  else s.failures.push(failure());
}

// ---------------------------------------------------------------------------------------------------------
// Helpers

const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const approx = (a: number, b: number) => Math.abs(a - b) < 0.005;
const show = (v: unknown): string => {
  if (v === undefined) return "<missing>";
  const s = JSON.stringify(v);
  return s.length > 140 ? s.slice(0, 140) + "…" : s;
};
// eslint-disable-next-line no-control-regex
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const esc = (s: string) => s.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
const gtin14 = (g: string) => g.replace(/\D/g, "").padStart(14, "0");
const key = (slug: string, id: string) => `${slug}\u0000${id}`;

const ENTITY = /&(?:[a-z][a-z0-9]{1,31}|#\d{1,7}|#x[0-9a-f]{1,6});/i;
const TAG = /<\/?[a-z!][^>]*>|<[a-z]/i;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const BIDI = /[\u202a-\u202e\u2066-\u2069]/;
function dirty(s: string): string | null {
  if (ENTITY.test(s)) return `entity ${show(s.match(ENTITY)?.[0])}`;
  if (TAG.test(s)) return `tag ${show(s.match(TAG)?.[0])}`;
  if (CONTROL.test(s)) return `control char ${esc(s.match(CONTROL)?.[0] ?? "")}`;
  if (BIDI.test(s)) return `bidi char ${esc(s.match(BIDI)?.[0] ?? "")}`;
  return null;
}
function walkStrings(v: unknown, path: string, out: Array<[string, string]>): void {
  if (typeof v === "string") out.push([path, v]);
  else if (Array.isArray(v)) v.forEach((x, i) => walkStrings(x, `${path}[${i}]`, out));
  else if (isObj(v)) for (const [k, x] of Object.entries(v)) walkStrings(x, path ? `${path}.${k}` : k, out);
}
/** Every string in `v` with an entity, tag, control or bidi character: [path, what, string]. */
function dirtyStrings(v: unknown): Array<[string, string, string]> {
  const strs: Array<[string, string]> = [];
  walkStrings(v, "", strs);
  return strs.flatMap(([path, s]): Array<[string, string, string]> => {
    const d = dirty(s);
    return d ? [[path, d, s]] : [];
  });
}
function matchesAny(text: string, words: string[]): boolean {
  const t = text.toLowerCase();
  return words.some((w) => t.includes(w.toLowerCase()));
}

// ---------------------------------------------------------------------------------------------------------
// Main

async function main(): Promise<void> {
  const exp = JSON.parse(readFileSync(join(HERE, "expectations.json"), "utf8")) as Expectations;
  const perK = exp.timing?.secondsPer1000Rows ?? 2;
  const slack = process.env.TIMING_SLACK_S ? Number(process.env.TIMING_SLACK_S) : (exp.timing?.slackSeconds ?? 0.5);
  const tmp = mkdtempSync(join(tmpdir(), "bc-feed-semantics-"));
  const dbUrl = `pglite:${join(tmp, "db")}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: dbUrl,
    BUILDCOMPARE_DEMO: "off",
    NO_COLOR: "1",
    FORCE_COLOR: "0",
  };
  delete env.NODE_ENV;
  const runLog: Obj = { startedAt: new Date().toISOString(), tmp, databaseUrl: dbUrl, imports: [] as Obj[] };
  console.log(`feed-semantics: temp dir ${tmp}`);

  let server: ProductionServer | null = null;
  try {
    // --- prepare the real database (migrations) so the first timed import does not pay for them
    const mig = await runCommand("npx", ["--no-install", "buildcompare", "migrate"], { env, timeoutMs: 300_000 });
    if (mig.code !== 0)
      console.log(
        `  note: "buildcompare migrate" exited ${mig.code}: ${(mig.stderr || mig.stdout).trim().slice(0, 300)}`,
      );

    // --- start-up baseline: a 1-row import (process start, module loading, database open, the import's fixed
    //     work) into a separate scratch database, so the baseline leaves no offer behind in the measured one.
    //     Run 4 times; the first (fresh database, migrations) is discarded; the median of the rest is used and
    //     their spread widens the slack (machine noise), never below the configured slack.
    const baseFeed = join(tmp, "baseline-1-row.csv");
    writeFileSync(
      baseFeed,
      "id,title,description,link,price,availability\nBASE-1,Baseline Cement 25kg,Baseline row.,https://example.co.uk/p/base-1,1.00 GBP,in stock\n",
    );
    const baseEnv = { ...env, DATABASE_URL: `pglite:${join(tmp, "baseline-db")}` };
    const baselineRuns: number[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await runCommand(
        "npx",
        ["--no-install", "buildcompare", "import", "--merchant", "baseline-probe", "--json", baseFeed],
        { env: baseEnv, timeoutMs: 300_000 },
      );
      baselineRuns.push(r.ms);
      if (r.code !== 0)
        console.log(`  note: baseline import exited ${r.code}: ${(r.stderr || r.stdout).trim().slice(0, 300)}`);
    }
    const measured = baselineRuns.slice(1).sort((a, b) => a - b);
    const baselineMs = measured[Math.floor(measured.length / 2)]!;
    const spreadMs = measured[measured.length - 1]! - measured[0]!;
    const slackMs = Math.max(slack * 1000, spreadMs);
    runLog.baselineMs = {
      runs: baselineRuns.map(Math.round),
      used: Math.round(baselineMs),
      spread: Math.round(spreadMs),
      slack: Math.round(slackMs),
    };
    console.log(
      `start-up baseline (1-row import, median of runs 2-4): ${(baselineMs / 1000).toFixed(2)} s; runs ${baselineRuns.map((m) => (m / 1000).toFixed(2)).join(", ")}; slack ${(slackMs / 1000).toFixed(2)} s`,
    );

    // --- imports, in file order
    const summaries = new Map<string, Obj | null>(); // by feed file
    const importOk = new Map<string, boolean>();
    for (const f of exp.feeds) {
      const args = ["--no-install", "buildcompare", "import", "--merchant", f.merchant, "--name", f.name];
      if (f.website) args.push("--website", f.website);
      args.push(...f.flags, "--json", join(HERE, f.file));
      const timeoutMs = 60_000 + f.rows * 100;
      const r = await runCommand("npx", args, { env, timeoutMs });
      const summary = parseJsonSummary(r.stdout);
      summaries.set(f.file, summary);
      const ok = r.code === 0 && summary !== null;
      importOk.set(f.file, ok);
      const allowedMs = baselineMs + perK * f.rows + slackMs;
      const timeOk = !r.timedOut && r.ms <= allowedMs;
      const errText = (r.stderr || r.stdout).trim().split("\n").slice(-3).join(" | ").slice(0, 400);
      record(
        "imports",
        ok,
        () =>
          `${f.merchant} ${f.file}: expected exit 0 + JSON summary; got exit ${r.code}${r.signal ? ` (${r.signal})` : ""}${r.timedOut ? " TIMED OUT" : ""}${summary ? "" : ", no JSON summary"}${r.spawnError ? `, ${r.spawnError}` : ""}: ${errText}`,
      );
      record(
        "timing",
        timeOk,
        () =>
          `${f.merchant} ${f.file}: ${f.rows} rows took ${(r.ms / 1000).toFixed(2)} s; allowed ${(allowedMs / 1000).toFixed(2)} s (start-up ${(baselineMs / 1000).toFixed(2)} + ${perK} s/1000 rows + slack ${(slackMs / 1000).toFixed(2)} s)${typeof summary?.durationMs === "number" ? `; importer's own durationMs ${summary.durationMs}` : ""}${r.timedOut ? " — killed at timeout (stall)" : ""}`,
      );
      const rej = summary && Array.isArray(summary.rejections) ? summary.rejections.length : "?";
      const warn = summary && Array.isArray(summary.warnings) ? summary.warnings.length : "?";
      console.log(
        `import ${f.file.padEnd(40)} ${f.merchant.padEnd(28)} rows ${String(f.rows).padStart(5)}  exit ${String(r.code).padStart(4)}  ${(r.ms / 1000).toFixed(2).padStart(6)} s  rejections ${rej}  warnings ${warn}  importer durationMs ${typeof summary?.durationMs === "number" ? summary.durationMs : "?"}${timeOk ? "" : "  SLOW"}`,
      );
      (runLog.imports as Obj[]).push({
        file: f.file,
        merchant: f.merchant,
        flags: f.flags,
        rows: f.rows,
        exitCode: r.code,
        signal: r.signal,
        timedOut: r.timedOut,
        ms: Math.round(r.ms),
        allowedMs: Math.round(allowedMs),
        summary: summary ? Object.fromEntries(Object.entries(summary).map(([k, v]) => [k, v as Json])) : null,
        stderrTail: r.stderr.slice(-2000),
        stdoutTail: summary ? undefined : r.stdout.slice(-2000),
      });
    }

    // --- start the server (building first if build/ is missing)
    const t0 = Date.now();
    let startError = "";
    try {
      const serverEnv = { NO_COLOR: "1", FORCE_COLOR: "0" };
      server = await startProductionServer({ database: { url: dbUrl, kind: "pglite" }, env: serverEnv });
    } catch (e) {
      startError = e instanceof Error ? e.message : String(e);
    }
    const base = server?.baseUrl ?? "";
    const serverUp = server !== null;
    const startSecs = (Date.now() - t0) / 1000;
    record("server", serverUp, () => `server: expected /healthz 200; got ${startError.slice(-1500)}`);
    console.log(serverUp ? `server up on ${base} after ${startSecs.toFixed(1)} s` : `server did NOT come up`);
    runLog.serverStartSeconds = startSecs;

    // --- read the API
    const { offers, error } = serverUp ? await readAllOffers(base) : { offers: [], error: null };
    if (error) {
      console.log(`  ${error}`);
      record("products-fetch", false, () => `expected { offers: [...] }; got ${error}`);
    }
    console.log(`read ${offers.length} offers from /api/offers`);

    const productIds = [
      ...new Set(
        offers
          .map((o) => o.productId)
          .filter((p) => p !== undefined && p !== null)
          .map(String),
      ),
    ];
    const products = new Map<string, Obj | null>();
    const productErr = new Map<string, string>();
    let next = 0;
    await Promise.all(
      Array.from({ length: 8 }, async () => {
        while (next < productIds.length) {
          const id = productIds[next++]!;
          const r = await getJson(base, `/api/products/${encodeURIComponent(id)}`);
          const ok = r.status === 200 && isObj(r.body) && Array.isArray(r.body.offers);
          products.set(id, ok ? (r.body as Obj) : null);
          if (!ok) productErr.set(id, `status ${r.status} ${r.error ?? show(r.body)}`);
        }
      }),
    );
    for (const id of productIds)
      record(
        "products-fetch",
        products.get(id) != null,
        () => `product ${id}: expected 200 with offers[]; got ${productErr.get(id)}`,
      );
    console.log(`read ${products.size} products from /api/products/:id`);

    // --- index
    const flagged = new Set(exp.feeds.filter((f) => f.flags.includes("--currency")).map((f) => f.merchant));
    const expByKey = new Map<string, { feed: FeedExp; id: string; e: Expect }>();
    for (const f of exp.feeds)
      for (const [id, e] of Object.entries(f.items)) expByKey.set(key(f.merchant, id), { feed: f, id, e });
    const offerByKey = new Map<string, Obj>();
    const dupKeys = new Set<string>();
    for (const o of offers) {
      const k = key(String(o.merchantSlug), String(o.merchantItemId));
      if (offerByKey.has(k)) dupKeys.add(k);
      else offerByKey.set(k, o);
    }
    const productOffer = (o: Obj): Obj | undefined => {
      const p = products.get(String(o.productId));
      if (!p) return undefined;
      const list = (p.offers as unknown[]).filter(isObj);
      return (
        list.find((x) => x.id !== undefined && String(x.id) === String(o.id)) ??
        list.find(
          (x) =>
            String(x.merchantSlug) === String(o.merchantSlug) && String(x.merchantItemId) === String(o.merchantItemId),
        )
      );
    };

    // --- per item
    for (const f of exp.feeds) {
      if (f.snapshot) continue;
      const summary = summaries.get(f.file) ?? null;
      const imported = importOk.get(f.file) ?? false;
      const rejections =
        summary && Array.isArray(summary.rejections) ? (summary.rejections as unknown[]).filter(isObj) : null;
      const warnings =
        summary && Array.isArray(summary.warnings) ? (summary.warnings as unknown[]).filter(isObj) : null;
      for (const [id, e] of Object.entries(f.items)) {
        const who = `${f.merchant} ${id}`;
        const o = offerByKey.get(key(f.merchant, id));
        const po = o ? productOffer(o) : undefined;
        const product = o ? products.get(String(o.productId)) : undefined;

        if (e.bulk) {
          const problems: string[] = [];
          if (!o) problems.push(imported ? "no offer" : "no offer (import failed)");
          else {
            if (o.availability !== "in_stock") problems.push(`availability ${show(o.availability)}`);
            if (num(o.price) === undefined || !approx(num(o.price)!, e.price!))
              problems.push(`price ${show(o.price)} (expected ${e.price})`);
            if (!product) problems.push(`product ${String(o.productId)} not readable`);
            else problems.push(...dirtyStrings(product).map(([p, d]) => `${p}: ${d}`));
          }
          record("bulk-rows", problems.length === 0, () => `${who}: ${problems.join("; ")}`);
          continue;
        }

        if (e.rejected) {
          const mine = rejections?.filter((r) => String(r.itemId) === id) ?? [];
          const reasonOk = mine.some((r) => matchesAny(String(r.reason ?? ""), e.reasonAny ?? []));
          record("rejected", reasonOk && !o, () => {
            const parts: string[] = [];
            if (!summary) parts.push("no import summary");
            else if (!rejections) parts.push("summary has no rejections[]");
            else if (mine.length === 0) parts.push("not among the rejections");
            else if (!reasonOk) parts.push(`reason ${show(mine.map((r) => r.reason))}`);
            if (o)
              parts.push(`offer present in the API (price ${show(o.price)}, availability ${show(o.availability)})`);
            return `${who}: expected rejection with reason containing one of ${show(e.reasonAny)} (${e.notes ?? ""}); got ${parts.join("; ")}`;
          });
          continue;
        }

        // accepted rows (and the not-in-feed left-over)
        record(
          "imported",
          Boolean(o),
          () =>
            `${who}: expected an offer (${e.notes ?? "accepted row"}); got none${imported ? "" : " (import failed)"}${rejections?.some((r) => String(r.itemId) === id) ? ` — rejected: ${show(rejections.filter((r) => String(r.itemId) === id).map((r) => r.reason))}` : ""}`,
        );
        if (!o) {
          // every field check of a missing offer is a failure too
          if (e.availability) record("availability", false, () => `${who}: expected ${e.availability}; got no offer`);
          if (e.price !== undefined) record("price", false, () => `${who}: expected ${e.price}; got no offer`);
          if (e.salePriceRunning !== undefined)
            record(
              "sale-price",
              false,
              () => `${who}: expected salePrice ${e.salePriceRunning ? e.salePrice : null}; got no offer`,
            );
          if (e.deliveryCost !== undefined)
            record("delivery", false, () => `${who}: expected ${e.deliveryCost}; got no offer`);
          if (e.deliveryCost !== undefined) record("total-price", false, () => `${who}: got no offer`);
          if (e.forbiddenInText || e.textMustContain) record("text", false, () => `${who}: got no offer`);
        } else {
          if (e.availability) {
            const got = [o.availability, po?.availability];
            const ok =
              o.availability === e.availability &&
              (po === undefined || po.availability === undefined || po.availability === e.availability);
            record(
              "availability",
              ok,
              () =>
                `${who}: expected ${e.availability} (${e.notes ?? ""}); got /api/offers ${show(got[0])}, product page ${show(got[1])}`,
            );
            const wantAvailable =
              e.availability === "in_stock"
                ? true
                : e.availability === "out_of_stock" || e.availability === "not_in_feed"
                  ? false
                  : undefined;
            if (wantAvailable !== undefined)
              record(
                "available",
                o.available === wantAvailable &&
                  (po === undefined || po.available === undefined || po.available === wantAvailable),
                () =>
                  `${who}: expected available ${wantAvailable} (${e.availability}); got /api/offers ${show(o.available)}, product page ${show(po?.available)}`,
              );
          }
          const price = num(po?.price) ?? num(o.price);
          if (e.price !== undefined)
            record(
              "price",
              price !== undefined && approx(price, e.price),
              () => `${who}: expected price ${e.price}; got ${show(po?.price ?? o.price)}`,
            );
          if (!po) {
            if (e.salePriceRunning !== undefined)
              record("sale-price", false, () => `${who}: offer missing from /api/products/${String(o.productId)}`);
            if (e.deliveryCost !== undefined)
              record("delivery", false, () => `${who}: offer missing from /api/products/${String(o.productId)}`);
            if (e.deliveryCost !== undefined)
              record("total-price", false, () => `${who}: offer missing from /api/products/${String(o.productId)}`);
          } else {
            if (e.salePriceRunning !== undefined) {
              const sp = po.salePrice;
              const ok = e.salePriceRunning ? num(sp) !== undefined && approx(num(sp)!, e.salePrice!) : sp === null;
              record(
                "sale-price",
                ok,
                () =>
                  `${who}: expected salePrice ${e.salePriceRunning ? e.salePrice : `null (feed sale ${e.salePrice ?? "none"} not running)`} (${e.notes ?? ""}); got ${show(sp)}`,
              );
            }
            if (e.deliveryCost !== undefined) {
              const dc = po.deliveryCost;
              const ok =
                e.deliveryCost === null ? dc === null : num(dc) !== undefined && approx(num(dc)!, e.deliveryCost);
              record("delivery", ok, () => `${who}: expected deliveryCost ${e.deliveryCost}; got ${show(dc)}`);
              const running = e.salePriceRunning ? e.salePrice! : e.price!;
              const wantTotal = e.deliveryCost === null ? null : Math.round((running + e.deliveryCost) * 100) / 100;
              const tp = po.totalPrice;
              const tok = wantTotal === null ? tp === null : num(tp) !== undefined && approx(num(tp)!, wantTotal);
              record("total-price", tok, () => `${who}: expected totalPrice ${wantTotal}; got ${show(tp)}`);
            }
          }
          if (e.forbiddenInText || e.textMustContain) {
            if (!product) record("text", false, () => `${who}: product ${String(o.productId)} not readable`);
            else {
              const name = typeof product.name === "string" ? product.name : undefined;
              const desc = typeof product.description === "string" ? product.description : "";
              const text = `${name ?? ""}\n${desc}`;
              const bad = (e.forbiddenInText ?? []).filter((s) => text.includes(s));
              const missing = (e.textMustContain ?? []).filter((s) => !text.toLowerCase().includes(s.toLowerCase()));
              record(
                "text",
                name !== undefined && bad.length === 0 && missing.length === 0,
                () =>
                  `${who}: expected no ${show(bad.map(esc))}${missing.length ? ` and to contain ${show(missing)}` : ""} (${e.notes ?? ""}); got name ${show(name !== undefined ? esc(name) : undefined)}, description ${show(esc(desc))}`,
              );
            }
          }
        }
        if (e.warning !== undefined) {
          const mine = warnings?.filter((w) => String(w.itemId) === id) ?? [];
          let ok: boolean;
          if (!warnings) ok = false;
          else if (e.warning) ok = mine.some((w) => matchesAny(String(w.reason ?? ""), e.warningAny ?? []));
          else ok = !mine.some((w) => /availab|stock|sale|effective|date/i.test(String(w.reason ?? "")));
          record("warnings", ok, () =>
            !summary
              ? `${who}: no import summary`
              : !warnings
                ? `${who}: expected ${e.warning ? "a warning" : "no availability/sale warning"}; the summary has no warnings[] field`
                : e.warning
                  ? `${who}: expected a warning mentioning one of ${show(e.warningAny)} (${e.notes ?? ""}); got ${show(mine.map((w) => w.reason))}`
                  : `${who}: expected no availability/sale-date warning; got ${show(mine.map((w) => w.reason))}`,
          );
        }
      }
    }

    // --- matching: same GTIN → one product
    const groups = new Map<string, Array<{ who: string; k: string }>>();
    for (const f of exp.feeds) {
      if (f.snapshot) continue;
      for (const [id, e] of Object.entries(f.items)) {
        if (e.rejected || e.bulk || !e.gtin) continue;
        const g = gtin14(e.gtin);
        const list = groups.get(g) ?? [];
        list.push({ who: `${f.merchant} ${id}`, k: key(f.merchant, id) });
        groups.set(g, list);
      }
    }
    for (const [g, members] of groups) {
      if (members.length < 2) continue;
      const present = members
        .map((m) => ({ ...m, pid: offerByKey.get(m.k)?.productId }))
        .filter((m) => m.pid !== undefined);
      const pids = new Set(present.map((m) => String(m.pid)));
      record(
        "matching",
        present.length >= 2 && pids.size === 1,
        () =>
          `GTIN ${g}: expected ${members.length} offers in one product; got ${present.length} present in ${pids.size} product(s): ${present.map((m) => `${m.who}→${String(m.pid)}`).join(", ")}${
            present.length < members.length
              ? `; missing: ${members
                  .filter((m) => !offerByKey.has(m.k))
                  .map((m) => m.who)
                  .join(", ")}`
              : ""
          }`,
      );
    }

    // --- global invariants over every offer
    for (const k of dupKeys)
      record("inv:no-unexpected-offer", false, () => `${k.replace("\u0000", " ")}: listed twice in /api/offers`);
    for (const o of offers) {
      const who = `${String(o.merchantSlug)} ${String(o.merchantItemId)}`;
      const x = expByKey.get(key(String(o.merchantSlug), String(o.merchantItemId)));
      const e = x?.e;
      record("inv:no-unexpected-offer", Boolean(e && !e.rejected), () =>
        e
          ? `${who}: expected no offer (row should be rejected: ${e.notes ?? ""}); got price ${show(o.price)}`
          : `${who}: offer not produced by any expected row`,
      );
      const po = productOffer(o);
      const avail = [o.availability, po?.availability];
      const inStock = avail.includes("in_stock");
      record(
        "inv:in-stock-only-when-expected",
        !inStock || e?.availability === "in_stock",
        () =>
          `${who}: shown in_stock; expected ${e ? (e.rejected ? "no offer" : e.availability) : "no offer"}${e?.notes ? ` (${e.notes})` : ""}`,
      );
      if (po) {
        const sp = po.salePrice;
        const hasSale = sp !== null && sp !== undefined;
        record(
          "inv:sale-only-in-window",
          !hasSale || e?.salePriceRunning === true,
          () =>
            `${who}: salePrice ${show(sp)} shown; expected ${e?.salePrice != null ? `none (window not running: ${e.notes ?? ""})` : "no sale at all"}`,
        );
      }
      const merchant = String(o.merchantSlug);
      record(
        "inv:currency-stated",
        !e || e.currencyStated || flagged.has(merchant),
        () =>
          `${who}: price ${show(o.price)} accepted though the feed gave no currency and the merchant has no --currency`,
      );
    }

    // --- per product invariants (products holding at least one hand-written row)
    for (const [pid, p] of products) {
      if (!p) continue;
      const list = (p.offers as unknown[]).filter(isObj);
      const allBulk =
        list.length > 0 &&
        list.every((x) => expByKey.get(key(String(x.merchantSlug), String(x.merchantItemId)))?.e.bulk);
      if (allBulk) continue;
      const label = `product ${pid} ${show(typeof p.name === "string" ? esc(p.name) : p.name)}`;

      const dirt = dirtyStrings(p);
      record(
        "inv:text-clean",
        dirt.length === 0,
        () => `${label}: ${dirt.map(([path, d, s]) => `${path}: ${d} in ${show(esc(s))}`).join("; ")}`,
      );

      if (list.length >= 2) {
        const labels = list.map((x) => ("unitLabel" in x ? JSON.stringify(x.unitLabel) : "<missing>"));
        record(
          "inv:unit-label",
          new Set(labels).size === 1 && !labels.includes("<missing>"),
          () =>
            `${label}: expected one unitLabel; got ${list.map((x, i) => `${String(x.merchantSlug)}=${labels[i]}`).join(", ")}`,
        );
        const keyOf = (x: Obj) => num(x.totalPrice) ?? num(x.salePrice) ?? num(x.price);
        const keys = list.map(keyOf);
        const sorted = (ks: Array<number | undefined>) =>
          ks.every((k, i) => k !== undefined && (i === 0 || k >= ks[i - 1]! - 0.005));
        const isAvail = (x: Obj) => x.available === true;
        const firstUnavail = list.findIndex((x) => !isAvail(x));
        const partitioned = firstUnavail === -1 || list.slice(firstUnavail).every((x) => !isAvail(x));
        const okOrder =
          sorted(keys) ||
          (partitioned &&
            sorted(list.filter(isAvail).map(keyOf)) &&
            sorted(list.filter((x) => !isAvail(x)).map(keyOf)));
        record(
          "inv:offer-order",
          okOrder,
          () =>
            `${label}: expected ascending totalPrice ?? salePrice ?? price (unavailable offers may follow the available ones); got ${list
              .map((x, i) => `${String(x.merchantSlug)}:${keys[i] ?? "?"}${isAvail(x) ? "" : "(unavail)"}`)
              .join(" → ")}`,
        );
      }

      const eligible = list.filter(
        (x) => x.available === true && x.availability !== "out_of_stock" && x.availability !== "not_in_feed",
      );
      const candidates = eligible
        .flatMap((x) => [num(x.price), num(x.salePrice), num(x.totalPrice)])
        .filter((v): v is number => v !== undefined);
      for (const field of ["lowestPrice", "highestPrice"] as const) {
        const v = p[field];
        let ok: boolean;
        let why = "";
        if (!(field in p)) {
          ok = false;
          why = "field missing";
        } else if (v === null) {
          ok = eligible.length === 0;
          why = `null although ${eligible.length} available offer(s)`;
        } else if (num(v) === undefined) {
          ok = false;
          why = `not a number: ${show(v)}`;
        } else {
          ok = candidates.some((c) => approx(c, num(v)!));
          const from = list.filter((x) =>
            [num(x.price), num(x.salePrice), num(x.totalPrice)].some((c) => c !== undefined && approx(c, num(v)!)),
          );
          why = `${v} ${from.length ? `matches only ${from.map((x) => `${String(x.merchantSlug)} ${String(x.merchantItemId)} (${String(x.availability)}, available ${String(x.available)})`).join(", ")}` : "matches no offer"}`;
        }
        record(
          "inv:lowest-highest-available",
          ok,
          () =>
            `${label}: expected ${field} from available offers ${show(eligible.map((x) => `${String(x.merchantSlug)}:${num(x.salePrice) ?? num(x.price) ?? "?"}`))}; got ${why}`,
        );
      }
    }
  } catch (e) {
    console.log(`CHECKER ERROR: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
    record("server", false, () => `checker error: ${String(e)}`);
  } finally {
    await server?.stop();
  }

  // --- scorecard
  let failures = 0;
  console.log("\n=== feed-semantics scorecard ===");
  const cats = [...CATEGORY_ORDER, ...[...score.keys()].filter((c) => !CATEGORY_ORDER.includes(c))];
  for (const c of cats) {
    const s = score.get(c);
    if (!s) continue;
    failures += s.total - s.pass;
    console.log(
      `${c.padEnd(34)} ${String(s.pass).padStart(5)}/${String(s.total).padEnd(5)} ${s.pass === s.total ? "  ok " : " FAIL"}  ${DESCRIPTIONS[c] ?? ""}`,
    );
  }
  console.log("\n=== failures ===");
  for (const c of cats) {
    const s = score.get(c);
    if (!s || s.failures.length === 0) continue;
    console.log(`\n[${c}] ${s.failures.length} failure(s)`);
    const cap = c === "bulk-rows" ? 20 : Infinity;
    s.failures.slice(0, cap).forEach((f) => console.log(`  - ${f}`));
    if (s.failures.length > cap)
      console.log(`  … and ${s.failures.length - cap} more bulk-row failures (all listed in results/last-run.json)`);
  }

  runLog.finishedAt = new Date().toISOString();
  runLog.scorecard = Object.fromEntries([...score].map(([c, s]) => [c, { pass: s.pass, total: s.total }]));
  runLog.failures = Object.fromEntries(
    [...score].filter(([, s]) => s.failures.length).map(([c, s]) => [c, s.failures]),
  );
  runLog.failureCount = failures;
  try {
    mkdirSync(join(HERE, "results"), { recursive: true });
    writeFileSync(join(HERE, "results", "last-run.json"), JSON.stringify(runLog, null, 2) + "\n");
    console.log(`\nrun record (durations, summaries, all failures): eval/feed-semantics/results/last-run.json`);
  } catch (e) {
    console.log(`could not write results/last-run.json: ${String(e)}`);
  }
  if (process.env.KEEP_TMP === "1") console.log(`kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
  console.log(`FAILURES: ${failures}`);
}

main()
  .catch((e) => {
    console.log(`CHECKER ERROR: ${String(e)}`);
    console.log("FAILURES: 1");
  })
  .finally(() => {
    process.exitCode = 0;
  });
