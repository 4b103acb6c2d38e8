import type { BuildingPart } from "./building-parts.ts";

/**
 * The parts of a garden and its buildings a job is done to (building-parts.ts explains the fields): structures
 * built from posts and beams, beds and edges, decks and their rails, and the walls, floors and roofs of sheds.
 * UK landscaping and garden-building trade knowledge, written part by part, never per query.
 */
export const GARDEN_PARTS: readonly BuildingPart[] = [
  // Post-and-beam structures: posts set in post mix, beams and rails of sawn timber, bolted.
  {
    names: ["pergola", "gazebo", "arbour", "arbor", "carport frame", "covered area", "hot tub shelter"],
    jobs: {
      build: ["fencepost", "sawn", "coachbolt", "coachscrew", "postfix", "postsupport"],
      fix: ["coachbolt", "postsupport", "landscapescrew"],
      treat: ["fencestain", "treated"],
    },
  },
  {
    names: ["raised bed", "vegetable bed", "veg bed", "planter", "raised border", "raised planter", "allotment bed"],
    jobs: { build: ["sleeper", "sawn", "landscapescrew", "topsoil"], fix: ["landscapescrew"] },
  },
  {
    names: ["retaining wall", "garden step", "step in garden", "terrace"],
    jobs: { build: ["sleeper", "concreteblock", "landscapescrew", "concretemix"] },
  },
  // A deck's guarding: posts, spindles and a rail.
  {
    names: ["balustrade", "deck railing", "decking railing", "deck rail", "handrail on deck", "decking balustrade"],
    jobs: { build: ["handrail", "spindle", "newel"], fit: ["handrail", "spindle", "newel"] },
    bought: ["handrail", "spindle", "newel"],
  },
  {
    names: ["deck frame", "decking frame", "deck base", "decking subframe", "subframe"],
    jobs: { build: ["joist", "sawn", "postsupport", "coachbolt"] },
    bought: ["joist", "sawn", "postsupport"],
  },
  // Sheds, summerhouses and workshops: a floor of OSB or ply on bearers, walls lined or clad, roof felted.
  {
    names: ["shed floor", "summerhouse floor", "workshop floor base", "cabin floor"],
    jobs: { build: ["osb", "plywood", "sawn"], fit: ["osb", "plywood"], board: ["osb", "plywood"] },
    bought: ["osb", "plywood"],
  },
  {
    names: ["shed wall", "summerhouse wall", "workshop wall", "garage wall inside"],
    jobs: { board: ["osb", "plywood"], insulate: ["pir", "multifoil"], treat: ["fencestain"] },
    bought: ["osb", "plywood"],
  },
  {
    names: ["shed", "summerhouse", "playhouse", "log cabin", "wendy house", "garden building", "garden office"],
    jobs: {
      build: ["sawn", "cladding", "osb", "roofingfelt"],
      treat: ["fencestain", "treated"],
      insulate: ["pir", "multifoil", "mineralwool"],
    },
  },
  // Fences: boards and their gravel boards; a wall's top.
  {
    names: ["fence board", "close board", "closeboard"],
    jobs: { build: ["featheredge", "fencepost", "arrisrail", "gravelboard"], fit: ["featheredge"] },
  },
  { names: ["bottom of fence", "fence bottom"], jobs: { fit: ["gravelboard"], finish: ["gravelboard"] } },
  {
    names: ["top of wall", "wall top", "garden wall top", "pier"],
    jobs: { finish: ["coping"], fit: ["coping"], seal: ["coping"] },
  },
  // Paths and their edges, beds and their membranes.
  {
    names: ["edge of path", "path edge", "lawn edge", "border edge", "edge of lawn", "edge of border"],
    jobs: { finish: ["kerb"], fit: ["kerb"], build: ["kerb"] },
  },
  {
    names: ["gravel path", "gravel drive", "gravel driveway", "gravel garden", "shingle path"],
    jobs: { build: ["peagravel", "chippings", "weedfabric", "kerb"], fit: ["peagravel", "chippings", "weedfabric"] },
  },
  {
    names: ["soakaway", "french drain", "land drain"],
    jobs: { build: ["soakaway", "landdrain", "geotextile"], dig: ["soakaway", "landdrain", "geotextile"] },
  },
  {
    names: ["garden furniture", "garden bench", "garden table", "hardwood furniture", "teak furniture"],
    jobs: { treat: ["deckingoil", "woodstain", "varnish"], paint: ["woodstain", "fencestain"] },
  },
];
