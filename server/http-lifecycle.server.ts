import http, { type RequestListener, type Server, type ServerResponse } from "node:http";

/**
 * Starting and stopping the HTTP server (issue 16, decision 044). Express's app.listen reports a taken port to
 * its callback as if it were listening; here it is an error the caller turns into one line and a failed exit.
 */
export class PortInUseError extends Error {
  constructor(host: string, port: number) {
    super(`port ${port} on ${host} is already in use by another program: stop it, or set PORT to a free port`);
    this.name = "PortInUseError";
  }
}

export interface ListeningServer {
  server: Server;
  /**
   * Stops accepting connections, lets the requests in flight finish (each answered with `Connection: close`),
   * and resolves when the last connection ends, or after `graceMs`, when the rest are cut.
   */
  drain(graceMs: number): Promise<"drained" | "cut">;
}

export function listen(handler: RequestListener, port: number, host: string): Promise<ListeningServer> {
  const server = http.createServer(handler);
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  server.on("request", (_request, response: ServerResponse) => {
    inFlight.add(response);
    if (draining) response.setHeader("Connection", "close");
    response.once("close", () => {
      inFlight.delete(response);
      // A kept-alive connection whose last response just ended is idle: close it rather than wait for its timeout.
      if (draining) setImmediate(() => server.closeIdleConnections());
    });
  });

  const drain = (graceMs: number) =>
    new Promise<"drained" | "cut">((resolve) => {
      draining = true;
      for (const response of inFlight) if (!response.headersSent) response.setHeader("Connection", "close");
      const timer = setTimeout(() => {
        server.closeAllConnections();
        resolve("cut");
      }, graceMs);
      timer.unref();
      server.close(() => {
        clearTimeout(timer);
        resolve("drained");
      });
      server.closeIdleConnections();
    });

  return new Promise((resolve, reject) => {
    const onError = (error: NodeJS.ErrnoException) =>
      reject(error.code === "EADDRINUSE" ? new PortInUseError(host, port) : error);
    server.once("error", onError);
    server.listen(port, host, () => {
      server.removeListener("error", onError);
      resolve({ server, drain });
    });
  });
}
