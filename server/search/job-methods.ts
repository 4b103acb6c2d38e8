/**
 * A job done without its usual method asks for the product that does it another way: copper joined "without
 * soldering" (or without a blowtorch) is joined with compression or push-fit fittings. The method is read from the
 * query's "without…" clause, or its "instead of…" or "rather than…" clause (parse-search-query.ts `without`), whose
 * words are otherwise never searched. UK trade
 * knowledge, written per method, never per query; each entry's groups are synonym group keys (trade-synonyms*.ts),
 * in the order they are bought (use-words.ts leadOf).
 * Where to extend: another method a DIYer avoids and what replaces it. Risk: a method word that is also a product's
 * word would not matter here (the clause is never searched), but the groups replace what the query named, so list
 * a method without `job` only when its alternative is one kind of product whatever the job; else name the jobs.
 */
export interface JobMethod {
  /** Canonical words of the clause after "without" (any one of them). */
  without: readonly string[];
  /** Only for these jobs (canonical words of the rest of the query, any one): mortar avoided on a patio is a
   * jointing compound, on a gable a dry verge. */
  job?: readonly string[];
  groups: readonly string[];
}

export const JOB_METHODS: readonly JobMethod[] = [
  {
    without: ["soldering", "solder", "soldered", "blowtorch", "blow torch", "torch", "flame", "naked flame"],
    groups: ["compressionfitting", "pushfit"],
  },
  // Paving joints filled with no mortar mixed: a brush-in jointing compound, or kiln-dried sand for block paving.
  {
    without: ["mortar", "cement", "mixing", "mix", "wet mix", "sand and cement"],
    job: ["patio", "paving", "slab", "flag", "flagstone", "block paving", "pavior", "setts", "path"],
    groups: ["pavingjoint", "kilndried"],
  },
  // Sleepers joined with no hole drilled: timber screws that drive without a pilot hole.
  {
    without: ["drilling", "drill", "pilot hole", "predrilling", "pre drilling"],
    job: ["sleeper", "landscape timber"],
    groups: ["landscapescrew"],
  },
  // A post put up with no hole dug or concrete poured stands in a spike or a bolt-down shoe.
  {
    without: ["digging", "dig", "hole", "concrete", "concreting", "postcrete", "post mix"],
    job: ["post", "fence post", "gate post", "fence", "pergola", "carport"],
    groups: ["postsupport"],
  },
  // Trim, panels and mirrors put up with no holes drilled or nails driven are stuck with a grab adhesive.
  {
    without: ["drilling", "drill", "hole", "screw", "screwing", "nail", "nailing", "fixing", "plug", "rawlplug"],
    job: [
      ...["skirting", "coving", "cove", "architrave", "dado", "picture rail", "trim", "moulding", "beading"],
      ...[
        "panel",
        "panelling",
        "cladding",
        "splashback",
        "mirror",
        "sign",
        "plaque",
        "hook",
        "tile",
        "worktop upstand",
      ],
    ],
    groups: ["grabadhesive"],
  },
  // Fixing into masonry with no plug: masonry (concrete) screws cut their own thread; frame fixings come plugged.
  // After the trim entry: trim stuck to a wall with no plugs is glued.
  {
    without: ["plug", "plugs", "wall plug", "wall plugs", "rawlplug", "rawlplugs", "plugging"],
    job: [
      ...["concrete", "lintel", "brick", "bricks", "block", "blocks", "masonry", "stone", "brickwork", "blockwork"],
      ...["render", "rendered"],
    ],
    groups: ["concretescrew", "framefixing"],
  },
  // Masonry below the damp course built with no bricks ("instead of bricks"): trench blocks, or dense blocks.
  {
    without: ["brick", "bricks", "brickwork", "engineering brick", "engineering bricks"],
    job: [
      ...["footing", "footings", "foundation", "foundations", "dpc", "below ground", "underground", "trench"],
      ...["ground level", "damp course"],
    ],
    groups: ["trenchblock", "concreteblock"],
  },
  // Mortar or render made workable with no lime (or no washing-up liquid, the site habit): a mortar plasticiser.
  {
    without: ["lime", "hydrated lime", "fairy", "fairy liquid", "washing up liquid", "washing liquid", "soap"],
    job: ["mortar", "render", "rendering", "pointing", "bricklaying", "brick laying", "workable", "mix"],
    groups: ["plasticiser"],
  },
];

/** The first method the "without…" clause's words name, for the job the query's other `words` name; null if none. */
export function jobMethodOf(without: readonly string[], words: readonly string[] = []): JobMethod | null {
  if (without.length === 0) return null;
  const typed = ` ${without.join(" ")} `;
  const rest = ` ${words.join(" ")} `;
  const names = (phrases: readonly string[]) => phrases.some((w) => typed.includes(` ${w} `));
  const forJob = (m: JobMethod) => !m.job || m.job.some((w) => rest.includes(` ${w} `));
  return JOB_METHODS.find((m) => names(m.without) && forJob(m)) ?? null;
}
