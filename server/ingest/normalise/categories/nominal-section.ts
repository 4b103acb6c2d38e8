/**
 * Planed timber and softwood mouldings are sold by their nominal (sawn) section and measure about 5–6 mm less
 * finished: one merchant's "PAR 25 x 100" is another's "PAR 19 x 94". Finished sizes that are nobody's nominal size are read as the
 * nominal they come from; ambiguous ones (32 mm: a 38 finished, or a nominal 32) are left as written.
 */
const NOMINAL_OF_FINISHED: Readonly<Record<number, number>> = {
  // "PAR 18 x 94" is the trade's "4x1 PAR" as much as 19 x 94 is (planed from 22 or 25 sawn; sold as 1in).
  18: 25,
  19: 25,
  20: 25,
  20.5: 25,
  21: 25,
  34: 38,
  44: 50,
  45: 50,
  69: 75,
  70: 75,
  94: 100,
  95: 100,
  119: 125,
  120: 125,
  144: 150,
  145: 150,
  169: 175,
  170: 175,
  194: 200,
  195: 200,
  219: 225,
  220: 225,
};

/** A planed section (thickness, width, length ascending) in nominal sizes; the length stays as written. */
export function nominalSection(dims: number[]): number[] {
  if (dims.length !== 3) return dims;
  const [t, w, length] = dims as [number, number, number];
  const section = [NOMINAL_OF_FINISHED[t] ?? t, NOMINAL_OF_FINISHED[w] ?? w].sort((a, b) => a - b);
  return [...section, length];
}

/**
 * A moulding named by width and length only ("6in Softwood Torus Skirting 14ft": 144 x 4200) with its
 * width read as nominal, to compare with the nominal section of a full size. Not for sawn or planed timber,
 * where two values are as often a square section written once ("(T)44mm (W)44mm").
 */
export function nominalMoulding(dims: number[]): number[] {
  if (dims.length === 2 && dims[1]! >= 1000) return [NOMINAL_OF_FINISHED[dims[0]!] ?? dims[0]!, dims[1]!];
  return nominalSection(dims);
}
