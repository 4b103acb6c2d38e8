/**
 * The everyday verbs DIYers start a job with that mean a verb the leading-verb table (use-verbs*.ts) already reads:
 * "patching holes" is filling them, "teeing off a pipe" connecting it, "sprucing up the hall" painting it. Keyed by
 * the table's verb, each with the other ways UK DIYers and trades say it, written verb family by verb family from
 * everyday usage, never per query. use-verbs.ts gives each alias every entry of its verb (with that entry's objects
 * and clause conditions), so an alias reads exactly as its verb does. Mostly -ing forms: a bare verb is often a
 * product's word too ("tee", "relay", "spruce", "brace", "mastic").
 *
 * Where to extend: another common way of saying a verb the table has. An alias the table already has as a verb of
 * its own is skipped (its own entries decide), and an alias that is also a product's word ("sheeting", "sanding",
 * "edging", "fencing") stays out: as a query's first word it would turn a product's name into a job. A job done
 * again ("relaying", "refixing") needs no alias: reader-words.ts reads "re" + a table verb as the verb.
 */
export const EVERYDAY_VERBS: Readonly<Record<string, readonly string[]>> = {
  // Making good: the plasterer's and decorator's words for filling holes, cracks and dents.
  filling: ["patching", "polyfilling", "fill in", "filling in", "plugging up", "touching in"],
  // Joining into a supply: plumbers tee off, tap into and branch off a pipe.
  connecting: ["teeing", "teeing off", "teeing in", "tapping into", "branching", "branching off"],
  // Freshening a room up is painting it.
  painting: ["sprucing", "sprucing up", "freshening", "freshening up", "brightening", "touching up", "doing up"],
  paint: ["spruce up", "freshen", "freshen up", "brighten", "touch up", "do up"],
  // Colouring bare wood.
  staining: ["dyeing", "darkening"],
  // Quietening a room is soundproofing it.
  soundproofing: ["quietening", "quieting", "deadening sound", "muffling", "cutting noise"],
  // Sealing with a gun (the product's name used as the verb), and keeping draughts out at a gap.
  sealing: ["siliconing", "siliconeing", "caulking", "masticing", "draughtproofing", "draught proofing"],
  // Repairing: the everyday words for putting something right.
  repairing: ["sorting", "sorting out", "patching up", "bodging", "making good", "fixing up"],
  repair: ["sort", "sort out", "patch up", "make good", "fix up"],
  // Strengthening is reinforcing.
  reinforcing: ["strengthening", "beefing up", "bracing", "stiffening"],
  reinforce: ["strengthen", "beef up", "stiffen"],
  // Building: constructing, putting up, knocking up a shed or wall.
  building: ["constructing", "creating", "knocking up", "throwing up", "bricking", "bricking up"],
  // Laying slabs is slabbing to the landscaper.
  laying: ["slabbing"],
  build: ["construct", "create", "knock up"],
  // Cleaning: scrubbing and washing down.
  cleaning: ["scrubbing", "washing down", "sugar soaping", "wiping down"],
  // Covering up or disguising is hiding.
  hiding: ["disguising", "covering up", "masking"],
  hide: ["disguise", "cover up"],
  // Rendering by the Scots' and the pebbledasher's names.
  rendering: ["harling", "pebbledashing", "roughcasting"],
};
