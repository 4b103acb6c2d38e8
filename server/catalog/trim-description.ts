/**
 * A description cut for a card: whitespace collapsed, cut at a word boundary when one is near,
 * trailing punctuation dropped, an ellipsis added. Queries fetch one character more than `max`
 * so a text of exactly `max` characters is told apart from a longer one.
 */
export function trimDescription(text: string, max: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  const lastSpace = cut.lastIndexOf(" ");
  return `${cut.slice(0, lastSpace > max * 0.55 ? lastSpace : max).replace(/[\s,.;:-]+$/, "")}…`;
}
