import { box, speck, svg } from "./svg-shapes.ts";

export function brickBlockImages(): Record<string, string> {
  const im: Record<string, string> = {};
  const brick = (front: string, top: string, side: string, holes: boolean) =>
    box(
      90,
      150,
      200,
      62,
      80,
      front,
      top,
      side,
      holes
        ? [0, 1, 2].map((i) => `<ellipse cx="${165 + i * 40}" cy="${128}" rx="10" ry="6" fill="#00000055"/>`).join("")
        : `<path d="M150 139l30 -16h60l-30 16z" fill="#00000026"/>`,
    );
  im["brick-red"] = svg(brick("#b5543c", "#c96a50", "#9a4330", false), "Red clay brick");
  im["brick-buff"] = svg(brick("#d8b377", "#e5c48d", "#c29b5f", false), "Buff clay brick");
  im["brick-engineering"] = svg(brick("#8e3b2e", "#a3493a", "#742f25", true), "Engineering brick");
  im["block-dense"] = svg(
    box(90, 130, 200, 100, 70, "#9b9a95", "#b1b0aa", "#85847f", speck("#6f6e69", "dense")),
    "Dense concrete block",
  );
  im["block-aircrete"] = svg(
    box(90, 130, 200, 100, 70, "#e9e7df", "#f5f3ec", "#d5d2c7", speck("#c3bfb2", "air")),
    "Aircrete block",
  );
  im["lintel"] = svg(
    box(
      30,
      170,
      320,
      34,
      46,
      "#a9a8a3",
      "#c1c0ba",
      "#908f8a",
      `<path d="M40 196h300" stroke="#6c6b66" stroke-dasharray="6 6"/>`,
    ),
    "Prestressed concrete lintel",
  );
  return im;
}
