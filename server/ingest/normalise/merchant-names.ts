/**
 * Whether a brand value is a merchant's name rather than a maker's: a merchant we know, the importing merchant's
 * own name (whole, shortened, or with its own-label words), or a value that says there is no brand. Own-brand goods
 * of two merchants are not the same product, and a commodity labelled with a merchant's name is just unbranded.
 */
import { GRADE_WORDS, saysNoBrand } from "./no-brand-values.ts";
import { hasPhrase } from "./phrase-match.ts";
import { normaliseText } from "./text.ts";

/**
 * Merchants write their own name as brand and into titles ("- Jewson"). These are
 * never a manufacturer identity: own-brand goods of two merchants are not the same
 * product, and a commodity labelled "Jewson" is just unbranded.
 */
export const MERCHANT_NAMES: string[] = [
  "jewson",
  "travis perkins",
  "wickes",
  "selco",
  "mkm",
  "buildbase",
  "b and q",
  "bandq",
  "diy com",
  "homebase",
  "screwfix",
  "toolstation",
  "huws gray",
  "ridgeons",
  "bradfords",
  "covers",
  "builder depot",
  "keyline",
  "civils and lintels",
  "grafton",
  "chandlers",
  "george boyd",
  "parker building supplies",
  "national timber group",
  "lbs builders merchants",
  "builders merchant",
  // Distributors that some merchants give as the brand of what they buy through them.
  "ccf",
  "sig",
  "sig trading",
];

/** Trading-name words merchants add to their name: "Hearth & Home [Building Centre]", "SiteSaver [Direct]". */
const MERCHANT_SUFFIX_WORDS = new Set(
  "builder builders build merchant merchants building buildbase supply supplies material materials centre center direct trade timber yard store depot hardware diy ltd limited plc uk co and the of"
    .split(" ")
    .map((w) => normaliseText(w).trim()),
);

/** The merchant's own name, whole or shortened to its leading distinctive words ("Old Forge" for "Old Forge Builders Merchants"). */
function isOwnName(t: string, merchantName: string): boolean {
  const m = normaliseText(merchantName).trim();
  if (!m) return false;
  if (t === m) return true;
  const core = (s: string) => s.split(" ").filter((w) => !MERCHANT_SUFFIX_WORDS.has(w));
  const tw = t.split(" ");
  const mw = m.split(" ");
  // A leading run of the merchant's words that keeps all of its distinctive words before the first suffix word.
  const leading = tw.length < mw.length && tw.every((w, i) => mw[i] === w);
  const distinctive = core(t);
  if (distinctive.length === 0) return false;
  const mCore = core(m);
  if (leading && distinctive.join(" ") === mCore.slice(0, distinctive.length).join(" ")) {
    return distinctive.join("").length >= 5 || distinctive.length === mCore.length;
  }
  if (distinctive.join(" ") === mCore.join(" ")) return true;
  // An own-label range: the merchant's first distinctive word and range words ("Fenwick Essentials" of
  // "Fenwick Home & Build", "Kestrel Value"). A commodity under it is the merchant's, i.e. unbranded.
  const [first, ...rest] = distinctive;
  return (
    !!first &&
    first.length >= 4 &&
    first === mCore[0] &&
    rest.length > 0 &&
    rest.every((w) => GRADE_WORDS.has(w) || mw.includes(w))
  );
}

/** merchantName ("" for none) → text → isMerchantName(text, merchantName). */
const merchantNameAnswers = new Map<string, Map<string, boolean>>();

export function isMerchantName(text: string, merchantName?: string | null): boolean {
  // Pure, and asked about the same brand several times per offer (and per feed).
  const m = merchantName || "";
  let known = merchantNameAnswers.get(m);
  if (!known || known.size >= 4096) {
    if (merchantNameAnswers.size >= 64) merchantNameAnswers.clear();
    merchantNameAnswers.set(m, (known = new Map()));
  }
  let answer = known.get(text);
  if (answer === undefined) {
    answer = isMerchantNameUncached(text, m);
    known.set(text, answer);
  }
  return answer;
}

function isMerchantNameUncached(text: string, merchantName: string): boolean {
  const t = normaliseText(text).trim();
  if (!t) return false;
  // Values that say there is none ("GENERIC", "Unbranded", "N/A"): the item is unbranded, like a merchant's own.
  if (saysNoBrand(t)) return true;
  if (merchantName && isOwnName(t, merchantName)) return true;
  return MERCHANT_NAMES.some((m) => hasPhrase(` ${t} `, m) && t.length <= m.length + 12);
}
