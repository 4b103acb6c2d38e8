import type { UseVerb } from "./use-verbs.ts";

/**
 * Fixing jobs of the leading-verb table (use-verbs.ts explains the fields and reads these in place, last): boards to
 * framing, things to masonry or to hollow walls, shelves and cupboards, trim with adhesive, and one thing to
 * another. Trade knowledge: plasterboard is screwed with drywall screws; masonry takes frame fixings, concrete
 * screws or plugs and screws; a hollow wall cavity fixings; trim a grab adhesive. Split from use-verbs.ts for
 * length only; the order is kept (for one verb, entries with objects before the plain one).
 */
export const FIXING_VERBS: readonly UseVerb[] = [
  // Boards fixed to timber or metal framing are screwed with drywall screws.
  {
    verbs: ["fix", "fixing", "fasten", "fastening", "attach", "attaching", "screw", "screwing"],
    objects: ["plasterboard stud", "plasterboard joist", "plasterboard ceiling", "board stud", "board joist"],
    groups: ["drywallscrew"],
    clause: true,
  },
  // Bolted into masonry (a beam's bearing, a ledger, a heavy gate post): anchor (through) bolts, or a hex-head
  // concrete screw, which bolts timber to brick with no plug, or resin and threaded rod.
  {
    verbs: ["bolt", "bolting", "anchor", "anchoring", "resin", "resining", "chemical anchoring"],
    objects: ["brick", "brickwork", "masonry", "concrete", "block", "blockwork", "stone", "chimney", "wall"],
    groups: ["anchorbolt", "concretescrew", "resinanchor", "threadedrod", "framefixing"],
  },
  // A hole drilled is plugged for what it holds: tiles take a plug (and tape so the bit does not skate), masonry a
  // plug or frame fixing, a hollow wall a cavity fixing.
  {
    verbs: ["drill", "drilling"],
    objects: ["tile", "tiled wall", "porcelain", "ceramic"],
    groups: ["wallplug", "maskingtape"],
  },
  {
    verbs: ["drill", "drilling"],
    objects: ["plasterboard", "drywall", "stud", "hollow", "partition"],
    groups: ["cavityfixing"],
  },
  {
    verbs: ["drill", "drilling"],
    objects: ["brick", "brickwork", "masonry", "concrete", "block", "blockwork", "stone", "wall"],
    groups: ["wallplug", "framefixing", "concretescrew"],
  },
  // Fixing to masonry: a frame fixing, a concrete screw or a plug and screw.
  {
    verbs: ["fix", "fixing", "fasten", "fastening", "attach", "attaching", "secure", "securing"],
    objects: ["brick", "brickwork", "masonry", "concrete", "block", "blockwork", "stone"],
    groups: ["framefixing", "concretescrew", "wallplug"],
    clause: true,
  },
  // Anything hung on a hollow wall needs a cavity fixing.
  {
    // "put up", "putting up": the reader keeps "up" as its own word, so the verb is "put" or "putting".
    verbs: ["hang", "hanging", "mount", "mounting", "put", "putting", "fit", "fitting"],
    objects: ["plasterboard", "drywall", "stud", "hollow", "partition"],
    groups: ["cavityfixing"],
  },
  // Shelves, cupboards and the like on a solid wall: plugs and screws first, heavier loads on frame fixings.
  {
    verbs: ["hang", "hanging", "mount", "mounting", "put", "putting", "fit", "fitting", "install", "installing"],
    objects: [
      ...["shelf", "shelve", "shelving", "cupboard", "wall cupboard", "wall unit", "cabinet", "tv", "television"],
      ...["mirror", "picture", "curtain pole", "curtain rail", "blind", "coat hook", "towel rail"],
    ],
    groups: ["wallplug", "woodscrew", "framefixing", "concretescrew"],
  },
  {
    verbs: ["hang", "hanging", "mount", "mounting"],
    groups: ["wallplug", "framefixing", "cavityfixing"],
    clause: true,
  },
  // Trim and mouldings go up with a grab adhesive ("putting up architrave without nails").
  {
    verbs: ["putting", "put", "fitting", "fit", "sticking", "stick", "attaching", "gluing", "glueing", "fixing"],
    objects: ["skirting", "architrave", "coving", "dado", "moulding", "beading", "trim"],
    groups: ["grabadhesive"],
  },
  // Fixing one thing to another: a masonry fixing, a cavity fixing or a grab adhesive; the clause ranks them.
  {
    verbs: ["fix", "fixing", "fasten", "fastening", "attach", "attaching", "secure", "securing"],
    groups: ["framefixing", "wallplug", "cavityfixing", "grabadhesive"],
    clause: true,
    asTyped: true,
  },
];
