import net from "node:net";
import { describe, expect, it } from "vitest";
import { listen, PortInUseError } from "./http-lifecycle.server.ts";

/** Sends a request and resolves with everything the server sent until it closed the connection. */
function rawRequest(port: number, request: string): { sent: Promise<void>; answer: Promise<string> } {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  const answer = new Promise<string>((resolve) => socket.on("close", () => resolve(received)));
  const sent = new Promise<void>((resolve) => socket.once("connect", () => socket.write(request, () => resolve())));
  return { sent, answer };
}

describe("listen", () => {
  it("rejects with a one-line PortInUseError when the port is taken", async () => {
    const first = await listen((_req, res) => res.end("ok"), 0, "127.0.0.1");
    const { port } = first.server.address() as net.AddressInfo;
    await expect(listen((_req, res) => res.end("ok"), port, "127.0.0.1")).rejects.toThrow(PortInUseError);
    await expect(listen((_req, res) => res.end("ok"), port, "127.0.0.1")).rejects.toThrow(
      `port ${port} on 127.0.0.1 is already in use by another program: stop it, or set PORT to a free port`,
    );
    expect(await first.drain(1_000)).toBe("drained");
  });

  it("drains: a request in flight is answered with Connection: close, then the drain resolves", async () => {
    let finish: (() => void) | null = null;
    const web = await listen(
      (_req, res) => {
        finish = () => res.end("done");
      },
      0,
      "127.0.0.1",
    );
    const { port } = web.server.address() as net.AddressInfo;
    const request = rawRequest(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await request.sent;
    await expect.poll(() => finish !== null).toBe(true);
    const drained = web.drain(10_000);
    finish!();
    expect(await drained).toBe("drained");
    const answer = await request.answer;
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer).toMatch(/done$/);
  });

  it("cuts a request that outlives the grace period, and says so", async () => {
    let seen = false;
    const web = await listen(() => (seen = true), 0, "127.0.0.1");
    const { port } = web.server.address() as net.AddressInfo;
    const request = rawRequest(port, "GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await request.sent;
    await expect.poll(() => seen).toBe(true);
    expect(await web.drain(50)).toBe("cut");
    expect(await request.answer).toBe("");
  });
});
