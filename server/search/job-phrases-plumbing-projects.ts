import type { JobPhrase } from "./job-phrases.ts";

/**
 * Plumbing and drainage projects a DIYer names by the fitting and what is done to it, without the fittings' names
 * ("moving a radiator to the other wall", "a new extension tied into the drain", "the basin's waste and trap",
 * "sealing round the shower tray"): UK merchant trade knowledge of what each is plumbed with. A radiator moved or
 * added is teed in and run in 15mm pipe with compression, push-fit or solder fittings, clipped to the joists (one
 * put in is connected through its radiator valves); a new
 * drain run (an extension, a diverted run) is underground pipe with bends, a junction where it joins, and an access
 * chamber; a sink, basin, bath or shower drains through a trap on its waste pipe; the edge of a tray, bath or basin
 * against the wall is sealed with sanitary silicone. Read as job-phrases.ts reads every family (the fitting and what
 * is done), after the trade jobs (job-phrases-trades.ts), so an appliance plumbed in or a WC's soil run decides
 * first. Problems on the same fittings (a leaking trap, a cold radiator, mouldy silicone) are read earlier.
 * Where to extend: another fitting a house's plumbing or drainage gains, with the kinds it is plumbed with
 * (synonym group keys, trade-synonyms*.ts).
 */

const RADIATOR = ["radiator", "rad", "towel rail", "heated towel rail", "towel radiator"];
const WET_FITTING = ["sink", "kitchen sink", "basin", "wash basin", "washbasin", "bath", "shower", "vanity"];

export const PLUMBING_PROJECT_JOB_PHRASES: readonly JobPhrase[] = [
  // Task phrases only, and not "new": "new radiator 600 x 1000" names the radiator.
  {
    when: RADIATOR,
    with: [
      ...["move", "moving", "moved", "relocate", "relocating", "reposition", "repositioning", "shift", "shifting"],
      ...["add", "adding", "extra", "another", "extend", "extending", "tee", "teeing"],
    ],
    groups: ["compressionfitting", "pushfit", "endfeed", "pipeclip"],
    taskOnly: true,
  },
  // A radiator put in or plumbed in is connected through its valves, teed into the flow and return.
  {
    when: RADIATOR,
    with: ["put", "putting", "install", "installing", "plumb", "plumbing", "connect", "connecting", "hook"],
    groups: ["radiatorvalve", "compressionfitting", "pushfit", "pipeclip"],
    taskOnly: true,
  },
  // A new or diverted drain run: "drain" with the work on it. Not "run" alone ("water running off the drive").
  {
    when: ["drain", "drains", "drainage", "sewer", "main drain", "drain run"],
    with: [
      ...["extension", "connect", "connecting", "connection", "join", "joining", "tie", "tying", "tie in"],
      ...["extend", "extending", "divert", "diverting", "reroute", "rerouting", "new drain", "new drain run"],
    ],
    groups: ["drainpipe", "drainbend", "drainjunction", "inspectionchamber"],
    taskOnly: true,
  },
  // A waste and its trap said as a pair ("waste and trap", "trap and waste pipe"): the trap and the waste pipe.
  {
    when: ["waste trap", "trap waste", "trap waste pipe"],
    with: [...WET_FITTING, "washing machine", "dishwasher", "new", "plumbing", "plumb"],
    groups: ["trap", "wastepipe"],
  },
  // The edge of a tray, bath or basin against the wall or tiles is sealed with sanitary silicone.
  {
    // Not "joint", "edging" or a worktop: "worktop joint strip" and "bath edging trim" are products of their own.
    when: ["seal", "sealing", "sealed", "reseal", "resealing", "edge", "edges", "gap", "gaps"],
    with: ["shower tray", "bath", "bath tub", "bathtub", "basin", "sink", "splashback"],
    groups: ["sealant"],
  },
];
