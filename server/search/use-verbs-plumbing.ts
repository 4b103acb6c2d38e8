import type { UseVerb } from "./use-verbs.ts";

/**
 * Plumbing jobs of the leading-verb table (use-verbs.ts explains the fields and reads these in place, after the
 * building jobs): what a DIYer buys to plumb in a sink or basin and to fit or change a tap. Trade knowledge: a sink
 * or basin is plumbed in with a trap on a waste pipe, and fed through tap connectors from isolating valves; a tap is
 * fitted with flexible connectors and a valve to shut it off, and threads are sealed with PTFE tape. Each entry's
 * groups are in the order they are bought (the first ranks first: use-words.ts leadOf).
 * Where to extend: another fitting a DIYer plumbs in (a bath, a shower tray), with what it is connected by.
 */
const PLUMB_IN = [
  ...["plumb", "plumbing", "fit", "fitting", "install", "installing", "connect", "connecting", "hook"],
  ...["replace", "replacing", "change", "changing", "swap", "swapping"],
];

export const PLUMBING_VERBS: readonly UseVerb[] = [
  {
    verbs: PLUMB_IN,
    objects: ["sink", "basin", "vanity", "vanity unit", "sink waste", "basin waste"],
    groups: ["trap", "wastepipe", "tapconnector", "isolatingvalve"],
  },
  {
    verbs: PLUMB_IN,
    // Taps indoors: an outside tap is teed off a pipe with fittings, not connected by flexible tails.
    objects: ["kitchen tap", "bathroom tap", "basin tap", "bath tap", "sink tap", "mixer tap", "mixer", "monobloc"],
    groups: ["tapconnector", "isolatingvalve", "ptfetape"],
  },
];
