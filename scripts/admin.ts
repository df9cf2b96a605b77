/**
 * Administrator accounts from the command line (docs/deploy.md,
 * docs/security/sign-in.md#weak-passwords):
 *
 *   npm run admin -- set-password <email>   new password for an administrator; ends all its sessions
 *   npm run admin -- create <email>         adds an administrator
 *   npm run admin -- disable-two-factor <email>
 *                                           turns two-factor sign-in off (a lost phone)
 *
 * The password comes from ADMIN_NEW_PASSWORD, or is asked for (twice,
 * without echo) when a terminal is attached; it never goes on the command
 * line, where other users and the shell history could see it.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";

if (fs.existsSync(".env")) process.loadEnvFile(".env");
// This command signs no cookies; a stand-in secret spares the server's warning about it.
process.env.SESSION_SECRET ||= randomBytes(32).toString("hex");

const { closeDatabase, migrateDatabase } = await import("~/db/db.server");
const { createAdmin, findAdminByEmail, setAdminPassword, WeakPasswordError } =
  await import("~/models/admin.server");
const { disableTwoFactor } = await import("~/models/two-factor.server");
const { passwordProblem } = await import("~/utils/password.server");
const { getEnv } = await import("~/utils/env.server");

const USAGE = `Usage:
  npm run admin -- set-password <email>
  npm run admin -- create <email>
  npm run admin -- disable-two-factor <email>
The new password is read from ADMIN_NEW_PASSWORD, or asked for when run in a terminal.`;

class CommandError extends Error {}

function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  // Echo goes off before the prompt shows, so nothing typed early is echoed.
  stdin.setRawMode(true);
  process.stdout.write(question);
  stdin.setEncoding("utf8");
  stdin.resume();
  let value = "";
  return new Promise((resolve, reject) => {
    const finish = (error?: Error) => {
      stdin.off("data", onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    function onData(chunk: string) {
      for (const char of chunk) {
        if (char === "\r" || char === "\n" || char === "\u0004") return finish();
        if (char === "\u0003") return finish(new CommandError("Cancelled."));
        if (char === "\u007f" || char === "\b") value = value.slice(0, -1);
        else value += char;
      }
    }
    stdin.on("data", onData);
  });
}

async function readNewPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_NEW_PASSWORD;
  if (fromEnv) return fromEnv;
  if (!process.stdin.isTTY) {
    throw new CommandError(
      "No password given: set ADMIN_NEW_PASSWORD or run the command in a terminal to be asked for it.",
    );
  }
  const password = await promptHidden("New password: ");
  const problem = passwordProblem(password);
  if (problem) throw new CommandError(problem);
  const again = await promptHidden("Repeat the new password: ");
  if (again !== password)
    throw new CommandError("The passwords do not match; nothing was changed.");
  return password;
}

async function run(args: string[]): Promise<string> {
  const [command, email, ...rest] = args;
  const commands = ["set-password", "create", "disable-two-factor"];
  if (!command || !email || rest.length || !commands.includes(command)) {
    throw new CommandError(USAGE);
  }
  migrateDatabase();
  if (command === "disable-two-factor") {
    const admin = findAdminByEmail(email);
    if (!admin) throw new CommandError(`No administrator has the e-mail ${email}.`);
    if (!disableTwoFactor(admin.id)) {
      return `Two-factor sign-in was already off for ${email}; nothing was changed.`;
    }
    return `Two-factor sign-in is off for ${email}: they sign in with their password only, and can set it up again under Account.`;
  }
  if (command === "set-password") {
    if (!findAdminByEmail(email))
      throw new CommandError(`No administrator has the e-mail ${email}.`);
    const password = await readNewPassword();
    await setAdminPassword(email, password);
    return `Password changed for ${email}; every session and API token of this account has ended.`;
  }
  if (findAdminByEmail(email))
    throw new CommandError(`An administrator with the e-mail ${email} already exists.`);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new CommandError(`Not an e-mail address: ${email}`);
  const password = await readNewPassword();
  await createAdmin(email, password);
  return `Administrator ${email} created.`;
}

try {
  getEnv();
  console.log(await run(process.argv.slice(2)));
  process.exitCode = 0;
} catch (error) {
  if (error instanceof CommandError || error instanceof WeakPasswordError) {
    console.error(error.message);
    process.exitCode = 1;
  } else {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
} finally {
  closeDatabase();
}
