/**
 * The job verbs grouped by what they do to a part of the building or garden (building-parts*.ts): each family's
 * verbs in the forms UK DIYers and trades type them first in a job ("building", "put up" is read as "putting").
 * A part names its products per family, so a verb of the family on that part reads them whatever the sentence's
 * other words (part-verbs.ts). Where to extend: another way of saying a family's job. A verb that is also a
 * product's own word ("board", "tile", "frame", "felt", "edging", "lining") is listed only in a form no product
 * name starts with, or not at all: as a query's first word it would turn a product's name into a job.
 */
export type JobFamily =
  | "build"
  | "dig"
  | "fit"
  | "fix"
  | "finish"
  | "paint"
  | "treat"
  | "plaster"
  | "board"
  | "insulate"
  | "seal"
  | "cover"
  | "run";

export const JOB_VERB_FAMILIES: Readonly<Record<JobFamily, readonly string[]>> = {
  // Putting up something new from its materials.
  build: [
    ...["build", "building", "make", "making", "erect", "erecting", "construct", "constructing", "create"],
    ...["creating", "framing", "rebuild", "rebuilding"],
  ],
  // Groundwork: the hole dug and the concrete poured into it.
  dig: [...["dig", "digging", "pour", "pouring", "cast", "casting", "concreting", "excavate", "excavating"]],
  // Putting a ready-made part in or replacing one.
  fit: [
    ...["fit", "fitting", "install", "installing", "replace", "replacing", "renew", "renewing", "put", "putting"],
    ...["change", "changing", "swap", "swapping", "add", "adding"],
  ],
  // Holding a part to another: fixings, hangers, straps and ties.
  fix: [
    ...["fix", "fixing", "attach", "attaching", "secure", "securing", "fasten", "fastening", "tying"],
    ...["hang", "hanging", "support", "supporting", "connect", "connecting", "join", "joining", "anchoring"],
  ],
  // Trimming and neatening a part's edges, junctions and gaps once it is up.
  finish: [...["finishing", "trimming", "tidy", "tidying", "neaten", "neatening", "capping"]],
  paint: [
    ...["paint", "painting", "repaint", "repainting", "decorate", "decorating", "redecorate", "redecorating"],
    ...["glossing", "coating", "spraying"],
  ],
  // Wood protected, coloured or sealed against the weather.
  treat: [
    ...["treat", "treating", "protect", "protecting", "preserve", "preserving", "stain", "staining", "oil"],
    ...["oiling", "varnish", "varnishing", "weatherproof", "weatherproofing"],
  ],
  plaster: [
    ...["plaster", "plastering", "replaster", "replastering", "skim", "skimming", "reskim", "reskimming"],
    ...["rendering", "patch", "patching", "make good", "making good"],
  ],
  // Sheet materials put over a frame or a floor.
  board: ["boarding", ...["sheathing", "plasterboarding", "dryline", "drylining", "overboard", "overboarding"]],
  insulate: ["insulate", "insulating", "lag", "lagging"],
  seal: [...["seal", "sealing", "reseal", "resealing", "waterproof", "waterproofing", "flash", "flashing"]],
  // A roof or a top put on a structure.
  cover: [...["roof", "roofing", "reroof", "reroofing", "felting", "refelting", "tiling", "retiling"]],
  // Pipes and drains run from one place to another.
  run: [...["run", "running", "lay", "laying", "divert", "diverting", "extend", "extending", "plumb", "plumbing"]],
};
