/**
 * Every file the demo generator owns, by path from the repository root, with its exact content: the feeds and
 * their index, truth file and README in data/feeds, and the SVG pictures and merchant logos in public/
 * (data/feeds/examples/ is written by hand). The generator writes them; demo-files.test.ts checks the committed copies are identical.
 */
import { buildFeedFiles, type FeedSummary } from "./feed-files.ts";
import { feedsReadme } from "./feeds-readme.ts";
import { buildImageFiles } from "./images.ts";
import { logoFiles } from "./merchant-logos.ts";
import { MERCHANTS } from "./merchants.ts";
import { merchantsJson } from "./merchants-json.ts";
import { offersPerProduct, truthJson, type Truth } from "./truth.ts";

/** Folders whose files of these extensions all belong to the generator: a stale one is deleted or reported. */
export const OWNED_FOLDERS = [
  { dir: "data/feeds", ext: /\.(tsv|csv|xml)$/ },
  { dir: "public/demo-images", ext: /\.svg$/ },
  { dir: "public/merchant-logos", ext: /\.svg$/ },
] as const;

export interface DemoFiles {
  files: Map<string, string>;
  truth: Truth;
  perProduct: Map<string, number>;
  summary: FeedSummary[];
  imageCount: number;
}

export function buildDemoFiles(): DemoFiles {
  const { truth, feedFiles, summary } = buildFeedFiles();
  const perProduct = offersPerProduct(truth);
  const images = buildImageFiles();
  const files = new Map<string, string>();
  for (const [name, body] of Object.entries(feedFiles)) files.set(`data/feeds/${name}`, body);
  files.set("data/feeds/merchants.json", merchantsJson());
  files.set("data/feeds/demo-truth.json", truthJson(truth));
  files.set("data/feeds/README.md", feedsReadme(truth, perProduct));
  for (const [name, body] of Object.entries(images)) files.set(`public/demo-images/${name}`, body);
  for (const [name, body] of Object.entries(logoFiles(MERCHANTS))) files.set(`public/merchant-logos/${name}`, body);
  return { files, truth, perProduct, summary, imageCount: Object.keys(images).length };
}
