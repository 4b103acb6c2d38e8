/**
 * Problem, state and want sentences (session 24, intent-problems lane): what is wrong with a part of the house or
 * garden, what a thing should DO or BE, or a wanted quality beside a kind, typed as varied UK householders type
 * them. Written product group by product group over held-out sets 20 and 22's catalogues (both spent) from trade
 * knowledge before any change of that session, not taken from those sets' queries. Grades are patterns over
 * catalogue keys (a key matching the pattern takes the grade; the best pattern wins), so each sentence is scored on
 * both catalogues. 3: the fix itself; 2: needed too or a close alternative; 1: useful for the job. Scored by run.ts.
 */
export interface WantQuery {
  q: string;
  grades: Record<string, number>;
}

const LOFT_ROLL = { "aldon-|loft-roll-": 3, "loft-legs": 1, multifoil: 1 };
const ACOUSTIC = { "acoustic-": 3 };

export const WANT_QUERIES: readonly WantQuery[] = [
  // Cement, mortar, bricks and blocks.
  { q: "mortar that wont get damaged by frost in winter", grades: { frostproofer: 3, "mortar-20$": 2 } },
  { q: "something to make the render keep the rain out", grades: { waterproofer: 3, "render-25": 1 } },
  { q: "concrete that sets fast for a gate post", grades: { postmix: 3, "rapid-20": 3, "concrete-20": 1 } },
  { q: "help new concrete stick to the old step", grades: { "sbr-": 3, "pva-5": 2, "repair-": 1 } },
  { q: "bricks that are ok below ground and wont soak up water", grades: { "engineering-": 3 } },
  { q: "blocks that keep the heat in for an extension", grades: { "rorrington-(7n-)?100|aymestrey-(7n-)?100": 3 } },
  { q: "lime mortar so the old stone wall can breathe", grades: { nhl35: 3, hydrated: 2 } },
  { q: "stop damp rising up the new brickwork", grades: { "dpc-": 3 } },
  // Paving, aggregates and landscaping.
  { q: "stop weeds growing under the gravel", grades: { "weed-membrane": 3 } },
  { q: "fill the gaps between slabs so nothing grows", grades: { "jointing-": 3, "kiln-dried": 1 } },
  { q: "lawn that never needs cutting", grades: { "artificial-grass": 3 } },
  { q: "keep the gravel from spilling onto the grass", grades: { "edging-rope|log-roll": 3, "kerb-bullnose": 2 } },
  {
    q: "modern looking grey slabs for the patio",
    grades: { "monkland-grey|ritton-grey": 3, "anthracite|riven-grey|orleton-grey|myndtown-grey": 2 },
  },
  { q: "sand that brushes into block paving joints", grades: { "kiln-dried": 3, "jointing-": 1 } },
  { q: "clean soft sand safe for kids to play in", grades: { "play-sand": 3 } },
  { q: "water sits on the drive by the garage door", grades: { "channel-": 3, gully: 2 } },
  // Fences, sheds and decking.
  { q: "fence panels that nobody can see through", grades: { closeboard: 3, "panel-overlap": 2 } },
  { q: "bottom of the fence panels keep rotting", grades: { "gravel-board": 3, "concrete-post": 1 } },
  { q: "fence posts that wont rot in the ground", grades: { "concrete-post": 3, "gravel-board": 1, postmix: 1 } },
  { q: "make the garden fence a bit taller", grades: { trellis: 3 } },
  { q: "stop the fence going grey and dry", grades: { "shed-fence": 3, preserver: 2, woodstain: 1 } },
  { q: "protect the new deck from the weather", grades: { "decking-oil": 3, preserver: 2 } },
  {
    q: "decking that never needs oiling or painting",
    grades: { "picklescott|moorhampton": 3 },
  },
  { q: "shed roof lets the rain in", grades: { "shed-felt": 3, "roof-sealant": 2, "corrugated|epdm": 1 } },
  { q: "see through roof sheets to let light into the lean to", grades: { "pvc-sheet": 3 } },
  { q: "something to hold on to going down the deck steps", grades: { handrail: 3, "newel|spindle": 2 } },
  // Roofline, roofing and rainwater.
  { q: "gutter overflows onto the path when it rains", grades: { "gutter-": 3, "outlet-": 2, "stop-end": 1 } },
  { q: "water dripping out the end of the gutter", grades: { "stop-end": 3, "roof-sealant": 2, "gutter-": 1 } },
  { q: "collect the rain off the shed roof for the garden", grades: { "water-butt": 3, downpipe: 1 } },
  { q: "rotten wooden boards along the edge of the roof", grades: { fascia: 3, soffit: 2 } },
  { q: "birds nesting in the gap under the eaves", grades: { soffit: 3, fascia: 2 } },
  { q: "flat roof covering that lasts longer than felt", grades: { epdm: 3, "shed-felt": 1 } },
  { q: "tiles keep blowing off the edge of the gable", grades: { "dry-verge": 3 } },
  { q: "seal the gap where the roof meets the wall", grades: { "lead-code4": 3, "roof-sealant": 2 } },
  // Plumbing and heating.
  { q: "turn down the heat on one radiator", grades: { "trv-": 3 } },
  { q: "shut the water off to the washing machine", grades: { "isolating-valve": 3 } },
  { q: "stop the pipes in the loft freezing", grades: { "lagging-": 3 } },
  { q: "pipe joint under the sink weeping", grades: { "ptfe-tape": 3, "comp-": 2, "bottle-trap": 1 } },
  { q: "bad smell coming up the sink plughole", grades: { "bottle-trap": 3 } },
  { q: "water pipes rattle when the tap goes off", grades: { "pipe-clips": 3 } },
  { q: "plastic pipe that bends round corners", grades: { "pex-": 3, insert: 1 } },
  // Insulation.
  { q: "loft is freezing and heat escapes through the ceiling", grades: LOFT_ROLL },
  { q: "want to store boxes in the loft without squashing the insulation", grades: { "loft-legs": 3 } },
  { q: "can hear the neighbours through the bedroom wall", grades: ACOUSTIC },
  {
    q: "cold outside wall want to insulate it from the inside",
    grades: { "thermal-37": 3, "culmington|blakemere": 2 },
  },
  // Plaster and boards.
  { q: "plasterboard that can go in a shower room", grades: { "moisture-12": 3, backer: 2 } },
  { q: "ceiling board that stops fire spreading from the garage", grades: { "fire-12": 3 } },
  { q: "walls too rough to paint want them smooth", grades: { "multi-finish": 3, "board-finish": 2, filler: 1 } },
  { q: "edges of the wall corners keep getting chipped", grades: { "angle-bead": 3, filler: 1 } },
  // Paint and finishes.
  { q: "hallway paint that can take knocks and scuffs", grades: { "silk-white": 3, "vinyl-matt|trade-matt": 2 } },
  { q: "brown marks on the ceiling keep showing through", grades: { "stain-block": 3, "matt-white": 1 } },
  { q: "garage floor paint that wont wear off", grades: { "floor-grey": 3 } },
  { q: "stop the iron gate going rusty", grades: { "metal-black": 3 } },
  { q: "shiny finish for the banister", grades: { "gloss-": 3, satinwood: 2, varnish: 2, undercoat: 1 } },
  { q: "clear coat for a boat that takes salt water", grades: { "yacht-varnish|varnish-satin": 3, "marine-ply": 1 } },
  { q: "get grease off the kitchen walls before painting", grades: { "sugar-soap": 3 } },
  { q: "keep paint off the carpet", grades: { "dust-sheet": 3, "masking-tape": 2 } },
  { q: "paint for the outside walls of the house that wont peel", grades: { "kinton|kingsland": 3 } },
  // Sealants, adhesives and fixings.
  { q: "black mould in the seal round the bath", grades: { "sanitary-": 3, "general-silicone": 2 } },
  { q: "gap round the window frame outside lets the draught in", grades: { "frame-sealant": 3, foam: 2 } },
  { q: "fill a big hole where a pipe goes through the wall", grades: { "expanding-foam|gun-foam": 3 } },
  { q: "glue strong enough to stick things up without screws", grades: { "grab-adhesive": 3 } },
  { q: "shelf keeps pulling out of the plasterboard", grades: { "plasterboard-(fixing-)?(25|100)": 3, "hollow-": 3 } },
  { q: "door frame needs fixing into the brickwork", grades: { "frame-(fixing-)?10x100": 3, "concrete-7": 2 } },
  { q: "cracks along the top of the skirting before painting", grades: { "caulk-": 3, filler: 1 } },
  // Sheet materials and timber.
  {
    q: "board for a shed floor that can cope with damp",
    grades: { "osb3-(11|18|tg)": 3, "osb3-9|shuttering|softwood-ply": 2 },
  },
  { q: "board for bathroom cabinets that wont swell", grades: { "mr-mdf": 3, "marine-ply": 1 } },
  { q: "wall tiles keep falling off in the shower", grades: { backer: 3, "tile-adhesive": 2, "moisture-12": 1 } },
  { q: "window sill inside has gone soft", grades: { "window-board": 3 } },
];
