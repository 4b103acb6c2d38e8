import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { waitUntilReady } from "../../setup/child-server.ts";

export const repoRoot = path.resolve(import.meta.dirname, "../../..");

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  stderr(): string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Runs server.ts as production does (the React Router build from `build/`), in its own process on the given
 * database and port. Resilience tests only: traffic stays on 127.0.0.1.
 */
export function spawnServer(databaseUrl: string, port: number): ServerProcess {
  if (!fs.existsSync(path.join(repoRoot, "build/server/index.js"))) {
    throw new Error("build/ is missing: run `npm run build` first (the server serves the production build)");
  }
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    BUILDCOMPARE_DEMO: "off",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    SITE_URL: "https://www.buildcompare.test",
  };
  delete env.SMTP_URL;
  const child = spawn(process.execPath, ["--import", "tsx", path.join(repoRoot, "server.ts")], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
    stderr += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, stderr: () => stderr, exited };
}

export async function startServer(databaseUrl: string, port: number): Promise<ServerProcess> {
  const server = spawnServer(databaseUrl, port);
  await waitUntilReady(`http://127.0.0.1:${port}`, server.child, server.output, 120_000);
  return server;
}
