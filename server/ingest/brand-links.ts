/**
 * Brand families known to be one maker, closed under "same as" (Tuffboard = Baltic Panels and
 * Baltic Panels = Baltic Group make all three one maker). Small: one entry per brand spelling seen linked.
 */
export class BrandLinks {
  private readonly parent = new Map<string, string>();
  /** Pairs learned since construction, to be stored. */
  readonly learned: [string, string][] = [];

  constructor(pairs: Iterable<readonly [string, string]> = []) {
    for (const [a, b] of pairs) this.union(a, b);
  }

  private find(brand: string): string {
    let root = brand;
    while (this.parent.has(root) && this.parent.get(root) !== root) root = this.parent.get(root)!;
    return root;
  }

  private union(a: string, b: string): boolean {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra === rb) return false;
    this.parent.set(ra, rb);
    if (!this.parent.has(rb)) this.parent.set(rb, rb);
    return true;
  }

  has(a: string, b: string): boolean {
    return a === b || this.find(a) === this.find(b);
  }

  learn(a: string, b: string): void {
    if (a !== b && this.union(a, b)) this.learned.push(a < b ? [a, b] : [b, a]);
  }
}
