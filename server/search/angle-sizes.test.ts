import { describe, expect, it } from "vitest";
import { productAngleTokens, queryAngleSizes } from "./angle-sizes.ts";
import { tokeniseQuery } from "./parse-search-query.ts";
import { productSizeTokens } from "./size-tokens.ts";
import { normaliseText } from "../ingest/normalise/text.ts";

describe("angle sizes", () => {
  it("gives a product's angle, in any spelling, a size token", () => {
    expect(productSizeTokens(normaliseText("Soil Pipe Bend 92.5 Degree 110mm"))).toContain("deg92.5");
    expect(productSizeTokens(normaliseText("Waste Elbow 135° 40mm"))).toContain("deg135");
    expect(productAngleTokens(normaliseText("Pipe Clip 15mm"))).toEqual([]);
  });

  it("reads a query's angle as a size that ranks: the angle typed, then those sold under its name", () => {
    const angles = tokeniseQuery("87.5 deg drain bend").sizes.filter((s) => s.label.endsWith("°"));
    expect(angles).toEqual([{ label: "87.5°", tokens: ["deg87.5", "deg90", "deg92.5"], bare: true }]);
    expect(tokeniseQuery("87.5 deg drain bend").words).toEqual(["drain", "bend"]);
    // A plain 90 is how the trade names the drain and soil bends made at 87.5 and 92.5: each is the size asked.
    expect(queryAngleSizes(normaliseText("90° elbow"))).toEqual([
      { label: "90°", tokens: ["deg90", "deg87.5", "deg92.5"], bare: true, exact: 3 },
    ]);
    expect(queryAngleSizes(normaliseText("45 degree bend"))[0]!.tokens).toEqual(["deg45", "deg135"]);
    expect(queryAngleSizes(normaliseText("30 degree bend"))[0]!.tokens).toEqual(["deg30"]);
  });
});
