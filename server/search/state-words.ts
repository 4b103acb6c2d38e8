import { tokeniseQuery } from "./parse-search-query.ts";
import { verbFormsOf } from "./verb-forms.ts";

/**
 * Words that say what is wrong with a thing, or what happened to it, as a DIYer types it ("the shed door keeps
 * sticking", "gate has dropped", "bathroom extractor stopped working", "side fence blew over"): general English of
 * damage, wear and failure, not product words. In a sentence (intent-fallback.server.ts taskShape), such a word the
 * catalogue's names do not use says why the buyer is shopping, not what to buy: prepare-search.server.ts drops it
 * from the terms as it drops a job's leading verb, so the thing named is searched instead of nothing at all. The
 * problem tables (job-phrases*.ts) still read it first when they know the thing.
 * Where to extend: another way of saying something broke, wore out or misbehaves. Never a word that names a product
 * or a product's property ("waterproof", "frost", "damp" in "damp proof course", "cold" in "cold chisel").
 * Risk: a no-match query written as a sentence with such a word now searches the rest of its words.
 */
const STATES = [
  // Broken and damaged.
  ...["broken", "broke", "snapped", "cracked", "cracking", "split", "splitting", "smashed", "shattered", "bent"],
  ...["buckled", "dented", "chipped", "damaged", "knackered", "ruined", "bust", "busted", "kaput", "wrecked"],
  // Come loose, down or apart.
  ...["loose", "wobbly", "wobbling", "rickety", "leaning", "sagging", "sagged", "sags", "dropped", "drooping"],
  ...["collapsed", "collapsing", "blew", "blown", "fell", "fallen", "falling", "came", "coming", "apart", "detached"],
  // Worn, rotten and tired.
  ...["rotten", "rotting", "rotted", "perished", "crumbling", "crumbled", "flaking", "peeling", "blistered"],
  ...["blistering", "faded", "fading", "worn", "tired", "shabby", "scuffed", "scratched", "stained", "discoloured"],
  ...["yellowed", "yellowing", "warped", "warping", "swollen", "swelling", "bowed", "bowing", "bulging", "spongy"],
  // Water, cold and noise.
  ...["leaking", "leaks", "leaky", "dripping", "drips", "weeping", "seeping", "flooding", "flooded", "overflowing"],
  ...["freezing", "froze", "frozen", "chilly", "draughty", "drafty", "mouldy", "musty", "smelly", "smelling"],
  ...["stinks", "stinking", "squeaky", "squeaking", "creaky", "creaking", "creaks", "rattling", "rattles"],
  ...["banging", "whistling", "humming", "gurgling", "noisy"],
  // Too hot, and on the move ("radiator always roasting", "slabs rocking underfoot").
  ...["roasting", "scorching", "boiling", "overheating", "rocking", "shifting"],
  // Stuck and failing (not "sticking": sticking plasterboard or coving up is a job).
  ...["stuck", "jammed", "jamming", "blocked", "clogged", "failed", "failing", "stopped"],
  ...["keeps", "kept", "won't", "wont", "doesnt", "isnt", "gone", "going"],
  // Moving, clogging and spilling over ("slates keep sliding", "the gutter overflowed").
  ...["sliding", "slid", "slipping", "slipped", "clogging", "overflowed", "shifted", "gurgles", "lifting", "lifted"],
  ...["torn", "ripped", "pulling", "pulled", "patchy"],
  // Unsafe underfoot ("decking slippery", "the path is slimy in winter").
  ...["slippery", "slippy", "slimy", "greasy"],
  // Out of level ("the path is uneven", "block paving has sunk").
  ...["uneven", "bumpy", "wonky", "lumpy", "sunk", "sunken", "sinking", "dipping", "dipped"],
  // How often and how badly: said of the problem, never of a product ("my loft is really cold": "really" is no
  // misspelt "ready"; "why is the patio always wet").
  ...["always", "constantly", "continually", "again", "really", "badly", "literally", "completely", "totally"],
  ...["every", "everytime", "whenever", "everywhere"],
];

/**
 * A state verb's other forms are states too (verb-forms.ts): "swelled" as "swollen", "come away" as "came away",
 * "keeps blowing over" as "blew over", whatever tense the buyer types. Not the forms that name a thing or a job
 * ("crack", "rot", "mould", "bend" are what is filled, treated or bought; "sticking", "hanging" are jobs) nor the
 * shortest ("go").
 */
const NOT_STATES = new Set([
  ...["crack", "rot", "mould", "bend", "stick", "sticking", "hang", "hanging", "go", "drop", "sink"],
  // "bow saw", "lean mix", "pull handle": a form that names a product's kind stays a word to search.
  ...["bow", "lean", "pull"],
]);
const INFLECTED = STATES.flatMap((w) => verbFormsOf(w)).filter((w) => !NOT_STATES.has(w));

const STATE_WORDS: ReadonlySet<string> = new Set([...STATES, ...INFLECTED].flatMap((w) => tokeniseQuery(w).words));

/** Every state word (reader-words.ts): an English word saying what went wrong is never corrected into a catalogue
 * word ("sliding" is no "siding"). */
export const STATE_WORD_LIST: readonly string[] = [...STATE_WORDS];

/** A word saying what is wrong with a thing (STATES), as the query reader leaves it. */
export function isStateWord(word: string): boolean {
  return STATE_WORDS.has(word);
}

/**
 * States that say a thing is damaged or failing and never lead a product's name as an adjective ("rotten", "leaking",
 * "broken"): a two-word query starting with one is a thing in that state ("rotten fascias"), where "sliding door",
 * "stained glass", "loose fill" or "blown vinyl" name products. Where to extend: a damage word no product is named by.
 */
const DAMAGE_ADJECTIVES: ReadonlySet<string> = new Set(
  [
    ...["rotten", "rotting", "rotted", "broken", "leaking", "leaky", "cracked", "blocked", "damaged", "knackered"],
    ...["wobbly", "mouldy", "smelly", "noisy", "draughty", "drafty", "squeaky", "creaky", "sagging", "collapsed"],
    ...["crumbling", "perished", "flaking", "peeling", "rickety", "warped", "swollen", "dripping", "snapped"],
    ...["clogged", "bust", "busted", "smashed", "shattered", "rusty", "rusted", "corroded", "uneven", "wonky"],
  ].flatMap((w) => tokeniseQuery(w).words),
);

/** A damage state that never names a product (DAMAGE_ADJECTIVES), as the query reader leaves it. */
export function isDamageAdjective(word: string): boolean {
  return DAMAGE_ADJECTIVES.has(word);
}
