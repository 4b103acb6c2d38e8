import { describe, expect, it } from "vitest";
import { PageBytes } from "./page-bytes.server";

function collect(pieces: readonly string[]): Buffer {
  const page = new PageBytes();
  for (const piece of pieces) page.write(piece);
  return page.finish();
}

/** Deterministic pieces of 1–40 characters cut from `text`. */
function cut(text: string): string[] {
  const pieces: string[] = [];
  for (let at = 0, n = 0; at < text.length; n += 1) {
    const size = 1 + ((n * 7919) % 40);
    pieces.push(text.slice(at, at + size));
    at += size;
  }
  return pieces;
}

describe("PageBytes", () => {
  it("gives the bytes of the joined page, across many batches and with characters above U+00FF", () => {
    const card = `<li class="flex">£5.49 – £7.49 … 4 merchants<span aria-hidden="true">→</span></li>`;
    const text = card.repeat(2_000);
    expect(collect(cut(text)).equals(Buffer.from(text, "utf8"))).toBe(true);
  });

  it("keeps a surrogate pair whole when a batch would end between its halves", () => {
    // The pair's high half lands exactly at the batch size, its low half in the next piece.
    const text = `${"a".repeat(16_383)}\u{1F9F1} brick`;
    const pieces = [text.slice(0, 16_384), text.slice(16_384)];
    const bytes = collect(pieces);
    expect(bytes.equals(Buffer.from(text, "utf8"))).toBe(true);
    expect(bytes.toString("utf8")).toContain("\u{1F9F1}");
  });

  it("writes U+FFFD for a lone surrogate, as encoding the joined page does", () => {
    const text = `${"b".repeat(20_000)}\ud800x${"c".repeat(20_000)}\udc00`;
    expect(collect(cut(text)).equals(Buffer.from(text, "utf8"))).toBe(true);
  });

  it("gives an empty buffer for an empty page", () => {
    expect(collect([]).length).toBe(0);
  });
});
