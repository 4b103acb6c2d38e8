import type { JobPhrase } from "./job-phrases.ts";

/**
 * Outdoor timber protected from the weather, named by the thing and what is wanted of it rather than by the product
 * ("weatherproofing a new deck", "something to protect the fence panels", "keep the bench from going grey", "stop
 * bare wood rotting"): UK merchant trade knowledge of which finish each kind of outdoor timber takes. A deck is oiled
 * (decking oil or treatment), a fence, shed or trellis takes a shed-and-fence treatment, garden furniture, gates,
 * cladding and joinery a wood stain or preserver (varnish on hardwood), and fresh-cut ends of treated timber an end
 * grain preserver. Read as job-phrases.ts reads every family; appended after the trade jobs and before the projects
 * (job-phrases-trades.ts), so "weatherproofing a brand new deck" is the deck's oil, not the deck's boards.
 * Where to extend: another outdoor timber thing with the finish the trade sells for it. The `when` words say what
 * is wanted (protect, weatherproof, seal), never a product's own word ("oil", "stain", "preserver"), so a product
 * named with its thing ("decking oil for a new deck") searches as before.
 * Risk: "seal" and "protect" also ask for sealant and roof coatings: every `with` here is a timber thing.
 */

// Not "waterproof": "waterproof glue for a bench" names the glue.
const PROTECT_VERBS = [
  ...["protect", "protection", "protecting", "weatherproof", "weatherproofing", "weather proof", "preserve"],
  ...["preserving", "nourish"],
];
const PROTECT = [
  ...PROTECT_VERBS,
  ...["keep weather", "weather off", "rain off", "stop rotting", "stop rot", "from rotting", "going grey"],
  ...["turning grey", "uv", "last longer", "make last"],
];

/** The three finishes by their timber things, for the words that say protection is wanted. */
function timberCare(protect: readonly string[]): JobPhrase[] {
  return [
    // Before the fence and shed: a deck's boards take an oil, not a fence treatment.
    {
      when: protect,
      with: ["deck", "decking", "deck board", "decking board", "decked area", "balcony deck"],
      groups: ["deckingoil"],
    },
    {
      when: protect,
      with: [
        ...["fence", "fencing", "fence panel", "shed", "garden shed", "trellis", "summerhouse"],
        ...["summer house", "log store", "featheredge", "closeboard", "pergola", "arbour", "playhouse"],
      ],
      groups: ["fencestain", "woodstain"],
    },
    {
      when: protect,
      with: [
        ...["garden furniture", "bench", "garden bench", "picnic table", "garden table", "garden chair", "planter"],
        ...["gate", "garden gate", "cladding", "timber cladding", "window frame", "front door", "back door", "oak"],
        // Not "wood outside": gluing wood outside wants the glue.
        ...["hardwood", "sleeper", "raised bed", "bare wood", "bare timber", "new timber", "cut end", "end grain"],
      ],
      groups: ["woodstain", "varnish"],
    },
  ];
}

/**
 * Indoor timber given its finish after a prep step ("the floorboards are sanded, what finish", "sealing a stripped
 * pine door"): a floor, stair or door stripped or sanded back is varnished (or lacquered), with the sandpaper for the
 * coats between. Task phrases only: "finish" and "seal" also lead products' names ("floor finish", "sanding sealer").
 */
const INDOOR_FINISH: JobPhrase = {
  when: [
    ...["finish", "finishing", "seal", "sealing", "sealed", "top coat", "topcoat", "coat", "coating", "protect"],
    ...["protecting", "refinish", "refinishing", "what to put on", "put on", "treat", "treating"],
  ],
  with: [
    ...["sanded", "sanded back", "stripped", "stripped back", "floorboard", "floor board", "wooden floor"],
    ...["wood floor", "timber floor", "parquet", "pine floor", "oak floor", "stair", "staircase", "stair tread"],
    ...["banister", "bannister", "internal door", "interior door", "pine door", "oak door"],
  ],
  groups: ["varnish", "sandpaper"],
  taskOnly: true,
};

export const TIMBER_CARE_JOB_PHRASES: readonly JobPhrase[] = [...timberCare(PROTECT), INDOOR_FINISH];

/**
 * A verb of protecting said of outdoor timber is read before the problem tables (job-phrases.ts): "protecting a new
 * fence from rot" keeps the rot away, it names no rotten fence. The other words ("stop rotting", "going grey") say a
 * state too, and keep their place after the problems and trade jobs ("fence panels rotting at the bottom" is a
 * gravel board).
 */
export const TIMBER_PROTECTION_JOB_PHRASES: readonly JobPhrase[] = timberCare(PROTECT_VERBS);
