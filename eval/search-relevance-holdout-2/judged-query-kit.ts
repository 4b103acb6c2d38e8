/**
 * How a judged query is written: the query, its kind and grades for catalogue keys (expanded to every feed
 * item of that key by generate-feeds.ts). Grades: 3 = exactly what was asked, 2 = a good substitute (same
 * line in another size or pack, or the same thing from another maker), 1 = related; anything unlisted is 0.
 */

export const KINDS = ["exact", "intent", "synonym", "misspelling", "brand", "dimension", "generic", "nothing"] as const;
export type QueryKind = (typeof KINDS)[number];
export type Grade = 1 | 2 | 3;

export interface JudgedQuery {
  q: string;
  kind: QueryKind;
  grades: Record<string, Grade>;
  note?: string;
}

/** A query with grades given as [grade, ...keys] groups; a key named twice keeps its highest grade. */
export function q(text: string, kind: QueryKind, ...groups: [Grade, ...string[]][]): JudgedQuery {
  const grades: Record<string, Grade> = {};
  for (const [grade, ...keys] of groups) {
    for (const key of keys) grades[key] = Math.max(grades[key] ?? 0, grade) as Grade;
  }
  return { q: text, kind, grades };
}

/** The same, with a note saying why the grades are what they are. */
export function qn(note: string, text: string, kind: QueryKind, ...groups: [Grade, ...string[]][]): JudgedQuery {
  return { ...q(text, kind, ...groups), note };
}

// Groups used by several queries.
export const GP_CEMENT = [
  "cem-bc-gp-paper",
  "cem-bc-gp-plastic",
  "cem-bc-mastercrete",
  "cem-hanson-multicem",
  "cem-castle-opc",
];
export const STD_BOARD_12 = ["pb-gyproc-wb-12.5", "pb-knauf-wb-12.5", "pb-generic-std-12.5", "pb-siniat-gtec-12.5"];
export const STD_BOARD_OTHER = [
  "pb-gyproc-wb-9.5",
  "pb-knauf-wb-9.5-se",
  "pb-gyproc-wb-12.5-1800",
  "pb-gyproc-handiboard",
];
export const MR_BOARD = ["pb-gyproc-mr-12.5", "pb-generic-mr-12.5", "pb-knauf-moisture-12.5"];
export const FIRE_BOARD = ["pb-gyproc-fireline-12.5", "pb-gyproc-fireline-15", "pb-knauf-fire-15"];
export const SPECIAL_BOARD = [...MR_BOARD, ...FIRE_BOARD, "pb-gyproc-soundbloc-15", "pb-thermaline-37.5"];
export const LOFT_ROLLS = [
  "in-ew-loft44-100",
  "in-ew-loft44-150",
  "in-ew-loft44-200",
  "in-ew-loft40-200",
  "in-rockwool-roll-100",
  "in-rockwool-roll-200",
  "in-isover-spacesaver-100",
];
export const PIR_100 = [
  "in-celotex-ga4000-100",
  "in-celotex-xr4000-100",
  "in-kingspan-tp10-100",
  "in-kingspan-tf70-100",
  "in-ecotherm-100",
  "in-recticel-gp-100",
];
export const PIR_OTHER = [
  "in-celotex-ga4000-25",
  "in-celotex-ga4000-50",
  "in-kingspan-tp10-50",
  "in-kingspan-tf70-75",
  "in-generic-pir-50",
];
export const CELOTEX = [
  "in-celotex-ga4000-25",
  "in-celotex-ga4000-50",
  "in-celotex-ga4000-100",
  "in-celotex-xr4000-100",
  "in-celotex-cw4000-50",
];
export const MINERAL_SLABS = [
  "in-rockwool-flexi-50",
  "in-rockwool-flexi-100",
  "in-rockwool-rwa45-50",
  "in-ew-dritherm-100",
];
export const AIRCRETE = [
  "bl-thermalite-shield-100",
  "bl-thermalite-turbo-100",
  "bl-thermalite-hi7-100",
  "bl-celcon-standard-100",
  "bl-celcon-solar-100",
  "bl-celcon-hi7-140",
];
export const CONCRETE_BLOCKS = [
  "bl-dense-100",
  "bl-dense-140",
  "bl-hollow-215",
  "bl-fenlite-100",
  "bl-medium-dense-100",
];
export const ROOF_TILES = [
  "rf-marley-modern-grey",
  "rf-marley-modern-brown",
  "rf-marley-ludlow-major-brown",
  "rf-marley-ludlow-plus-grey",
  "rf-marley-acme-red",
  "rf-redland-49-brown",
  "rf-redland-renown-grey",
];
export const BRICKS = [
  "br-ibstock-heather",
  "br-ibstock-ivanhoe",
  "br-ibstock-engb-red",
  "br-forterra-engb-red-solid",
  "br-generic-engb-blue",
  "br-lbc-common",
  "br-forterra-bristol-red",
];
export const C16_4X2 = [
  "tim-c16-treated-47x100-2.4",
  "tim-c16-treated-47x100-3.0",
  "tim-c16-treated-47x100-3.6",
  "tim-c16-treated-47x100-4.8",
];
export const C24_4X2 = ["tim-c24-kd-47x100-3.6", "tim-c24-kd-47x100-4.8"];
export const C16_3X2 = ["tim-c16-treated-47x75-2.4", "tim-c16-treated-47x75-3.6", "tim-c16-treated-47x75-4.8"];
export const C16_ALL = [
  ...C16_3X2,
  ...C16_4X2,
  "tim-c16-treated-47x150-3.6",
  "tim-c16-treated-47x150-4.8",
  "tim-c16-treated-47x200-4.8",
  "tim-c16-treated-47x225-4.8",
];
export const OTHER_TIMBER = [
  "tim-c24-kd-47x150-4.8",
  "tim-c24-kd-47x200-4.8",
  "tim-c24-treated-47x150-4.8",
  "tim-cls-38x63-2.4",
  "tim-cls-38x89-2.4",
  "tim-cls-38x89-3.0",
];
export const SMALL_TIMBER = [
  "tim-batten-25x38-4.8",
  "tim-batten-25x50-4.8",
  "tim-post-75x75-2.4",
  "tim-post-100x100-2.4",
  "tim-par-18x94-2.4",
  "tim-decking-32x144-3.6",
  "tim-feather-edge-1.8",
];
export const GUTTERS = ["dr-floplast-gutter-black", "dr-floplast-gutter-white", "dr-osma-gutter-black"];
