import { BRANDS } from "./brands.ts";
import type { Product } from "./catalogue-types.ts";
import type { Rng } from "../feed-kit/seeded-random.ts";
import { pick } from "../feed-kit/seeded-random.ts";
import { fmtSize } from "./size-text.ts";
import type { TitleStyle } from "./title-style.ts";

export function brandText(p: Product, st: TitleStyle): string {
  if (!p.brand) return st.ownBrand ?? "";
  const b = BRANDS[p.brand];
  return st.brand === "alt" ? b.alt : st.brand === "upper" ? b.upper : b.name;
}

/** "Blue Circle" + "Blue Circle Postcrete" → "Blue Circle Postcrete"; "H+H Celcon" + "Celcon Std" → "H+H Celcon Std". */
function joinBrandLine(brand: string, line: string): string {
  if (!brand) return line;
  if (!line) return brand;
  const bl = brand.toLowerCase();
  const ll = line.toLowerCase();
  if (ll.replace(/\s/g, "").startsWith(bl.replace(/\s/g, ""))) return line;
  // Drop the longest run of words the brand ends with and the range starts with.
  const bw = brand.split(" ");
  const lw = line.split(" ");
  for (let k = Math.min(bw.length, lw.length); k > 0; k--) {
    if (bw.slice(-k).join(" ").toLowerCase() === lw.slice(0, k).join(" ").toLowerCase())
      return [...bw, ...lw.slice(k)].join(" ");
  }
  return `${brand} ${line}`;
}

function clean(s: string): string {
  return s
    .replace(/\s+/g, " ")
    .replace(/\s+,/g, ",")
    .replace(/,\s*$/, "")
    .replace(/^\s*-\s*/, "")
    .replace(/\s*-\s*$/, "")
    .trim();
}

export function makeTitle(p: Product, st: TitleStyle, r?: Rng): string {
  const brand = brandText(p, st);
  const line = p.line ? p.line[st.core === 1 ? 1 : 0] : "";
  const bl = joinBrandLine(brand, line);
  const core = p.core[st.core];
  const { a, b = "" } = fmtSize(p.size, st);
  const pack = p.pack ? st.packWord(p.pack) : p.single ? st.singleWord : "";
  let t: string;
  switch (st.order) {
    case "brandFirst":
      t = [bl, core, a, b, pack].join(" ");
      break;
    case "sizeFirst":
      t = [a, bl, core, b, pack].join(" ");
      break;
    case "coreFirst": {
      // Range name leads, the maker goes last: "Thistle Multi-Finish Plaster 25kg - British Gypsum"
      const squash = (x: string) => x.toLowerCase().replace(/\s/g, "");
      const tail = brand && !squash(line).startsWith(squash(brand)) ? `- ${brand}` : "";
      t = [line, core, a, b, pack, tail].join(" ");
      break;
    }
    case "comma":
      t = `${[bl, core].join(" ")}, ${[a, b].join(" ")}${pack ? `, ${pack}` : ""}`;
      break;
  }
  if (r && st.filler.words.length && r() < st.filler.rate) t += ` ${pick(r, st.filler.words)}`;
  t = clean(t);
  return st.upper ? t.toUpperCase() : t;
}
