import { normaliseText } from "../ingest/normalise/text.ts";
import { isPackWordAsTyped } from "./pack-and-tier-words.ts";
import { isJobPlace } from "./job-places.ts";
import { isStateWord } from "./state-words.ts";
import { isColourWord, matchSynonymPhrases } from "./synonym-phrases.ts";

/**
 * Words a shopper adds to say how the product should look, come, be or where it goes, not what it is: a colour
 * ("grey", "anthracite"), a pack ("bags", "each", "bulk", "x10", "pack of 10"), a place ("garden", "bathroom",
 * "outdoor"), how good, big or new ("heavy duty", "new", "decent", "large"), and words for the whole a part belongs
 * to ("kit", "replacement", "spare"), a sort ("type", "style") or a look ("rustic", "traditional"). Titles print some of them ("Heavy Duty …", "… White"), so a query holding one
 * still asks for it first; only when nothing at all is found with them (search-products.server.ts) is the query
 * read again with them as its context ("X for grey bag"), as a trade counter hands over the kind asked for and
 * lets the buyer pick the colour or pack. The words left must still name something the catalogue stocks: a query
 * for something not sold ("garden hose") stays empty because its kind word does ("hose" matches nothing).
 * Where to extend: more such general words (never a kind, a material or a maker).
 */
const DESCRIBING_WORDS: ReadonlySet<string> = canonicalSet(
  // How good, strong, big or new.
  "new brand good decent proper quality standard normal regular basic strong sturdy heavy duty tough durable " +
    "large big small little medium huge mini compact nice cheap genuine original " +
    // The whole a part belongs to, or a spare of it.
    "kit complete replacement spare spares unit system piece assembly " +
    // Colours and shades the colour list (synonym-phrases.ts) does not hold.
    "anthracite charcoal cream silver gold beige ivory orange purple navy dark natural " +
    // Since session 22: a word saying the query names a sort of thing ("<kind> type", "<kind> style"), after the
    // kind (between two words parse-search-query.ts reads it as a likeness), and how it looks or is finished.
    "type types style styles kind kinds sort sorts version variety " +
    "golden rustic traditional modern contemporary classic smooth textured plain weathered aged antique " +
    // Since session 23: shop slang before a kind ("super", "jumbo", "handy") and a size said in words after it
    // ("half size", "full length", "short length"), which no title prints as such.
    "super mega jumbo multi quick easy speedy handy size sized length half full whole short " +
    // Since session 24: what it gives or stands up to, said before the kind ("washable emulsion", "secure screws",
    // "weatherproof sealant"), which few titles print. Adjectives only: a noun names a kind with the noun after it
    // ("fire door", "rain coat", "water butt", "heat pump", "shoe mould"), nor half a trade phrase ("damp proof", "fire
    // resistant"). Only a whole query that found nothing loses
    // these, and only when the kind kept still holds in full (search-products.server.ts).
    "waterproof weatherproof soundproof rainproof showerproof splashproof frostproof rotproof " +
    "washable wipeable scrubbable hardwearing secure quiet silent rapid fast instant reliable flexible lightweight",
);

/** How it comes, beyond the pack words build-text-queries.ts lists. */
const HOW_IT_COMES: ReadonlySet<string> = canonicalSet(
  // Since session 23, how a yard packs it ("pre packed", "prepacked", "premixed bagged", "boxed", "bagged up").
  "each bulk loose single individual multipack pre packed prepacked premixed bagged boxed " +
    // And the container a paste, liquid or dry good comes in, said after the kind ("filler tube", "sand sack").
    "sack tub tin tube cartridge bottle drum",
);

/** A size with its unit or a section ("25kg", "110mm", "4x2", "440 x 215"): it names products by itself. */
const SIZE = /\d\s*(?:x\s*\d|(?:mm|cm|m|kg|l|litre|ltr|ml|ft|in)\b)/;

/** A count of how many ("x10", "10x"): how it comes, never a size. */
const COUNT = /^(?:x\d+|\d+x)$/;

/** The typed word (as typed, lower case) says how the product looks, comes, is or where it goes. */
export function isDescribingWord(typed: string): boolean {
  const word = normaliseText(typed).trim();
  if (COUNT.test(word)) return true;
  if (!/^[a-z]+$/.test(word)) return false;
  // Since session 24 also what is wrong with it ("rotten fascias", "cracked downpipe": state-words.ts): a trade counter
  // hands over the part, and a query for a part not stocked still finds nothing (its kind word does).
  return DESCRIBING_WORDS.has(word) || isColourWord(word) || howItComes(word) || isPlaceWord(word) || isStateWord(word);
}

/**
 * Since session 24: the typed word says how the product looks, is or comes, not where it goes nor what is wrong with
 * it: a place or a state beside an everyday noun names another thing ("dining table", "sliding doors"), so
 * about-something-else.ts counts those.
 */
export function describesLookOrPack(typed: string): boolean {
  const word = normaliseText(typed).trim();
  return COUNT.test(word) || DESCRIBING_WORDS.has(word) || isColourWord(word) || howItComes(word);
}

/**
 * The typed word describes the product's look, quality, sort or place, not how it comes (a pack word or count):
 * a buyer who types "bulk" or "bags" may want any product that comes so (build-text-queries.ts keeps those apart).
 */
export function describesNotPack(typed: string): boolean {
  const word = normaliseText(typed).trim();
  return isDescribingWord(word) && !COUNT.test(word) && !howItComes(word);
}

function howItComes(word: string): boolean {
  return HOW_IT_COMES.has(word) || isPackWordAsTyped(word);
}

const INDOORS_OR_OUT = new Set(
  "outdoor outdoors outside exterior external indoor indoors inside interior internal".split(" "),
);

/**
 * A typed word for indoors or out ("outdoor", "exterior"). Here rather than in qualifier-words.ts since session 23:
 * that file reads build-text-queries.ts, which reads this one (the import cycle is gone).
 */
export function isIndoorsOrOut(word: string): boolean {
  return INDOORS_OR_OUT.has(word);
}

function isPlaceWord(word: string): boolean {
  return isJobPlace(word) || isIndoorsOrOut(word);
}

/**
 * The query with its describing words moved into a "for …" clause ("portland cement grey bags" → "portland cement
 * for grey bags"), so they rank the kind's products rather than require words no title holds; counts after a pack
 * word ("pack of 10", "x10") are left out. Null when there is none, or nothing else would be left to name a kind
 * (a word, or a size with its unit: "25kg x10" is every 25 kg product).
 */
export function describingAsContext(q: string): string | null {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  const forAt = words.indexOf("for");
  const head = forAt < 0 ? words : words.slice(0, forAt);
  const tail = forAt < 0 ? [] : words.slice(forAt + 1);
  const inPhrase = tradePhraseWords(head);
  const describing = head.map((w, i) => !inPhrase[i] && isDescribingWord(w));
  // The head noun: English's last word (not a size) that is not describing. A place right before it names a product by where it
  // goes ("kitchen tap", "garden hose"): the compound is the kind asked for, and its last word alone may be another's.
  const noun = head.findLastIndex((w, i) => !describing[i] && /^[a-z]{3,}$/.test(w));
  if (noun > 0 && describing[noun - 1] && isPlaceWord(canonical(head[noun - 1]!))) describing[noun - 1] = false;
  const kept: string[] = [];
  const moved: string[] = [];
  let counted = false;
  for (let i = 0; i < head.length; i += 1) {
    const word = head[i]!;
    if (COUNT.test(word)) {
      counted = true;
      continue;
    }
    if (
      word === "of" &&
      describing[i - 1] &&
      isPackWordAsTyped(canonical(head[i - 1]!)) &&
      /^\d+$/.test(head[i + 1] ?? "")
    ) {
      // "pack of 10": the count says how many come, not which product.
      counted = true;
      i += 1;
      continue;
    }
    (describing[i] ? moved : kept).push(word);
  }
  // Since session 24 a word that only says how it comes ("drum", "tub", "set") names no kind by itself: "drum kit" is
  // no 5 L drum of anything. A trade phrase's word does ("bulk bag").
  const worded = head.some(
    (w, i) => !describing[i] && /^[a-z]{3,}/.test(w) && (inPhrase[i] === true || !howItComes(canonical(w))),
  );
  if ((moved.length === 0 && !counted) || !(worded || SIZE.test(kept.join(" ")))) return null;
  // A size alone is the query: a clause with nothing but a size before it would be read as the query itself.
  const context = worded ? [...tail, ...moved] : [];
  return (context.length > 0 ? [...kept, "for", ...context] : kept).join(" ");
}

/** Per typed word: is it part of a trade phrase of two words or more ("heavy duty anchor", "bulk bag")? */
function tradePhraseWords(words: readonly string[]): boolean[] {
  const out: boolean[] = [];
  for (const match of matchSynonymPhrases(words.map(canonical)))
    for (let n = 0; n < match.words.length; n += 1) out.push(match.words.length > 1 && match.groupKeys.length > 0);
  return out;
}

function canonical(word: string): string {
  return normaliseText(word).trim();
}

function canonicalSet(words: string): ReadonlySet<string> {
  return new Set(words.split(/\s+/).map(canonical));
}

/**
 * The query with the first reading's corrections in place ("gardn shed" → "garden shed"), so a misspelt place or
 * kind word is read as the word it was corrected to when choosing what describes.
 */
export function withCorrections(q: string, corrections: ReadonlyArray<{ from: string; to: string }>): string {
  let out = q.toLowerCase();
  for (const { from, to } of corrections) out = out.replace(new RegExp(`\\b${escaped(from)}\\b`), to);
  return out;
}

function escaped(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
