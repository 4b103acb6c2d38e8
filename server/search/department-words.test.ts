import { describe, expect, it } from "vitest";
import { departmentGroupsOf } from "./department-words.ts";

describe("departmentGroupsOf", () => {
  it("reads a trade typed as one word as the kinds whose names share its stem", () => {
    expect(departmentGroupsOf("fencing")).toEqual(expect.arrayContaining(["fencepanel", "fencepost", "featheredge"]));
    expect(departmentGroupsOf("drainage")).toEqual(expect.arrayContaining(["drainpipe", "gully", "inspectionchamber"]));
    expect(departmentGroupsOf("decorating")).toEqual(expect.arrayContaining(["maskingtape", "dustsheet", "caulk"]));
  });

  it("leaves out an adjective made from the stem ('decorative chippings')", () => {
    expect(departmentGroupsOf("decorating")).not.toContain("chippings");
  });

  it("is no department for a kind's own name, a short stem, a pack's stem or a word that is no activity", () => {
    expect(departmentGroupsOf("decking")).toEqual([]);
    expect(departmentGroupsOf("tiling")).toEqual([]);
    expect(departmentGroupsOf("fence")).toEqual([]);
    expect(departmentGroupsOf("sheeting")).toEqual([]);
  });
});
