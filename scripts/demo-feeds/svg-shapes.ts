import { pick, rngFrom } from "../feed-kit/seeded-random.ts";

export const FONT = `font-family="Arial,Helvetica,sans-serif"`;

export function svg(body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300" role="img" aria-label="${label}">` +
    `<rect width="400" height="300" fill="#f3f1ec"/><ellipse cx="200" cy="262" rx="150" ry="12" fill="#000" opacity=".08"/>${body}</svg>\n`
  );
}

/** An oblique box: front face x,y,w,h; depth d goes up and to the right. */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  front: string,
  top: string,
  side: string,
  extra = "",
): string {
  const dy = d * 0.55;
  return (
    `<path d="M${x} ${y}h${w}l${d} ${-dy}h${-w}z" fill="${top}"/>` +
    `<path d="M${x + w} ${y}l${d} ${-dy}v${h}l${-d} ${dy}z" fill="${side}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${front}"/>${extra}`
  );
}

export function bag(fill: string, dark: string, label: string, weight: string, band: string): string {
  return (
    `<path d="M118 72Q200 60 282 72L294 248Q200 262 106 248Z" fill="${fill}" stroke="${dark}" stroke-width="3"/>` +
    `<path d="M118 72Q200 60 282 72L284 90Q200 80 116 90Z" fill="${dark}" opacity=".3"/>` +
    `<rect x="112" y="206" width="176" height="16" fill="${band}"/>` +
    `<rect x="140" y="118" width="120" height="72" rx="8" fill="#fff" opacity=".92"/>` +
    `<text x="200" y="150" ${FONT} font-size="19" font-weight="700" text-anchor="middle" fill="${dark}">${label}</text>` +
    `<text x="200" y="176" ${FONT} font-size="16" text-anchor="middle" fill="${dark}">${weight}</text>`
  );
}

export function stonesBag(fill: string, dark: string, label: string): string {
  let dots = "";
  const r = rngFrom(`stones:${label}`);
  for (let i = 0; i < 14; i++)
    dots += `<circle cx="${150 + Math.round(r() * 100)}" cy="${196 + Math.round(r() * 8)}" r="${3 + Math.round(r() * 3)}" fill="${pick(r, ["#9c9588", "#7e776b", "#b7ae9c"])}"/>`;
  return bag(fill, dark, label, "25kg", "#fff") + dots;
}

export function length(
  front: string,
  top: string,
  end: string,
  grain: string,
  x = 40,
  y = 160,
  w = 290,
  h = 36,
  d = 44,
  extra = "",
): string {
  let g = "";
  for (let i = 1; i < 4; i++)
    g += `<path d="M${x + 6} ${y + (h * i) / 4}q${w / 3} -3 ${w - 12} 1" stroke="${grain}" fill="none" stroke-width="1.2" opacity=".6"/>`;
  return box(x, y, w, h, d, front, top, end, g + extra);
}

export function sheetStack(face: string, edge: string, side: string, lines: string, extra = ""): string {
  const layer = (y: number, f: string) => box(70, y, 220, 10, 90, edge, f, side);
  return (
    layer(232, face) +
    layer(218, face) +
    layer(204, face) +
    `<path d="M70 204l90 -49.5h220l-90 49.5z" fill="${face}"/>` +
    lines +
    extra
  );
}

export function cylinder(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  len: number,
  body: string,
  end: string,
  stroke = "none",
): string {
  return (
    `<path d="M${cx} ${cy - ry}h${len}a${rx} ${ry} 0 0 1 0 ${2 * ry}h${-len}z" fill="${body}" stroke="${stroke}"/>` +
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${end}" stroke="${stroke}"/>`
  );
}

export function plasterboard(face: string, print: string, label: string): string {
  return (
    sheetStack(face, "#f7f5ef", "#dcd8cc", "") +
    `<text x="225" y="186" ${FONT} font-size="14" font-weight="700" fill="${print}" transform="skewX(-40) translate(150 0)" text-anchor="middle">${label}</text>`
  );
}

export function skirting(profile: string, fill: string, stroke: string, label: string): string {
  return (
    `<path d="${profile}" fill="${fill}" stroke="${stroke}" stroke-width="3"/>` +
    length(fill, "#fbfaf6", "#e2ded3", "#d6d0c2", 40, 222, 300, 22, 30) +
    `<text x="80" y="60" ${FONT} font-size="16" fill="#555">${label}</text>`
  );
}

export function roofTiles(c1: string, c2: string): string {
  let t = "";
  for (let row = 0; row < 4; row++) {
    for (let i = 0; i < 5; i++) {
      const x = 60 + i * 58 + (row % 2) * 29;
      const y = 70 + row * 42;
      t += `<path d="M${x} ${y}h52v46q-26 10 -52 0z" fill="${(i + row) % 3 === 0 ? c2 : c1}" stroke="#00000033"/>`;
    }
  }
  return `<clipPath id="c"><rect x="60" y="60" width="290" height="190" rx="6"/></clipPath><g clip-path="url(#c)">${t}</g>`;
}

export function speck(c: string, seed: string): string {
  const r = rngFrom(seed);
  let s = "";
  for (let i = 0; i < 30; i++)
    s += `<circle cx="${(92 + r() * 196).toFixed(0)}" cy="${(132 + r() * 96).toFixed(0)}" r="1.6" fill="${c}"/>`;
  return s;
}
