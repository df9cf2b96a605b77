/**
 * docs/security/sign-in.md#password-guessing on POST /api/login, against the production build:
 * failures per account and address, 429 with Retry-After, and X-Forwarded-For believed only from
 * TRUST_PROXY addresses.
 */
import { describe, expect, it } from "vitest";
import { signInApi } from "../../../test/support/api";
import { useApiServer } from "../../../test/support/api-server";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../../../test/support/server";

const WRONG = { email: ADMIN_EMAIL, password: "not-the-password" };
const RIGHT = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };

/**
 * Up to 5 wrong passwords at once (hashing runs in parallel): each is checked
 * against the limit before any of them can reach it, so all are counted.
 */
async function failTimes(baseURL: string, times: number, headers: Record<string, string> = {}) {
  if (times > 5) throw new Error("more than 5 at once would race the limit");
  const responses = await Promise.all(
    Array.from({ length: times }, () => signInApi(baseURL, WRONG, headers)),
  );
  return responses.map((response) => response.status);
}

describe("password guessing behind the default TRUST_PROXY (loopback)", () => {
  const api = useApiServer({ signIn: false });

  it("answers 429 with Retry-After after 5 failures, refusing the right password too", async () => {
    const from = { "X-Forwarded-For": "203.0.113.10" };
    expect(await failTimes(api.baseURL, 5, from)).toEqual([401, 401, 401, 401, 401]);
    const blocked = await signInApi(api.baseURL, RIGHT, from);
    expect(blocked.status).toBe(429);
    const retryAfter = Number(blocked.headers.get("Retry-After"));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await blocked.json()).toEqual({ message: expect.stringMatching(/too many/i) });
    expect((await signInApi(api.baseURL, WRONG, from)).status).toBe(429);
  });

  it("does not lock the owner out from another address (a trusted proxy's forwarded addresses count apart)", async () => {
    const response = await signInApi(api.baseURL, RIGHT, { "X-Forwarded-For": "203.0.113.11" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ token: expect.any(String) });
  });

  it("counts each account apart", async () => {
    const from = { "X-Forwarded-For": "203.0.113.12" };
    await failTimes(api.baseURL, 5, from);
    const other = await signInApi(
      api.baseURL,
      { email: "someone-else@example.com", password: "whatever-it-is" },
      from,
    );
    expect(other.status).toBe(401);
  });

  it("resets the count after a success", async () => {
    const from = { "X-Forwarded-For": "203.0.113.13" };
    await failTimes(api.baseURL, 4, from);
    expect((await signInApi(api.baseURL, RIGHT, from)).status).toBe(200);
    expect(await failTimes(api.baseURL, 4, from)).toEqual([401, 401, 401, 401]);
    expect((await signInApi(api.baseURL, RIGHT, from)).status).toBe(200);
  });
});

describe("password guessing from a client that is not a trusted proxy", () => {
  // Only 192.0.2.1 is a proxy; the test client (127.0.0.1) is not.
  const api = useApiServer({ signIn: false, env: { TRUST_PROXY: "192.0.2.1" } });

  it("cannot dodge the limit by sending a new X-Forwarded-For each time", async () => {
    const first = await Promise.all(
      [1, 2, 3, 4, 5].map((i) =>
        signInApi(api.baseURL, WRONG, { "X-Forwarded-For": `198.51.100.${i}` }),
      ),
    );
    const sixth = await signInApi(api.baseURL, WRONG, { "X-Forwarded-For": "198.51.100.6" });
    const statuses = [...first, sixth].map((response) => response.status);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
    expect((await signInApi(api.baseURL, RIGHT)).status).toBe(429);
  });
});
