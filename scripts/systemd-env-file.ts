/**
 * Reads an environment file the way systemd's `EnvironmentFile=` does (systemd 252, Debian 12's;
 * the state machine of its `parse_env_file_internal`, described in systemd.exec(5)), so a file
 * written for the service can be checked without a running systemd (docs/deploy.md, section 2):
 *
 * - a line whose first non-blank character is `#` or `;` is a comment; a comment ending in `\`
 *   goes on over the next line;
 * - `NAME=value`: blanks around the name and at both ends of an unquoted value are dropped;
 * - nothing else is a comment: `A=x   # note` gives A the value `x   # note`;
 * - unquoted, `\` takes the next character literally (`\n` gives `n`) and `\` at the end of a
 *   line joins the next line;
 * - `'…'` keeps everything inside literally, line breaks included;
 * - `"…"` keeps everything but `\"`, `\\`, `` \` `` and `\$` (the character alone) and `\` before
 *   a line break (both dropped): `"a\nb"` keeps the backslash and the n;
 * - quoted and unquoted pieces join up (`'a' b` gives `ab`: blanks after a quote are dropped);
 * - `$NAME` is not expanded; a line without `=` and an invalid name are ignored.
 *
 * `node --env-file` (Node's own reader) differs: it drops `# comments` after a value and turns
 * `\n` inside double quotes into a line break, so a file that works there may not under systemd.
 *
 * As a command, `node --import tsx scripts/systemd-env-file.ts /etc/builder-site/env` reads the
 * file so and checks it as the server does at start-up: it prints the problems, naming each
 * setting, or that the server accepts the file (no value is printed).
 */
import fs from "node:fs";
import { pathToFileURL } from "node:url";

type State =
  | "PRE_KEY"
  | "KEY"
  | "PRE_VALUE"
  | "VALUE"
  | "VALUE_ESCAPE"
  | "SINGLE_QUOTE_VALUE"
  | "DOUBLE_QUOTE_VALUE"
  | "DOUBLE_QUOTE_VALUE_ESCAPE"
  | "COMMENT"
  | "COMMENT_ESCAPE";

const NEWLINE = "\n\r";
const WHITESPACE = " \t\n\r";
const COMMENTS = "#;";
const SHELL_NEED_ESCAPE = '"\\`$';

/** systemd's env_name_is_valid: letters, digits and `_`, not starting with a digit. */
function isValidName(name: string) {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}

export type SystemdEnvFile = {
  /** What the service's environment gets, in file order (a later line wins). */
  values: Record<string, string>;
  /** Assignments systemd ignores (it logs "Ignoring invalid environment assignment"). */
  ignored: string[];
};

export function parseSystemdEnvFile(text: string): SystemdEnvFile {
  const values: Record<string, string> = {};
  const ignored: string[] = [];
  let state: State = "PRE_KEY";
  let key = "";
  let value = "";
  let lastKeyWhitespace = -1;
  let lastValueWhitespace = -1;

  const push = () => {
    if (lastKeyWhitespace !== -1) key = key.slice(0, lastKeyWhitespace);
    if (isValidName(key)) values[key] = value;
    else ignored.push(key);
    key = "";
    value = "";
  };

  for (const c of text) {
    switch (state) {
      case "PRE_KEY":
        if (COMMENTS.includes(c)) state = "COMMENT";
        else if (!WHITESPACE.includes(c)) {
          state = "KEY";
          lastKeyWhitespace = -1;
          key = c;
        }
        break;
      case "KEY":
        if (NEWLINE.includes(c)) {
          // A line without "=" is ignored.
          state = "PRE_KEY";
          key = "";
        } else if (c === "=") {
          state = "PRE_VALUE";
          lastValueWhitespace = -1;
        } else {
          if (!WHITESPACE.includes(c)) lastKeyWhitespace = -1;
          else if (lastKeyWhitespace === -1) lastKeyWhitespace = key.length;
          key += c;
        }
        break;
      case "PRE_VALUE":
        if (NEWLINE.includes(c)) {
          state = "PRE_KEY";
          push();
        } else if (c === "'") state = "SINGLE_QUOTE_VALUE";
        else if (c === '"') state = "DOUBLE_QUOTE_VALUE";
        else if (c === "\\") state = "VALUE_ESCAPE";
        else if (!WHITESPACE.includes(c)) {
          state = "VALUE";
          value += c;
        }
        break;
      case "VALUE":
        if (NEWLINE.includes(c)) {
          state = "PRE_KEY";
          if (lastValueWhitespace !== -1) value = value.slice(0, lastValueWhitespace);
          push();
          lastValueWhitespace = -1;
        } else if (c === "\\") {
          state = "VALUE_ESCAPE";
          lastValueWhitespace = -1;
        } else {
          if (!WHITESPACE.includes(c)) lastValueWhitespace = -1;
          else if (lastValueWhitespace === -1) lastValueWhitespace = value.length;
          value += c;
        }
        break;
      case "VALUE_ESCAPE":
        state = "VALUE";
        // An escaped line break joins the lines; any other character is taken as it is.
        if (!NEWLINE.includes(c)) value += c;
        break;
      case "SINGLE_QUOTE_VALUE":
        if (c === "'") state = "PRE_VALUE";
        else value += c;
        break;
      case "DOUBLE_QUOTE_VALUE":
        if (c === '"') state = "PRE_VALUE";
        else if (c === "\\") state = "DOUBLE_QUOTE_VALUE_ESCAPE";
        else value += c;
        break;
      case "DOUBLE_QUOTE_VALUE_ESCAPE":
        state = "DOUBLE_QUOTE_VALUE";
        if (SHELL_NEED_ESCAPE.includes(c)) value += c;
        else if (c !== "\n") value += `\\${c}`;
        break;
      case "COMMENT":
        if (c === "\\") state = "COMMENT_ESCAPE";
        else if (NEWLINE.includes(c)) state = "PRE_KEY";
        break;
      case "COMMENT_ESCAPE":
        // systemd 252 goes on with the comment whatever follows the backslash (254 changed this).
        state = "COMMENT";
        break;
    }
  }
  if (
    state === "PRE_VALUE" ||
    state === "VALUE" ||
    state === "VALUE_ESCAPE" ||
    state === "SINGLE_QUOTE_VALUE" ||
    state === "DOUBLE_QUOTE_VALUE" ||
    state === "DOUBLE_QUOTE_VALUE_ESCAPE"
  ) {
    if (state === "VALUE" && lastValueWhitespace !== -1) {
      value = value.slice(0, lastValueWhitespace);
    }
    push();
  }
  return { values, ignored };
}

async function main(file: string | undefined) {
  if (!file) {
    console.error("Usage: node --import tsx scripts/systemd-env-file.ts /etc/builder-site/env");
    return 2;
  }
  const { values, ignored } = parseSystemdEnvFile(fs.readFileSync(file, "utf8"));
  for (const name of ignored) console.error(`systemd ignores the line of "${name}" (not a name).`);
  const { EnvError, parseEnv, requireServingSettings } = await import("~/utils/env.server");
  try {
    requireServingSettings(parseEnv(values));
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(`As systemd reads ${file}, the server would not start: ${error.message}`);
    return 1;
  }
  console.log(
    `As systemd reads ${file}: ${Object.keys(values).length} settings, and the server accepts them.`,
  );
  return ignored.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  process.exitCode = await main(process.argv[2]);
}
