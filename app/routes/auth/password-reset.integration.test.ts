/**
 * "Forgot password?" (docs/security/sign-in.md#forgotten-passwords) against the built server and a
 * real SMTP server: the same answer for any address, a one-time link by e-mail to an account's
 * address, a new password that ends every other session, and links that stop working once used or
 * after 30 minutes.
 */
import Database from "better-sqlite3";
import { parse } from "node-html-parser";
import { afterAll, describe, expect, it } from "vitest";
import { useApiServer } from "../../../test/support/api-server";
import { formPost, signInBrowser } from "../../../test/support/browser-session";
import { until } from "../../../test/support/poll";
import { ADMIN_EMAIL, ADMIN_PASSWORD, TEST_SITE_URL } from "../../../test/support/server";
import { freePort, startSmtpServer, type TestSmtpServer } from "../../../test/support/smtp";

const smtpPort = await freePort();
let smtp: TestSmtpServer;

const api = useApiServer({
  signIn: false,
  env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, ENQUIRY_EMAIL_TO: "office@example.com" },
  beforeStart: async () => {
    smtp = await startSmtpServer(smtpPort);
  },
});

afterAll(() => smtp?.stop());

const NEW_PASSWORD = "new-site-visit-2027!";
let clients = 0;
/** A fresh client address per request unless given, so only the limit test meets the limit. */
function fromAddress(address = `198.51.100.${++clients}`) {
  return { "X-Forwarded-For": address };
}

function askForLink(email: string, address?: string) {
  return formPost(api.baseURL, "/forgot-password", { email }, fromAddress(address));
}

/** The page's visible answer, with the address typed replaced, to compare two answers. */
async function answerText(response: Response, email: string) {
  const main = parse(await response.text()).querySelector("main")!;
  return main.text.replaceAll(email, "<address>");
}

function mailsTo(email: string) {
  return smtp.inbox.filter((mail) => mail.to.includes(email));
}

function linkPathIn(body: string) {
  const match = new RegExp(`${TEST_SITE_URL}(/reset-password/[A-Za-z0-9_-]+)`).exec(body);
  expect(match, body).not.toBeNull();
  return match![1];
}

function database() {
  return new Database(api.server.databasePath);
}

describe("Forgot password", () => {
  let linkPath = "";

  it("answers the same for an unknown address and an account's, and mails only the account a link", async () => {
    const page = await fetch(`${api.baseURL}/forgot-password`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("no-store");

    const unknown = await askForLink("nobody@example.com");
    const known = await askForLink(ADMIN_EMAIL);
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    const unknownText = await answerText(unknown, "nobody@example.com");
    expect(unknownText).toContain("If <address> belongs to an administrator");
    expect(await answerText(known, ADMIN_EMAIL)).toBe(unknownText);

    const mail = await until(() => mailsTo(ADMIN_EMAIL)[0], "the mail with the link");
    expect(mail.subject).toBe("Set a new password for Sri Lakshmi Builders");
    expect(mail.body).toContain("within 30 minutes");
    linkPath = linkPathIn(mail.body);
    // Given time, still no mail to the address without an account.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo("nobody@example.com")).toEqual([]);
  });

  it("the link sets a new password with the usual rules, and ends every other session", async () => {
    const elsewhere = await signInBrowser(api.baseURL);
    expect((await elsewhere.get("/dashboard")).status).toBe(200);

    const form = await fetch(`${api.baseURL}${linkPath}`);
    expect(form.status).toBe(200);
    expect(form.headers.get("cache-control")).toContain("no-store");
    expect(await form.text()).toContain(ADMIN_EMAIL);

    const different = await formPost(api.baseURL, linkPath, {
      newPassword: NEW_PASSWORD,
      confirmPassword: "something-else-2027",
    });
    expect(different.status).toBe(400);
    expect(await different.text()).toContain("The two new passwords are not the same");
    const common = await formPost(api.baseURL, linkPath, {
      newPassword: "password123",
      confirmPassword: "password123",
    });
    expect(common.status).toBe(400);
    expect(await common.text()).toContain("commonly used");

    const saved = await formPost(api.baseURL, linkPath, {
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe("/login?reset=done");

    const signedOut = await elsewhere.get("/dashboard");
    expect(signedOut.status).toBe(302);
    expect(signedOut.headers.get("location")).toMatch(/^\/login/);
    await expect(signInBrowser(api.baseURL, { password: ADMIN_PASSWORD })).rejects.toThrow(
      "sign-in failed: 401",
    );
    await signInBrowser(api.baseURL, { password: NEW_PASSWORD });

    const db = database();
    try {
      const row = db
        .prepare("select actor_email as actor from activity where action = 'password-reset'")
        .get() as { actor: string };
      expect(row.actor).toBe(ADMIN_EMAIL);
    } finally {
      db.close();
    }
  });

  it("a used link no longer works", async () => {
    const again = await fetch(`${api.baseURL}${linkPath}`);
    expect(again.status).toBe(410);
    expect(await again.text()).toContain("This link no longer works");
    const post = await formPost(api.baseURL, linkPath, {
      newPassword: "a-third-password-2028",
      confirmPassword: "a-third-password-2028",
    });
    expect(post.status).toBe(410);
    await signInBrowser(api.baseURL, { password: NEW_PASSWORD });
  });

  it("a link more than 30 minutes old no longer works", async () => {
    const before = mailsTo(ADMIN_EMAIL).length;
    expect((await askForLink(ADMIN_EMAIL)).status).toBe(200);
    const mail = await until(() => mailsTo(ADMIN_EMAIL)[before], "the second mail");
    const path = linkPathIn(mail.body);
    expect((await fetch(`${api.baseURL}${path}`)).status).toBe(200);

    const db = database();
    try {
      // The link's 30 minutes end a second ago.
      db.prepare("update password_resets set expires_at = ? where used_at is null").run(
        new Date(Date.now() - 1000).toISOString(),
      );
    } finally {
      db.close();
    }
    const expired = await fetch(`${api.baseURL}${path}`);
    expect(expired.status).toBe(410);
    const post = await formPost(api.baseURL, path, {
      newPassword: "a-third-password-2028",
      confirmPassword: "a-third-password-2028",
    });
    expect(post.status).toBe(410);
    await signInBrowser(api.baseURL, { password: NEW_PASSWORD });
  });

  it("limits requests from one address, whatever the e-mail", async () => {
    const address = "192.0.2.77";
    for (let i = 0; i < 5; i++) {
      expect((await askForLink(`someone${i}@example.com`, address)).status).toBe(200);
    }
    const refused = await askForLink(ADMIN_EMAIL, address);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.text()).toContain("Too many requests from this connection");
  });

  it("the sign-in page links to it", async () => {
    const login = parse(await (await fetch(`${api.baseURL}/login`)).text());
    expect(login.querySelector('a[href="/forgot-password"]')!.text.trim()).toBe("Forgot password?");
  });
});
