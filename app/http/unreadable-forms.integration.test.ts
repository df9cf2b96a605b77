/**
 * Public and sign-in forms whose body cannot be read
 * (docs/security/requests.md#forms-that-cannot-be-read): anyone can send one, so each answers 400
 * with the page's own message (415 for a body that is not a form at all) and the log shows no error
 * and no stack trace.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import fs from "node:fs";
import { startServer, type TestServer } from "../../test/support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server.stop();
  fs.rmSync(server.dataDir, { recursive: true, force: true });
});

/** The page's own words for an unreadable form, as each address answers it. */
const ADDRESSES: [path: string, message: string | null][] = [
  ["/contact", "Your message could not be read. Please try again, or call us directly."],
  ["/contact/send", "Your message could not be read. Please try again, or call us directly."],
  ["/ta/contact", "உங்கள் செய்தியைப் படிக்க முடியவில்லை."],
  ["/login", "The form could not be read. Please try again."],
  // An unknown link shows that it no longer works, whatever was posted.
  ["/reset-password/anything-at-all", null],
];

const BROKEN_BODIES: [what: string, type: string, body: string][] = [
  [
    "a broken multipart body",
    "multipart/form-data; boundary=----form",
    '------form\r\nContent-Disposition: form-data; name="email"\r\n\r\nhalf a part',
  ],
  [
    "a multipart body without a boundary",
    "multipart/form-data",
    '------form\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n------form--\r\n',
  ],
  [
    "a multipart body with the wrong boundary",
    "multipart/form-data; boundary=other",
    '------form\r\nContent-Disposition: form-data; name="email"\r\n\r\nx\r\n------form--\r\n',
  ],
];

function post(path: string, type: string | null, body: string) {
  return fetch(`${server.baseURL}${path}`, {
    method: "POST",
    headers: { Origin: server.baseURL, ...(type ? { "Content-Type": type } : {}) },
    body,
    redirect: "manual",
  });
}

/** Lines the server wrote at error level or above, and anything that looks like a stack trace. */
function troubleInLog() {
  return server
    .output()
    .split("\n")
    .filter((line) => /"level":(50|60)|^\s+at |Error:/.test(line));
}

describe("a form that cannot be read", () => {
  for (const [path, message] of ADDRESSES) {
    for (const [what, type, body] of BROKEN_BODIES) {
      it(`POST ${path} with ${what} answers 400 with the page's message`, async () => {
        const response = await post(path, type, body);
        expect(response.status).toBe(400);
        if (message) expect(await response.text()).toContain(message);
      });
    }

    it(`POST ${path} with url-encoded garbage answers as an empty form`, async () => {
      const response = await post(path, "application/x-www-form-urlencoded", "%%%\u00ff&&==&%zz");
      // Garbage reads as a form without the fields: refused as one, 401 on sign-in as for any
      // sign-in without the right password (two-factor.integration.test.ts).
      expect(response.status).toBe(path === "/login" ? 401 : 400);
    });

    it(`POST ${path} with a body that is not a form, or no type, answers 415`, async () => {
      expect((await post(path, "text/plain", "email=x")).status).toBe(415);
      expect((await post(path, null, "email=x")).status).toBe(415);
    });
  }

  it("leaves no error and no stack trace in the log", async () => {
    // Request lines leave in batches (docs/decisions/031-cheap-request-log.md).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.output()).toMatch(/"msg":"unreadable form"/);
    expect(troubleInLog()).toEqual([]);
  });
});
