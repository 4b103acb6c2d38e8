import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { chooseEncoding, jsonAnswer } from "./json-answer.server.ts";

const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Product ${i}` })) };

describe("chooseEncoding", () => {
  it.each([
    ["gzip, br", "br"],
    ["br, gzip", "br"],
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["deflate", "deflate"],
    ["gzip;q=1, br;q=0.5", "gzip"],
    ["gzip;q=0.5", "gzip"],
    ["br;q=0", null],
    ["*", "br"],
    ["identity", null],
    ["identity;q=1, gzip;q=0.5", null],
    ["", null],
  ])("picks %j as the compression middleware does: %s", (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it("sends nothing compressed without the header", () => {
    expect(chooseEncoding(null)).toBeNull();
  });
});

describe("jsonAnswer", () => {
  const request = (encoding?: string) =>
    new Request("http://localhost/api/x", { headers: encoding ? { "accept-encoding": encoding } : {} });

  it("compresses a large answer with brotli in one call, with the bytes of a streamed encoder at quality 1", async () => {
    const answer = jsonAnswer(request("gzip, br"), large);
    expect(answer.headers.get("content-encoding")).toBe("br");
    expect(answer.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(answer.headers.get("vary")).toBe("Accept-Encoding");
    const bytes = Buffer.from(await answer.arrayBuffer());
    expect(answer.headers.get("content-length")).toBe(String(bytes.length));
    expect(JSON.parse(zlib.brotliDecompressSync(bytes).toString())).toEqual(large);
    const streamed = await new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      const stream = zlib.createBrotliCompress({
        params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 1, [zlib.constants.BROTLI_PARAM_LGWIN]: 18 },
      });
      stream.on("data", (c: Buffer) => chunks.push(c)).on("end", () => resolve(Buffer.concat(chunks)));
      stream.end(Buffer.from(JSON.stringify(large)));
    });
    expect(bytes.equals(streamed)).toBe(true);
  });

  it("gzips for a client without brotli", async () => {
    const answer = jsonAnswer(request("gzip"), large);
    expect(answer.headers.get("content-encoding")).toBe("gzip");
    expect(JSON.parse(zlib.gunzipSync(Buffer.from(await answer.arrayBuffer())).toString())).toEqual(large);
  });

  it("sends a small answer, or one to a client accepting no coding, as it is", async () => {
    const small = jsonAnswer(request("br"), { ok: true });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.json()).toEqual({ ok: true });
    const plain = jsonAnswer(request(), large);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.json()).toEqual(large);
  });
});
