import { randomBytes } from "node:crypto";
import path from "node:path";
import { z } from "zod";
import { decodeSetting, parseReplicaSettings, type ReplicaSettings } from "./replica-settings";

/** Whether every %-escape of an smtp(s):// URL decodes (its user, password, host and path). */
function smtpUrlDecodes(value: string) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return [url.username, url.password, url.pathname].every(
    (part) => decodeSetting(part) !== undefined,
  );
}

const booleanFlag = z
  .enum(["true", "false", "1", "0", "yes", "no"], {
    error: "must be true or false",
  })
  .transform((value) => value === "true" || value === "1" || value === "yes");

const EnvSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_PATH: z.string().min(1).default("./data/app.db"),
  UPLOADS_DIR: z.string().min(1).default("./uploads"),
  SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  ADMIN_EMAIL: z.email("must be an e-mail address").optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SEED_DEMO: booleanFlag.default(true),
  /** Secure cookies need HTTPS; defaults to on in production. */
  COOKIE_SECURE: booleanFlag.optional(),
  /** express "trust proxy": addresses, CIDR ranges or names (loopback, linklocal, uniquelocal); none/false for no proxy. */
  TRUST_PROXY: z
    .string()
    .default("loopback")
    .transform((value): string[] | false =>
      ["none", "false", "0", "no"].includes(value.trim().toLowerCase())
        ? false
        : value
            .split(",")
            .map((entry) => entry.trim())
            .filter(Boolean),
    ),
  /** Mail server for enquiry e-mails, e.g. smtps://user:password@mail.example.com:465. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL")
    // The mail library decodes the user and password when it first sends: a malformed escape
    // is refused here, naming the setting, rather than failing every e-mail later.
    .refine(smtpUrlDecodes, "must be an smtp:// or smtps:// URL (write a % in it as %25)")
    .optional(),
  /** Who receives each enquiry by e-mail (with SMTP_URL). */
  ENQUIRY_EMAIL_TO: z.email("must be an e-mail address").optional(),
  /** The sender of enquiry e-mails; defaults to ENQUIRY_EMAIL_TO. */
  ENQUIRY_EMAIL_FROM: z.email("must be an e-mail address").optional(),
  /** Enquiries older than this many days are deleted. */
  ENQUIRY_RETENTION_DAYS: z.coerce
    .number({ error: "must be a whole number of days" })
    .int("must be a whole number of days")
    .min(1, "must be at least 1")
    .max(3650, "must be at most 3650")
    .default(365),
  /** First wait before a failed enquiry e-mail is sent again; doubles per attempt, up to an hour. */
  MAIL_RETRY_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1")
    .max(3600, "must be at most 3600")
    .default(60),
  /** The public address of the site, for canonical, share and sitemap links (no trailing slash). */
  SITE_URL: z
    .url({
      protocol: /^https?$/,
      error: "must be an absolute http(s) URL such as https://www.example.in",
    })
    .transform((value) => value.replace(/\/+$/, ""))
    .optional(),
  /**
   * A connection that sends nothing for this long is closed; a slow body that keeps arriving is
   * never cut (docs/security/requests.md#time-limits).
   */
  REQUEST_IDLE_TIMEOUT_SECONDS: z.coerce
    .number({ error: "must be a number of seconds" })
    .int("must be a whole number of seconds")
    .min(1, "must be at least 1")
    .max(3600, "must be at most 3600")
    .default(60),
  /**
   * GET renders one client address may have running at once; four times as many wait, then 503
   * (app/server/render-budget.server.ts, docs/decisions/070-render-budget-per-address.md).
   */
  RENDERS_PER_ADDRESS: z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(1, "must be at least 1")
    .max(10000, "must be at most 10000")
    .default(4),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

export type Env = Omit<z.infer<typeof EnvSchema>, "COOKIE_SECURE" | "SITE_URL"> & {
  SITE_URL: string;
  /** False when SITE_URL fell back to the local address (the site may not serve so in production). */
  SITE_URL_SET: boolean;
  COOKIE_SECURE: boolean;
  SESSION_SECRET: string;
  DATABASE_PATH: string;
  UPLOADS_DIR: string;
  /** The off-site copy (docs/decisions/061-off-site-copy.md); null when REPLICA_URL is unset. */
  REPLICA: ReplicaSettings | null;
};

export class EnvError extends Error {}

/**
 * Blanks then `#`: a comment written after a value. systemd's EnvironmentFile= keeps it as part of
 * the value (only lines starting with `#` or `;` are comments; docs/deploy.md, section 2), where
 * `node --env-file` and dotenv drop it, so the same file would work in one and not the other.
 * A `#` with no blank before it is a character like any other (in a session secret, say).
 */
const TRAILING_COMMENT = /[ \t]+#.*$/s;

/**
 * The settings checked for a trailing comment: those with a machine-read format. Free text is
 * left alone: a passphrase or a company address ("No. 12, #3 Cross Street") may hold " #".
 */
const FREE_TEXT = new Set(["ADMIN_PASSWORD"]);
function isCheckedForComments(name: string) {
  return (name in EnvSchema.shape && !FREE_TEXT.has(name)) || name.startsWith("REPLICA_");
}

/** One problem per setting whose value still carries a comment, saying how to write it. */
function trailingCommentProblems(source: Record<string, string>) {
  const problems = new Map<string, string>();
  for (const [name, value] of Object.entries(source)) {
    const comment = isCheckedForComments(name) ? TRAILING_COMMENT.exec(value) : null;
    if (!comment) continue;
    const shown = comment[0].trim();
    problems.set(
      name,
      `ends with a comment ("${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}"), which systemd's EnvironmentFile keeps as part of the value: put the comment on a line of its own, starting with #`,
    );
  }
  return problems;
}

/** Parses configuration from a plain object; throws an EnvError naming each bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ""),
  );
  const result = EnvSchema.safeParse(cleaned);
  const replica = parseReplicaSettings(cleaned);
  const replicaProblems = Array.isArray(replica) ? replica : [];
  const comments = trailingCommentProblems(cleaned as Record<string, string>);
  if (!result.success || replicaProblems.length || comments.size) {
    // A setting with a comment gets that one message: what else is wrong with it follows from it.
    const lines = [
      ...[...comments].map(([name, message]) => `  ${name}: ${message}`),
      ...(result.error?.issues ?? [])
        .filter((issue) => !comments.has(String(issue.path[0])))
        .map((issue) => `  ${issue.path.join(".")}: ${issue.message}`),
      ...replicaProblems
        .filter((problem) => !comments.has(problem.setting))
        .map((problem) => `  ${problem.setting}: ${problem.message}`),
    ];
    throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && !env.SESSION_SECRET) {
    throw new EnvError(
      "Invalid configuration:\n  SESSION_SECRET: is required in production (32+ random characters)",
    );
  }
  if (Boolean(env.SMTP_URL) !== Boolean(env.ENQUIRY_EMAIL_TO)) {
    const missing = env.SMTP_URL ? "ENQUIRY_EMAIL_TO" : "SMTP_URL";
    throw new EnvError(
      `Invalid configuration:\n  ${missing}: enquiry e-mails need both SMTP_URL and ENQUIRY_EMAIL_TO`,
    );
  }
  let secret = env.SESSION_SECRET;
  if (!secret) {
    secret = randomBytes(32).toString("hex");
    if (env.NODE_ENV !== "test") {
      console.warn(
        "SESSION_SECRET is not set: using a random one, so sessions end when the server restarts.",
      );
    }
  }
  return {
    ...env,
    SESSION_SECRET: secret,
    COOKIE_SECURE: env.COOKIE_SECURE ?? env.NODE_ENV === "production",
    // Development and tests without one link to the local server.
    SITE_URL:
      env.SITE_URL ?? `http://${env.HOST === "0.0.0.0" ? "127.0.0.1" : env.HOST}:${env.PORT}`,
    SITE_URL_SET: Boolean(env.SITE_URL),
    DATABASE_PATH: path.resolve(env.DATABASE_PATH),
    UPLOADS_DIR: path.resolve(env.UPLOADS_DIR),
    REPLICA: Array.isArray(replica) ? null : replica,
  };
}

/**
 * What serving the site needs beyond what every script needs: in production
 * every canonical, share and sitemap link must carry the real address.
 */
export function requireServingSettings(env: Env) {
  if (env.NODE_ENV === "production" && !env.SITE_URL_SET) {
    throw new EnvError(
      "Invalid configuration:\n  SITE_URL: is required in production (the public address, e.g. https://www.example.in)",
    );
  }
}

let cached: Env | undefined;

/** The process configuration, parsed once on first use. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
