import type { UseVerb } from "./use-verbs.ts";

/**
 * Decorating and garden-upkeep jobs of the leading-verb table (use-verbs.ts explains the fields and reads these in
 * place): what a DIYer buys to paint a room, a house's outside or a fence, to prepare paintwork, to fill before
 * painting, to keep weeds down and to get rainwater away. Trade knowledge: emulsion is for inside walls and
 * ceilings, masonry paint for render and brick outside, stain for fences and sheds; sugar soap washes paintwork
 * before painting; a membrane under gravel stops weeds; a soakaway takes rainwater a drain cannot.
 * Only -ing forms and "decorate" lead: "paint" alone is the product's own word ("paint for a ceiling").
 */
export const DECORATING_VERBS: readonly UseVerb[] = [
  {
    verbs: ["painting", "repainting", "decorating", "redecorating", "decorate", "redecorate"],
    objects: ["masonry", "render", "rendered", "brickwork", "pebbledash", "exterior wall", "outside wall"],
    groups: ["masonrypaint"],
  },
  {
    verbs: ["painting", "repainting", "staining", "restaining", "treating", "smartening"],
    objects: ["fence", "shed", "fence panel", "garden shed", "summerhouse"],
    groups: ["fencestain"],
  },
  // A radiator or bare metal pipework is painted with a metal paint, or glossed over a primer.
  {
    verbs: ["painting", "repainting", "glossing", "respraying", "spraying"],
    objects: ["radiator", "rad", "towel rail", "heated towel rail", "pipework", "heating pipe", "copper pipe"],
    groups: ["metalpaint", "glosspaint", "primer"],
  },
  // Woodwork is glossed or satined (an undercoat first), before the room entry: "painting the doors in a bedroom".
  {
    verbs: ["painting", "repainting", "glossing", "reglossing"],
    objects: ["door", "skirting", "woodwork", "architrave", "banister", "spindle", "window frame", "door frame"],
    groups: ["glosspaint", "satinwood", "primer"],
  },
  {
    verbs: ["painting", "repainting", "decorating", "redecorating", "decorate", "redecorate"],
    objects: [
      "room",
      "living room",
      "bedroom",
      "lounge",
      "kitchen",
      "hallway",
      "landing",
      "ceiling",
      "wall",
      "plaster",
    ],
    groups: ["emulsion"],
  },
  {
    verbs: ["wash", "washing", "clean", "cleaning", "prepare", "preparing", "prep", "prepping", "degrease"],
    objects: ["woodwork", "paintwork", "skirting", "door", "before decorating", "before painting"],
    groups: ["sugarsoap"],
  },
  // A raised bed, planter or border is filled with topsoil (the sleepers it is built of come with it).
  {
    verbs: ["filling", "fill"],
    objects: ["raised bed", "flower bed", "vegetable bed", "veg bed", "planter", "border", "raised border"],
    groups: ["topsoil", "sleeper"],
  },
  // Loose material poured into something that holds it is the material, not a filler: a sandpit takes play sand,
  // pots and tubs take soil, a dip or hole in a lawn is topped up with topsoil. Before the filler entry ("hole").
  {
    verbs: ["filling", "fill", "topping", "top"],
    objects: ["sandpit", "sand pit", "sandbox", "sand box", "sand tray", "play pit"],
    groups: ["playsand"],
  },
  {
    verbs: ["filling", "fill", "topping", "top"],
    objects: [
      ...["pot", "flower pot", "tub", "container", "window box", "hanging basket", "trough", "urn"],
      ...["lawn", "dip", "hollow", "rut", "tyre rut", "low spot"],
    ],
    groups: ["topsoil"],
  },
  {
    verbs: ["filling", "fill"],
    objects: ["hole", "crack", "dent", "plaster", "ceiling", "before painting", "before decorating"],
    groups: ["interiorfiller", "jointfiller"],
    asTyped: true,
  },
  {
    verbs: ["stop", "stopping", "prevent", "preventing", "suppress", "suppressing", "control", "controlling", "keep"],
    objects: ["weed"],
    groups: ["weedfabric"],
  },
  // Paint kept off what is not being painted: masking tape along the edge, a dust sheet below. "Masking" is the
  // decorator's verb (as a verb of hiding it read boxing-in: the table's own entry decides now).
  {
    verbs: ["keep", "keeping", "stop", "stopping", "protect", "protecting", "avoid", "avoiding"],
    objects: ["paint", "paint splash", "splash", "splatter", "drip", "overspray", "emulsion", "gloss"],
    groups: ["maskingtape", "dustsheet"],
  },
  {
    verbs: ["masking", "mask", "taping off", "tape off"],
    objects: [
      ...["window", "glass", "frame", "skirting", "tile", "edge", "line", "socket", "switch", "ceiling"],
      ...["trim", "architrave", "door", "worktop", "floor", "wall", "spray", "spraying", "painting", "before"],
    ],
    groups: ["maskingtape", "dustsheet"],
  },
  // Wood sanded back is sandpaper's job (its finish, a second verb, joins it: "sanding and varnishing"). Only with
  // the wood: "sanding" alone names sanding sealers and blocks.
  {
    verbs: ["sanding", "rubbing down", "sanding down"],
    objects: [
      ...["floorboard", "floor", "door", "woodwork", "skirting", "table", "deck", "decking", "furniture", "wood"],
      ...["banister", "stair", "window frame", "paintwork", "filler", "plaster"],
    ],
    groups: ["sandpaper"],
  },
  // Artificial grass is laid on a weed membrane over a bed of sharp sand (or sub-base): before the turf entry.
  {
    verbs: ["lay", "laying", "fit", "fitting", "install", "installing"],
    objects: ["artificial grass", "artificial lawn", "artificial turf", "fake grass", "astro turf", "astroturf"],
    groups: ["artificialgrass", "weedfabric", "sharpsand"],
  },
  // New turf is laid on a raked bed of screened topsoil.
  {
    verbs: ["lay", "laying", "turfing", "returf"],
    objects: ["turf", "new lawn", "lawn"],
    groups: ["topsoil"],
  },
  // "relaying", "refilling", "returfing": reader-words.ts reads a job done again as the job.
  { verbs: ["turfing", "returf"], groups: ["topsoil"] },
  // A lawn, bed, path or drive is edged with lawn, rope-top or log-roll edging, a drive with kerbs (one group).
  // Only "edging" with its thing: alone it is the product's own word.
  {
    verbs: ["edging"],
    objects: [
      // Not a raised bed: it is edged in its own sleepers (job-phrases-projects.ts).
      ...["lawn", "grass", "border", "flower bed", "path", "pathway", "drive", "driveway", "patio", "gravel"],
      "garden",
    ],
    groups: ["kerb"],
  },
  {
    verbs: ["drain", "draining", "soak", "soaking", "disperse", "dispersing", "divert", "diverting"],
    objects: ["rainwater", "rain water", "downpipe", "lawn", "garden", "waterlogged"],
    groups: ["soakaway", "channeldrain"],
  },
];
