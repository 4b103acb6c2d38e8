import { GrowableFloat64, GrowableInt32 } from "./growable.ts";
import { PostingList } from "./posting-list.ts";
import { forEachLexeme } from "./text-search-values.ts";
import { firstAtOrAfter } from "./first-at-or-after.ts";

/** One search document as read from search_documents (load-search-index.server.ts). */
export interface IndexedDocument {
  productId: number;
  /** The tsvector's text form. */
  document: string;
  nameKey: string;
  sizes: readonly string[];
  category: string;
  lowestPrice: number | null;
  lowestTotal: number | null;
  lowestUnitPrice: number | null;
  unitLabel: string | null;
  merchantCount: number;
  inStockCount: number;
  visible: boolean;
}

/**
 * The search engine's in-memory index (decision 033): postings per lexeme and per size token, and the columns
 * ranking and sorting read, per document slot. A changed document gets a new slot and its old one dies, so
 * posting lists stay in slot order by appending alone; `compact` drops dead slots once they outnumber the live.
 * Prices are kept for sorting only: pages read the prices they show from PostgreSQL.
 */
export class SearchIndex {
  readonly lexemes = new Map<string, PostingList>();
  readonly sizes = new Map<string, GrowableInt32>();
  readonly nameKeys = new Map<string, number[]>();
  readonly categories: string[] = [];
  private readonly categoryIds = new Map<string, number>();
  readonly slotOf = new Map<number, number>();

  productId = new GrowableInt32(1024);
  category = new GrowableInt32(1024);
  /** 1 live and visible, 2 live and hidden, 0 dead. */
  state = new GrowableInt32(1024);
  merchantCount = new GrowableInt32(1024);
  inStockCount = new GrowableInt32(1024);
  /** NaN where PostgreSQL has null. */
  lowestPrice = new GrowableFloat64(1024);
  lowestTotal = new GrowableFloat64(1024);
  lowestUnitPrice = new GrowableFloat64(1024);
  unitLabel: Array<string | null> = [];
  nameKey: string[] = [];
  private dead = 0;
  /** Every lexeme in code-point order, for prefixes (the palette's last word); rebuilt after a new lexeme. */
  private sortedLexemes: string[] | null = null;

  get slotCount(): number {
    return this.productId.length;
  }

  get liveCount(): number {
    return this.slotOf.size;
  }

  upsert(doc: IndexedDocument): void {
    this.remove(doc.productId);
    const slot = this.productId.length;
    this.slotOf.set(doc.productId, slot);
    this.productId.push(doc.productId);
    this.category.push(this.categoryId(doc.category));
    this.state.push(doc.visible ? 1 : 2);
    this.merchantCount.push(doc.merchantCount);
    this.inStockCount.push(doc.inStockCount);
    this.lowestPrice.push(doc.lowestPrice ?? Number.NaN);
    this.lowestTotal.push(doc.lowestTotal ?? Number.NaN);
    this.lowestUnitPrice.push(doc.lowestUnitPrice ?? Number.NaN);
    this.unitLabel.push(doc.unitLabel);
    this.nameKey.push(doc.nameKey);
    forEachLexeme(doc.document, (lexeme, positions) => {
      let list = this.lexemes.get(lexeme);
      if (!list) {
        list = new PostingList();
        this.lexemes.set(lexeme, list);
        this.sortedLexemes = null;
      }
      list.add(slot, positions);
    });
    for (const size of doc.sizes.length > 1 ? new Set(doc.sizes) : doc.sizes) {
      let list = this.sizes.get(size);
      if (!list) {
        list = new GrowableInt32(2);
        this.sizes.set(size, list);
      }
      list.push(slot);
    }
    const named = this.nameKeys.get(doc.nameKey);
    if (named) named.push(slot);
    else this.nameKeys.set(doc.nameKey, [slot]);
  }

  lexemesStartingWith(prefix: string): PostingList[] {
    this.sortedLexemes ??= [...this.lexemes.keys()].sort();
    const sorted = this.sortedLexemes;
    const out: PostingList[] = [];
    for (let i = firstAtOrAfter(sorted, prefix); i < sorted.length && sorted[i]!.startsWith(prefix); i += 1) {
      const list = this.lexemes.get(sorted[i]!);
      if (list) out.push(list);
    }
    return out;
  }

  remove(productId: number): void {
    const slot = this.slotOf.get(productId);
    if (slot === undefined) return;
    this.state.data[slot] = 0;
    this.slotOf.delete(productId);
    this.dead += 1;
  }

  isLive(slot: number): boolean {
    return this.state.data[slot] !== 0;
  }

  isVisible(slot: number): boolean {
    return this.state.data[slot] === 1;
  }

  categoryId(category: string): number {
    let id = this.categoryIds.get(category);
    if (id === undefined) {
      id = this.categories.length;
      this.categories.push(category);
      this.categoryIds.set(category, id);
    }
    return id;
  }

  /** Drops dead slots when they outnumber live ones (after large imports), keeping every list's order. */
  compactIfWasteful(): void {
    if (this.dead < 1000 || this.dead < this.liveCount) return;
    const renumber = new Int32Array(this.slotCount).fill(-1);
    let next = 0;
    for (let s = 0; s < this.slotCount; s += 1) if (this.isLive(s)) renumber[s] = next++;
    const keep = <T>(values: T[]) => values.filter((_, s) => renumber[s]! >= 0);
    const keepInt = (values: GrowableInt32) => {
      const out = new GrowableInt32(Math.max(next, 4));
      for (let s = 0; s < values.length; s += 1) if (renumber[s]! >= 0) out.push(values.data[s]!);
      return out;
    };
    const keepFloat = (values: GrowableFloat64) => {
      const out = new GrowableFloat64(Math.max(next, 4));
      for (let s = 0; s < values.length; s += 1) if (renumber[s]! >= 0) out.push(values.data[s]!);
      return out;
    };
    for (const [lexeme, list] of this.lexemes) {
      const compacted = list.compacted(renumber);
      if (compacted.size === 0) {
        this.lexemes.delete(lexeme);
        this.sortedLexemes = null;
      } else this.lexemes.set(lexeme, compacted);
    }
    for (const [size, list] of this.sizes) {
      const out = new GrowableInt32(2);
      for (let e = 0; e < list.length; e += 1) {
        const s = renumber[list.data[e]!]!;
        if (s >= 0) out.push(s);
      }
      if (out.length === 0) this.sizes.delete(size);
      else this.sizes.set(size, out);
    }
    for (const [key, slots] of this.nameKeys) {
      const live = slots.map((s) => renumber[s]!).filter((s) => s >= 0);
      if (live.length === 0) this.nameKeys.delete(key);
      else this.nameKeys.set(key, live);
    }
    this.productId = keepInt(this.productId);
    this.category = keepInt(this.category);
    this.state = keepInt(this.state);
    this.merchantCount = keepInt(this.merchantCount);
    this.inStockCount = keepInt(this.inStockCount);
    this.lowestPrice = keepFloat(this.lowestPrice);
    this.lowestTotal = keepFloat(this.lowestTotal);
    this.lowestUnitPrice = keepFloat(this.lowestUnitPrice);
    this.unitLabel = keep(this.unitLabel);
    this.nameKey = keep(this.nameKey);
    for (const [productId, slot] of this.slotOf) this.slotOf.set(productId, renumber[slot]!);
    this.dead = 0;
  }
}
