/**
 * Two-factor sign-in against the built server: setting it up from Account, the second step of
 * the sign-in form (no JavaScript: plain form posts) and of POST /api/login, wrong and reused
 * codes, recovery codes used once, turning it off, and `npm run admin -- disable-two-factor`.
 * Codes are computed here from the secret the setup page shows, with the same library.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startServer,
  type TestServer,
} from "../../../test/support/server";
import { appCode, wrongAppCode as wrongCode } from "../../../test/support/totp";

const root = path.resolve(import.meta.dirname, "../../..");

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

function cookiesOf(response: Response): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const [name, ...value] = pair.split("=");
    cookies[name] = value.join("=");
  }
  return cookies;
}

function post(pathname: string, fields: Record<string, string>, cookie = "") {
  return fetch(server.baseURL + pathname, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
}

/** POST /api/login with an optional `code`. */
function apiLogin(
  body: { email: string; password: string; code?: string } = {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  },
  headers: Record<string, string> = {},
) {
  return fetch(`${server.baseURL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

function get(pathname: string, cookie = "") {
  return fetch(server.baseURL + pathname, {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: "manual",
  });
}

/** The password step of the sign-in form, without JavaScript. */
function postPassword(password = ADMIN_PASSWORD, redirectTo = "") {
  return post("/login", { email: ADMIN_EMAIL, password, redirectTo });
}

async function signedInCookie() {
  const response = await postPassword();
  expect(response.status).toBe(302);
  expect(response.headers.get("Location")).toBe("/dashboard");
  return `__session=${cookiesOf(response).__session}`;
}

/** Signs in through both steps of the form and returns the session cookie. */
async function signInWithCode(code: string) {
  const first = await postPassword();
  const pending = `__two_factor=${cookiesOf(first).__two_factor}`;
  const second = await post("/login/two-factor", { code }, pending);
  expect(second.status, await second.clone().text()).toBe(302);
  return `__session=${cookiesOf(second).__session}`;
}

function textOf(html: string, label: string) {
  const match = new RegExp(`aria-label="${label}"[^>]*>([\\s\\S]*?)</(p|ol)>`).exec(html);
  return match ? match[1].replace(/<[^>]+>/g, " ") : "";
}

describe("two-factor sign-in", { timeout: 120_000 }, () => {
  let secret = "";
  let recoveryCodes: string[] = [];
  let owner = "";
  let usedCode = "";

  it("is set up from Account with a QR code drawn on the server, confirmed with a code", async () => {
    owner = await signedInCookie();
    const account = await (await get("/account", owner)).text();
    expect(account).toContain("Off: sign-in asks for your password only.");
    expect(account).toContain('href="/account/two-factor"');

    const setup = await get("/account/two-factor", owner);
    expect(setup.status).toBe(200);
    const html = await setup.text();
    expect(html).toMatch(/<img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="QR code/);
    secret = textOf(html, "Setup key").replace(/\s+/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    // The same secret on a reload: what the phone scanned stays valid.
    expect(textOf(await (await get("/account/two-factor", owner)).text(), "Setup key")).toContain(
      secret.slice(0, 4),
    );
    // The QR code carries the otpauth address of this secret.
    const svg = Buffer.from(
      /data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)/.exec(html)![1],
      "base64",
    ).toString();
    expect(svg).toMatch(/^<svg /);

    const wrong = await post(
      "/account/two-factor",
      { intent: "enable", code: await wrongCode(secret) },
      owner,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code does not match.");

    // The previous step's code (still accepted), so the next two steps are left for sign-in.
    const enabled = await post(
      "/account/two-factor",
      { intent: "enable", code: await appCode(secret, -1) },
      owner,
    );
    expect(enabled.status).toBe(200);
    const shown = await enabled.text();
    expect(shown).toContain("Two-factor sign-in is on.");
    recoveryCodes = textOf(shown, "Recovery codes").match(/[a-z2-9]{5}-[a-z2-9]{5}/g) ?? [];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    // Shown once: the page afterwards only counts them.
    const after = await (await get("/account/two-factor", owner)).text();
    expect(after).toContain("Unused recovery codes: 10.");
    for (const code of recoveryCodes) expect(after).not.toContain(code);
    expect(after).not.toContain("Setup key");
  });

  it("the password alone then opens only the code step, and a right code signs in", async () => {
    const first = await postPassword("", "/manage-blogs");
    expect(first.status).toBe(401);

    const step = await postPassword(ADMIN_PASSWORD, "/manage-blogs");
    expect(step.status).toBe(302);
    expect(step.headers.get("Location")).toBe("/login/two-factor");
    const cookies = cookiesOf(step);
    expect(cookies.__session).toBeUndefined();
    const pending = `__two_factor=${cookies.__two_factor}`;

    // The pending step is no session: admin pages still send it to sign-in.
    const dashboard = await get("/dashboard", pending);
    expect(dashboard.status).toBe(302);
    expect(dashboard.headers.get("Location")).toMatch(/^\/login\?/);

    const page = await get("/login/two-factor", pending);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<label for="code"[^>]*>Sign-in code<\/label>/);
    const input = /<input[^>]*id="code"[^>]*>/.exec(html)![0];
    expect(input).toMatch(/ autocomplete="one-time-code"/i);
    expect(input).toMatch(/ inputmode="numeric"/i);
    expect(input).toMatch(/ autofocus/i);

    const json = await fetch(`${server.baseURL}/login/two-factor`, {
      method: "POST",
      headers: { Cookie: pending, "Content-Type": "application/json" },
      body: JSON.stringify({ code: "123456" }),
    });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain("This address takes a form");

    const wrong = await post("/login/two-factor", { code: await wrongCode(secret) }, pending);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("That code is not correct.");

    usedCode = await appCode(secret);
    const right = await post("/login/two-factor", { code: usedCode }, pending);
    expect(right.status).toBe(302);
    expect(right.headers.get("Location")).toBe("/manage-blogs");
    const session = `__session=${cookiesOf(right).__session}`;
    expect(cookiesOf(right).__two_factor).toBe("");
    expect((await get("/manage-blogs", session)).status).toBe(200);
  });

  it("a code signs in once only, and a forged or missing pending step is sent back to /login", async () => {
    const step = await postPassword();
    const pending = `__two_factor=${cookiesOf(step).__two_factor}`;
    const reused = await post("/login/two-factor", { code: usedCode }, pending);
    expect(reused.status).toBe(401);

    const forged = await post(
      "/login/two-factor",
      { code: await appCode(secret, 1) },
      "__two_factor=eyJhZG1pbklkIjoieCJ9",
    );
    expect(forged.status).toBe(302);
    expect(forged.headers.get("Location")).toBe("/login?expired=two-factor");
    expect(cookiesOf(forged).__session).toBeUndefined();
    expect(await (await get("/login?expired=two-factor")).text()).toContain(
      "The time to enter your sign-in code ran out. Sign in again.",
    );
  });

  it("POST /api/login asks for the code with 401 and gives a token with it", async () => {
    const wrongPassword = await apiLogin({
      email: ADMIN_EMAIL,
      password: "not the password",
    });
    expect(wrongPassword.status).toBe(401);
    expect(await wrongPassword.json()).toEqual({
      message: "Invalid email or password. Please try again.",
    });

    const noCode = await apiLogin();
    expect(noCode.status).toBe(401);
    expect(await noCode.json()).toEqual({
      message: "Enter the 6-digit code from your authenticator app",
      twoFactorRequired: true,
    });

    const wrong = await apiLogin({
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      code: await wrongCode(secret),
    });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toMatchObject({ twoFactorRequired: true });

    const right = await apiLogin({
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      code: await appCode(secret, 1),
    });
    expect(right.status).toBe(200);
    expect(Object.keys(await right.json())).toEqual(["token"]);
  });

  it("a recovery code signs in once only, by form and by API", async () => {
    const [first, second] = recoveryCodes;
    // Typed as people do: capitals, no dash.
    const session = await signInWithCode(first.replace("-", "").toUpperCase());
    expect((await get("/dashboard", session)).status).toBe(200);

    const step = await postPassword();
    const again = await post(
      "/login/two-factor",
      { code: first },
      `__two_factor=${cookiesOf(step).__two_factor}`,
    );
    expect(again.status).toBe(401);

    const api = await apiLogin({
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      code: second,
    });
    expect(api.status).toBe(200);
    const apiAgain = await apiLogin({
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      code: second,
    });
    expect(apiAgain.status).toBe(401);

    // Two requests at once with one code: exactly one is let in.
    const racing = await Promise.all(
      [1, 2].map(() =>
        apiLogin({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD, code: recoveryCodes[2] }),
      ),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([200, 401]);

    expect(await (await get("/account/two-factor", owner)).text()).toContain(
      "Unused recovery codes: 7.",
    );
  });

  it("turning it off needs the current password or a code typed into that form", async () => {
    const empty = await post("/account/two-factor", { intent: "disable", confirmation: "" }, owner);
    expect(empty.status).toBe(400);
    const wrong = await post(
      "/account/two-factor",
      { intent: "disable", confirmation: "not-my-password" },
      owner,
    );
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(
      "That is neither your current password nor a current code from your app.",
    );
    expect(await (await get("/account/two-factor", owner)).text()).toContain(
      "Two-factor sign-in is on",
    );

    const off = await post(
      "/account/two-factor",
      { intent: "disable", confirmation: ADMIN_PASSWORD },
      owner,
    );
    expect(off.status).toBe(302);
    expect(off.headers.get("Location")).toBe("/account?done=two-factor-off");
    expect(await (await get("/account?done=two-factor-off", owner)).text()).toContain(
      "Two-factor sign-in is off: sign-in asks for your password only.",
    );
    // The password alone signs in again, by form and by API.
    await signedInCookie();
    expect((await apiLogin()).status).toBe(200);

    // On again with a new secret; a current code from the app turns it off too.
    const html = await (await get("/account/two-factor", owner)).text();
    const newSecret = textOf(html, "Setup key").replace(/\s+/g, "");
    expect(newSecret).not.toBe(secret);
    const on = await post(
      "/account/two-factor",
      { intent: "enable", code: await appCode(newSecret, -1) },
      owner,
    );
    expect(on.status).toBe(200);
    const offByCode = await post(
      "/account/two-factor",
      { intent: "disable", confirmation: await appCode(newSecret) },
      owner,
    );
    expect(offByCode.status).toBe(302);
    expect((await apiLogin()).status).toBe(200);
  });

  it("each change and each wrong code at sign-in is in the audit log", async () => {
    const accounts = await (await get("/activity?kind=accounts", owner)).text();
    expect(accounts).toContain("Turned on two-factor sign-in");
    expect(accounts).toContain("Turned off two-factor sign-in");
    const signIns = await (await get("/activity?kind=sign-ins", owner)).text();
    expect(signIns).toContain("Failed sign-in");
    expect(signIns).toContain("wrong two-factor code");
  });

  it("wrong codes for one account are limited, whatever the address", async () => {
    const html = await (await get("/account/two-factor", owner)).text();
    const limitedSecret = textOf(html, "Setup key").replace(/\s+/g, "");
    await post(
      "/account/two-factor",
      { intent: "enable", code: await appCode(limitedSecret, -1) },
      owner,
    );
    const bad = await wrongCode(limitedSecret);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await apiLogin(
        { email: ADMIN_EMAIL, password: ADMIN_PASSWORD, code: bad },
        { "X-Forwarded-For": `203.0.113.${i + 1}` },
      );
      statuses.push(response.status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    // While blocked even the right code is refused.
    const right = await apiLogin({
      email: ADMIN_EMAIL,
      password: ADMIN_PASSWORD,
      code: await appCode(limitedSecret),
    });
    expect(right.status).toBe(429);
    expect(right.headers.get("Retry-After")).toMatch(/^\d+$/);
  });

  it("npm run admin -- disable-two-factor turns it off for an account that lost its phone", async () => {
    const run = (args: string[]) =>
      promisify(execFile)(process.execPath, ["--import", "tsx", "scripts/admin.ts", ...args], {
        cwd: root,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: "production",
          DATABASE_PATH: server.databasePath,
          UPLOADS_DIR: server.uploadsDir,
        },
      });
    const before = await apiLogin();
    expect(before.status).toBe(401);
    expect(await before.json()).toMatchObject({ twoFactorRequired: true });

    const result = await run(["disable-two-factor", ADMIN_EMAIL]);
    expect(result.stderr).toBe("");
    expect(result.stdout).toContain(`Two-factor sign-in is off for ${ADMIN_EMAIL}`);
    const again = await run(["disable-two-factor", ADMIN_EMAIL]);
    expect(again.stdout).toContain("was already off");
    await expect(run(["disable-two-factor", "nobody@example.com"])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("No administrator has the e-mail nobody@example.com."),
    });

    const step = await postPassword();
    expect(step.headers.get("Location")).toBe("/dashboard");
    expect(cookiesOf(step).__session).toBeTruthy();
    expect(await (await get("/account", owner)).text()).toContain("Off: sign-in asks");
  });
});
