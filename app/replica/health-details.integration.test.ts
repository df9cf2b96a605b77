/**
 * /healthz with the off-site copy on (app/server/app.server.ts,
 * docs/security/caching.md#health-check-details): a monitor without credentials learns the copy's
 * state; where the copy goes and what the storage server answered are for an administrator, signed
 * in or with an API token.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiToken, authorized, sessionCookie, signInForm } from "../../test/support/api";
import { startServer, type TestServer } from "../../test/support/server";

type Health = { status: string; replica: { state: string; target?: string } };

describe("/healthz with an off-site copy", () => {
  let server: TestServer;
  let target: string;
  beforeAll(async () => {
    target = fs.mkdtempSync(path.join(os.tmpdir(), "replica-secret-folder-"));
    server = await startServer({ env: { REPLICA_URL: `file://${target}` } });
  });
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(target, { recursive: true, force: true });
  });

  const health = async (init?: RequestInit) => {
    const answer = await fetch(`${server.baseURL}/healthz`, init);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    return { text: await answer.clone().text(), body: (await answer.json()) as Health };
  };

  it("tells an anonymous caller the state only: no target, no error text", async () => {
    const { text, body } = await health();
    expect(body).toEqual({ status: "ok", replica: { state: expect.any(String) } });
    expect(["ok", "behind", "failing"]).toContain(body.replica.state);
    expect(text).not.toContain(path.basename(target));
    // A forged token or cookie is no better than none.
    const forged = await health({
      headers: { Authorization: "Bearer not-a-token", Cookie: "__session=forged" },
    });
    expect(forged.body).toEqual(body);
  });

  it("gives an administrator the details, with an API token or signed in", async () => {
    const token = await apiToken(server.baseURL);
    const withToken = await health(authorized(token));
    expect(withToken.body.replica).toMatchObject({
      state: expect.any(String),
      target: `file://${target}`,
      database: expect.any(Object),
      photos: expect.any(Object),
      documents: { waiting: 0, oldestWaitingSince: null, lastCopiedAt: null, lastError: null },
    });
    const cookie = sessionCookie(await signInForm(server.baseURL));
    const signedIn = await health({ headers: { Cookie: cookie } });
    expect(signedIn.body.replica.target).toBe(`file://${target}`);
  });
});
