import { HOUSEHOLD_JOB_PHRASES } from "./job-phrases-household.ts";
import { TRADE_JOB_PHRASES } from "./job-phrases-trades.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { POSITION_WORDS, positionPhraseOf } from "./position-phrases.ts";

/**
 * Jobs a DIYer types as the problem or the place rather than a leading verb ("burst pipes in the attic every
 * winter", "puddles by the back door on the patio", "where a lean-to roof meets the wall"). The product wanted is
 * what treats the thing named, not the thing itself: pipes that freeze want lagging, not pipe. UK merchant trade
 * knowledge of the common household problems and junctions, written per family, never per query: each entry is
 * one problem family and the product kinds the trade sells for it (synonym group keys, trade-synonyms*.ts).
 *
 * An entry applies when one of its `when` phrases is in the query and, if it has `with`, one of those too (the
 * thing the problem is on decides the product: a leaking roof is not a leaking tap). Read only in a task phrase
 * (intent-fallback.server.ts taskShape), so a product's name with a problem word in it ("damp proof course",
 * "weed control fabric") searches as before. Entries with `with` are specific: they are read before the leading-verb
 * table (use-verbs.ts), whose broader entries ("fill" → fillers and foam) would otherwise pick the wrong kind for
 * the joints of a patio. Entries without `with` apply only when no leading verb was read.
 * Where to extend: a problem family with its products; never a product's own name as `when`. Phrases leave out
 * particles ("hook", not "hook up"): the query's stopwords are gone before the table reads its words.
 * Risk: a `when` word that also names a product widens that product's queries; keep them problem or junction words.
 */
export interface JobPhrase {
  when: readonly string[];
  with?: readonly string[];
  groups: readonly string[];
  /** Read only in a task phrase, even with its thing (a trade job's words also lead products' names). */
  taskOnly?: boolean;
  /** The problem's words say what is wrong, not what is bought: they do not rank ("going black" is no colour). */
  quiet?: boolean;
}

const LEAK = ["leak", "leaking", "leaky", "drip", "dripping", "weep", "weeping", "seep", "seeping"];
const WATER_IN = ["letting water", "letting rain", "water coming", "water getting", "rain coming", "rain getting"];
const DAMP = ["damp", "moisture", "wet wall", "condensation"];
const POOLING = ["puddle", "pool", "pooling", "standing water", "flood", "flooding", "waterlogged", "boggy"];
const TIRED = [
  ...["faded", "weathered", "tired", "back to life", "look new", "like new", "gone grey", "turned grey", "gone green"],
  ...["freshen", "brighten", "spruce", "smarten", "revive", "refresh", "restore"],
];
const DAMAGE = ["crack", "cracked", "cracking", "crumbling", "blown", "hole", "holes", "chipped"];
const GAP = ["gap", "joint"];
const JUNCTION = ["meet", "meeting", "junction", "abutment"];

export const JOB_PHRASES: readonly JobPhrase[] = [
  // Frost: pipes and tanks in cold spaces are lagged.
  {
    when: ["frozen", "freezing", "freeze", "frost", "burst"],
    with: ["pipe", "pipework", "tank", "cistern", "cylinder", "outside tap"],
    groups: ["pipelagging"],
  },
  // Leaks: a threaded joint is resealed with tape or compound, a flat roof re-covered, a gutter joint resealed.
  {
    when: LEAK,
    with: ["thread", "threaded", "fitting", "valve", "compression", "olive", "boiler", "radiator"],
    groups: ["ptfetape", "plumbjointing"],
  },
  {
    when: [...LEAK, ...WATER_IN],
    with: ["flat roof", "garage roof", "shed roof", "felt"],
    groups: ["epdm", "roofingfelt", "roofcoating"],
  },
  { when: LEAK, with: ["gutter", "guttering"], groups: ["gutterunion", "sealant"] },
  { when: [...LEAK, ...WATER_IN], with: ["window", "frame", "bath", "shower", "sink"], groups: ["sealant"] },
  // Damp: below ground is tanked, a floor gets a membrane, a bathroom wall a moisture-resistant board.
  { when: DAMP, with: ["cellar", "basement", "underground", "vault"], groups: ["tanking", "waterproofer"] },
  { when: DAMP, with: ["bathroom", "shower", "wet room"], groups: ["mrboard", "cementboard"] },
  { when: DAMP, with: ["floor", "slab", "concrete floor"], groups: ["dpm"] },
  { when: ["rising damp"], groups: ["dpc"] },
  // Pipes that rattle, bang or sag along a wall are clipped (before the noise entry, which reads "noisy" alone).
  {
    when: ["rattling", "rattle", "banging", "knocking", "vibrating", "noisy", "sagging", "hanging down", "loose"],
    with: ["pipe", "pipework"],
    groups: ["pipeclip"],
  },
  // Noise through a wall, floor or ceiling.
  {
    when: [
      ...["loud", "noise", "noisy", "hear", "hearing", "soundproof", "soundproofing", "sound proof", "quieter"],
      ...["quieten", "quietening", "thin wall", "paper thin"],
    ],
    groups: ["acousticinsulation", "soundboard"],
  },
  // Weeds through gravel, paths and borders. (Tried: the gravel re-laid over the membrane too; sets 11, 13, 14 fell.)
  {
    when: ["weed", "weeding"],
    with: ["gravel", "path", "drive", "driveway", "border", "bark", "patio", "membrane"],
    groups: ["weedfabric"],
  },
  // Surface water: a hard surface takes a channel drain or a soakaway, a lawn a land drain.
  {
    when: POOLING,
    with: ["drive", "driveway", "patio", "yard", "path", "garage"],
    groups: ["channeldrain", "soakaway"],
  },
  { when: POOLING, with: ["lawn", "garden", "grass"], groups: ["landdrain", "soakaway"] },
  // Rainwater led away from a downpipe into the ground rather than the drain. (Tried: the pipe to it as well and the
  // downpipe's words not ranking; sets 9–11, 13 and 14 fell.)
  {
    when: ["rainwater", "rain water", "roof water", "downpipe water", "downpipe"],
    with: ["lawn", "garden", "grass", "ground", "soak", "send", "flower bed", "border"],
    groups: ["soakaway"],
  },
  // Fence panels rot where they sit on the soil: a gravel board keeps them off it. A panel merely rotten is
  // replaced (job-phrases-household.ts).
  {
    when: ["soil", "wet ground", "ground", "bottom", "bottom edge"],
    with: ["fence panel", "panel bottom"],
    groups: ["gravelboard"],
  },
  // Weathered timber and tired walls are refreshed with their own finish.
  { when: TIRED, with: ["deck", "decking"], groups: ["deckingoil"] },
  { when: TIRED, with: ["fence", "shed"], groups: ["fencestain"] },
  {
    when: TIRED,
    with: ["wall", "ceiling", "room", "hallway", "hall", "landing", "bedroom", "lounge"],
    groups: ["emulsion"],
  },
  { when: ["greasy", "grease", "grime", "grimy", "nicotine"], groups: ["sugarsoap"] },
  // Damage is made good in the material it is in: render with render, plaster with filler, concrete with repair mortar.
  { when: DAMAGE, with: ["render", "rendered", "pebbledash", "roughcast"], groups: ["render"] },
  { when: DAMAGE, with: ["concrete step", "concrete path", "concrete floor", "concrete"], groups: ["repairmortar"] },
  // A hole a pipe, flue or cable passed through is filled with expanding foam.
  { when: ["hole", "holes", "gap", "gaps"], with: ["flue", "cable", "waste pipe", "pipe"], groups: ["expandingfoam"] },
  // Trim round a door is architrave; board that must not swell in a kitchen or bathroom is MDF or plywood.
  {
    when: ["trim", "trimming", "surround", "finish round"],
    with: ["door", "doorway", "door frame", "door lining"],
    groups: ["architrave"],
  },
  {
    when: ["swell", "swelling", "warp", "warping"],
    with: ["cabinet", "cupboard", "carcass", "unit", "furniture", "kitchen", "bathroom"],
    groups: ["mdf", "plywood"],
  },
  // Bare new plaster takes a mist coat of emulsion.
  {
    when: [
      ...["new plaster", "bare plaster", "fresh plaster", "mist coat", "new plastered", "newly plastered"],
      ...["freshly plastered", "fresh plastered", "just plastered"],
    ],
    with: ["paint", "painting", "coat", "emulsion", "wall", "ceiling"],
    groups: ["emulsion"],
  },
  // Chalky masonry is bound with a stabilising solution before painting; a dusty or porous surface is sealed with
  // PVA or SBR before plastering, rendering or tiling.
  {
    when: ["chalky", "powdery"],
    with: ["wall", "render", "masonry", "pebbledash", "brick", "brickwork"],
    groups: ["stabiliser"],
  },
  {
    when: ["dusty", "porous", "crumbly"],
    with: ["wall", "brick", "brickwork", "block", "render", "plaster", "ceiling", "floor", "surface"],
    groups: ["pva", "sbr"],
  },
  // A cold solid wall is lined with insulated plasterboard or PIR behind board.
  {
    when: ["cold", "heat loss", "losing heat"],
    with: ["solid wall", "external wall", "outside wall", "exterior wall"],
    groups: ["insulatedplasterboard", "pir"],
  },
  // Deep holes in masonry are built up with an undercoat plaster before the finish.
  {
    when: ["deep hole", "deep holes", "deep crack", "deep gap"],
    with: ["brick", "brickwork", "block", "blockwork", "masonry", "wall"],
    groups: ["bondingplaster", "hardwall"],
  },
  // A post set in the ground is concreted in with post mix or held in a post support.
  {
    when: ["ground", "soil", "hole", "earth"],
    with: ["fence post", "gate post", "post"],
    groups: ["postfix", "postsupport"],
  },
  // An opening made in a wall is spanned by a lintel.
  {
    when: ["doorway", "door opening", "window opening", "new opening", "knock through"],
    with: ["block", "brick", "blockwork", "brickwork", "cavity", "masonry", "solid wall", "block wall", "brick wall"],
    groups: ["lintel"],
  },
  // Junctions: a roof meeting a wall is flashed; a wall meeting a floor is finished with skirting or beading. A
  // floating floor's edge gap is covered (beading, skirting), never filled; a gap at fixed floorboards is caulked too.
  { when: JUNCTION, with: ["roof", "chimney"], groups: ["leadflashing", "flashingtape"] },
  { when: JUNCTION, with: ["floor"], groups: ["skirting", "scotia"] },
  {
    when: GAP,
    with: ["laminate", "wooden floor", "wood floor", "floor edge", "flooring edge", "engineered floor"],
    groups: ["scotia", "skirting"],
  },
  { when: GAP, with: ["floorboard", "floor board"], groups: ["scotia", "caulk"] },
  // A gap along skirting or architrave is caulked before painting (frames: the "fill" verb reads foam first).
  { when: GAP, with: ["skirting", "architrave"], groups: ["caulk", "sealant"] },
  // Joints between slabs and blocks are brushed in or pointed with paving jointing.
  {
    when: GAP,
    with: ["patio", "slab", "paving", "block paving", "paved", "block drive", "flag"],
    groups: ["pavingjoint", "kilndried"],
  },
  // A new tap is connected with flexible tap connectors and an isolating valve.
  {
    when: ["connect", "connecting", "hook", "fit", "fitting"],
    with: ["tap"],
    groups: ["tapconnector", "isolatingvalve"],
  },
  // Heavy things hung on masonry or on a hollow wall.
  {
    when: ["shelf", "shelves", "cupboard", "tv", "bracket", "mirror", "radiator"],
    with: ["brick", "brick wall", "masonry", "block wall", "concrete"],
    groups: ["framefixing", "concretescrew", "wallplug"],
  },
  {
    when: ["shelf", "shelves", "cupboard", "tv", "bracket", "mirror"],
    with: ["stud wall", "plasterboard", "hollow wall", "partition"],
    groups: ["cavityfixing"],
  },
];

interface CompiledPhrase {
  when: string[][];
  with: string[][] | null;
  groups: readonly string[];
  taskOnly: boolean;
  quiet: boolean;
}

// The household symptoms (job-phrases-household.ts) and the trade job families (job-phrases-trades.ts) after the
// problem families: a problem on a thing decides first.
const COMPILED: readonly CompiledPhrase[] = [...JOB_PHRASES, ...HOUSEHOLD_JOB_PHRASES, ...TRADE_JOB_PHRASES].map(
  (entry) => ({
    when: entry.when.map(words),
    with: entry.with ? entry.with.map(words) : null,
    groups: entry.groups,
    taskOnly: entry.taskOnly === true,
    quiet: entry.quiet === true,
  }),
);

const HOW_OFTEN = new Set(["keeps", "kept", "always", "still", "constantly", "again", "just", "often"].flatMap(words));

/** Each entry's index under the first word of each of its problem phrases. */
const BY_FIRST_WORD = new Map<string, Set<number>>();
COMPILED.forEach((entry, at) => {
  for (const [first] of entry.when)
    if (first) BY_FIRST_WORD.set(first, (BY_FIRST_WORD.get(first) ?? new Set()).add(at));
});

/** A phrase as the query reader leaves it: canonical, singular, clause and noise words left out. */
function words(phrase: string): string[] {
  return tokeniseQuery(phrase).words;
}

/** Every word the table reads (reader-words.ts): such a word is never corrected into a catalogue word. */
export const JOB_PHRASE_WORDS: readonly string[] = [
  ...new Set([...COMPILED.flatMap((entry) => [...entry.when, ...(entry.with ?? [])].flat()), ...POSITION_WORDS]),
];

export interface JobPhraseReading {
  groups: readonly string[];
  /** The query's words the entry read (problem and thing): they name the job, as a verb's objects do. */
  read: string[];
  /** The entry has a thing as well as a problem: it is read before the leading-verb table. */
  specific: boolean;
  /** The words that rank the products, when not every word of the query does. */
  context?: string[];
}

/**
 * The first entry whose phrases the query's words (canonical, in order) hold; null when none. `task`: the query is
 * a task phrase (intent-fallback.server.ts taskShape); without it, taskOnly entries are passed over. `text`: the
 * query as typed, for a position word the words have lost ("under", "between").
 */
export function jobPhraseOf(queryWords: readonly string[], task = true, text?: string): JobPhraseReading | null {
  // An unnamed product asked for by its position ("what goes under …", position-phrases.ts) is read first.
  const position = text === undefined ? null : positionPhraseOf(text);
  // The thing is where the product goes, not what is bought: its words do not rank (a sub-base, not the slabs).
  if (position) {
    const context = queryWords.filter((w) => !position.read.includes(w));
    return { groups: position.groups, read: position.read, specific: true, context };
  }
  // The words as typed too: the reader drops stopwords from a query's head ("low down", "coming up").
  const typed = text === undefined ? [] : tokeniseQuery(text).words;
  // And without the words that say how often ("water keeps getting in" holds "water getting").
  const core = typed.filter((w) => !HOW_OFTEN.has(w));
  const has = (p: readonly string[]) => holds(queryWords, p) || holds(typed, p) || holds(core, p);
  // Only the entries one of whose problem phrases starts with a word of the query, in table order: O(query words).
  const candidates = new Set<number>();
  for (const word of [...queryWords, ...typed]) for (const at of BY_FIRST_WORD.get(word) ?? []) candidates.add(at);
  for (const at of [...candidates].sort((a, b) => a - b)) {
    const entry = COMPILED[at]!;
    if (entry.taskOnly && !task) continue;
    const problem = entry.when.find(has);
    if (!problem) continue;
    const thing = entry.with ? entry.with.find(has) : [];
    if (!thing) continue;
    const said = entry.quiet ? new Set(entry.when.filter(has).flat()) : null;
    const context = said ? queryWords.filter((w) => !said.has(w)) : undefined;
    return { groups: entry.groups, read: [...problem, ...thing], specific: entry.with !== null, context };
  }
  return null;
}

function holds(queryWords: readonly string[], phrase: readonly string[]): boolean {
  return phrase.length > 0 && queryWords.some((_, i) => phrase.every((w, j) => queryWords[i + j] === w));
}
