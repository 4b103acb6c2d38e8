/**
 * Similarity candidates by blocking key, split further by the three facts that most often refuse a pair
 * outright in compareProfiles (similarity-matching.ts): the pack count, the dims and the maker. A first
 * import met ~744 candidates a row, most of them another maker's or another size (decision 038), and the
 * cost was visiting them at all; here a row visits only the groups compareProfiles could call `same`.
 *
 * The filter is exact, never a heuristic: a candidate is left out only when compareProfiles would return a
 * conflict for it whatever else the two profiles say, and the rest come back in the order the block lists
 * (KeyOwnership.candidatesByBlock) give them, so chooseSimilarProduct sees the same `same` results in the same
 * order. Where to extend: a new hard veto in compareProfiles may become a group key here, with its exact rule;
 * a change to the count, dims or brand rules there must change `groupAdmits` with it (candidate-index.test.ts
 * compares the two over every pair of the demo feeds).
 */
import { brandsRelated } from "./normalise/brand-relations.ts";
import type { MatchProfile } from "./normalise/index.ts";
import { lacksThickness } from "./normalise/similarity-matching.ts";

export interface ProfileCandidate {
  productId: number;
  profile: MatchProfile;
}

interface Entry {
  /** Insertion order: each block list of candidatesByBlock is in this order. */
  seq: number;
  candidate: ProfileCandidate;
}

/** Candidates of one block stating the same count, dims and brand family. */
interface Group {
  dims: string | undefined;
  brand: string | null;
  entries: Entry[];
}

interface Block {
  /** Groups by the candidates' pack count ("" when a profile states none). */
  byCount: Map<string, Group[]>;
  groups: Map<string, Group>;
  /** Entries by the MPN their profile states: one distinctive code lets two unrelated brand names meet. */
  byMpn: Map<string, Entry[]>;
}

/** Whether two brand families are one maker by how they read (brandsRelated is pure, so asked once a pair). */
type LinkedBrands = (a: string, b: string) => boolean;

/** The offer side of sameCode in similarity-matching.ts: the code a candidate of an unrelated brand may share. */
function distinctiveCode(offer: MatchProfile): string | null {
  const code = offer.mpn;
  return code && code.length >= 5 && /\d/.test(code) && /[a-z]/i.test(code) ? code : null;
}

/** compareProfiles' dims rule: equal, both absent, or one is the other without its thickness. */
function dimsAdmit(a: string | undefined, b: string | undefined): boolean {
  if (a === b) return true;
  return a !== undefined && b !== undefined && (lacksThickness(a, b) || lacksThickness(b, a));
}

/**
 * compareProfiles' count rule: equal counts, or a count of one on either side when the offer states an
 * area (the candidate's area is checked there; here a group is only ruled out when no candidate could pass).
 */
function countAdmits(offer: MatchProfile, count: string): boolean {
  const own = offer.numbers.count ?? "";
  return count === own || (offer.numbers.area !== undefined && (count === "1" || own === "1"));
}

export class CandidateIndex {
  private readonly blocks = new Map<string, Block>();
  private readonly related = new Map<string, boolean>();
  private seq = 0;

  add(candidate: ProfileCandidate): void {
    const entry: Entry = { seq: this.seq++, candidate };
    const { profile } = candidate;
    const count = profile.numbers.count ?? "";
    const dims = profile.numbers.dims;
    const brand = profile.brandFamily;
    const groupKey = `${count}\u0000${dims ?? "\u0001"}\u0000${brand ?? "\u0001"}`;
    for (const name of profile.blocks) {
      let block = this.blocks.get(name);
      if (!block) this.blocks.set(name, (block = { byCount: new Map(), groups: new Map(), byMpn: new Map() }));
      let group = block.groups.get(groupKey);
      if (!group) {
        block.groups.set(groupKey, (group = { dims, brand, entries: [] }));
        const sameCount = block.byCount.get(count);
        if (sameCount) sameCount.push(group);
        else block.byCount.set(count, [group]);
      }
      group.entries.push(entry);
      if (profile.mpn) {
        const sameMpn = block.byMpn.get(profile.mpn);
        if (sameMpn) sameMpn.push(entry);
        else block.byMpn.set(profile.mpn, [entry]);
      }
    }
  }

  /**
   * The candidates sharing a block with the offer that compareProfiles might call `same`, each once, in
   * block order and within a block in insertion order (as matchBySimilarity read the block lists).
   */
  eligible(offer: MatchProfile, linked: LinkedBrands): ProfileCandidate[] {
    const out: ProfileCandidate[] = [];
    const seen = new Set<ProfileCandidate>();
    const code = distinctiveCode(offer);
    for (const name of offer.blocks) {
      const block = this.blocks.get(name);
      if (!block) continue;
      const lists: Entry[][] = [];
      let byCode: Entry[] | undefined;
      const counts =
        offer.numbers.area === undefined
          ? [block.byCount.get(offer.numbers.count ?? "") ?? []]
          : [...block.byCount].filter(([count]) => countAdmits(offer, count)).map(([, groups]) => groups);
      for (const groups of counts) {
        for (const group of groups) {
          if (!dimsAdmit(offer.numbers.dims, group.dims)) continue;
          if (this.brandAdmits(offer.brandFamily, group.brand, linked)) lists.push(group.entries);
          else if (code) byCode ??= block.byMpn.get(code);
        }
      }
      // Another maker's candidate with the offer's own distinctive code (sameCode): unrelated brand names, one maker.
      // One already in an admitted group is read once (`seen`).
      const coded = byCode?.filter(
        (e) =>
          countAdmits(offer, e.candidate.profile.numbers.count ?? "") &&
          dimsAdmit(offer.numbers.dims, e.candidate.profile.numbers.dims),
      );
      if (coded?.length) lists.push(coded);
      const entries = lists.length === 1 ? lists[0]! : lists.flat().sort((a, b) => a.seq - b.seq);
      for (const { candidate } of entries) {
        if (seen.has(candidate)) continue;
        seen.add(candidate);
        out.push(candidate);
      }
    }
    return out;
  }

  /** compareProfiles' maker rule less sameCode: no brand on a side, related families, or a learned link. */
  private brandAdmits(offer: string | null, candidate: string | null, linked: LinkedBrands): boolean {
    if (!offer || !candidate) return true;
    const key = `${offer}\u0000${candidate}`;
    let related = this.related.get(key);
    if (related === undefined) this.related.set(key, (related = brandsRelated(offer, candidate)));
    // Links are learned during a run (matchByKey), so they are asked every time, never cached.
    return related || linked(offer, candidate);
  }
}
