/**
 * Runs one of the operator scripts in `scripts/` (`npm run admin`, `backup`, `restore`) as its
 * npm script does, with only the given environment, and resolves with its exit code and output.
 * Asynchronous, so the test's own event loop (and its kept-alive sockets) keeps running.
 */
import { spawn } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export type ScriptResult = { code: number | null; stdout: string; stderr: string };

export function runScript(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<ScriptResult> {
  const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}`, ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.on("close", (code) => resolve({ code, stdout, stderr })));
}
