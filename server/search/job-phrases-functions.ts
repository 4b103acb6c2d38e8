import type { JobPhrase } from "./job-phrases.ts";

/**
 * What a thing DOES or is FOR, typed in its name's place ("something to control the radiator temperature", "a
 * board for building a boat", "keep the gravel from spreading onto the lawn", "help new concrete grip the old"):
 * the buyer knows the job the product does, not the word the trade prints for it (thermostatic, marine, edging,
 * bonding agent). Each entry is one function, said every way a UK householder says it, beside the things it is
 * wanted of, and the kinds whose titles name that function. Written product group by product group over the
 * catalogue's kinds from trade knowledge, never per query; read as job-phrases.ts reads its problem families
 * (spread into job-phrases-wants.ts). Part × quality wants ("decking that won't rot", "see-through roof") are the
 * part-states.ts matrix; this table holds functions that matrix has no quality for.
 * Where to extend: another function a product is bought for, with the things it is said of. A `when` word must not
 * be a word of the answering products' names (those already find them) nor lead another kind's name beside the same
 * things; words that do ("flexible", "clear", "hold") make the entry taskOnly.
 * Risk: an entry with `with` applies in any sentence of three words or more, so a no-match query naming a function
 * and a thing ("bathroom vanity unit") now finds the board it is built from.
 */

const RADIATOR = ["radiator", "radiators", "rad", "rads", "heater", "bedroom radiator", "towel radiator"];
const BORDER_FILL = [
  ...["gravel", "chippings", "stones", "stone", "pebbles", "bark", "soil", "border", "borders", "bed", "beds"],
  ...["flower bed", "flower beds", "path", "slate", "mulch", "lawn", "grass"],
];
const FIXED_STEPS = ["step", "steps", "deck steps", "garden steps", "stairs", "ramp", "decking steps", "porch"];
const HOLD_ON = [
  ...["hold on", "hold onto", "something to hold", "grab", "grab onto", "steady", "support", "lean on"],
  ...["stop falling", "stop slipping", "safer", "safety", "elderly", "nobody falls", "balance"],
];
const CEMENT_WORK = [
  ...["concrete", "new concrete", "old concrete", "screed", "render", "mortar", "step", "steps", "patch"],
  ...["repair", "cement", "topping", "old step", "old floor", "existing"],
];
const BOARDS = ["board", "boards", "sheet", "sheets", "ply", "plywood", "panel", "panels", "building", "timber"];
const BOATS = [
  ...["boat", "boats", "boat building", "boatbuilding", "narrowboat", "canal boat", "dinghy", "canoe", "kayak"],
  ...["pontoon", "jetty", "dock", "hull"],
];
// A carcass is what is built, so the board is asked for; a "vanity unit" alone is the finished product (not sold).
const CABINETS = [
  ...["carcass", "carcasses", "carcase", "carcases", "vanity carcass", "cabinet carcass", "unit carcass"],
  ...["cupboard carcass", "kitchen carcass"],
];
const STEAMY_ROOMS = [
  ...["bathroom", "en suite", "ensuite", "shower room", "wet room", "cloakroom", "utility", "steam", "steamy"],
  ...["damp", "moisture", "humid", "splash", "splashes", "wont swell", "not swell"],
];
const EAVES = [
  ...["eaves", "eave", "roof edge", "edge of the roof", "under the roof", "gutter line", "roofline", "soffit"],
  ...["soffits", "fascia", "fascias", "under the gutter"],
];
const PESTS = [
  ...["bird", "birds", "nesting", "nest", "nests", "pigeon", "pigeons", "starling", "starlings", "sparrows"],
  ...["wasps", "wasp", "squirrel", "squirrels", "mice", "rats", "vermin", "pests", "getting in"],
];

export const FUNCTION_JOB_PHRASES: readonly JobPhrase[] = [
  // Heating: a radiator's heat set or turned down room by room is a thermostatic radiator valve.
  {
    when: [
      ...["control", "controls", "controlling", "adjust", "adjustable", "regulate", "turn down", "turn up"],
      ...["temperature", "set the temperature", "too hot", "hotter", "cooler", "less hot", "each room"],
    ],
    with: RADIATOR,
    groups: ["radiatorvalve"],
  },
  // Pipe that goes round corners without fittings: plastic (PEX) pipe in a coil. Task only: "flexible" leads tap
  // connectors' names.
  {
    when: ["bendy", "flexible", "flexi", "round corners", "around corners", "round corner", "fewer joints"],
    with: ["pipe", "pipes", "water pipe", "plastic pipe", "pipework"],
    groups: ["plasticpipe"],
    taskOnly: true,
  },
  // Gravel, bark or soil kept in its place, off the lawn or path: lawn edging (rope top, log roll, kerbs).
  {
    when: [
      ...["spilling", "spills", "spreading", "spreads", "creeping", "escaping", "wandering", "washing onto"],
      // Not "hold back" (a retaining wall holds back soil) nor "edge"/"edging" (a kind's own name, and a pond's edge).
      ...["keep in", "contain", "stay put", "stay in place", "kicked onto", "migrating"],
    ],
    with: BORDER_FILL,
    groups: ["kerb"],
  },
  // Something to hold going down steps: a handrail on newel posts.
  { when: HOLD_ON, with: FIXED_STEPS, groups: ["handrail", "newel"], taskOnly: true },
  // New concrete, screed or render made to grip the old: an SBR bonding agent (or PVA). Task only: "grip" and "key"
  // also stand in products' names.
  {
    when: [
      ...["stick", "sticks", "grip", "grips", "adhere", "adhesion", "hold to", "new to old", "fresh to old"],
      ...["key", "keying", "bond to", "bond new"],
    ],
    with: CEMENT_WORK,
    groups: ["sbr", "pva"],
    taskOnly: true,
  },
  // Boards and varnish for a boat, or anything that lives in the water: marine ply, yacht varnish.
  { when: BOATS, with: BOARDS, groups: ["marineply"] },
  {
    when: [...BOATS, "salt water", "sea water", "seaside", "sea air"],
    with: ["varnish", "clear coat", "finish", "lacquer", "clear finish", "woodwork", "brightwork"],
    groups: ["varnish"],
  },
  // A cabinet carcass for a bathroom or anywhere damp: moisture-resistant MDF.
  { when: STEAMY_ROOMS, with: CABINETS, groups: ["mrboard", "mdf"] },
  // Birds, wasps or vermin getting in at the eaves: the soffit and fascia boards closed up.
  { when: PESTS, with: EAVES, groups: ["soffit", "fasciaboard"] },
  // Birds and vermin under a suspended floor get in by a broken air brick.
  {
    when: PESTS,
    with: ["air brick", "air bricks", "vent", "vents", "under the floor", "underfloor"],
    groups: ["airbrick"],
  },
  // Mortar or render that must come out darker or match old work: a mortar colour (pigment) in the mix.
  {
    when: [
      ...["darker", "darken", "dark", "tint", "tinted", "tinting", "pigment", "dye", "dyed", "coloured", "colour"],
      ...["match the old", "matching", "match old", "shade", "look old", "aged", "weathered look"],
    ],
    with: ["mortar", "pointing", "pointing mix", "repointing", "joints", "mortar joints", "render", "mortar mix"],
    groups: ["mortarcolour"],
  },
  // Old, greyed or faded timber outdoors brought back to colour: decking oil for a deck, fence stain for a fence.
  {
    when: [
      ...["bring back", "bringing back", "brought back", "revive", "reviving", "restore", "restoring", "refresh"],
      ...["freshen", "freshen up", "look new", "like new", "colour back", "new life", "rejuvenate", "spruce up"],
    ],
    with: ["deck", "decking", "deck boards", "decking boards", "garden furniture", "bench", "table", "benches"],
    groups: ["deckingoil"],
  },
  {
    when: [
      ...["bring back", "bringing back", "brought back", "revive", "reviving", "restore", "restoring", "refresh"],
      ...["freshen", "freshen up", "look new", "like new", "colour back", "new life", "rejuvenate", "spruce up"],
    ],
    with: ["fence", "fences", "fence panels", "shed", "sheds", "summerhouse", "trellis", "gate"],
    groups: ["fencestain"],
  },
];
