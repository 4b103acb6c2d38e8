/**
 * The forms of the verbs people use to say what went wrong ("the fence blew down", "it has blown down", "keeps
 * blowing down"): job-phrases.ts reads a problem phrase written in one form in every other, so a table entry
 * written "blown down" also holds "blew down". Irregular verbs are listed whole; the regular ones the symptom
 * tables use are listed too, because a naive -ed/-ing rule would turn nouns into verbs ("crack" the noun is a
 * product word as often as a symptom). The query reader already folds a plural or third-person -s.
 * Where to extend: another symptom verb, all its forms in one row. Risk: a form that is also a product's word
 * ("bent" is no product; "set" would be) widens every problem phrase it appears in; keep such verbs out.
 */
const FORMS: readonly (readonly string[])[] = [
  // Irregular.
  ["blow", "blew", "blown", "blowing"],
  ["come", "came", "coming"],
  ["fall", "fell", "fallen", "falling"],
  ["break", "broke", "broken", "breaking"],
  ["go", "went", "gone", "going"],
  ["freeze", "froze", "frozen", "freezing"],
  ["sank", "sunk", "sunken", "sinking"], // not "sink": the kitchen's sink is a thing, not a state
  ["stick", "stuck", "sticking"],
  ["hang", "hung", "hanging"],
  ["bend", "bent", "bending"],
  ["tear", "torn", "tearing"], // not "tore": one letter from "thre", a misspelt "three"
  ["wear", "wore", "worn", "wearing"],
  ["shrink", "shrank", "shrunk", "shrinking"],
  ["swell", "swelled", "swollen", "swelling"],
  ["split", "splitting"],
  ["burst", "bursting"],
  // Regular, as the symptom tables use them.
  ["rot", "rotted", "rotten", "rotting"],
  ["crack", "cracked", "cracking"],
  ["peel", "peeled", "peeling"],
  ["flake", "flaked", "flaking"],
  ["leak", "leaked", "leaking"],
  ["drip", "dripped", "dripping"],
  ["sag", "sagged", "sagging"],
  ["lift", "lifted", "lifting"],
  ["wobble", "wobbled", "wobbling"],
  ["crumble", "crumbled", "crumbling"],
  ["collapse", "collapsed", "collapsing"],
  ["snap", "snapped", "snapping"],
  ["fade", "faded", "fading"],
  ["warp", "warped", "warping"],
  ["bow", "bowed", "bowing"],
  ["pull", "pulled", "pulling"],
  ["drop", "dropped", "dropping"],
  ["slip", "slipped", "slipping"],
  ["lean", "leaned", "leant", "leaning"],
  ["dry", "dried", "drying"],
  ["mould", "moulded"],
  // Said of things that move, clog, let water by or make a noise ("slates keep sliding", "drain clogged"). Not
  // "overflow": the overflow pipe is a product, and a problem phrase with "overflowing" would read it.
  ["slide", "slid", "sliding"],
  ["flood", "flooded", "flooding"],
  ["seep", "seeped", "seeping"],
  ["weep", "wept", "weeping"],
  ["clog", "clogged", "clogging"],
  ["jam", "jammed", "jamming"],
  ["rattle", "rattled", "rattling"],
  ["creak", "creaked", "creaking"],
  ["squeak", "squeaked", "squeaking"],
  ["perish", "perished", "perishing"],
];

const FORMS_OF = new Map<string, readonly string[]>();
for (const row of FORMS) for (const form of row) FORMS_OF.set(form, row);

/** Every form of a verb a word is a form of (itself included); empty when the table has no row for it. */
export function verbFormsOf(word: string): readonly string[] {
  return FORMS_OF.get(word) ?? [];
}

/** Every form of a phrase (words as the query reader leaves them): one word changed at a time, the phrase first. */
export function phraseForms(phrase: readonly string[]): string[][] {
  const out: string[][] = [[...phrase]];
  const seen = new Set([phrase.join(" ")]);
  phrase.forEach((word, at) => {
    for (const form of FORMS_OF.get(word) ?? []) {
      const variant = phrase.map((w, i) => (i === at ? form : w));
      const key = variant.join(" ");
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(variant);
    }
  });
  return out;
}
