export const round2 = (n: number) => Math.round(n * 100) / 100;
export const money = (n: number) => n.toFixed(2);
export const m1 = (len: number) => (len / 1000).toFixed(1);
/** Price rounded to the nearest 5p, as list prices usually are. */
export const list = (n: number) => Math.round(n * 20) / 20;
