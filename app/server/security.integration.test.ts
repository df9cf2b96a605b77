/**
 * docs/security/requests.md (cross-site requests, headers) and docs/security/sign-in.md
 * (sessions) against the production build: cross-site writes refused, no state change on GET,
 * the Content-Security-Policy and the other security headers, and markup stored as text.
 */
import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { apiToken, authorized, createProjectApi, makePng, multipart } from "../../test/support/api";
import { useApiServer } from "../../test/support/api-server";
import { startServer, TEST_SESSION_SECRET } from "../../test/support/server";
import { signedCookie } from "../../test/support/signed-cookie";

const api = useApiServer();

async function projectCount() {
  const response = await fetch(`${api.baseURL}/api/projects`);
  return ((await response.json()) as { projects: unknown[] }).projects.length;
}

describe("cross-site requests", () => {
  const FOREIGN = "https://evil.example";

  it("refuses an /api write with a foreign Origin, even with a valid token, and changes nothing", async () => {
    const before = await projectCount();
    const response = await fetch(
      `${api.baseURL}/api/create-project`,
      authorized(api.token, {
        method: "POST",
        headers: { Origin: FOREIGN },
        body: multipart({ title: "Cross-site", coverImage: await makePng(1) }),
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Cross-site request refused" });
    expect(await projectCount()).toBe(before);
  });

  it("refuses an /api write with a foreign Referer and no Origin", async () => {
    const response = await fetch(
      `${api.baseURL}/api/logout`,
      authorized(api.token, { method: "POST", headers: { Referer: `${FOREIGN}/page` } }),
    );
    expect(response.status).toBe(403);
    // The token was not revoked by the refused request.
    const again = await fetch(
      `${api.baseURL}/api/create-project`,
      authorized(api.token, { method: "POST", body: multipart({}) }),
    );
    expect(again.status).toBe(400);
  });

  it("refuses an opaque Origin (sandboxed frames send 'null')", async () => {
    const response = await fetch(`${api.baseURL}/api/login`, {
      method: "POST",
      headers: { Origin: "null", "Content-Type": "application/json" },
      body: "{}",
    });
    expect(response.status).toBe(403);
  });

  for (const path of ["/logout", "/contact"]) {
    it(`refuses a page action (POST ${path}) from a foreign Origin or Referer`, async () => {
      const byOrigin = await fetch(`${api.baseURL}${path}`, {
        method: "POST",
        headers: { Origin: FOREIGN, "Content-Type": "application/x-www-form-urlencoded" },
        body: "message=hi",
      });
      expect(byOrigin.status).toBe(403);
      expect(await byOrigin.text()).toBe("Cross-site request refused");
      const byReferer = await fetch(`${api.baseURL}${path}`, {
        method: "POST",
        headers: { Referer: `${FOREIGN}/`, "Content-Type": "application/x-www-form-urlencoded" },
        body: "message=hi",
      });
      expect(byReferer.status).toBe(403);
    });

    it(`lets a same-origin POST ${path} through to the route`, async () => {
      const response = await fetch(`${api.baseURL}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: api.baseURL, "Content-Type": "application/x-www-form-urlencoded" },
        body: "message=hi",
      });
      expect(response.status).not.toBe(403);
    });
  }

  it("lets a same-origin /api write through (then the token decides)", async () => {
    const response = await fetch(`${api.baseURL}/api/create-project`, {
      method: "POST",
      headers: { Origin: api.baseURL, Referer: `${api.baseURL}/admin` },
      body: multipart({ title: "No token" }),
    });
    expect(response.status).toBe(401);
  });

  it("changes nothing on GET: write endpoints answer 405 to GET and the token survives GET /api/logout", async () => {
    for (const path of [
      "/api/create-project",
      "/api/add-blog",
      "/api/gallery-upload",
      "/api/logout",
      "/api/login",
    ]) {
      const response = await fetch(`${api.baseURL}${path}`, authorized(api.token));
      expect(response.status, path).toBe(405);
    }
    const stillValid = await fetch(
      `${api.baseURL}/api/create-project`,
      authorized(api.token, { method: "POST", body: multipart({}) }),
    );
    expect(stillValid.status).toBe(400);
  });
});

describe("script injection defences", () => {
  function nonceOf(csp: string | null) {
    return /script-src 'nonce-([^']+)' 'strict-dynamic'/.exec(csp ?? "")?.[1];
  }

  // A page rendered per request (here: one carrying a session cookie the server signed, which
  // the page cache never answers). Cached pages carry script hashes instead:
  // page-cache.integration.test.ts.
  const UNCACHED = { headers: { Cookie: "" } };
  beforeAll(async () => {
    UNCACHED.headers.Cookie = await signedCookie("__session", "not-a-session", TEST_SESSION_SECRET);
  });

  it("sends a fresh CSP nonce with each rendered page and puts it on every script", async () => {
    const first = await fetch(`${api.baseURL}/`, UNCACHED);
    const second = await fetch(`${api.baseURL}/`, UNCACHED);
    const nonce = nonceOf(first.headers.get("Content-Security-Policy"));
    const otherNonce = nonceOf(second.headers.get("Content-Security-Policy"));
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{22,}$/);
    expect(otherNonce).toBeDefined();
    expect(otherNonce).not.toBe(nonce);

    const html = await first.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    // No inline event handlers anywhere in the markup.
    expect(html).not.toMatch(/<[^>]+\son[a-z]+=/i);
  });

  it("enforces the CSP directives of docs/security/requests.md", async () => {
    const response = await fetch(`${api.baseURL}/projects`);
    const csp = response.headers.get("Content-Security-Policy") ?? "";
    expect(response.headers.get("Content-Security-Policy-Report-Only")).toBeNull();
    const directives = new Map(
      csp.split(";").map((part) => {
        const [name, ...values] = part.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    // The visitor's page comes from the page cache: its inline scripts are allowed by hash.
    const scriptSources = directives.get("script-src") ?? [];
    expect(scriptSources.length).toBeGreaterThan(1);
    expect(scriptSources.at(-1)).toBe("'strict-dynamic'");
    for (const source of scriptSources.slice(0, -1))
      expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]+={0,2}'$/);
    const rendered = await fetch(`${api.baseURL}/projects`, UNCACHED);
    const renderedCsp = rendered.headers.get("Content-Security-Policy") ?? "";
    expect(/script-src ([^;]+)/.exec(renderedCsp)?.[1].split(" ")).toEqual([
      expect.stringMatching(/^'nonce-.+'$/),
      "'strict-dynamic'",
    ]);
    expect(directives.get("object-src")).toEqual(["'none'"]);
    expect(directives.get("base-uri")).toEqual(["'none'"]);
    expect(directives.get("frame-ancestors")).toEqual(["'none'"]);
    expect(directives.get("form-action")).toEqual([
      "'self'",
      "https://wa.me",
      "https://api.whatsapp.com",
    ]);
    expect(directives.get("default-src")).toEqual(["'self'"]);
  });

  it("sends the other security headers on pages, /api, /uploads and /healthz, and no X-Powered-By", async () => {
    for (const path of [
      "/",
      "/api/projects",
      "/healthz",
      "/uploads/missing.webp",
      "/no-such-page",
    ]) {
      const response = await fetch(`${api.baseURL}${path}`);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("Permissions-Policy"), path).toMatch(/camera=\(\)/);
      expect(response.headers.get("X-Powered-By"), path).toBeNull();
      expect(response.headers.get("Strict-Transport-Security"), path).toBeNull();
    }
  });

  it(
    "sends HSTS only when a trusted proxy says the request came over HTTPS",
    { timeout: 60_000 },
    async () => {
      const viaProxy = await fetch(`${api.baseURL}/`, {
        headers: { "X-Forwarded-Proto": "https" },
      });
      expect(viaProxy.headers.get("Strict-Transport-Security")).toMatch(/max-age=\d{7,}/);

      const untrusted = await startServer({ env: { TRUST_PROXY: "192.0.2.1" } });
      try {
        const spoofed = await fetch(`${untrusted.baseURL}/`, {
          headers: { "X-Forwarded-Proto": "https" },
        });
        expect(spoofed.headers.get("Strict-Transport-Security")).toBeNull();
      } finally {
        await untrusted.stop();
        fs.rmSync(untrusted.dataDir, { recursive: true, force: true });
      }
    },
  );

  it("stores markup as plain text and returns it verbatim as JSON", async () => {
    const title = `<script>alert("t")</script>`;
    const description = `<img src=x onerror="alert('d')"> & <b>bold</b>`;
    const location = "javascript:alert(1)";
    const created = await createProjectApi(api.baseURL, api.token, {
      title,
      description,
      location,
      category: "Residential",
      coverImage: await makePng(2),
    });
    expect(created.status).toBe(201);
    const { project } = (await created.json()) as { project: { _id: string } };
    const response = await fetch(`${api.baseURL}/api/projects/${project._id}`);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ title, description, location });

    const blog = await fetch(
      `${api.baseURL}/api/add-blog`,
      authorized(api.token, {
        method: "POST",
        body: multipart({
          title,
          content: description,
          author: `<a href="javascript:alert(2)">x</a>`,
        }),
      }),
    );
    expect(blog.status).toBe(201);
    const { blog: saved } = (await blog.json()) as { blog: { _id: string } };
    const read = await (await fetch(`${api.baseURL}/api/blogs/${saved._id}`)).json();
    expect(read).toMatchObject({
      title,
      content: description,
      author: `<a href="javascript:alert(2)">x</a>`,
    });
  });
});

describe("stolen or stale sessions", () => {
  it("gives each sign-in a new token and refuses a replayed token after POST /api/logout", async () => {
    const mine = await apiToken(api.baseURL);
    expect(mine).not.toBe(api.token);
    const logout = await fetch(`${api.baseURL}/api/logout`, authorized(mine, { method: "POST" }));
    expect(logout.status).toBe(200);
    expect(await logout.json()).toEqual({ message: "Logged out" });

    const before = await projectCount();
    const replay = await createProjectApi(api.baseURL, mine, {
      title: "Replayed",
      category: "Residential",
      coverImage: await makePng(3),
    });
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual({ message: "Authentication required" });
    expect(await projectCount()).toBe(before);
    const again = await fetch(`${api.baseURL}/api/logout`, authorized(mine, { method: "POST" }));
    expect(again.status).toBe(401);
    // Other sessions are untouched.
    const other = await fetch(
      `${api.baseURL}/api/create-project`,
      authorized(api.token, { method: "POST", body: multipart({}) }),
    );
    expect(other.status).toBe(400);
  });
});
