/**
 * Device cookies against the production build: a browser that signed in to
 * the owner's e-mail before gets in from a new address while a flood from
 * many addresses keeps that e-mail's failure budget empty; without the
 * cookie, or with a tampered one or one for another e-mail, it waits like
 * everybody else. docs/decisions/037-sign-in-under-distributed-floods.md.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInApi } from "../../test/support/api";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startServer,
  type TestServer,
} from "../../test/support/server";
import {
  floodAddress,
  formSignIn,
  from,
  startFlood,
  waitUntil,
} from "../../test/support/sign-in-flood";
import { appCode } from "../../test/support/totp";

const RIGHT = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
const WRONG = { email: ADMIN_EMAIL, password: "not-the-password" };

/** The `__device=...` pair of a response's Set-Cookie headers, as a browser would send it back. */
function deviceCookieOf(response: Response): string {
  const header = response.headers.getSetCookie().find((cookie) => cookie.startsWith("__device="));
  expect(header).toBeDefined();
  return header!.split(";")[0];
}

/** The same cookie with one character of its signed value changed. */
function tampered(cookie: string) {
  const at = "__device=".length + 5;
  const changed = cookie[at] === "A" ? "B" : "A";
  return cookie.slice(0, at) + changed + cookie.slice(at + 1);
}

describe("device cookies during a flood of wrong passwords for the owner's e-mail", () => {
  let server: TestServer;
  let otherAccountCookie: string;
  beforeAll(async () => {
    server = await startServer();
    // A cookie this server would give a browser that signed in to another account: made by
    // the server's own code with the server's secret (the test server's SESSION_SECRET).
    process.env.SESSION_SECRET = "test-secret-that-is-long-enough-0123456789";
    const { deviceCookieHeader } = await import("./device-cookie.server");
    otherAccountCookie = (await deviceCookieHeader("someone-else@example.com")).split(";")[0];
  });
  afterAll(async () => {
    await server.stop();
  });

  it("lets the owner's browser in from a new address, and nothing else past the budget", async () => {
    // The owner signed in on this phone once, before the flood: the form sets the cookie.
    const earlier = await formSignIn(server, RIGHT, "198.51.100.40");
    expect(earlier.status).toBe(302);
    const setCookies = earlier.headers.getSetCookie();
    const device = setCookies.find((cookie) => cookie.startsWith("__device="))!;
    expect(device).toMatch(/HttpOnly/i);
    expect(device).toMatch(/SameSite=Lax/i);
    expect(device).toMatch(/Max-Age=15552000/); // 180 days
    expect(device).not.toMatch(/admin|@/i); // the e-mail is not in it
    const cookie = deviceCookieOf(earlier);

    // A wrong password sets no device cookie: it tells nobody whether the e-mail has an account.
    const wrong = await formSignIn(server, WRONG, "198.51.100.41");
    expect(wrong.status).toBe(401);
    expect(wrong.headers.getSetCookie().join()).not.toMatch(/__device=/);

    const flood = startFlood(16, (n) => {
      const guess = { email: ADMIN_EMAIL, password: `wrong-guess-${n}` };
      const address = floodAddress(n % 500);
      return n % 2
        ? signInApi(server.baseURL, guess, from(address))
        : formSignIn(server, guess, address);
    });
    const answers: Record<string, Response> = {};
    const wrongWithCookie: number[] = [];
    try {
      // The e-mail's budget (30 failures) is spent by the flood and kept empty.
      await waitUntil(() => flood.count(401) >= 32);

      // From new addresses: no cookie, a tampered one, one for another e-mail.
      answers.none = await formSignIn(server, RIGHT, "203.0.113.1");
      answers.tampered = await formSignIn(server, RIGHT, "203.0.113.2", {
        Cookie: tampered(cookie),
      });
      answers.otherAccount = await formSignIn(server, RIGHT, "203.0.113.3", {
        Cookie: otherAccountCookie,
      });
      // The owner's phone on a new network, with its cookie.
      answers.owner = await formSignIn(server, RIGHT, "203.0.113.4", { Cookie: cookie });

      // Someone with a copy of the cookie guessing: the address's limit (5) still holds...
      for (let attempt = 0; attempt < 6; attempt++) {
        const response = await formSignIn(server, WRONG, "203.0.113.5", { Cookie: cookie });
        await response.arrayBuffer();
        wrongWithCookie.push(response.status);
      }
      // ...and after 5 failures the cookie helps no longer, from any address.
      answers.afterFailures = await formSignIn(server, RIGHT, "203.0.113.6", { Cookie: cookie });
    } finally {
      await flood.stop();
    }

    expect(answers.none.status).toBe(429);
    expect(answers.none.headers.get("Retry-After")).toMatch(/^\d+$/);
    expect(answers.tampered.status).toBe(429);
    expect(answers.otherAccount.status).toBe(429);

    expect(answers.owner.status).toBe(302);
    expect(answers.owner.headers.get("Location")).toBe("/dashboard");
    expect(answers.owner.headers.getSetCookie().join()).toMatch(/__session=/);

    expect(wrongWithCookie).toEqual([401, 401, 401, 401, 401, 429]);
    expect(answers.afterFailures.status).toBe(429);
  }, 600_000);
});

describe("with two-factor sign-in on", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server.stop();
  });

  function post(pathname: string, fields: Record<string, string>, cookie: string) {
    return fetch(server.baseURL + pathname, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: { Cookie: cookie },
      redirect: "manual",
    });
  }

  function cookiePair(response: Response, name: string) {
    return response.headers
      .getSetCookie()
      .map((header) => header.split(";")[0])
      .find((pair) => pair.startsWith(`${name}=`));
  }

  it("sets the device cookie only once the code step has signed in", async () => {
    const first = await formSignIn(server, RIGHT, "198.51.100.50");
    const owner = cookiePair(first, "__session")!;
    const setup = await (
      await fetch(`${server.baseURL}/account/two-factor`, { headers: { Cookie: owner } })
    ).text();
    const key = /aria-label="Setup key"[^>]*>([\s\S]*?)<\/p>/.exec(setup)![1];
    const secret = key.replace(/<[^>]+>/g, " ").replace(/\s+/g, "");
    const enabled = await post(
      "/account/two-factor",
      { intent: "enable", code: await appCode(secret, -1) },
      owner,
    );
    expect(enabled.status).toBe(200);

    const password = await formSignIn(server, RIGHT, "198.51.100.51");
    expect(password.headers.get("Location")).toBe("/login/two-factor");
    expect(cookiePair(password, "__device")).toBeUndefined();

    const code = await post(
      "/login/two-factor",
      { code: await appCode(secret, 0) },
      cookiePair(password, "__two_factor")!,
    );
    expect(code.status).toBe(302);
    expect(cookiePair(code, "__session")).toBeDefined();
    expect(cookiePair(code, "__device")).toMatch(/^__device=.+/);
  }, 120_000);
});
