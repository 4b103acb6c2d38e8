import type { UseVerb } from "./use-verbs.ts";

/**
 * The building jobs of the leading-verb table (use-verbs.ts explains the fields and reads them in place, so their
 * order against its other entries is kept): laying, building, bedding, mixing, rendering, opening up a wall, and
 * sealing round pipes. Split from use-verbs.ts for length only.
 */
export const BUILDING_VERBS: readonly UseVerb[] = [
  // Mortar, concrete, render or screed laid in frost or cold takes a frost proofer (an accelerator): the weather
  // decides before what is laid. Not "building": "a cold frame" is built.
  {
    verbs: [
      ...["lay", "laying", "bricklaying", "concreting", "pour", "pouring", "render", "rendering", "pointing"],
      ...["mix", "mixing", "screed", "screeding"],
    ],
    objects: [
      ...["frost", "frosty", "freezing", "frozen", "cold", "winter", "icy", "below zero", "sub zero"],
      // The weather said as a verb or a forecast ("might freeze tonight", "frosts forecast").
      ...["freeze", "freezes", "frosts", "chilly", "near zero"],
    ],
    groups: ["frostproofer", "rapidcement"],
  },
  // Building and laying: the materials the job is made of, the main one first.
  {
    verbs: ["lay", "laying", "build", "building"],
    objects: ["decking", "deck"],
    groups: ["decking", "joist", "deckingscrew"],
  },
  // A thin floor covering laid on concrete goes down on a self-levelling compound (over old boards, an overlay:
  // job-phrases-second-fix.ts).
  {
    verbs: ["lay", "laying", "put", "putting", "fit", "fitting", "install", "installing"],
    objects: [
      ...["vinyl concrete", "lvt concrete", "laminate concrete", "lino concrete", "karndean concrete"],
      ...["vinyl screed", "lvt screed", "laminate screed", "lino screed", "carpet tile concrete"],
    ],
    groups: ["selflevelling"],
  },
  // Block paving laid is the blocks, jointed with kiln-dried sand on a sharp sand bed: before the walling entries,
  // whose "block" is a wall's.
  {
    verbs: ["lay", "laying"],
    objects: ["block paving", "paving block", "pavior", "paver", "block paved", "monoblock"],
    groups: ["blockpaving", "kilndried", "sharpsand"],
  },
  // A wall built is bought as its bricks or blocks first, then the mortar; bricks laid are the bricklayer's mortar.
  {
    verbs: ["build", "building", "make", "making"],
    objects: ["block", "blockwork", "block wall"],
    groups: ["concreteblock", "mortarmix", "buildingsand"],
  },
  {
    verbs: ["build", "building", "make", "making"],
    objects: ["garden wall", "brick wall", "brick", "brickwork", "barbecue", "pier", "pillar"],
    groups: ["facingbrick", "commonbrick", "mortarmix", "buildingsand"],
  },
  // Blocks laid (a wall's inner leaf, an extension's walls, a footing below ground) are the blocks first, then the
  // mortar; bricks laid are the bricklayer's mortar (next).
  {
    verbs: ["lay", "laying"],
    objects: ["block", "blockwork", "breeze block", "concrete block", "aircrete", "thermalite", "celcon", "inner leaf"],
    groups: ["concreteblock", "mortarmix", "buildingsand"],
  },
  {
    verbs: ["lay", "laying", "build", "building"],
    objects: ["garden wall", "brick wall", "brick", "brickwork", "block", "blockwork"],
    groups: ["mortarmix", "buildingsand", "facingbrick"],
  },
  // Paving slabs laid are the slabs, bedded on sharp sand and mortar: before the base entry, whose "slab" is concrete.
  {
    verbs: ["lay", "laying"],
    objects: [
      ...["paving slab", "paving", "porcelain slab", "porcelain paving", "flag", "flagstone", "stone slab"],
      // Porcelain or tiles outdoors are paving, not wall or floor tiles (the tile entry below).
      ...["porcelain patio", "porcelain path", "outdoor porcelain", "outdoor tile", "garden tile", "patio tile"],
      ...["sandstone", "indian stone", "patio slab", "riven slab", "garden slab", "limestone paving"],
    ],
    groups: ["pavingslab", "sharpsand", "mortarmix"],
  },
  {
    verbs: ["lay", "laying", "build", "building", "make", "making", "pour", "pouring", "cast", "casting"],
    objects: ["shed base", "base", "foundation", "footing", "slab", "hardstanding"],
    groups: ["concretemix", "ballast", "subbase"],
  },
  {
    verbs: ["mix", "mixing"],
    objects: ["concrete"],
    groups: ["ballast", "opc", "concretemix"],
  },
  {
    verbs: ["mix", "mixing"],
    objects: ["mortar"],
    groups: ["buildingsand", "opc", "mortarmix"],
  },
  {
    verbs: ["lay", "laying", "run", "running"],
    objects: ["drain", "drainage", "drain pipe", "underground pipe"],
    groups: ["drainpipe"],
  },
  {
    verbs: ["render", "rendering", "rerender", "rerendering"],
    objects: [
      ...["wall", "outside", "external", "house", "brick", "brickwork", "block", "blockwork", "chimney", "stack"],
      ...["plinth", "garage", "extension", "gable", "pier", "pillar", "bungalow", "front"],
    ],
    groups: ["render", "plasteringsand"],
    asTyped: true,
  },
  // Gaps round pipes and cables are filled with foam first; a sealant finishes a narrow joint.
  {
    verbs: ["seal", "sealing", "fill", "filling", "plug", "plugging"],
    objects: ["pipe", "pipework", "cable", "duct"],
    groups: ["expandingfoam", "sealant"],
  },
  {
    verbs: ["lay", "laying", "build", "building", "make", "making"],
    objects: ["path", "pathway", "garden path", "drive", "driveway"],
    groups: ["subbase", "pavingslab", "blockpaving", "chippings"],
  },
  {
    verbs: ["bed", "bedding", "rebed", "rebedding"],
    objects: ["slab", "patio", "paving", "flag", "flagstone", "kerb", "block paving"],
    groups: ["sharpsand", "mortarmix"],
  },
  // Felt is nailed down with clout nails; a felt roof recoated takes a bitumen coating.
  { verbs: ["felting", "refelting", "refelt"], groups: ["roofingfelt", "cloutnail"] },
  {
    verbs: ["recoat", "recoating", "coat", "coating", "paint", "painting", "treat", "treating", "reseal", "resealing"],
    objects: ["felt roof", "felt", "flat roof", "shed roof", "garage roof"],
    groups: ["roofcoating", "roofingfelt"],
  },
  // Tiles on a floor or wall are laid in tile adhesive and grouted (roof tiles hang on battens: job-phrases-trades.ts).
  {
    verbs: ["lay", "laying"],
    objects: ["floor tile", "wall tile", "porcelain", "ceramic", "quarry tile", "tile floor"],
    groups: ["tileadhesive", "grout"],
  },
  // Concrete laid is mixed from ballast and cement or bought as a bagged mix, over a sub-base. After the
  // tiles and paths: "laying tiles on a concrete floor" is the tiles' job.
  {
    verbs: ["lay", "laying", "make", "making"],
    objects: ["concrete"],
    groups: ["concretemix", "ballast", "opc", "subbase"],
  },
  // Insulation by where it goes: under a slab or screed rigid board; in a roof's slope PIR between the rafters, with
  // multifoil or insulated plasterboard under them (not a loft roll, which lies on a floor); a garage ceiling PIR or
  // a roll over its joists; a stud wall's void acoustic or mineral wool; a loft's joists the generic entry's roll.
  {
    verbs: ["insulate", "insulating"],
    objects: ["slab", "screed", "concrete floor", "solid floor"],
    groups: ["eps", "pir"],
  },
  {
    verbs: ["insulate", "insulating"],
    objects: ["rafter", "pitched roof", "flat roof", "dormer", "sloping ceiling", "roof"],
    groups: ["pir", "multifoil", "insulatedplasterboard"],
  },
  // A flat garage ceiling's joists take rigid board or a roll laid over them.
  {
    verbs: ["insulate", "insulating"],
    objects: ["garage ceiling"],
    groups: ["pir", "mineralwool"],
  },
  {
    verbs: ["insulate", "insulating"],
    objects: ["stud wall", "stud", "partition", "internal wall"],
    groups: ["acousticinsulation", "mineralwool"],
  },
  // A house, extension or gable clad outside: cladding boards on treated battens over a breather membrane (a shed's
  // lining is the boarding entry, use-verbs.ts). Only with the building: "cladding" alone is the boards' name.
  {
    verbs: ["cladding", "clad", "recladding", "reclad", "weatherboarding"],
    objects: ["house", "front", "extension", "gable", "dormer", "bay", "porch", "garage", "outside wall", "exterior"],
    groups: ["cladding", "batten", "breathable"],
  },
  // A wall battened out for boards: treated battens or CLS, fixed to the masonry.
  {
    verbs: ["battening", "batten", "battening out", "batten out", "counter battening"],
    objects: ["wall", "ceiling", "brick", "block", "plasterboard", "panelling", "cladding", "masonry"],
    groups: ["batten", "cls", "framefixing"],
  },
  // A new fence is panels (or featheredge boards) on posts set in post mix, over gravel boards: the panels are its
  // main material. A repair is mostly a post and its post mix.
  {
    verbs: ["erect", "erecting", "put", "putting", "build", "building", "install", "installing"],
    objects: ["fence", "fencing", "fence panel"],
    groups: ["fencepanel", "fencepost", "postfix", "gravelboard", "featheredge"],
  },
  // A gate hung new is hung on its posts (gate posts are fence posts), concreted in; a latch or hinge alone is not.
  {
    verbs: ["erect", "erecting", "put", "putting", "hang", "hanging", "install", "installing", "fit", "fitting"],
    objects: ["garden gate", "side gate", "wooden gate", "timber gate", "field gate", "gate post", "gatepost"],
    groups: ["fencepost", "postfix", "coachbolt"],
  },
  // A repair is bought as the part that failed: a panel, a closeboard fence's boards or rails, else a post.
  {
    verbs: ["repair", "repairing", "fix", "fixing", "replace", "replacing", "mend", "mending"],
    objects: ["fence panel", "panel"],
    groups: ["fencepanel", "gravelboard"],
  },
  {
    verbs: ["repair", "repairing", "fix", "fixing", "replace", "replacing", "mend", "mending"],
    objects: ["rail", "arris"],
    groups: ["arrisrail"],
  },
  {
    verbs: ["repair", "repairing", "fix", "fixing", "replace", "replacing", "mend", "mending"],
    objects: ["featheredge", "closeboard board", "fence board", "pale"],
    groups: ["featheredge"],
  },
  {
    verbs: ["repair", "repairing", "fix", "fixing", "replace", "replacing"],
    objects: ["fence", "fencing", "fence panel"],
    groups: ["fencepost", "postfix", "featheredge"],
  },
  // A loft boarded out is floored in tongue-and-groove chipboard or OSB sheets; over insulation deeper than the
  // joists the boards sit on loft legs, bought first. Storage named is a household family (job-phrases-household.ts).
  // Only "boarding": "boards for loft flooring" and "floor tiles for the loft bathroom" name products.
  {
    verbs: ["boarding"],
    objects: ["loft insulation", "attic insulation", "insulation"],
    groups: ["loftleg", "floorchipboard", "osb"],
  },
  { verbs: ["boarding"], objects: ["loft", "attic"], groups: ["floorchipboard", "osb", "loftleg"] },
  // An internal door frame is a lining set, finished with architrave.
  {
    verbs: ["fit", "fitting", "install", "installing", "replace", "replacing", "put", "putting"],
    objects: ["internal door frame", "door lining", "door casing", "interior door frame"],
    groups: ["doorlining", "architrave"],
  },
  // An opening made in a wall is spanned by a lintel, bearing on padstones (as job-phrases-projects.ts reads it).
  {
    verbs: ["knock", "knocking"],
    objects: ["through", "wall", "opening", "doorway"],
    groups: ["lintel", "padstone"],
  },
  {
    verbs: ["support", "supporting", "widen", "widening", "form", "forming"],
    objects: ["opening", "doorway"],
    groups: ["lintel"],
  },
  // A window or door put into a wall (new, moved or made bigger) needs its opening spanned: a lintel, steel in a
  // cavity wall. Only with the wall said: a window or door alone (a replacement) goes into an opening that has one.
  {
    verbs: [
      ...["put", "putting", "fit", "fitting", "install", "installing", "make", "making", "cut", "cutting"],
      ...["add", "adding", "create", "creating", "move", "moving", "enlarge", "enlarging", "open", "opening"],
    ],
    objects: [
      ...["window wall", "door wall", "doorway wall", "window brick", "door brick", "window block", "door block"],
      ...["window cavity", "door cavity", "serving hatch", "bigger window", "wider doorway"],
    ],
    groups: ["lintel", "padstone"],
  },
];
