import { describe, expect, it } from "vitest";
import { startWebServerForFile } from "./web-server.ts";

/* Issue 16 item 8 against the production build: an id is written one way only, on pages and in the API. */

const server = startWebServerForFile();

const status = async (path: string) => (await fetch(`${server().baseUrl}${path}`, { redirect: "manual" })).status;

describe("strict ids", () => {
  it("answer the product's id as written", async () => {
    const id = server().seeded.productId;
    expect(await status(`/product/${id}`)).toBe(200);
    expect(await status(`/api/products/${id}`)).toBe(200);
    expect(await status(`/api/products/${id}/history`)).toBe(200);
  });

  it("answer 404 for the same id written another way, in the API as on the page", async () => {
    const id = server().seeded.productId;
    const spellings = [`0x${id.toString(16)}`, `%2B${id}`, `${id}.0`, `%20${id}`, `0${id}`, `${id}e0`];
    for (const spelling of spellings) {
      const paths = [`/product/${spelling}`, `/api/products/${spelling}`, `/api/products/${spelling}/history`];
      for (const path of paths) expect(await status(path), path).toBe(404);
    }
  });
});
