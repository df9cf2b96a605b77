/**
 * scripts/systemd-env-file.ts reads an environment file as systemd's EnvironmentFile= does. Where
 * the machine has systemd's own reader of the same format (systemd-environment-d-generator, which
 * reads environment.d files with the function EnvironmentFile= uses), every case is checked
 * against it; the cases avoid `$`, which that generator expands and EnvironmentFile= does not.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { parseSystemdEnvFile } from "./systemd-env-file";

const GENERATOR = "/usr/lib/systemd/user-environment-generators/30-systemd-environment-d-generator";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

/** Undoes the generator's quoting of a value ("…" with C escapes, or the bare value). */
function unquote(text: string) {
  if (!text.startsWith('"')) return text;
  const escapes: Record<string, string> = { n: "\n", t: "\t", r: "\r", a: "\x07", b: "\b" };
  return text
    .slice(1, -1)
    .replace(/\\(x[0-9a-fA-F]{2}|.)/gs, (_, c: string) =>
      c.length === 3 ? String.fromCharCode(parseInt(c.slice(1), 16)) : (escapes[c] ?? c),
    );
}

/** What systemd itself reads from `text` (only the names the text assigns). */
function systemdReads(text: string): Record<string, string> {
  const home = fs.mkdtempSync(path.join(os.tmpdir(), "systemd-env-"));
  folders.push(home);
  fs.mkdirSync(path.join(home, "environment.d"));
  fs.writeFileSync(path.join(home, "environment.d", "50-case.conf"), text);
  const run = spawnSync(GENERATOR, [], {
    env: { HOME: home, XDG_CONFIG_HOME: home },
    encoding: "utf8",
  });
  expect(run.status, run.stderr).toBe(0);
  const ours = new Set(Object.keys(parseSystemdEnvFile(text).values));
  const values: Record<string, string> = {};
  for (const line of run.stdout.split("\n")) {
    const at = line.indexOf("=");
    if (at > 0 && ours.has(line.slice(0, at)))
      values[line.slice(0, at)] = unquote(line.slice(at + 1));
  }
  return values;
}

const cases: [string, string, Record<string, string>][] = [
  [
    "a trailing comment is part of the value",
    "REPLICA_ENDPOINT=https://s3.example.com   # leave out for AWS\n",
    { REPLICA_ENDPOINT: "https://s3.example.com   # leave out for AWS" },
  ],
  ["a comment after a quoted value joins it", 'A="x" # note\n', { A: "x# note" }],
  ["# and ; start comment lines, also after blanks", "# A=1\n; B=2\n   # C=3\nD=4\n", { D: "4" }],
  [
    "a comment ending in a backslash goes on over the next line",
    "# note \\\nE=hidden\nF=seen\n",
    { F: "seen" },
  ],
  [
    "blanks around the name and the unquoted value go; inner ones stay",
    "  G  =   two words \t \n",
    { G: "two words" },
  ],
  [
    "\\n unquoted loses its backslash, in double quotes keeps it",
    "K1=a\\nb\nK2=\"a\\nb\"\nK3='a\\nb'\n",
    { K1: "anb", K2: "a\\nb", K3: "a\\nb" },
  ],
  ["a backslash at the end of a line joins the next", "L=one \\\ntwo\n", { L: "one two" }],
  [
    "quotes keep line breaks and # literally, and pieces join",
    'M="multi\nline # kept"\nN=\'single # x\' tail\nO="a\\"b\\\\c"\n',
    { M: "multi\nline # kept", N: "single # xtail", O: 'a"b\\c' },
  ],
  [
    "a percent-encoded password with # stays whole",
    "SMTP_URL=smtps://me%40example.in:pa#ss@smtp.example.in:465\n",
    { SMTP_URL: "smtps://me%40example.in:pa#ss@smtp.example.in:465" },
  ],
  [
    "a line without = and an invalid name are ignored; the last line needs no line break",
    "not an assignment\n1BAD=x\nP=last",
    { P: "last" },
  ],
];

describe("reading an environment file as systemd does", () => {
  for (const [name, text, expected] of cases) {
    it(name, () => {
      expect(parseSystemdEnvFile(text).values).toEqual(expected);
    });
  }

  // Not against the generator: for environment.d an empty value unsets the name.
  it("an empty value is an empty setting", () => {
    expect(parseSystemdEnvFile("H=\nI=  \n").values).toEqual({ H: "", I: "" });
  });

  it.skipIf(!fs.existsSync(GENERATOR))("reads every case as systemd's own reader does", () => {
    for (const [, text] of cases) {
      expect(parseSystemdEnvFile(text).values, text).toEqual(systemdReads(text));
    }
  });
});
