import type { SizeConstraint } from "./size-tokens.ts";

/**
 * A section or a pipe's diameter and a length typed apart beside words ("… batten 25 x 50 4.8m", "soil pipe
 * 110mm 3m"): each ranks on its own (rank-documents.ts, the length at half a size), so a product another merchant
 * names in other words can fall behind the same section in another length. A product holding both, as one size of
 * its title ("25x50x4800", "110x3000": size-tokens.ts writes every product's sides together), is the cut named:
 * rank-search.server.ts adds NAMED_CUT to it. Pure; where to extend: another pair of measures typed apart.
 */
export const NAMED_CUT = 100;

/** The size tokens of a product cut as named; empty unless one section or diameter and one length were typed. */
export function namedCutTokens(sizes: readonly SizeConstraint[]): string[] {
  const lengths = sizes.filter((s) => exactTokens(s).every((t) => isLength(t)));
  const sides = sizes.filter((s) => !lengths.includes(s) && exactTokens(s).every((t) => isSides(t)));
  if (lengths.length !== 1 || sides.length !== 1) return [];
  const out: string[] = [];
  for (const side of exactTokens(sides[0]!))
    for (const length of exactTokens(lengths[0]!)) {
      const numbers = [...side.replace(/mm$/, "").split("x"), length.replace(/mm$/, "")].map(Number);
      out.push(numbers.sort((a, b) => a - b).join("x"));
    }
  return out;
}

function exactTokens(size: SizeConstraint): string[] {
  return size.tokens.slice(0, size.exact ?? 1);
}

/** A stock length: one measure of a metre or more. */
function isLength(token: string): boolean {
  const mm = /^(\d+(?:\.\d+)?)mm$/.exec(token)?.[1];
  return mm !== undefined && Number(mm) >= 1000;
}

/** A section's two sides under a metre ("47x100") or one diameter under a metre ("110mm"). */
function isSides(token: string): boolean {
  const parts = token.replace(/mm$/, "").split("x");
  return parts.length <= 2 && parts.every((p) => /^\d+(?:\.\d+)?$/.test(p) && Number(p) < 1000);
}
