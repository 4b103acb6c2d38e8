/**
 * Collects a page written as many small strings (React's string-writing renderer, app/entry.server.tsx) and hands
 * it out as UTF-8 bytes, the same bytes as `Buffer.from(parts.join(""), "utf8")`.
 *
 * Why not that one line: joining ~10,000 pieces of a listing into one string and encoding it took ~9 % of a
 * fresh listing's CPU in profiles (issue 15). A page holding a single character above U+00FF ("…", "–", "→")
 * becomes one two-byte string of twice the size, whose UTF-8 encoding is the slow path. Encoding it in batches
 * of ~16 K characters keeps most batches one-byte (fast), and no page-sized string is ever built.
 *
 * Same bytes: a batch never ends between the two halves of a surrogate pair (a high surrogate at its end waits
 * for the next piece), so no pair is encoded as two U+FFFD; a lone surrogate becomes U+FFFD either way.
 */
const BATCH_CHARS = 16_384;

export class PageBytes {
  private pending = "";
  private readonly done: Buffer<ArrayBuffer>[] = [];
  private bytes = 0;

  write(chunk: string): void {
    this.pending += chunk;
    if (this.pending.length >= BATCH_CHARS && !endsInHighSurrogate(this.pending)) this.encodePending();
  }

  /** Everything written so far, as one buffer. */
  finish(): Buffer<ArrayBuffer> {
    this.encodePending();
    if (this.done.length === 1) return this.done[0]!;
    const page = Buffer.allocUnsafe(this.bytes);
    let at = 0;
    for (const batch of this.done) {
      page.set(batch, at);
      at += batch.length;
    }
    return page;
  }

  private encodePending(): void {
    if (this.pending === "") return;
    const batch = Buffer.from(this.pending, "utf8");
    this.done.push(batch);
    this.bytes += batch.length;
    this.pending = "";
  }
}

function endsInHighSurrogate(text: string): boolean {
  const last = text.charCodeAt(text.length - 1);
  return last >= 0xd800 && last <= 0xdbff;
}
