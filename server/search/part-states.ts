import type { JobPhrase } from "./job-phrases.ts";
import { DOWN, LOOSE } from "./job-phrases-household.ts";

/**
 * A problem sentence read by its parts: the part of the house or garden named ("the deck handrail", "bottom of the
 * fence", "garage floor"), what is wrong with it or what the fix must be like (a state class: loose, rotten, letting
 * water in, uneven, noisy…, or a wanted quality: hard wearing, clear, smooth, wipeable), and the kinds the trade
 * sells for that part in that state. The rows of the problem tables (job-phrases-*.ts) hold whole phrasings; this
 * matrix holds every way of saying a state once per class and every name of a part once per part, so a sentence
 * whose wording no row holds still reaches the kinds its parts imply ("handrail on the deck steps has come loose" →
 * structural screws and coach bolts, "garage floor needs something that won't wear off" → floor paint).
 * Compiled into problem entries (JobPhrase, quiet: the state's words never rank) read after the problem tables;
 * job-phrases.ts lets an entry whose part is the sentence's subject or more specific win over an earlier one whose
 * thing is only where it is ("in the brick wall", "on the steps").
 * Where to extend: a part and the kinds for each of its states, from trade knowledge of what a UK merchant sells;
 * a state word in the class it belongs to. Never a product's own name as a part's state ("clear" is read only as
 * a wanted quality, in a task sentence).
 * A phrase is read as the query reader leaves it (stopwords out): "want smooth" would be a bare "smooth", "see
 * into" a bare "see", so such phrases are written with a word the reader keeps.
 * Risk: a part name that is also a product's name widens that product's sentences; keep parts as DIYers name them.
 */
const STATES = {
  loose: [
    ...LOOSE,
    // Not "moving" or "moves": moving a radiator or a pipe is a job. Not "pulling out": a fixing that will not
    // hold in a wall (wontHold) is a plug, not the thing it holds.
    ...["wobbles", "wobbly", "rocks", "rock", "rocking", "shaky", "unsteady", "give way", "not secure"],
  ],
  down: [...DOWN, "blew out", "blown out", "knocked down", "flattened"],
  rotten: ["rotten", "rotting", "rotted", "rot", "gone soft", "soft", "spongy", "perished", "decayed"],
  broken: [
    ...["broken", "broke", "snapped", "smashed", "damaged", "hole", "holes", "missing", "split", "cracked"],
    ...["chipped", "chunk", "knocked", "dented", "torn", "ripped"],
  ],
  cracked: ["crack", "cracks", "cracked", "cracking", "hairline", "crazing", "crazed"],
  leaking: [
    ...["leak", "leaks", "leaking", "leaky", "letting water", "letting rain", "water coming", "water getting"],
    ...["rain coming", "rain getting", "rain get", "water get", "drip", "dripping"],
  ],
  uneven: [
    ...["uneven", "not flat", "not level", "out level", "bumpy", "wonky", "dips", "dip"],
    // Not "sloping": a sloping garden or roof is the site, not a fault.
    ...["humps", "wavy", "lumpy", "rough", "sunk", "sinking", "sunken", "dropped"],
  ],
  damp: ["damp", "mould", "mouldy", "condensation", "wet", "soaking", "musty", "black spots"],
  noisy: ["noisy", "noise", "hear", "hear everything", "bang", "banging", "rattle", "rattling", "knocking"],
  worn: [
    // Not a bare colour ("grey decking" is a product): the colour the thing turned.
    ...["worn", "tired", "faded", "fading", "peeling", "flaking", "weathered", "gone grey", "turned grey"],
    // Not "dusty": a dusty concrete floor is sealed before the next job (job-phrases-home-fitters.ts).
    ...["going grey", "gone silver", "turned silver", "shabby", "scuffed", "dull", "grubby", "dirty"],
  ],
  rusty: ["rust", "rusty", "rusting", "rusted", "corroded"],
  sagging: ["sagging", "sags", "sagged", "sag", "bowing", "bowed", "drooping", "bulging", "bouncy", "bounces"],
  // Wanted qualities of the fix.
  tough: [
    ...["hard wearing", "hardwearing", "tough", "durable", "heavy duty", "wont wear", "wear off", "lasts", "last"],
    ...["long lasting", "stand up", "take a beating"],
  ],
  // Not a bare "clear" or "smooth": clear silicone and smooth masonry paint are products.
  clear: ["clear finish", "clear coat", "natural wood", "see grain", "show grain", "keep grain", "natural look"],
  smooth: ["make smooth", "get smooth", "smooth enough", "flat finish", "nice flat"],
  wipeable: ["wipe", "wipeable", "wipe clean", "wipes clean", "washable", "scrubbable", "wash down"],
  taller: ["higher", "taller", "extra height", "more height", "privacy", "overlooked"],
  // What the fix must not need, or must let through.
  thin: [
    // Not "space": a table word is never corrected, and "spacers" must stay a miss, not a "Space" loft roll.
    ...["thin", "thinner", "slim", "slimline", "not much depth", "little depth", "not much room", "low profile"],
    ...["shallow", "no depth", "limited depth", "lose headroom", "losing headroom"],
  ],
  seeThrough: ["see through", "let light", "lets light", "light through", "translucent", "transparent", "clear"],
  noRot: [
    ...["wont rot", "won't rot", "never rot", "doesnt rot", "doesn't rot", "rot proof", "rotproof", "low maintenance"],
    ...["maintenance free", "no maintenance", "never needs", "no oiling", "no painting"],
  ],
  wontHold: [
    ...["pulling out", "pulled out", "coming out", "come out", "falling out", "spinning", "spins", "wont hold"],
    ...["won't hold", "not holding", "wont grip", "won't grip", "no grip"],
  ],
  dark: ["dark", "darker", "darken", "darkening", "match old", "coloured", "tint", "tinted"],
  wetProof: ["gets wet", "get wet", "waterproof", "water resistant", "soaked", "rain"],
} as const;
type StateClass = keyof typeof STATES;

interface PartFixes {
  part: readonly string[];
  fixes: Partial<Record<StateClass, readonly string[]>>;
}

const FENCE_FOOT = [
  ...["bottom fence", "base fence", "fence bottom", "bottom panel", "fence base", "foot fence", "bottom fence panel"],
  ...["base fence panel", "bottom fence panels", "base fence panels"],
];
const TIMBER_FINISHED = [
  ...["front door", "back door", "oak door", "hardwood door", "window sill", "windowsill", "sill", "worktop"],
  ...["wooden worktop", "table top", "wooden table", "stairs", "staircase", "banister", "handrail"],
];

const PARTS: readonly PartFixes[] = [
  // Garden timber and fencing: the foot of a fence rots where it meets the soil (a concrete gravel board).
  {
    part: FENCE_FOOT,
    fixes: { rotten: ["gravelboard", "concretepost"], damp: ["gravelboard"], broken: ["gravelboard"] },
  },
  {
    part: ["fence", "fencing", "fence panel", "garden fence", "boundary fence"],
    fixes: { taller: ["trellis"], worn: ["fencestain"], down: ["fencepanel", "fencepost"] },
  },
  {
    part: ["handrail", "hand rail", "deck rail", "balustrade", "newel", "newel post", "spindle", "spindles"],
    fixes: { loose: ["landscapescrew", "coachbolt", "handrail"], broken: ["handrail", "newel", "landscapescrew"] },
  },
  {
    part: ["deck", "decking", "whole deck", "deck frame", "decking frame"],
    fixes: {
      loose: ["joist", "landscapescrew", "coachbolt"],
      sagging: ["joist", "landscapescrew", "coachbolt"],
      worn: ["deckingoil"],
    },
  },
  {
    part: ["deck board", "decking board", "deck boards", "decking boards"],
    fixes: { broken: ["decking", "deckingscrew"], rotten: ["decking", "deckingscrew"], loose: ["deckingscrew"] },
  },
  {
    part: ["shed wall", "shed side", "side shed", "shed cladding", "shed walls", "summerhouse wall", "cladding"],
    fixes: { leaking: ["cladding", "fencestain"], rotten: ["cladding"], broken: ["cladding"], worn: ["fencestain"] },
  },
  // Joinery outside and in: what a finish must be like decides the kind.
  {
    part: TIMBER_FINISHED,
    fixes: {
      tough: ["varnish", "glosspaint", "woodstain"],
      clear: ["varnish", "woodstain"],
      worn: ["glosspaint", "satinwood", "paintundercoat", "sandpaper"],
    },
  },
  {
    part: ["door frame", "window frame", "door lining", "frame", "door casing"],
    fixes: { loose: ["framefixing", "expandingfoam"] },
  },
  // Floors: a concrete floor that wears or dusts is painted; one out of level is levelled.
  {
    part: ["garage floor", "concrete floor", "workshop floor", "utility floor", "cellar floor", "shed floor concrete"],
    fixes: {
      tough: ["floorpaint"],
      worn: ["floorpaint", "sbr"],
      uneven: ["selflevelling", "floorscreed", "sbr"],
      cracked: ["repairmortar", "selflevelling", "sbr"],
      broken: ["repairmortar", "sbr"],
    },
  },
  {
    part: ["floor", "kitchen floor", "bathroom floor", "hall floor", "hallway floor", "subfloor", "sub floor"],
    fixes: { uneven: ["selflevelling", "floorscreed", "hardboard"], tough: ["floorpaint", "varnish"] },
  },
  {
    part: ["floorboards", "floorboard", "wooden floor", "timber floor", "parquet"],
    fixes: { clear: ["varnish"], tough: ["varnish"], worn: ["varnish", "sandpaper"], uneven: ["hardboard", "plywood"] },
  },
  {
    part: ["concrete step", "step", "steps", "doorstep", "front step", "concrete path"],
    fixes: { broken: ["repairmortar", "sbr", "rapidcement"], cracked: ["repairmortar", "sbr"] },
  },
  // Paving.
  {
    part: ["slab", "slabs", "paving slab", "patio slab", "flag", "flagstone", "paver"],
    fixes: {
      loose: ["mortarmix", "sharpsand", "buildingsand"],
      uneven: ["mortarmix", "sharpsand", "buildingsand"],
      broken: ["pavingslab", "mortarmix"],
    },
  },
  {
    part: ["block paving", "paving blocks", "block paved", "pavers", "driveway blocks"],
    fixes: { loose: ["kilndried", "sharpsand"], uneven: ["sharpsand", "kilndried"] },
  },
  // Walls and ceilings inside.
  {
    part: ["wall", "walls", "ceiling", "ceilings", "plaster", "plasterwork"],
    // Not "uneven" alone: an uneven wall may be a garden's retaining wall.
    fixes: { smooth: ["multifinish", "pva"], wipeable: ["emulsion"] },
  },
  {
    part: ["plasterboard", "drywall", "stud wall", "plasterboard wall", "partition wall"],
    fixes: {
      damp: ["mrboard", "cementboard"],
      rotten: ["mrboard", "cementboard"],
      broken: ["plasterboard", "jointfiller", "interiorfiller"],
      noisy: ["soundboard", "acousticinsulation"],
      loose: ["drywallscrew"],
      sagging: ["plasterboard", "drywallscrew"],
    },
  },
  {
    part: ["corner", "corners", "wall corner", "external corner", "edge wall", "corner wall"],
    fixes: { broken: ["anglebead", "interiorfiller"], cracked: ["anglebead", "interiorfiller"] },
  },
  {
    // Not "above the window": the reader keeps only "window", and a cracked window is glass.
    part: ["window head", "lintel"],
    fixes: { cracked: ["lintel", "padstone"], sagging: ["lintel", "padstone"] },
  },
  // Roof edges.
  {
    part: ["eave", "eaves", "soffit", "soffits", "under eave", "roofline"],
    fixes: { broken: ["soffit", "fasciaboard"], rotten: ["soffit", "fasciaboard"], worn: ["soffit", "fasciaboard"] },
  },
  {
    part: ["fascia", "fascia board", "fascias", "barge board", "bargeboard"],
    fixes: { rotten: ["fasciaboard", "soffit"], broken: ["fasciaboard", "soffit"] },
  },
  {
    part: ["verge", "gable end", "gable", "verge tiles", "edge roof"],
    fixes: { loose: ["dryverge", "mortarmix"], broken: ["dryverge", "mortarmix"] },
  },
  {
    // Not "lean to roof": where one meets a wall it leaks at the flashing (job-phrases-home-outside.ts).
    part: ["carport roof", "plastic roof", "roof sheet", "roof sheets", "polycarbonate roof"],
    fixes: { cracked: ["roofsheet"], broken: ["roofsheet"], leaking: ["roofsheet", "sealant"] },
  },
  // What a kind is chosen for: thin insulation, a roof that lets light through, decking that never rots.
  {
    part: ["insulation", "insulating", "insulate", "insulated", "insulation board", "insulation boards"],
    fixes: { thin: ["pir", "insulatedplasterboard", "multifoil"] },
  },
  {
    part: ["roof", "canopy", "porch roof", "pergola", "carport", "lean to", "veranda", "shelter", "roof sheet"],
    fixes: { seeThrough: ["roofsheet"] },
  },
  { part: ["decking", "deck", "deck boards", "decking boards"], fixes: { noRot: ["compositedeck"] } },
  { part: ["fence post", "fence posts", "gate post", "post"], fixes: { noRot: ["concretepost", "postfix"] } },
  {
    part: ["mortar", "pointing", "mortar joints", "joints", "brickwork", "repointing"],
    fixes: { dark: ["mortarcolour", "mortarmix"] },
  },
  { part: ["plywood", "ply", "boat", "ply sheet", "sheet ply"], fixes: { wetProof: ["marineply"] } },
  // Walls outside and the roof's ridge.
  {
    // Not "outside wall": the reader keeps only "wall", and a damp wall indoors is not rendered.
    part: ["render", "rendering", "pebbledash", "external wall", "rendered wall"],
    fixes: {
      // Rain let in through render reads in the problem tables (masonry paint first).
      damp: ["waterproofer", "masonrypaint"],
      cracked: ["render", "sbr", "masonrypaint"],
      broken: ["render", "sbr"],
    },
  },
  {
    part: ["cavity wall", "gable wall", "external wall", "house wall"],
    fixes: { sagging: ["walltie", "restraintstrap"] },
  },
  {
    part: ["ridge", "ridge tile", "ridge tiles", "hip tile", "hip tiles"],
    fixes: { loose: ["mortarmix", "ridgetile"], broken: ["ridgetile", "mortarmix"] },
  },
  // Fixings that will not hold: a plug or a cavity fixing made for the wall.
  {
    part: ["screw", "screws", "wall plug", "plug", "plugs", "rawlplug", "fixing", "fixings", "bracket"],
    fixes: { wontHold: ["wallplug", "cavityfixing", "framefixing"] },
  },
  // Services.
  {
    part: ["pipe", "pipes", "pipework", "water pipe", "heating pipe", "copper pipe"],
    fixes: { noisy: ["pipeclip"], loose: ["pipeclip"] },
  },
  {
    part: ["railing", "railings", "metal gate", "iron gate", "gate", "garage door", "metalwork"],
    fixes: { rusty: ["metalpaint", "sandpaper"] },
  },
];

/**
 * Title words of the variant a wanted quality asks for among the row's kinds (JobPhrase prefer): silk emulsion for
 * walls that wipe, the clear sheet for light. Where to extend: a quality answered by one variant of a kind.
 */
const PREFER: Partial<Record<StateClass, readonly string[]>> = {
  wipeable: ["silk", "vinyl", "washable", "scrubbable"],
  seeThrough: ["clear", "pvc", "polycarbonate", "translucent"],
  dark: ["black", "charcoal", "dark"],
  wetProof: ["marine", "moisture"],
  clear: ["clear"],
};

/** The matrix as problem entries (job-phrases.ts reads them after the problem tables). */
export const PART_STATE_JOB_PHRASES: readonly JobPhrase[] = PARTS.flatMap(({ part, fixes }) =>
  (Object.entries(fixes) as [StateClass, readonly string[]][]).map(([state, groups]) => ({
    when: STATES[state],
    // The longest name first: the part read is the most specific one the sentence holds ("base fence panel").
    with: [...part].sort((a, b) => b.split(" ").length - a.split(" ").length),
    groups,
    quiet: true,
    partState: true,
    // Only in a sentence (intent-fallback.server.ts taskShape): "tough", "worn" and "rough" also describe products.
    taskOnly: true,
    ...(PREFER[state] ? { prefer: PREFER[state] } : {}),
  })),
);
