import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * `buildcompare backup` while the server runs (decision 044). Only the process holding the embedded lock may open
 * the folder, so it listens on a Unix socket beside the folder (`<folder>.sock`, owner-only like the folder's
 * files) and answers "backup" with a consistent copy; the CLI asks there when the lock is taken. No HTTP route:
 * the copy holds every subscriber's address and must never be reachable from the network.
 * The answer is one line, `ok <bytes>` or `error <reason>`, then the bytes.
 */

/** Unix socket paths are limited to about 107 bytes; a deeper folder gets no socket (the CLI says so). */
const MAX_SOCKET_PATH = 100;

export function backupSocketPath(dir: string): string | null {
  const socket = `${path.resolve(dir)}.sock`;
  return process.platform !== "win32" && Buffer.byteLength(socket) <= MAX_SOCKET_PATH ? socket : null;
}

/** Serves backups of `dir` from this process (which holds its lock). The socket never keeps the process alive. */
export function serveBackups(dir: string, backup: () => Promise<Blob>): { close(): Promise<void> } {
  const socketPath = backupSocketPath(dir);
  if (!socketPath) return { close: async () => {} };
  // We hold the lock, so a socket file left here is from a process that died holding it.
  fs.rmSync(socketPath, { force: true });
  // Connections that have not asked yet: closed with the database, so a silent client cannot hold up shutdown.
  const waiting = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    waiting.add(socket);
    socket.on("error", () => {});
    socket.once("close", () => waiting.delete(socket));
    socket.once("data", (request) => {
      waiting.delete(socket);
      if (request.toString("utf8").trim() !== "backup") return socket.end("error unknown request\n");
      backup()
        .then(async (blob) => {
          const bytes = Buffer.from(await blob.arrayBuffer());
          socket.write(`ok ${bytes.length}\n`);
          socket.end(bytes);
        })
        .catch((error: unknown) => socket.end(`error ${oneLine(error)}\n`));
    });
  });
  server.on("error", (error) => console.warn(`Backups from other processes are off: ${oneLine(error)}`));
  server.listen(socketPath, () => {
    try {
      fs.chmodSync(socketPath, 0o600);
    } catch {
      // The folder's own permissions still apply.
    }
  });
  server.unref();
  return {
    close: () =>
      new Promise<void>((resolve) => {
        if (!server.listening) return resolve();
        server.close(() => resolve());
        for (const socket of waiting) socket.destroy();
      }),
  };
}

/** Asks the process holding `dir`'s lock for a backup; rejects with a one-line reason. */
export function requestBackup(dir: string, holderPid: number): Promise<Buffer> {
  const socketPath = backupSocketPath(dir);
  if (!socketPath) {
    return Promise.reject(
      new Error(`process ${holderPid} holds ${dir} and its backup socket path would be too long: stop it first`),
    );
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(socketPath, () => socket.write("backup\n"));
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === "ENOENT" || error.code === "ECONNREFUSED"
            ? `process ${holderPid} holds ${dir} but does not answer backups (${socketPath}): stop it, then back up`
            : `backup from process ${holderPid} failed: ${error.message}`,
        ),
      ),
    );
    socket.on("end", () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      const head = all.subarray(0, newline < 0 ? all.length : newline).toString("utf8");
      const body = all.subarray(newline + 1);
      const ok = /^ok (\d+)$/.exec(head);
      if (ok && Number(ok[1]) === body.length) return resolve(body);
      reject(new Error(`backup from process ${holderPid} failed: ${head.replace(/^error /, "") || "no answer"}`));
    });
  });
}

function oneLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ").slice(0, 300);
}
