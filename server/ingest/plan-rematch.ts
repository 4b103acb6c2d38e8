/**
 * Which product id each group of a re-keyed catalogue keeps. Links, hidden products and (later) alerts
 * point at product ids, so a product whose offers are exactly the same keeps its id; a group that
 * changed keeps the id of the old product it holds most offers of, when no other group took it first.
 */

export interface RematchPlan {
  /** Final product id of each group (groups keyed by the assigner's id: negative = founded by the rematch). */
  idOfGroup: Map<number, number>;
  /** Groups that need a new product row. */
  newGroups: number[];
  /** Old products no group kept: their offers moved, so they are deleted. */
  removed: number[];
  /** Each removed product's successor: the group holding most of its offers (links to it go there). */
  successorOf: Map<number, number>;
  /** Groups whose members are exactly an old product's. */
  unchanged: number;
  /** Groups that changed but kept an old product's id. */
  reused: number;
}

/**
 * `oldProductOf` and `groupOf`: offer id → old product id / assigner's group id. Positive group ids are
 * existing products an operator pinned offers to: they keep their id whatever else happens.
 */
export function planRematch(
  oldProductOf: ReadonlyMap<number, number>,
  groupOf: ReadonlyMap<number, number>,
): RematchPlan {
  const members = (of: ReadonlyMap<number, number>) => {
    const byId = new Map<number, number[]>();
    for (const [offer, id] of of) {
      const list = byId.get(id);
      if (list) list.push(offer);
      else byId.set(id, [offer]);
    }
    return byId;
  };
  const oldMembers = members(oldProductOf);
  const groupMembers = members(groupOf);
  const idOfGroup = new Map<number, number>();
  const taken = new Set<number>();
  let unchanged = 0;
  let reused = 0;
  const sameMembers = (a: readonly number[], b: readonly number[] | undefined) =>
    !!b && a.length === b.length && a.every((offer) => b.includes(offer));
  for (const [group, offers] of groupMembers) {
    if (group > 0) {
      idOfGroup.set(group, group);
      taken.add(group);
      if (sameMembers(offers, oldMembers.get(group))) unchanged++;
      else reused++;
    }
  }

  for (const [group, offers] of groupMembers) {
    if (group > 0) continue;
    const old = oldProductOf.get(offers[0]!);
    if (old !== undefined && !taken.has(old) && sameMembers(offers, oldMembers.get(old))) {
      idOfGroup.set(group, old);
      taken.add(old);
      unchanged++;
    }
  }

  // Largest groups first, so the bulk of a split product keeps its id rather than a stray offer.
  const rest = [...groupMembers]
    .filter(([group]) => !idOfGroup.has(group))
    .sort((a, b) => b[1].length - a[1].length || b[0] - a[0]);
  const newGroups: number[] = [];
  for (const [group, offers] of rest) {
    const overlap = new Map<number, number>();
    for (const offer of offers) {
      const old = oldProductOf.get(offer);
      if (old !== undefined && !taken.has(old)) overlap.set(old, (overlap.get(old) ?? 0) + 1);
    }
    const best = [...overlap].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    if (best) {
      idOfGroup.set(group, best[0]);
      taken.add(best[0]);
      reused++;
    } else {
      newGroups.push(group);
    }
  }
  const removed = [...oldMembers.keys()].filter((id) => !taken.has(id));
  const successorOf = new Map<number, number>();
  for (const id of removed) {
    const held = new Map<number, number>();
    for (const offer of oldMembers.get(id)!) {
      const group = groupOf.get(offer);
      if (group !== undefined) held.set(group, (held.get(group) ?? 0) + 1);
    }
    const best = [...held].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
    if (best) successorOf.set(id, best[0]);
  }
  return { idOfGroup, newGroups, removed, successorOf, unchanged, reused };
}
