import type { JobPhrase } from "./job-phrases.ts";
import { LOOSE } from "./job-phrases-household.ts";

/**
 * Household symptoms whose fix is a part or a specialist product the broad families would miss: a broken part of a
 * closeboard fence replaced in kind (not the whole panel), a mark that keeps bleeding through new paint (a
 * stain-blocking primer, not more emulsion), a draught round a pipe through a wall, porcelain paving come loose (it
 * only bonds on a slurry primer), a wall or ceiling that must resist fire, weeds in paving joints, water rising
 * through a floor, popped nails, a failed air brick, a leaking pipe joint, rusting metalwork, a broken sheet roof or
 * drain cover, a radiator that will not turn down or up. Read as job-phrases.ts reads its problem families (a `when` phrase and a `with` phrase), after
 * job-phrases-home.ts and before the problem, household and fabric families, whose broader entries ("gap" with a
 * pipe → foam; "broken" with a fence → panels; "loose" with a slab → sand and mortar) would otherwise decide first.
 * (Tried: creaking floorboards → screws; read sets asked for sheets or an overlay with the same words, sets 14 and
 * 15 fell.)
 * Where to extend: another symptom whose remedy is one part or one specialist kind, with the things it happens to.
 * A `when` word says what is wrong; a `with` word is the thing, written as the compound a DIYer types ("fence
 * rail", "porcelain slab"), never a bare material that other entries' products share.
 * The symptom's words never rank (quiet), except a fire rating's: the boards and sealants print it.
 * Risk: an entry applies in any sentence of three words or more (use-words.ts).
 */
const BROKEN = [
  ...["broken", "broke", "snapped", "split", "cracked", "rotten", "rotted", "rotting", "damaged", "missing"],
  ...["loose", "come off", "came off", "fallen off", "fell off", "hanging off", "sagging", "gone soft"],
];
// A board said to be broken, in either order ("a broken board", "boards have snapped").
const BOARD_BROKEN = ["broken", "snapped", "split", "cracked", "rotten", "missing", "loose", "damaged"].flatMap(
  (state) => [`${state} board`, `board ${state}`],
);
// Marks that show through paint, and the words for their showing. Not "bleed" or "soot": one letter from a
// catalogue word ("bead", "slot"), a table word would take its misspelling. (So too "valley": a leaking roof valley
// was tried and took a misspelt brand of set 11.)
// Not a bare "stain" or "staining" on a wall: a wood or masonry stain is a product ("stain for a garden wall").
const STAIN = [
  ...["stained", "water stain", "water mark", "watermark", "tide mark", "brown mark"],
  ...["brown patch", "yellow patch", "yellow stain", "nicotine", "smoke stain", "smoke damage", "smoker"],
  ...["yellowed", "yellowing", "gone yellow", "turned yellow", "smoky", "tar stain"],
  ...["felt pen", "marker pen", "pen mark", "crayon", "rust mark", "rust stain", "bleeding through"],
  ...["showing through paint", "coming through paint", "grinning through"],
];
const WEEDS = ["weed", "weeds", "weedy", "moss", "grass growing"];
const LEAKING = ["leak", "leaking", "leaky", "leaks", "drip", "dripping", "weep", "weeping", "seep", "seeping"];
const DRAUGHT = ["draught", "draughty", "draft", "drafty", "cold air", "wind coming", "air coming", "whistling"];
const FIRE = [
  ...["fire rated", "fire rating", "fire reg", "fire regs", "fire regulation", "fire resistant", "fire resistance"],
  ...["fire proof", "fireproof", "fire protection", "fire check", "fire separation", "fire barrier", "fire break"],
  ...["half hour fire", "30 minute fire", "fire spread", "stop fire", "fire safety"],
];
const TOO_HOT = [
  ...["too hot", "too warm", "boiling hot", "roasting", "cant turn", "cant turn down", "wont turn", "wont turn down"],
  ...["wont turn off", "cant turn off", "stuck on", "always on", "no control", "cant control", "full blast"],
];
const NOT_HEATING = [
  ...["cold", "stone cold", "not heating", "not warming", "not getting hot", "not getting warm", "wont heat"],
  ...["wont warm", "only warm", "lukewarm", "not coming on", "wont come on", "stuck off", "stuck shut"],
];
const RADIATOR = ["radiator", "radiator valve", "towel rail", "heated towel rail"];

export const SYMPTOM_JOB_PHRASES: readonly JobPhrase[] = [
  // A fence post that keeps rotting in the ground is replaced by a concrete one, which cannot rot.
  {
    when: ["rotting", "rot", "rotting at the bottom", "rotten at the bottom", "rotting in the ground"],
    with: ["fence post", "gate post", "timber post", "wooden post"],
    groups: ["concretepost", "fencepost", "postfix"],
    quiet: true,
  },
  // Joists, rafters or a gable moving off the wall they bear on are tied back with restraint straps and hung in
  // joist hangers (not new timber: the timber is sound, its fixing to the wall failed).
  {
    // Not "gap": insulation goes in the gap between joists.
    when: [...LOOSE, "pulling away", "pulled away", "moving away", "moved away", "bowing", "pushing out"],
    with: [
      ...["joist", "floor joist", "ceiling joist", "loft joist", "rafter", "roof timber", "wall plate", "gable"],
      ...["gable wall", "gable end", "truss", "roof truss", "binder", "purlin"],
    ],
    groups: ["restraintstrap", "joisthanger"],
    quiet: true,
  },
  // A rotten or broken joist or rafter is replaced in kind, in graded timber on hangers (before the rotten floor's
  // boards: a "floor joist" is a joist, not a floor).
  {
    when: ["rotten", "rotted", "rotting", "snapped", "broken", "split", "cracked", "gone soft"],
    with: ["joist", "floor joist", "ceiling joist", "loft joist", "rafter", "roof timber", "purlin"],
    groups: ["strengthgraded", "sawn", "joisthanger"],
    quiet: true,
  },
  // A closeboard fence is mended part by part: a failed rail is an arris rail, a broken board a featheredge board.
  {
    when: BROKEN,
    with: ["fence rail", "arris rail", "arris", "closeboard rail", "back rail"],
    groups: ["arrisrail", "featheredge"],
    quiet: true,
  },
  {
    when: BOARD_BROKEN,
    with: ["closeboard", "closeboard fence", "fence", "fencing", "featheredge", "feather edge"],
    groups: ["featheredge", "arrisrail"],
    quiet: true,
  },
  // A mark that bleeds through emulsion (water, smoke, pen) is sealed with a stain-blocking primer first: only it
  // (tried: emulsion as a second kind; the room's word then ranked the emulsions above the primer).
  {
    when: [...STAIN, "stain", "staining"],
    with: ["ceiling", "bathroom ceiling", "kitchen ceiling", "bedroom ceiling"],
    groups: ["stainblock"],
    quiet: true,
  },
  {
    when: STAIN,
    with: ["wall", "chimney breast", "paint", "paintwork", "emulsion", "new paint", "magnolia"],
    groups: ["stainblock"],
    quiet: true,
  },
  // A draught round a pipe, cable or flue through a wall: the hole round it is foamed and sealed.
  {
    when: DRAUGHT,
    with: [
      ...["pipe", "waste pipe", "overflow pipe", "soil pipe", "cable", "flue", "boiler flue", "hole wall"],
      ...["pipe through wall", "air brick", "vent"],
    ],
    groups: ["expandingfoam", "sealant"],
    quiet: true,
  },
  // Porcelain paving bonds only on a slurry primer: loose porcelain is re-bedded on mortar over one.
  {
    when: [...LOOSE, "sunk", "sinking", "moving", "lifting", "popped", "popping", "hollow", "debonded", "cracked"],
    with: ["porcelain slab", "porcelain paving", "porcelain patio", "porcelain flag", "porcelain paver"],
    groups: ["slurryprimer", "mortarmix", "pavingjoint"],
    quiet: true,
  },
  // A wall or ceiling that must resist fire (a garage beside a house, a loft room, under stairs): fire-resistant
  // board; a gap or a pipe through a fire wall: intumescent sealant.
  {
    when: FIRE,
    with: ["gap", "hole", "pipe", "cable", "joint", "penetration", "service", "round pipe"],
    groups: ["firesealant"],
  },
  {
    when: FIRE,
    with: [
      ...["wall", "ceiling", "garage", "integral garage", "partition", "stud wall", "loft", "loft conversion"],
      ...["stair", "understair", "cupboard", "boiler cupboard", "flat", "soffit", "garage ceiling", "garage wall"],
    ],
    groups: ["fireboard"],
  },
  // Weeds in the joints of block paving or between slabs: the joints are brushed out and re-filled.
  {
    when: WEEDS,
    with: ["block paving", "paving block", "block drive", "block paved", "pavior", "monoblock"],
    groups: ["kilndried", "pavingjoint"],
    quiet: true,
  },
  // Between slabs the joints are wide: a jointing compound first (graders of sets 13 and 17 alike).
  {
    when: WEEDS,
    with: [
      ...["between slab", "slab joint", "patio slab", "paving slab", "slab", "flag", "paving joint", "patio joint"],
      ...["joint patio", "joint paving", "gap between slab", "crack between slab", "patio", "paving"],
    ],
    groups: ["pavingjoint", "kilndried"],
    quiet: true,
  },
  // Cold, or cold air, coming up through a suspended timber floor is stopped by insulation between its joists
  // (before the membrane below: "coming up through" the boards is air, not water).
  {
    // Not a draught itself: a draughty floor's gaps at the skirting are beaded and caulked (job-phrases-household.ts).
    when: ["cold", "cold air", "freezing", "icy", "cold coming", "cold coming up", "heat escaping", "losing heat"],
    with: [
      ...["floorboards", "floorboard", "floor board", "suspended floor", "timber floor", "wooden floor"],
      ...["under floor", "underfloor", "floor void", "gaps floorboards"],
    ],
    groups: ["mineralwool", "pir"],
    quiet: true,
  },
  // Water coming up through a floor laid on the ground is kept out by a membrane (damp named as such, and a
  // cellar's floor, are job-phrases-problems.ts's; not water "getting" onto a floor: a bath's or a leak's).
  {
    when: ["water coming up", "coming up through", "seeping up", "water seeping up", "water rising", "puddles up"],
    with: ["garage floor", "concrete floor", "ground floor", "solid floor", "floor slab", "floor"],
    groups: ["dpm"],
    quiet: true,
  },
  // Nails or screws that pop through a plasterboard ceiling are re-fixed with drywall screws and the heads filled.
  {
    when: ["nail pop", "nail popping", "popped nail", "screw pop", "screw popping", "nail head showing"],
    with: ["ceiling", "plasterboard", "drywall", "wall", "plasterboard ceiling"],
    groups: ["drywallscrew", "interiorfiller"],
    quiet: true,
  },
  // An air brick blocked, broken or covered is replaced (a blocked one under a floor is what rots the joists).
  {
    when: [...BROKEN, "blocked", "covered", "bricked up", "clogged", "crumbling"],
    with: ["air brick", "airbrick", "vent brick", "underfloor vent"],
    groups: ["airbrick"],
    quiet: true,
  },
  // A leaking joint on a waste, soil or overflow pipe is remade in that pipe's own fittings (before the sink's and
  // the bath's seal, job-phrases-problems.ts); a weeping joint on copper in compression or push-fit fittings. Not a
  // bare "trap": a misspelt or re-read "tray" (a shower tray's leaking edge is its seal's) would meet it.
  {
    when: LEAKING,
    with: [
      ...[
        "waste pipe",
        "sink waste",
        "basin waste",
        "bath waste",
        "shower waste",
        "bottle trap",
        "sink trap",
        "u bend",
      ],
      ...["waste joint", "washing machine waste", "standpipe"],
    ],
    groups: ["trap", "wastepipe", "solventweld"],
    quiet: true,
  },
  {
    when: LEAKING,
    with: ["soil pipe", "soil stack", "stack joint", "pan connector", "toilet pan", "toilet waste", "svp"],
    groups: ["soilpipe"],
    quiet: true,
  },
  { when: LEAKING, with: ["overflow pipe", "overflow", "cistern overflow"], groups: ["overflowpipe"], quiet: true },
  {
    when: [...LEAKING, "pinhole", "pin hole"],
    with: ["copper pipe", "copper joint", "pipe joint", "push fit joint", "pushfit joint", "joint pipe", "pinhole"],
    groups: ["compressionfitting", "pushfit", "plumbjointing"],
    quiet: true,
  },
  // Rust on metalwork is wire-brushed and painted in a direct-to-metal (rust-inhibiting) paint, or primed with a
  // metal primer and glossed: every metal thing of a house and garden a DIYer names.
  {
    when: [
      ...["rust", "rusty", "rusting", "rusted", "corroded", "corroding", "corrosion", "rust spot", "rust patch"],
      ...["gone rusty", "going rusty", "rusting away", "rusted through"],
    ],
    with: [
      ...["gate", "metal gate", "iron gate", "railing", "iron railing", "metal railing", "garage door", "metal door"],
      ...["metal", "iron", "steel", "wrought iron", "cast iron", "bracket", "lintel", "metal window", "bike shed"],
      ...["balustrade", "balcony", "fire escape", "spiral staircase", "handrail", "grab rail", "boot scraper"],
      ...["garden furniture", "bench", "patio set", "bistro set", "table", "chair", "arch", "obelisk", "trellis"],
      ...["barbecue", "bbq", "wheelbarrow", "shed door", "hinge", "bolt", "hasp", "latch"],
      ...["cast iron gutter", "downpipe", "soil pipe", "radiator", "towel rail", "lamp post", "bollard", "post"],
      // Not a car, van or trailer: a vehicle's rust is no building merchant's (a no-match query should find nothing).
      ...["metal shed", "steel shed", "carport", "fence", "chain link"],
    ],
    groups: ["metalpaint", "primer", "glosspaint"],
    quiet: true,
  },
  // A sheet roof (corrugated, polycarbonate, bitumen) broken or blown off is re-sheeted, not re-tiled.
  {
    when: [...BROKEN, "blown off", "blew off", "blown away", "leaking", "leaks", "cracking"],
    with: [
      ...["corrugated", "corrugated sheet", "corrugated roof", "polycarbonate", "polycarbonate roof", "roof sheet"],
      ...["roofing sheet", "bitumen sheet", "plastic roof", "clear roof", "perspex roof", "twinwall"],
    ],
    groups: ["roofsheet"],
    quiet: true,
  },
  // A conservatory or lean-to roof that lets rain in is resealed along its bars and flashing, or re-sheeted; a
  // greenhouse's broken pane is replaced with a clear sheet (polycarbonate is safe to cut and fit).
  {
    when: [...LEAKING, "letting water", "letting rain", "water coming", "rain coming", "water getting", "drips"],
    with: ["conservatory roof", "conservatory", "lean to roof", "carport roof", "veranda", "pergola roof"],
    groups: ["sealant", "flashingtape", "roofsheet"],
    quiet: true,
  },
  {
    when: [...BROKEN, "smashed", "shattered", "blown out", "blew out", "missing pane"],
    with: ["greenhouse glass", "greenhouse pane", "greenhouse", "cold frame", "glass pane", "greenhouse panel"],
    groups: ["roofsheet"],
    quiet: true,
  },
  // A manhole or drain cover cracked or rocking is replaced with its chamber's cover and frame.
  {
    when: [...BROKEN, "rocking", "wobbly", "sunk", "sinking"],
    with: ["manhole cover", "manhole", "drain cover", "inspection chamber", "chamber cover", "access cover"],
    groups: ["inspectionchamber"],
    quiet: true,
  },
  // A radiator that will not turn down, or will not warm, has a failed or missing valve: a thermostatic one.
  { when: [...TOO_HOT, ...NOT_HEATING], with: RADIATOR, groups: ["radiatorvalve"], quiet: true },
];
