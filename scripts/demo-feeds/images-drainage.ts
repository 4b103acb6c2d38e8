import { cylinder, svg } from "./svg-shapes.ts";

export function drainageImages(): Record<string, string> {
  const im: Record<string, string> = {};
  im["drain-pipe"] = svg(
    cylinder(80, 170, 22, 36, 230, "#c8642e", "#8f4018") +
      `<ellipse cx="80" cy="170" rx="15" ry="27" fill="#5c2a10"/><rect x="300" y="128" width="40" height="84" rx="10" fill="#b45626"/>`,
    "Underground drainage pipe",
  );
  im["drain-bend"] = svg(
    `<path d="M110 250V170a70 70 0 0 1 70 -70h110" fill="none" stroke="#c8642e" stroke-width="56"/><path d="M110 250V170a70 70 0 0 1 70 -70h110" fill="none" stroke="#e08550" stroke-width="10" opacity=".5"/><rect x="80" y="236" width="60" height="22" fill="#b45626"/><rect x="276" y="70" width="22" height="60" fill="#b45626"/>`,
    "Underground drainage bend",
  );
  im["gully"] = svg(
    `<rect x="130" y="80" width="140" height="40" fill="#c8642e"/><path d="M140 120h120v60q0 50 -60 50t-60 -50z" fill="#b45626"/><rect x="260" y="170" width="70" height="40" fill="#c8642e"/><path d="M140 90h120M140 100h120M140 110h120" stroke="#5c2a10" stroke-width="3"/>`,
    "Bottle gully",
  );
  im["inspection-chamber"] = svg(
    cylinder(140, 160, 60, 24, 0, "#c8642e", "#e08550") +
      `<path d="M80 160v70a60 24 0 0 0 120 0v-70" fill="#b45626"/><ellipse cx="140" cy="160" rx="60" ry="24" fill="#e08550"/><rect x="200" y="200" width="110" height="30" fill="#c8642e"/><rect x="20" y="200" width="60" height="30" fill="#c8642e"/>`,
    "Inspection chamber base",
  );
  im["rainwater"] = svg(
    `<path d="M60 90h280v10a30 30 0 0 1 -30 30H90a30 30 0 0 1 -30 -30z" fill="#26292c"/><rect x="240" y="128" width="32" height="130" fill="#33373b"/><rect x="236" y="180" width="40" height="8" fill="#1c1e20"/>`,
    "Black gutter and downpipe",
  );
  return im;
}
