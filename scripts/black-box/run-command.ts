import { spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface CommandResult {
  code: number | null;
  signal: string | null;
  stdout: string;
  stderr: string;
  /** Wall time from spawn to exit. */
  ms: number;
  timedOut: boolean;
  spawnError?: string;
}

/**
 * Runs a command from the repository root in its own process group, so a timeout kills what it started too
 * (`npx` runs the real program as a child). Never rejects: a failure to start is a result like any other.
 */
export function runCommand(
  cmd: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<CommandResult> {
  return new Promise((done) => {
    const start = performance.now();
    const elapsed = () => performance.now() - start;
    let stdout = "";
    let stderr = "";
    let timedOut = false;
    let child;
    try {
      child = spawn(cmd, args, { cwd: repoRoot, env: options.env, detached: true, stdio: ["ignore", "pipe", "pipe"] });
    } catch (e) {
      done({ code: null, signal: null, stdout, stderr, ms: 0, timedOut, spawnError: String(e) });
      return;
    }
    const pid = child.pid;
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString("utf8")));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString("utf8")));
    const timer = setTimeout(() => {
      timedOut = true;
      if (pid) killGroup(pid);
    }, options.timeoutMs);
    child.on("error", (e) => {
      clearTimeout(timer);
      done({ code: null, signal: null, stdout, stderr, ms: elapsed(), timedOut, spawnError: String(e) });
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, stdout, stderr, ms: elapsed(), timedOut });
    });
  });
}

function killGroup(pid: number): void {
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      /* already gone */
    }
  }
}

/** The JSON summary a `--json` command printed: the whole output as one document, or its last JSON line. */
export function parseJsonSummary(stdout: string): Record<string, unknown> | null {
  const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
  for (const text of [stdout.trim(), ...stdout.trim().split(/\r?\n/).reverse()]) {
    if (!text.trim().startsWith("{")) continue;
    try {
      const v: unknown = JSON.parse(text);
      if (isObject(v)) return v;
    } catch {
      /* keep looking */
    }
  }
  return null;
}
