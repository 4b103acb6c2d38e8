import { catalogue } from "./catalogue.ts";
import { bagImages } from "./images-bags.ts";
import { brickBlockImages } from "./images-bricks-blocks.ts";
import { drainageImages } from "./images-drainage.ts";
import { insulationImages } from "./images-insulation.ts";
import { roofingImages } from "./images-roofing.ts";
import { sheetImages } from "./images-sheets-plasterboard.ts";
import { skirtingImages } from "./images-skirting.ts";
import { sundryImages } from "./images-sundries.ts";
import { timberImages } from "./images-timber.ts";

function buildImages(): Record<string, string> {
  return {
    ...bagImages(),
    ...timberImages(),
    ...sheetImages(),
    ...brickBlockImages(),
    ...skirtingImages(),
    ...insulationImages(),
    ...roofingImages(),
    ...drainageImages(),
    ...sundryImages(),
  };
}

/** Product pictures by file name; throws if a product lacks one or a picture outgrows 3 KB. */
export function buildImageFiles(): Record<string, string> {
  const images = buildImages();
  const used = new Set(catalogue.map((p) => p.image));
  for (const u of used) if (!images[u]) throw new Error(`no picture for ${u}`);
  const imageFiles = Object.fromEntries(Object.entries(images).map(([k, v]) => [`${k}.svg`, v]));
  const tooBig = Object.entries(imageFiles)
    .filter(([, body]) => Buffer.byteLength(body) > 3072)
    .map(([f, b]) => `${f} ${Buffer.byteLength(b)}`);
  if (tooBig.length) throw new Error(`pictures over 3 KB: ${tooBig.join(", ")}`);
  return imageFiles;
}
