import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { CandidateIndex, type ProfileCandidate } from "./candidate-index.ts";
import { compareProfiles, extractProductFacts, type MatchProfile, type OfferIdentityInput } from "./normalise/index.ts";
import { identityInputFromRow } from "./offer-match-inputs.ts";
import { prepareRows } from "./prepare-rows.ts";
import { readFeed } from "./read-feed.server.ts";

const profileOf = (input: OfferIdentityInput) => extractProductFacts(input).profile;

/** Every candidate sharing a block with the offer, each once, in block order: what the index filters. */
function blockList(offer: MatchProfile, all: readonly ProfileCandidate[]): ProfileCandidate[] {
  const out: ProfileCandidate[] = [];
  for (const block of offer.blocks)
    for (const c of all) if (c.profile.blocks.includes(block) && !out.includes(c)) out.push(c);
  return out;
}

/** The index leaves out only what compareProfiles refuses, and keeps the block lists' order. */
function expectExact(offers: readonly MatchProfile[], all: readonly ProfileCandidate[], linked = () => false) {
  const index = new CandidateIndex();
  for (const c of all) index.add(c);
  let left = 0;
  let kept = 0;
  for (const offer of offers) {
    const every = blockList(offer, all);
    const eligible = index.eligible(offer, linked);
    expect(eligible.filter((c) => !every.includes(c))).toEqual([]);
    // A subsequence of the block order: chooseSimilarProduct keeps the first of equal scores.
    const positions = eligible.map((c) => every.indexOf(c));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const c of every) {
      if (eligible.includes(c)) {
        kept++;
        continue;
      }
      left++;
      expect(compareProfiles(offer, c.profile, linked).same, `${offer.tokens} / ${c.profile.tokens}`).toBe(false);
    }
  }
  return { left, kept };
}

describe("CandidateIndex", () => {
  it("leaves out only candidates compareProfiles refuses, over every pair of the demo feeds", async () => {
    const profiles: MatchProfile[] = [];
    const demo = JSON.parse(readFileSync("data/feeds/merchants.json", "utf8")) as {
      merchants: { name: string; feed: string }[];
    };
    for (const merchant of demo.merchants) {
      const { rows } = prepareRows([await readFeed(`data/feeds/${merchant.feed}`)]);
      for (const row of rows) profiles.push(profileOf(identityInputFromRow(row, merchant.name)));
    }
    const all = profiles.map((profile, i) => ({ productId: i + 1, profile }));
    const { left, kept } = expectExact(profiles, all);
    // Not a filter that never filters: most of a row's block neighbours are another size or maker.
    expect(left).toBeGreaterThan(kept);
  }, 60_000);

  it("keeps another maker's candidate sharing the offer's distinctive part number", () => {
    const offer = profileOf({ title: "Aquaflow Gully Trap 110mm", brand: "Aquaflow", mpn: "AQ110GT" });
    const other = profileOf({ title: "Gully Trap 110mm", brand: "Northline Drainage", mpn: "AQ110GT" });
    // Unrelated brand names, yet one product by the code (sameCode in similarity-matching.ts).
    expect(compareProfiles(offer, other).same).toBe(true);
    const all = [{ productId: 1, profile: other }];
    const index = new CandidateIndex();
    index.add(all[0]!);
    expect(index.eligible(offer, () => false)).toEqual(all);
    expectExact([offer], all);
  });

  it("keeps a brandless candidate whose title names the offer's maker, both ways round", () => {
    const branded = profileOf({ title: "Westpanel P5 T&G Chipboard Flooring 18mm 2400 x 600mm", brand: "Westpanel" });
    const brandless = profileOf({ title: "Westpanel P5 T&G Chipboard Flooring 18 x 600 x 2400mm" });
    expect(compareProfiles(branded, brandless).same).toBe(true);
    const all = [branded, brandless].map((profile, i) => ({ productId: i + 1, profile }));
    expectExact([branded, brandless], all);
    const index = new CandidateIndex();
    for (const c of all) index.add(c);
    expect(index.eligible(branded, () => false)).toEqual(all);
    expect(index.eligible(brandless, () => false)).toEqual(all);
  });

  it("keeps a learned brand link's candidates, asked at every row", () => {
    const offer = profileOf({ title: "Tuffboard OSB3 18mm 2440 x 1220mm", brand: "Tuffboard" });
    const other = profileOf({ title: "OSB3 Board 18mm 2440 x 1220mm", brand: "Baltic Panels" });
    const index = new CandidateIndex();
    const candidate = { productId: 7, profile: other };
    index.add(candidate);
    let links = false;
    const linked = () => links;
    expect(index.eligible(offer, linked)).toEqual([]);
    links = true;
    expect(index.eligible(offer, linked)).toEqual([candidate]);
  });

  it("keeps a count of one against a pack when the offer states an area, and a board without its thickness", () => {
    const offers = [
      profileOf({ title: "Porcelain Paving Slab 600 x 600 x 20mm 4 Slabs 1.44m2" }),
      profileOf({ title: "Torus MDF Skirting 18 x 144mm x 4.2m" }),
    ];
    const all = [
      profileOf({ title: "Porcelain Paving Slab 600 x 600 x 20mm 1.44m2 Pack" }),
      profileOf({ title: "Porcelain Paving Slab 600 x 600 x 20mm 2 Slabs 1.44m2" }),
      profileOf({ title: "Torus MDF Skirting 144mm x 4.2m" }),
      profileOf({ title: "Torus MDF Skirting 25 x 144mm x 4.2m" }),
    ].map((profile, i) => ({ productId: i + 1, profile }));
    expectExact(offers, all);
    const index = new CandidateIndex();
    for (const c of all) index.add(c);
    expect(index.eligible(offers[0]!, () => false)).toContain(all[0]);
    expect(index.eligible(offers[1]!, () => false)).toContain(all[2]);
  });
});
