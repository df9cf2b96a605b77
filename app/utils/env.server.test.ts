import { describe, expect, it } from "vitest";
import { EnvError, parseEnv, requireServingSettings } from "./env.server";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({ NODE_ENV: "test" });
    expect(env.PORT).toBe(3000);
    expect(env.HOST).toBe("127.0.0.1");
    expect(env.DATABASE_PATH).toMatch(/data\/app\.db$/);
    expect(env.UPLOADS_DIR).toMatch(/uploads$/);
    expect(env.SEED_DEMO).toBe(true);
    expect(env.SESSION_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(env.COOKIE_SECURE).toBe(false);
  });

  it("names each bad variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrowError(/PORT/);
    expect(() => parseEnv({ SEED_DEMO: "maybe" })).toThrowError(/SEED_DEMO/);
    expect(() => parseEnv({ ADMIN_EMAIL: "not-an-email" })).toThrowError(/ADMIN_EMAIL/);
    expect(() => parseEnv({ SESSION_SECRET: "short" })).toThrowError(/SESSION_SECRET/);
  });

  it("requires SESSION_SECRET in production and secures cookies there", () => {
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrowError(EnvError);
    expect(() => parseEnv({ NODE_ENV: "production" })).toThrowError(/SESSION_SECRET/);
    const env = parseEnv({
      NODE_ENV: "production",
      SESSION_SECRET: "x".repeat(40),
      SITE_URL: "https://www.example.in",
    });
    expect(env.COOKIE_SECURE).toBe(true);
    expect(env.SEED_DEMO).toBe(true);
    expect(parseEnv({ SEED_DEMO: "false" }).SEED_DEMO).toBe(false);
  });
});

describe("enquiry settings", () => {
  it("keeps enquiries a year and mails nothing unless configured", () => {
    const env = parseEnv({});
    expect(env.ENQUIRY_RETENTION_DAYS).toBe(365);
    expect(env.MAIL_RETRY_SECONDS).toBe(60);
    expect(env.SMTP_URL).toBeUndefined();
  });

  it("needs SMTP_URL and ENQUIRY_EMAIL_TO together, and checks each", () => {
    expect(() => parseEnv({ SMTP_URL: "smtp://127.0.0.1:2525" })).toThrowError(/ENQUIRY_EMAIL_TO/);
    expect(() => parseEnv({ ENQUIRY_EMAIL_TO: "owner@example.com" })).toThrowError(/SMTP_URL/);
    expect(() =>
      parseEnv({ SMTP_URL: "http://mail.example.com", ENQUIRY_EMAIL_TO: "owner@example.com" }),
    ).toThrowError(/SMTP_URL/);
    expect(() => parseEnv({ ENQUIRY_RETENTION_DAYS: "0" })).toThrowError(/ENQUIRY_RETENTION_DAYS/);
    const env = parseEnv({
      SMTP_URL: "smtps://user:secret@mail.example.com:465",
      ENQUIRY_EMAIL_TO: "owner@example.com",
      ENQUIRY_RETENTION_DAYS: "90",
    });
    expect(env.ENQUIRY_RETENTION_DAYS).toBe(90);
  });

  it("names SMTP_URL, as an EnvError, when a %-escape in its user or password is malformed", () => {
    for (const url of ["smtps://user:p%ZZ@mail.example.com:465", "smtp://us%er@mail.example.com"]) {
      const start = () => parseEnv({ SMTP_URL: url, ENQUIRY_EMAIL_TO: "owner@example.com" });
      expect(start, url).toThrowError(EnvError);
      expect(start, url).toThrowError(/SMTP_URL: must be an smtp/);
    }
    expect(
      parseEnv({
        SMTP_URL: "smtps://user:p%25ss@mail.example.com:465",
        ENQUIRY_EMAIL_TO: "owner@example.com",
      }).SMTP_URL,
    ).toBe("smtps://user:p%25ss@mail.example.com:465");
  });
});

describe("SITE_URL", () => {
  it("is required in production and must be an absolute http(s) address", () => {
    const production = { NODE_ENV: "production", SESSION_SECRET: "x".repeat(40) };
    expect(() => requireServingSettings(parseEnv(production))).toThrowError(
      /SITE_URL: is required in production/,
    );
    expect(() =>
      requireServingSettings(parseEnv({ ...production, SITE_URL: "https://www.example.in" })),
    ).not.toThrow();
    expect(() => parseEnv({ ...production, SITE_URL: "www.example.in" })).toThrowError(/SITE_URL/);
    expect(() => parseEnv({ ...production, SITE_URL: "ftp://example.in" })).toThrowError(
      /SITE_URL/,
    );
    expect(parseEnv({ ...production, SITE_URL: "https://www.example.in/" }).SITE_URL).toBe(
      "https://www.example.in",
    );
  });

  it("points at the local server in development when unset", () => {
    expect(parseEnv({ PORT: "4000" }).SITE_URL).toBe("http://127.0.0.1:4000");
  });
});

describe("TRUST_PROXY", () => {
  it("is a list of trusted proxies, or false for none", () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual(["loopback"]);
    expect(parseEnv({ TRUST_PROXY: "10.0.0.1, loopback" }).TRUST_PROXY).toEqual([
      "10.0.0.1",
      "loopback",
    ]);
    expect(parseEnv({ TRUST_PROXY: "none" }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: "false" }).TRUST_PROXY).toBe(false);
  });
});

describe("a comment after a value (what systemd's EnvironmentFile keeps)", () => {
  it("is refused, naming the setting and how to write it", () => {
    const read = () =>
      parseEnv({
        REPLICA_URL: "s3://builder-copy/site",
        REPLICA_ENDPOINT: "https://s3.eu-central-003.backblazeb2.com   # leave out for AWS",
        REPLICA_REGION: "eu-central-003\t# auto for Cloudflare R2",
        REPLICA_ACCESS_KEY_ID: "key",
        REPLICA_SECRET_ACCESS_KEY: "secret",
        LOG_LEVEL: "info # or debug",
      });
    expect(read).toThrowError(EnvError);
    expect(read).toThrowError(
      /REPLICA_ENDPOINT: ends with a comment \("# leave out for AWS"\).*put the comment on a line of its own/,
    );
    expect(read).toThrowError(/REPLICA_REGION: ends with a comment \("# auto for Cloudflare R2"\)/);
    // One message for LOG_LEVEL, not also "must be one of".
    expect(read).toThrowError(/LOG_LEVEL: ends with a comment/);
    expect(read).not.toThrowError(/LOG_LEVEL: Invalid/);
  });

  it("leaves a # that no blank comes before, and free text, alone", () => {
    const env = parseEnv({
      SESSION_SECRET: "tea-at-4#chennai-and-enough-characters-0123456789",
      SMTP_URL: "smtps://website%40example.in:pa%23ss@smtp.example.in:465",
      ENQUIRY_EMAIL_TO: "owner@example.in",
      ADMIN_PASSWORD: "tea at 4 #chennai",
      SITE_ADDRESS: "No. 12, #3 Cross Street",
    });
    expect(env.SESSION_SECRET).toBe("tea-at-4#chennai-and-enough-characters-0123456789");
    expect(env.SMTP_URL).toBe("smtps://website%40example.in:pa%23ss@smtp.example.in:465");
    expect(env.ADMIN_PASSWORD).toBe("tea at 4 #chennai");
  });
});
