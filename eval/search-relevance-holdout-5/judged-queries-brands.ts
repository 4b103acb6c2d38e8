/** Held-out set 5's brand and range-name queries: every product of the brand (or range) is 3. Grading rules: README.md. */
import { brandKeys, q, type JudgedQuery } from "./judged-query-kit.ts";

export const BRAND_QUERIES: JudgedQuery[] = [
  ...[
    "corbelle",
    "hembury",
    "ravensholt",
    "cragmoor",
    "lytecel",
    "vasstorp",
    "terrafort",
    "stalbridge",
    "brackwood",
    "evenmill",
    "alabast",
    "kalkstone",
    "warmnest",
    "kelvix",
    "topweld",
    "kellerby",
    "gripstar",
    "moulda",
    "puraseal",
    "hardell",
  ].map((brand) => q(brand, "brand", [3, brandKeys(brand)])),
  q("firecore", "brand", [3, /^plasterboard-alabast-firecore/], [2, "plasterboard-corlith-fireboard-12.5"]),
  q("aquaboard", "brand", [3, "plasterboard-corlith-aquaboard-12.5"], [2, "plasterboard-alabast-moisture-shield-12.5"]),
  q("postfix", "brand", [3, "cement-corbelle-postfix-20kg"]),
];
