import type { JobPhrase } from "./job-phrases.ts";

/**
 * Jobs round the house said the way a fitter or a decorator says them, by the thing and what happens to it, never
 * the fittings' names ("a new basin waste", "branch off the cold feed", "the chase after the rewire", "prep before
 * painting", "trellis to add height on the fence"): UK merchant trade knowledge of what each is done with. A sink,
 * basin or bath's waste is run in waste pipe to a trap, and one taken outside discharges into a gully; a branch off
 * a hot or cold feed is a tee in compression or push-fit fittings; a chase cut for cables is filled with one-coat
 * or bonding plaster, or filler; walls are prepared for paint by filling, washing down with sugar soap and sanding,
 * then masking and sheeting; a concrete floor that dusts is sealed with floor paint; a fence raised or made more
 * private on top is topped with trellis; broken or slipped slates are replaced and nailed with clouts.
 * Read first among the home states (spread into job-phrases-home.ts), so the broader problem and trade families
 * below do not meet them first. Where to extend: another fitting or finish a trade names by what is done to it,
 * with the kinds (synonym group keys, trade-synonyms*.ts) in the order they are bought.
 * Risk: "waste", "tee" and "top" also stand in products' names ("waste pipe", "tee hinge", "topsoil"): each entry
 * needs its thing as well (a drain, a feed, a fence), and the thing is never the product's own name alone.
 */
const WET_FITTING_WASTE = [
  ...["basin waste", "sink waste", "bath waste", "shower waste", "vanity waste", "utility sink waste"],
  ...["washing machine waste", "dishwasher waste"],
];
const FEED = [
  ...["feed", "cold feed", "hot feed", "supply", "cold supply", "hot supply", "main", "mains", "rising main"],
  // Not a pipe alone: "teeing into copper pipe" is the verb table's joining job (everyday-verbs.ts).
  ...["cold main", "cold", "hot"],
];
const ELECTRICAL_WORK = [
  ...["rewire", "rewiring", "rewired", "wiring", "electric", "electrics", "electrician", "electrical", "sparky"],
  ...["socket", "light switch", "switch", "cable", "conduit", "back box"],
];

const PREP = ["prep", "prepping", "prepped", "prepare", "preparing", "prepared", "preparation"];
const PAINTED_ROOM = [
  ...["wall", "ceiling", "room", "lounge", "living room", "bedroom", "hall", "hallway", "landing", "kitchen"],
  ...["bathroom", "plaster", "plasterwork", "house"],
];

export const FITTER_HOME_STATES: readonly JobPhrase[] = [
  // A waste taken outside into a drain or a gully: the waste pipe, its gully, the trap at the fitting.
  {
    when: ["waste", "waste water", "wastes"],
    // Not "through the wall": a gap round a waste where it goes through is filled (foam), not a new run.
    with: ["drain", "gully", "outside drain", "soakaway"],
    groups: ["wastepipe", "gully", "trap"],
    quiet: true,
  },
  // A new, moved or extended waste from a sink, basin, bath or appliance: the waste pipe and its trap (a leaking
  // waste is the symptom table's, read by its own problem words, which this entry does not hold).
  {
    when: [
      // Not the plumbing-in verbs ("fit", "connect", "plumb"): a sink or basin plumbed in is the leading-verb
      // table's, with its tap connectors and valves (use-verbs-plumbing.ts).
      ...["new", "run", "running", "move", "moving", "moved", "extend", "extending", "reroute", "rerouting"],
      ...["divert", "diverting"],
    ],
    with: WET_FITTING_WASTE,
    groups: ["wastepipe", "trap"],
  },
  // A branch teed off a hot or cold feed (an outside tap, a new basin's supply): a tee and its fittings.
  {
    when: ["branch", "branch off", "branching", "tee", "tee off", "tee into", "teeing", "teed", "spur", "take off"],
    with: FEED,
    groups: ["compressionfitting", "pushfit", "endfeed", "pipeclip"],
  },
  // A chase or channel cut in plaster for cables, and the holes an electrician left, are made good. A hole or gap
  // by a cable alone is not ("filling round a cable through the wall" is foam's or fire sealant's).
  {
    when: ["chase", "chases", "chasing", "chased", "channel", "channels"],
    with: ELECTRICAL_WORK,
    groups: ["onecoatplaster", "bondingplaster", "interiorfiller"],
    quiet: true,
  },
  {
    when: ["make good", "making good", "patch", "patching", "fill", "filling", "holes", "hole"],
    with: ["rewire", "rewiring", "rewired", "electrician", "electricians", "sparky", "electrics"],
    groups: ["onecoatplaster", "bondingplaster", "interiorfiller"],
    quiet: true,
  },
  // Walls and ceilings prepared before paint: filled, washed down, sanded, then masked and sheeted. The prep word
  // with the wall or room ("prep walls", "preparing the lounge"): woodwork, metal or render prepared for paint, or a
  // wall prepared for tiles, want other kinds.
  {
    when: PREP.flatMap((prep) => PAINTED_ROOM.flatMap((room) => [`${prep} ${room}`, `${room} ${prep}`])),
    with: ["painting", "paint", "decorating", "decorate", "emulsion", "emulsioning", "repaint", "repainting"],
    groups: ["interiorfiller", "sugarsoap", "sandpaper", "maskingtape", "dustsheet"],
    quiet: true,
  },
  // Bare new plaster sealed or primed before decorating takes a mist coat of emulsion (PVA under paint peels); the
  // problem table reads it painted (job-phrases-problems.ts).
  {
    when: ["bare plaster", "new plaster", "fresh plaster", "newly plastered", "freshly plastered", "just plastered"],
    with: ["seal", "sealing", "sealed", "prime", "priming", "primed", "primer"],
    groups: ["emulsion"],
  },
  // A garage or workshop floor that dusts is sealed with floor paint (or PVA/SBR as a sealer). Not any concrete
  // floor: one that dusts before it is screeded, tiled or stuck to is primed (job-phrases-problems.ts).
  {
    // Not "dusts": the reader singularises it to "dust", which a dust sheet over the floor holds.
    when: ["dusty", "dusting", "powdery", "powdering", "dust everywhere"],
    with: ["garage floor", "garage", "workshop floor", "workshop", "shed floor", "outbuilding floor"],
    groups: ["floorpaint", "pva", "sbr"],
    quiet: true,
  },
  // A fence raised, or made more private along its top, is topped with trellis.
  {
    when: [
      // Not "raise": a fence panel raised off the ground sits on a gravel board.
      ...["top", "height", "higher", "taller", "too low", "more height", "extra height", "heighten"],
      ...["add height", "adding height"],
    ],
    // Not a wall: the top of a garden wall that crumbles is coped (job-phrases-home.ts).
    with: ["fence", "fence panel", "fencing"],
    groups: ["trellis"],
    quiet: true,
  },
  // A damp patch on a ceiling is a leak's stain, sealed with stain block once dry, as the symptom table's water
  // stains are. Not a wall: a damp wall is a cause to cure first (rising or penetrating damp, a chimney's flashing,
  // render that wants waterproofer), read by the problem tables.
  {
    when: ["damp patch", "damp patches", "damp mark", "damp stain", "damp spot", "wet patch"],
    with: ["ceiling", "bedroom ceiling", "bathroom ceiling", "kitchen ceiling", "landing ceiling", "hall ceiling"],
    groups: ["stainblock"],
    quiet: true,
  },
  // A gutter or downpipe that keeps blocking is cleared and its outlet or offset renewed (quiet: "blocking" would
  // rank concrete blocks).
  {
    when: [
      ...["blocked", "blocking", "blocks up", "clogged", "clogging", "choked", "full of leaves", "full of moss"],
      ...["full of muck", "bunged"],
    ],
    with: ["gutter", "guttering"],
    groups: ["rainwaterfitting", "gutter"],
    quiet: true,
  },
  {
    when: [
      ...["blocked", "blocking", "blocks up", "clogged", "clogging", "choked", "full of leaves", "full of moss"],
      ...["full of muck", "bunged"],
    ],
    with: ["downpipe", "down pipe", "rainwater pipe"],
    groups: ["rainwaterfitting", "downpipe"],
    quiet: true,
  },
  // Broken, slipped or missing slates are replaced and nailed with clouts (before the symptom table's roof tiles).
  {
    when: [
      // Not "slipped": slipped slates are the household table's (job-phrases-household.ts).
      ...["broken", "cracked", "missing", "loose", "blown off", "come off", "fallen off"],
      ...["dislodged"],
    ],
    with: ["slate", "roof slate", "slate roof"],
    groups: ["slate", "cloutnail"],
    quiet: true,
  },
];
