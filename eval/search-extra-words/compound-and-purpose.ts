/**
 * Since session 24, two habits of queries that found nothing while the merchants sell the thing, written from trade
 * knowledge product group by product group (never from a held-out query), applied to every query they fit (not
 * rotated with the others, so the older figures stay comparable):
 * - "compound-head": a run-together word of the query said by its head alone, as people name the thing ("soil" for
 *   topsoil, "board" for a floorboard, "stone" for sandstone): the words a title prints as one are typed as the last.
 * - "purpose-word": a word for what the kind does or gives, said before it, that the catalogue knows elsewhere but
 *   no title of the kind prints ("control" before a valve, "wipeable" before an emulsion, "strong" before a fixing).
 */
import { isCompoundOf } from "../../server/search/compound-heads.ts";
import { isEnglishWord } from "../../server/search/english-words.ts";
import { hash } from "../search-typo-stress/misspell.ts";

export type PurposeHabit = "compound-head" | "purpose-word";
export const PURPOSE_HABITS: readonly PurposeHabit[] = ["compound-head", "purpose-word"];

/** A product group's words and what a buyer says the kind does for them. */
const PURPOSES: readonly (readonly [RegExp, readonly string[]])[] = [
  [/\b(valves?|taps?|stopcocks?|cocks?)\b/, ["control", "shut off", "flow", "temperature"]],
  [/\b(paint|emulsion|gloss|eggshell|satin|masonry)\b/, ["wipeable", "washable", "scrubbable", "hard wearing"]],
  [/\b(mortar|cement|render|screed|concrete|postcrete|lime)\b/, ["strong", "quick", "frost", "strength"]],
  [/\b(sealants?|silicone|caulk|mastic|foam)\b/, ["waterproof", "gap filling", "flexible", "mould"]],
  [/\b(insulation|slab|quilt|roll|pir)\b/, ["warm", "heat", "thermal", "soundproof"]],
  [/\b(screws?|nails?|bolts?|plugs?|anchors?|fixings?)\b/, ["strong", "holding", "heavy", "secure"]],
  [/\b(gutters?|guttering|downpipes?|drains?|drainage|gully)\b/, ["rain", "rainwater", "storm", "overflow"]],
  [/\b(membrane|dpc|dpm|polythene|felt|underlay)\b/, ["damp", "waterproof", "breathable", "vapour"]],
  [/\b(tiles?|grout|adhesive)\b/, ["wipe clean", "hard wearing", "non slip", "waterproof"]],
  [/\b(paving|slabs?|flags?|setts?|blocks?|bricks?|kerbs?)\b/, ["patio", "path", "driveway", "hard standing"]],
  [
    /\b(timber|boards?|battens?|joists?|studs?|plywood|osb|mdf|chipboard|decking)\b/,
    ["strong", "structural", "load", "rot"],
  ],
  [/\b(plaster|plasterboard|filler|skim)\b/, ["smooth", "crack", "patching", "repair"]],
  [/\b(sand|gravel|ballast|aggregate|chippings|stone|soil|topsoil)\b/, ["drainage", "filling", "levelling", "base"]],
  [/\b(pipe|pipes|fittings?|elbows?|tees?|couplers?|connectors?)\b/, ["water", "heating", "supply", "leak"]],
];

/** The query with its first run-together word said as its head alone, or null when no word of it is one. */
function compoundHeadOf(q: string): string | null {
  const words = q.toLowerCase().split(/\s+/);
  for (const [i, word] of words.entries()) {
    if (!/^[a-z]{7,}$/.test(word)) continue;
    const singular = word.endsWith("s") && !isEnglishWord(word) ? word.slice(0, -1) : word;
    for (let cut = 3; cut <= singular.length - 4; cut++) {
      const head = singular.slice(cut);
      if (!isCompoundOf(singular, head)) continue;
      const out = [...words];
      out[i] = word === singular ? head : `${head}s`;
      return out.join(" ");
    }
  }
  return null;
}

export function addPurposeHabit(q: string, habit: PurposeHabit): string | null {
  const lower = q.toLowerCase();
  if (habit === "compound-head") return compoundHeadOf(lower);
  const fits = PURPOSES.filter(([re]) => re.test(lower)).flatMap(([, words]) => words);
  const free = fits.filter((w) => !lower.split(/\s+/).includes(w.split(" ")[0]!));
  return free.length > 0 ? `${free[hash(`purpose:${lower}`) % free.length]!} ${lower}` : null;
}
