/**
 * Checks that no query of this dev set repeats one already written elsewhere, without showing anyone else's
 * queries: it reads every judged query of held-out sets 2–18 (`judgments.json`) and set 19's (branch h19-holdout,
 * read with `git show`), and every string literal of the in-suite sets (eval/search-relevance/*.ts) and of the
 * other dev and typo folders (eval/search-*-dev*, eval/search-typo-*), lower-cases and trims them, and prints only
 * counts and this set's own matching queries (plus any query this set repeats itself).
 *   npx tsx eval/search-vocab-dev-2/check-repeats.ts
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { VOCAB_QUERIES } from "./judged-queries.ts";

const EVAL = path.resolve(import.meta.dirname, "..");
const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, " ").trim();

const others = new Set<string>();
let judgedFiles = 0;
for (let set = 2; set <= 18; set++) {
  const file = path.join(EVAL, `search-relevance-holdout-${set}`, "judgments.json");
  if (!existsSync(file)) continue;
  const json = JSON.parse(readFileSync(file, "utf8")) as {
    queries?: { q: string }[];
    judgments?: { q: string }[];
  };
  for (const j of [...(json.queries ?? []), ...(json.judgments ?? [])]) others.add(norm(j.q));
  judgedFiles++;
}
/** Set 19 lives on its own branch until it is scored; read its judgments through git, never into a worktree. */
try {
  const text = execFileSync("git", ["show", "h19-holdout:eval/search-relevance-holdout-19/judgments.json"], {
    cwd: EVAL,
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"],
  });
  const json = JSON.parse(text) as { queries?: { q: string }[]; judgments?: { q: string }[] };
  for (const j of [...(json.queries ?? []), ...(json.judgments ?? [])]) others.add(norm(j.q));
  judgedFiles++;
} catch {
  console.log("set 19's judgments.json (branch h19-holdout) not readable: not compared");
}

/** Every quoted string in a TypeScript file (queries and anything else: over-matching only costs a rephrase). */
function literalsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g))
    out.push(m[1] ?? m[2] ?? m[3] ?? "");
  return out;
}

const folders = readdirSync(EVAL).filter(
  (d) => d === "search-relevance" || /^search-.*-dev/.test(d) || d.startsWith("search-typo-"),
);
let sourceFiles = 0;
for (const folder of folders) {
  if (folder === "search-vocab-dev-2") continue;
  for (const f of readdirSync(path.join(EVAL, folder)).filter((n) => n.endsWith(".ts"))) {
    for (const s of literalsOf(path.join(EVAL, folder, f))) others.add(norm(s));
    sourceFiles++;
  }
}

const seen = new Set<string>();
const repeats: string[] = [];
const selfRepeats: string[] = [];
for (const { q, set, kind } of VOCAB_QUERIES) {
  const l = norm(q);
  if (others.has(l)) repeats.push(`set ${set} [${kind}] '${q}'`);
  if (seen.has(l)) selfRepeats.push(`set ${set} [${kind}] '${q}'`);
  seen.add(l);
}
console.log(
  `compared ${VOCAB_QUERIES.length} queries against ${others.size} distinct strings ` +
    `(${judgedFiles} judgments.json, ${sourceFiles} source files in ${folders.length - 1} folders)`,
);
console.log(`repeats of others: ${repeats.length}; repeats within this set: ${selfRepeats.length}`);
for (const r of repeats) console.log(`  repeat: ${r}`);
for (const r of selfRepeats) console.log(`  self: ${r}`);
process.exit(repeats.length + selfRepeats.length > 0 ? 1 : 0);
