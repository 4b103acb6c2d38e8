/**
 * ERP exports often fill the brand column with the supplier account code rather than the maker's name: the name
 * cut short or vowel-dropped and numbered ("HOLMF1" for Holmfirth, "BRKWD2" for Brookwood, "GRNLY01" for
 * Greenley; invented examples). Read as a name, every such code is a maker of its own ("holmf1"), so the row's
 * attributes key never meets the maker's product at other merchants, and its MPN keys under the wrong maker.
 * Each merchant invents its own codes, so they are recognised by shape and resolved against makers we know by
 * name (the catalogue's brand columns, the brand tables), never listed.
 *
 * Risk: a code abbreviating two known makers equally well names neither unless the title names one of them;
 * a real brand of letters and a number ("Tuff2"?) is left alone unless it abbreviates a known maker.
 * Where to extend: other code shapes (letters only, "PLC"/"LTD" glued on) only with a held-out family behind them.
 */
import { BRAND_FAMILIES } from "./brand-families.ts";

/** Letters (the name short) then a one- or two-digit account number. Fewer than four letters name too many makers. */
const CODE_SHAPE = /^([A-Za-z]{4,6})(\d{1,2})$/;

/** Table aliases by their letters, each with its family: two aliases of one family are one maker, not a tie. */
let tableMakers: Map<string, string> | null = null;
const knownByTable = () =>
  (tableMakers ??= new Map(BRAND_FAMILIES.flatMap((f) => f.aliases.map((a) => [a, f.family] as const))));
const lettersOf = (name: string) => name.replace(/[^a-z]/g, "");

/** The code's letters, lower case, when `brand` has a supplier code's shape. */
export function brandCodeLetters(brand: string | null | undefined): string | null {
  const m = CODE_SHAPE.exec(brand?.trim() ?? "");
  return m ? m[1]!.toLowerCase() : null;
}

/** How well `letters` shorten `maker` (words joined): 3 same, 2 a prefix, 1 its letters in order from the first; 0 not. */
function fit(letters: string, maker: string): number {
  const joined = lettersOf(maker);
  if (!joined || joined[0] !== letters[0] || /\d/.test(maker)) return 0;
  if (joined === letters) return 3;
  if (joined.startsWith(letters)) return 2;
  let i = 0;
  for (const ch of joined) if (ch === letters[i]) i++;
  return i === letters.length ? 1 : 0;
}

/**
 * The maker a supplier code in the brand column stands for, or the brand as written. `makers`: normalised names
 * the catalogue knows (catalogue-makers.ts); `titleText`: the normalised, padded title, which settles a tie.
 */
export function resolveBrandCode(
  brand: string | null | undefined,
  makers: readonly string[] | null | undefined,
  titleText: string,
): string | null | undefined {
  const letters = brandCodeLetters(brand);
  if (!letters) return brand;
  let best = 0;
  // The best-fitting makers, one name per maker (a family, or a name's letters).
  let found = new Map<string, string>();
  const table = knownByTable();
  const identity = (maker: string) => table.get(maker) ?? lettersOf(maker);
  for (const maker of new Set([...(makers ?? []), ...table.keys()])) {
    const score = fit(letters, maker);
    if (score === 0 || score < best) continue;
    if (score > best) [best, found] = [score, new Map()];
    if (!found.has(identity(maker))) found.set(identity(maker), maker);
  }
  if (found.size === 1) return [...found.values()][0]!;
  const named = [...found.values()].filter((m) => titleText.includes(` ${m} `));
  return named.length === 1 ? named[0]! : brand;
}
