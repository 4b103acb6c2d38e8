import type { Size } from "./catalogue-types.ts";
import { m1 } from "./number-format.ts";
import type { TitleStyle } from "./title-style.ts";

const NOMINAL: Record<string, [string, string]> = {
  "47x75": ["3", "2"],
  "47x100": ["4", "2"],
  "47x150": ["6", "2"],
  "47x200": ["8", "2"],
  "38x63": ["3", "2"],
  "38x89": ["4", "2"],
  "25x38": ["1.5", "1"],
  "25x50": ["2", "1"],
  "75x75": ["3", "3"],
  "100x100": ["4", "4"],
};
const FEET: Record<number, number> = { 2440: 8, 2400: 8, 1220: 4, 1200: 4, 600: 2, 1800: 6, 900: 3, 2700: 9, 3000: 10 };

export function fmtSize(s: Size, st: TitleStyle): { a: string; b?: string } {
  const d = st.dims;
  switch (s.t) {
    case "kg":
      return { a: d === "spacedEach" || d === "inch" ? `${s.kg} kg` : `${s.kg}kg` };
    case "bulk":
      if (s.kg < 600)
        return { a: d === "descmm" || d === "compact" ? `Mini Bag ${s.kg}kg` : `Mini Bulk Bag (approx. ${s.kg}kg)` };
      return {
        a:
          d === "compact" || d === "descmm"
            ? `${st.bulkWord} ${s.kg}kg`
            : d === "spaced"
              ? `${st.bulkWord} (approx. ${s.kg}kg)`
              : st.bulkWord,
      };
    case "len": {
      const m = m1(s.len);
      const nom = NOMINAL[`${s.th}x${s.w}`];
      const ft = Math.round(s.len / 304.8);
      if (d === "nominal" && nom) return { a: `${nom[0]}x${nom[1]}`, b: `${m}m` };
      if (d === "inch" && nom) return { a: `${nom[0]}" x ${nom[1]}" x ${m}m (${ft}')` };
      if (d === "spacedEach") return { a: `${s.th}mm x ${s.w}mm x ${m}m` };
      if (d === "compact" || d === "nominal") return { a: `${s.th}x${s.w}mm ${m}m` };
      if (d === "descmm") return { a: `${s.w}x${s.th}x${s.len}mm` };
      return { a: `${s.th} x ${s.w}mm x ${m}m` };
    }
    case "sheet": {
      const fl = FEET[s.l];
      const fw = FEET[s.w];
      if (d === "nominal" && fl && fw) return { a: `${s.th}mm`, b: `${fl}' x ${fw}'` };
      if (d === "inch" && fl && fw) return { a: `${fl}' x ${fw}' x ${s.th}mm` };
      if (d === "spacedEach") return { a: `${s.l}mm x ${s.w}mm x ${s.th}mm` };
      if (d === "compact" || d === "nominal") return { a: `${s.th}mm ${s.l}x${s.w}` };
      if (d === "descmm") return { a: `${s.l}x${s.w}x${s.th}mm` };
      return { a: `${s.l} x ${s.w} x ${s.th}mm` };
    }
    case "brick":
      if (d === "spaced") return { a: `215 x 102.5 x ${s.h}mm` };
      if (d === "spacedEach") return { a: `215mm x 102.5mm x ${s.h}mm` };
      if (d === "descmm") return { a: `215x102.5x${s.h}mm` };
      return { a: `${s.h}mm` };
    case "block":
      if (d === "spaced") return { a: `440 x 215 x ${s.th}mm` };
      if (d === "descmm") return { a: `${s.th}x440x215mm` };
      if (d === "inch" && s.th === 100) return { a: `4" (100mm)` };
      return { a: `${s.th}mm` };
    case "roll":
      if (d === "spaced") return { a: `${s.th}mm x ${s.area}m²` };
      if (d === "inch") return { a: `${s.th}mm - ${s.area} sq m per roll` };
      if (d === "spacedEach") return { a: `${s.th}mm (${s.area}m2 per roll)` };
      return { a: `${s.th}mm ${s.area}m2` };
    case "pipe": {
      const m = (s.len / 1000).toFixed(s.len % 1000 === 0 ? 0 : 1);
      if (d === "inch" && s.dia === 110) return { a: `4" (110mm) x ${m}m` };
      if (d === "descmm") return { a: `${s.dia}mm x ${s.len}mm` };
      if (d === "compact" || d === "nominal") return { a: `${s.dia}mm ${m}m` };
      return { a: `${s.dia}mm x ${m}m` };
    }
    case "fit": {
      const ang = s.angle === undefined ? "" : d === "compact" || d === "descmm" ? ` ${s.angle}deg` : ` ${s.angle}°`;
      if (d === "inch" && s.dia === 110) return { a: `4" (110mm)${ang}` };
      return { a: `${s.dia}mm${ang}` };
    }
    case "text":
      return { a: d === "compact" || d === "descmm" ? s.s.replace(/ x /g, "x") : s.s };
  }
}
