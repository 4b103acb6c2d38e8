import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sameOriginPosts } from "./same-origin.server.ts";

let server: Server;
let base: string;

beforeAll(async () => {
  const app = express();
  app.use(sameOriginPosts("https://www.buildcompare.test"));
  app.all("/{*splat}", (_req, res) => {
    res.send("reached");
  });
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const post = (path: string, headers: Record<string, string>) =>
  fetch(`${base}${path}`, { method: "POST", headers, body: "email=a%40b.co" });

describe("sameOriginPosts", () => {
  it("lets posts from our own pages, the configured site and non-browser clients through", async () => {
    expect(await (await post("/newsletter", { origin: base })).text()).toBe("reached");
    expect(await (await post("/newsletter", { origin: "https://www.buildcompare.test" })).text()).toBe("reached");
    expect(await (await post("/newsletter", {})).text()).toBe("reached");
    expect(await (await post("/newsletter", { "sec-fetch-site": "same-origin" })).text()).toBe("reached");
  });

  it("refuses a cross-site post with 403 and a clear message", async () => {
    const page = await post("/newsletter", { origin: "https://evil.example", accept: "text/html" });
    expect(page.status).toBe(403);
    expect(await page.text()).toMatch(/sent from another website/);

    const api = await post("/api/anything", { origin: "https://evil.example" });
    expect(api.status).toBe(403);
    expect(await api.json()).toEqual({ error: expect.stringMatching(/another website/) });

    const noOrigin = await post("/newsletter", { "sec-fetch-site": "cross-site" });
    expect(noOrigin.status).toBe(403);
  });

  it("never blocks reads", async () => {
    const res = await fetch(`${base}/newsletter`, { headers: { origin: "https://evil.example" } });
    expect(await res.text()).toBe("reached");
  });
});
