import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..", "..");
export const FEEDS_DIR = join(ROOT, "data", "feeds");
export const IMAGES_DIR = join(ROOT, "public", "demo-images");
export const LOGOS_DIR = join(ROOT, "public", "merchant-logos");
export const IMAGE_ORIGIN = "https://demo-images.buildcompare.invalid/";
