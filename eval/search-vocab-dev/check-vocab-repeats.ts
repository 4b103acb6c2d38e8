/**
 * The repeat check both vocabulary dev sets ran before their first score (`check-repeats.ts` in each folder): no
 * query of the set may repeat one already written elsewhere, and nobody else's query is shown. It reads every
 * judged query of held-out sets 2…`lastSet` (`judgments.json`), any set still on its writer's branch (read with
 * `git show`, never into a worktree), and every string literal of the in-suite sets (eval/search-relevance/*.ts)
 * and of the other dev and typo folders (eval/search-*-dev*, eval/search-typo-*); it lower-cases and trims them and
 * prints only counts and this set's own matching queries (plus any query the set repeats itself). Exit 1 on any.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const EVAL = path.resolve(import.meta.dirname, "..");
const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, " ").trim();

interface RepeatCheck {
  queries: readonly { q: string; set: number; kind: string }[];
  /** the set's own folder under eval/, left out of the comparison */
  ownFolder: string;
  lastSet: number;
  /** held-out sets not yet merged: `branch:path` of their judgments.json */
  branchSets?: readonly { label: string; ref: string }[];
}

function judgedQueries(text: string): string[] {
  const json = JSON.parse(text) as { queries?: { q: string }[]; judgments?: { q: string }[] };
  return [...(json.queries ?? []), ...(json.judgments ?? [])].map((j) => norm(j.q));
}

/** Every quoted string in a TypeScript file (queries and anything else: over-matching only costs a rephrase). */
function literalsOf(file: string): string[] {
  const text = readFileSync(file, "utf8");
  const out: string[] = [];
  for (const m of text.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g))
    out.push(m[1] ?? m[2] ?? m[3] ?? "");
  return out;
}

export function checkVocabRepeats({ queries, ownFolder, lastSet, branchSets = [] }: RepeatCheck): void {
  const others = new Set<string>();
  let judgedFiles = 0;
  for (let set = 2; set <= lastSet; set++) {
    const file = path.join(EVAL, `search-relevance-holdout-${set}`, "judgments.json");
    if (!existsSync(file)) continue;
    for (const q of judgedQueries(readFileSync(file, "utf8"))) others.add(q);
    judgedFiles++;
  }
  for (const { label, ref } of branchSets) {
    try {
      const text = execFileSync("git", ["show", ref], {
        cwd: EVAL,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        stdio: ["ignore", "pipe", "ignore"],
      });
      for (const q of judgedQueries(text)) others.add(q);
      judgedFiles++;
    } catch {
      console.log(`${label}'s judgments.json (${ref}) not readable: not compared`);
    }
  }

  const folders = readdirSync(EVAL).filter(
    (d) => d === "search-relevance" || /^search-.*-dev/.test(d) || d.startsWith("search-typo-"),
  );
  let sourceFiles = 0;
  for (const folder of folders) {
    if (folder === ownFolder) continue;
    for (const f of readdirSync(path.join(EVAL, folder)).filter((n) => n.endsWith(".ts"))) {
      for (const s of literalsOf(path.join(EVAL, folder, f))) others.add(norm(s));
      sourceFiles++;
    }
  }

  const seen = new Set<string>();
  const repeats: string[] = [];
  const selfRepeats: string[] = [];
  for (const { q, set, kind } of queries) {
    const l = norm(q);
    if (others.has(l)) repeats.push(`set ${set} [${kind}] '${q}'`);
    if (seen.has(l)) selfRepeats.push(`set ${set} [${kind}] '${q}'`);
    seen.add(l);
  }
  console.log(
    `compared ${queries.length} queries against ${others.size} distinct strings ` +
      `(${judgedFiles} judgments.json, ${sourceFiles} source files in ${folders.length - 1} folders)`,
  );
  console.log(`repeats of others: ${repeats.length}; repeats within this set: ${selfRepeats.length}`);
  for (const r of repeats) console.log(`  repeat: ${r}`);
  for (const r of selfRepeats) console.log(`  self: ${r}`);
  process.exitCode = repeats.length + selfRepeats.length > 0 ? 1 : 0;
}
