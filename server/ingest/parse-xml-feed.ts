import { XMLParser, XMLValidator } from "fast-xml-parser";
import { attributeName, FeedFormatError, type ParsedFeed, type RawFeedRow } from "./raw-feed-row.ts";

type XmlNode = string | number | boolean | { [key: string]: XmlNode | XmlNode[] } | XmlNode[];

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@_",
  // Ids like "000123" and GTINs must stay text, never become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => name === "item" || name === "entry",
});

/** RSS 2.0 (`<item>`) or Atom 1.0 (`<entry>`) with Google's `g:` namespace. */
export function parseXmlFeed(input: string): ParsedFeed {
  const text = input.replace(/^\uFEFF/, "");
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new FeedFormatError(`The XML feed is not well-formed: ${valid.err.msg} (line ${valid.err.line}).`);
  }
  const doc = parser.parse(text) as Record<string, XmlNode>;
  const items = findItems(doc);
  if (!items) throw new FeedFormatError("The XML feed has no RSS <channel><item> or Atom <feed><entry> elements.");

  const lines = itemStartLines(text);
  const rows: RawFeedRow[] = items.map((item, index) => ({
    line: lines[index] ?? 0,
    item: index + 1,
    fields: flattenItem(item),
  }));
  return { format: "xml", rows, malformed: [] };
}

function findItems(doc: Record<string, XmlNode>): Record<string, XmlNode>[] | null {
  const rss = doc.rss as Record<string, XmlNode> | undefined;
  const channel = (rss?.channel ?? doc.channel) as Record<string, XmlNode> | undefined;
  if (channel && typeof channel === "object") return (channel.item as Record<string, XmlNode>[] | undefined) ?? [];
  const feed = doc.feed as Record<string, XmlNode> | undefined;
  if (feed && typeof feed === "object") return (feed.entry as Record<string, XmlNode>[] | undefined) ?? [];
  return null;
}

function itemStartLines(text: string): number[] {
  const starts: number[] = [];
  const pattern = /<(item|entry)[\s>/]/g;
  let line = 1;
  let cursor = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    for (; cursor < match.index; cursor++) if (text.charCodeAt(cursor) === 10) line++;
    starts.push(line);
  }
  return starts;
}

function flattenItem(item: Record<string, XmlNode>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [rawName, value] of Object.entries(item)) {
    if (rawName.startsWith("@_")) continue;
    const name = attributeName(rawName);
    // Atom's <summary>/<content> play RSS's <description>; its <link href> plays <link>.
    const target = name === "summary" || name === "content" ? "description" : name;
    const text = name === "shipping" ? shippingText(value) : nodeText(value);
    if (text !== "" && !fields[target]) fields[target] = text;
  }
  return fields;
}

function nodeText(node: XmlNode | undefined): string {
  if (node === undefined || node === null) return "";
  if (Array.isArray(node)) return nodeText(node[0]);
  if (typeof node === "object") {
    if ("#text" in node) return nodeText(node["#text"]);
    if ("@_href" in node) return nodeText(node["@_href"]);
    return "";
  }
  return String(node);
}

/** Nested `<g:shipping><g:country>GB</g:country><g:price>4.99 GBP</g:price></g:shipping>` → "GB:::4.99 GBP". */
function shippingText(node: XmlNode): string {
  const entries = Array.isArray(node) ? node : [node];
  return entries
    .map((entry) => {
      if (typeof entry !== "object" || entry === null || Array.isArray(entry)) return nodeText(entry);
      const part = (key: string) =>
        nodeText((entry as Record<string, XmlNode>)[`g:${key}`] ?? (entry as Record<string, XmlNode>)[key]);
      return `${part("country")}:${part("region")}:${part("service")}:${part("price")}`;
    })
    .filter((s) => s !== ":::")
    .join(",");
}
