import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { directApiLane, type DirectAnswer } from "./direct-api-lane.server.ts";

let server: Server;
let base: string;
let ran: string[] = [];

/** A handler that notes its name, optionally sets a header, and goes on. */
const step =
  (name: string): express.RequestHandler =>
  (_req, res, next) => {
    ran.push(name);
    res.setHeader(`x-${name}`, "1");
    next();
  };

beforeAll(async () => {
  const app = express();
  app.use(
    directApiLane({
      answerFor: (req): DirectAnswer | null => {
        if (req.method !== "GET") return null;
        if (req.url === "/direct") return async () => ({ answered: "direct" });
        if (req.url === "/fails") return () => Promise.reject(new Error("database gone"));
        if (req.url === "/stops") return async () => ({ answered: "never" });
        return null;
      },
      before: [
        step("security"),
        (req, res, next) => (req.url === "/stops" ? void res.status(304).end() : next()),
        step("caching"),
      ],
      fallback: [step("compress"), (_req, res) => void res.status(500).json({ answered: "route" })],
    }),
  );
  app.use(step("full"));
  app.use((_req, res) => void res.json({ answered: "full stack" }));
  await new Promise<void>((resolve) => {
    server = app.listen(0, "127.0.0.1", () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function get(path: string, method = "GET") {
  ran = [];
  const res = await fetch(`${base}${path}`, { method });
  const text = method === "HEAD" ? "" : await res.text();
  return { status: res.status, body: text, ran, security: res.headers.get("x-security") };
}

describe("directApiLane", () => {
  it("runs the handlers every answer needs, then the answer, and nothing of the full stack", async () => {
    expect(await get("/direct")).toEqual({
      status: 200,
      body: '{"answered":"direct"}',
      ran: ["security", "caching"],
      security: "1",
    });
  });

  it("leaves what it does not take to the full stack, untouched", async () => {
    expect(await get("/elsewhere")).toMatchObject({ body: '{"answered":"full stack"}', ran: ["full"], security: null });
    expect(await get("/direct", "POST")).toMatchObject({ body: '{"answered":"full stack"}', ran: ["full"] });
  });

  it("sends a failed answer down the fallback, after the handlers it already ran", async () => {
    expect(await get("/fails")).toMatchObject({
      status: 500,
      body: '{"answered":"route"}',
      ran: ["security", "caching", "compress"],
      security: "1",
    });
  });

  it("stops where a handler answers (a 304, a page-cache hit)", async () => {
    expect(await get("/stops")).toMatchObject({ status: 304, ran: ["security"] });
  });
});
