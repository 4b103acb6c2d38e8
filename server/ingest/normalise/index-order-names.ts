/**
 * Catalogue index order: "Screws, Wood; Countersunk; 5 x 60mm", "Concrete Block, Dense, 7.3N …", "Course, Damp
 * Proof; 100mm x 30m". Some merchants (and most printed trade catalogues) file a product under its head noun and
 * write the qualifier after a comma, where everyone else writes "Wood Screws", "Dense Concrete Block", "Damp Proof
 * Course". Every phrase table reads the spoken order, so the title opens in that order: the qualifier, then the head.
 *
 * Only an opening of one to three words, a comma, and one to four words of letters (the first capitalised, as an
 * index entry is: "Screened Topsoil, bulk bag" is a name and its pack) closed by the next separator
 * (";", ",", " - ", "|") or the end: a size, a count or a code after the comma ("Sand, 25kg", "Plugs, 100 units") is a
 * list, not a qualifier, and stays as written.
 */
const WORD = String.raw`[A-Za-z][A-Za-z'&-]*`;
const QUALIFIER_OPENING = String.raw`[A-Z][A-Za-z'&-]*`;
const INDEX_ORDER = new RegExp(
  String.raw`^\s*(${WORD}(?: ${WORD}){0,2}),\s+(${QUALIFIER_OPENING}(?: ${WORD}){0,3})(?=\s*(?:[;,|]|\s-\s|$))`,
);

/** The title with an index-order opening ("Plugs, Wall; …") in spoken order ("Wall Plugs; …"). */
export function inSpokenOrder(title: string): string {
  return title.replace(INDEX_ORDER, (_m, head: string, qualifier: string) => `${qualifier} ${head}`);
}
