/**
 * Hardening against the production build (docs/security/requests.md, docs/security/sign-in.md):
 * bodies bounded while they stream, connections usable after a refused upload, sign-in floods,
 * redirects after sign-in, headers on private answers, static files and /api, the port-in-use exit
 * and aborted requests in the log.
 */
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import {
  apiToken,
  createProjectApi,
  makePng,
  sessionCookie,
  signInApi,
  signInForm,
} from "../../test/support/api";
import { useApiServer } from "../../test/support/api-server";
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  requestLog,
  startServer,
  type TestServer,
} from "../../test/support/server";

const MB = 1024 * 1024;

/** Peak resident memory of the server process so far, in MB (VmHWM never goes down). */
function peakMemoryMb(server: TestServer) {
  const status = fs.readFileSync(`/proc/${server.process.pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)![1]) / 1024;
}

type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

/**
 * POSTs `head`, then `size` bytes of filler, then `tail`, as a chunked body
 * (no Content-Length), the way a script streaming a huge form would. Without
 * an agent, Node's client asks for `Connection: close`. It stops sending once
 * answered, unless `sendAll`: then it sends the whole body like a simple
 * upload script, and resolves when the connection closes, with the error its
 * writes met (null when none).
 */
function streamChunked(
  server: TestServer,
  path: string,
  options: {
    contentType: string;
    head: string;
    size: number;
    tail?: string;
    headers?: Record<string, string>;
    sendAll?: boolean;
  },
): Promise<RawAnswer & { writeError: string | null }> {
  const url = new URL(server.baseURL);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    let answer: RawAnswer | null = null;
    let writeError: string | null = null;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method: "POST",
        agent: false,
        headers: {
          "Content-Type": options.contentType,
          "Transfer-Encoding": "chunked",
          ...options.headers,
        },
      },
      (response) => {
        let body = "";
        const done = () => {
          answer ??= {
            status: response.statusCode!,
            headers: response.headers,
            body,
            ms: Date.now() - started,
          };
          if (options.sendAll) return;
          resolve({ ...answer, writeError });
          request.destroy();
        };
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", done);
        response.on("close", done);
      },
    );
    request.on("error", (error) => {
      writeError = error.message;
      if (!answer) reject(error);
    });
    request.on("close", () => {
      if (options.sendAll && answer) resolve({ ...answer, writeError });
    });
    const filler = Buffer.alloc(MB, "a");
    let sent = 0;
    request.write(options.head);
    const pump = () => {
      while (sent < options.size) {
        if (request.destroyed) return;
        sent += filler.length;
        if (!request.write(filler)) return void request.once("drain", pump);
      }
      request.end(options.tail ?? "");
    };
    pump();
  });
}

/** A GET with the path exactly as given. */
function rawGet(server: TestServer, path: string): Promise<RawAnswer> {
  const url = new URL(server.baseURL);
  const started = Date.now();
  return new Promise((resolve, reject) => {
    http
      .get({ host: url.hostname, port: url.port, path, agent: false }, (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode!,
            headers: response.headers,
            body,
            ms: Date.now() - started,
          }),
        );
      })
      .on("error", reject);
  });
}

const BOUNDARY = "----hardening";
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
const textPart = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`;
const filePart = (name: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="huge.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`;
const closing = `\r\n--${BOUNDARY}--\r\n`;

describe("bodies are bounded while they stream", () => {
  const api = useApiServer();

  const pages = [
    { path: "/contact", field: "message" },
    { path: "/login", field: "email" },
  ];

  for (const { path, field } of pages) {
    for (const kind of ["multipart", "url-encoded"] as const) {
      it(`refuses a chunked ${kind} body of 200 MB on POST ${path} with a 413 page, memory bounded`, async () => {
        const before = peakMemoryMb(api.server);
        const answer = await streamChunked(api.server, path, {
          contentType: kind === "multipart" ? multipartType : "application/x-www-form-urlencoded",
          head: kind === "multipart" ? textPart(field) : `${field}=`,
          tail: kind === "multipart" ? closing : "",
          size: 200 * MB,
          headers: { Origin: api.baseURL },
        });
        expect(answer.status).toBe(413);
        expect(answer.headers["content-type"]).toMatch(/^text\/html/);
        expect(answer.body).toContain("Too much was sent");
        // Nothing typed comes back.
        expect(answer.body.length).toBeLessThan(4096);
        expect(answer.body).not.toContain("aaaaaaaaaa");
        expect(peakMemoryMb(api.server) - before).toBeLessThan(100);
      });
    }
  }

  it("refuses a chunked JSON body of 200 MB on POST /api/login with 413 JSON, memory bounded", async () => {
    const before = peakMemoryMb(api.server);
    const answer = await streamChunked(api.server, "/api/login", {
      contentType: "application/json",
      head: `{"email":"`,
      tail: `","password":"x"}`,
      size: 200 * MB,
    });
    expect(answer.status).toBe(413);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(JSON.parse(answer.body)).toEqual({ message: "Request body too large" });
    expect(peakMemoryMb(api.server) - before).toBeLessThan(100);
  });

  it("refuses a declared Content-Length over the limit before reading it", async () => {
    const response = await fetch(`${api.baseURL}/api/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "a".repeat(64 * 1024), password: "x" }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Request body too large" });
  });

  // A single part of either kind stops at the 10 MB part limit.
  for (const part of [filePart("coverImage"), textPart("description")]) {
    it(`refuses a chunked upload with a 200 MB ${part.includes("filename") ? "file" : "text"} part on /api/create-project, memory bounded`, async () => {
      const before = peakMemoryMb(api.server);
      const answer = await streamChunked(api.server, "/api/create-project", {
        contentType: multipartType,
        head: `${textPart("title")}Huge${"\r\n"}${part}`,
        tail: closing,
        size: 200 * MB,
        headers: { Authorization: `Bearer ${api.token}` },
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual({ message: "Each image must be 10 MB or smaller." });
      expect(peakMemoryMb(api.server) - before).toBeLessThan(100);
    });
  }

  it("refuses the text fields of an upload form past 1 MB together, without echoing them", async () => {
    const response = await createProjectApi(api.baseURL, api.token, {
      title: "Long text",
      category: "Residential",
      description: "x".repeat(600 * 1024),
      location: "y".repeat(600 * 1024),
      coverImage: await makePng(5),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "The text fields are too long to be saved." });
  });

  it("still takes an upload of several images within the limits", async () => {
    const response = await createProjectApi(api.baseURL, api.token, {
      title: "Within limits",
      category: "Residential",
      description: "d".repeat(5000),
      coverImage: await makePng(1, 1200, 900),
      gallery: [await makePng(2, 900, 600), await makePng(3, 900, 600)],
    });
    expect(response.status).toBe(201);
  });

  it("keeps serving pages while huge bodies are refused", async () => {
    const floods = Array.from({ length: 3 }, () =>
      streamChunked(api.server, "/contact", {
        contentType: multipartType,
        head: textPart("message"),
        tail: closing,
        size: 100 * MB,
        headers: { Origin: api.baseURL },
      }).then(
        (value) => ({ status: "fulfilled" as const, value }),
        (reason: unknown) => ({ status: "rejected" as const, reason }),
      ),
    );
    const started = Date.now();
    const home = await fetch(`${api.baseURL}/`);
    expect(home.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    // Each flood is refused with its 413 still readable (docs/security/requests.md#request-bodies).
    for (const outcome of await Promise.all(floods)) {
      expect(outcome).toMatchObject({ status: "fulfilled", value: { status: 413 } });
    }
  });
});

/** Sends requests one after another on one keep-alive connection (what browsers and API clients do). */
function keepAliveClient(baseURL: string) {
  const url = new URL(baseURL);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const sockets = new Set<net.Socket>();
  function send(
    method: string,
    path: string,
    body?: Buffer,
    headers: Record<string, string> = {},
  ): Promise<RawAnswer & { socket: net.Socket }> {
    const started = Date.now();
    return new Promise((resolve, reject) => {
      const request = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method,
          agent,
          headers: body ? { ...headers, "Content-Length": String(body.length) } : headers,
        },
        (response) => {
          let text = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (text += chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode!,
              headers: response.headers,
              body: text,
              ms: Date.now() - started,
              socket: request.socket!,
            }),
          );
        },
      );
      request.on("socket", (socket) => sockets.add(socket));
      request.on("error", reject);
      request.end(body);
    });
  }
  return { send, close: () => agent.destroy() };
}

describe("a refused upload leaves the connection usable", () => {
  const api = useApiServer();

  function elevenMegabyteUpload() {
    const png = Buffer.from(filePart("coverImage"), "latin1");
    return Buffer.concat([
      Buffer.from(`${textPart("title")}Too big\r\n`),
      png,
      Buffer.alloc(11 * MB, 1),
      Buffer.from(closing),
    ]);
  }

  it("answers the retry on the same connection at once after a 413 for an 11 MB file", async () => {
    const client = keepAliveClient(api.baseURL);
    try {
      const refused = await client.send("POST", "/api/create-project", elevenMegabyteUpload(), {
        Authorization: `Bearer ${api.token}`,
        "Content-Type": multipartType,
      });
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body)).toEqual({ message: "Each image must be 10 MB or smaller." });

      const retry = await client.send("GET", "/api/projects");
      expect(retry.status).toBe(200);
      expect(retry.ms).toBeLessThan(1000);
      // The rest of the refused body was read and dropped: the same connection carried the retry.
      expect(retry.socket).toBe(refused.socket);
    } finally {
      client.close();
    }
  });

  it("answers the retry at once after a 413 for a body over the route's limit", async () => {
    const client = keepAliveClient(api.baseURL);
    try {
      const body = Buffer.from(`email=${"a".repeat(40 * 1024)}&password=x`);
      const refused = await client.send("POST", "/login", body, {
        "Content-Type": "application/x-www-form-urlencoded",
      });
      expect(refused.status).toBe(413);
      const retry = await client.send("GET", "/healthz");
      expect(retry.status).toBe(200);
      expect(retry.ms).toBeLessThan(1000);
    } finally {
      client.close();
    }
  });

  it("lets a client that asked for Connection: close send the rest of a refused body without a reset", async () => {
    const answer = await streamChunked(api.server, "/contact", {
      contentType: "application/x-www-form-urlencoded",
      head: "message=",
      size: 64 * MB,
      headers: { Origin: api.baseURL },
      sendAll: true,
    });
    expect({ status: answer.status, writeError: answer.writeError }).toEqual({
      status: 413,
      writeError: null,
    });
  });
});

describe("sign-in cannot starve the site", () => {
  // Signs in itself, to time one sign-in on the quiet server.
  const api = useApiServer({ signIn: false });
  let imagePath: string;
  /** One sign-in on the quiet server: a hash takes longer on a busy machine. */
  let quietSignInMs: number;
  beforeAll(async () => {
    const started = Date.now();
    const token = await apiToken(api.baseURL);
    quietSignInMs = Date.now() - started;
    const created = await createProjectApi(api.baseURL, token, {
      title: "Served during a flood",
      category: "Residential",
      coverImage: await makePng(4, 800, 600),
    });
    const { project } = (await created.json()) as { project: { coverImage: string } };
    imagePath = `/uploads/${project.coverImage}`;
  });

  it("serves images and lets the owner sign in while eight connections send made-up e-mails", async () => {
    const attacker = { "X-Forwarded-For": "203.0.113.66" };
    let flooding = true;
    const statuses: number[] = [];
    const retryAfters: string[] = [];
    const flood = Array.from({ length: 8 }, async (_, connection) => {
      for (let attempt = 0; flooding; attempt++) {
        const response = await signInApi(
          api.baseURL,
          { email: `made-up-${connection}-${attempt}@example.com`, password: "Guess-123456" },
          attacker,
        );
        statuses.push(response.status);
        if (response.status === 429) retryAfters.push(response.headers.get("Retry-After") ?? "");
        await response.arrayBuffer();
      }
    });

    try {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      const imageTimes: number[] = [];
      for (let i = 0; i < 5; i++) {
        const started = Date.now();
        const image = await fetch(`${api.baseURL}${imagePath}`);
        expect(image.status).toBe(200);
        await image.arrayBuffer();
        imageTimes.push(Date.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const started = Date.now();
      const owner = await signInApi(
        api.baseURL,
        { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
        { "X-Forwarded-For": "198.51.100.7" },
      );
      const ownerMs = Date.now() - started;
      expect(owner.status).toBe(200);
      // At most the one hash in front of the owner's, then the owner's own.
      expect(ownerMs).toBeLessThan(3 * quietSignInMs + 1000);
      expect(Math.max(...imageTimes)).toBeLessThan(1000);
    } finally {
      flooding = false;
      await Promise.all(flood);
    }
    // The flood really ran; what it was refused came with a Retry-After. (That the
    // address ends up blocked is the next test: how soon depends on the machine's speed.)
    expect(statuses.length).toBeGreaterThanOrEqual(8);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(30);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    for (const value of retryAfters) expect(Number(value)).toBeGreaterThan(0);
  });

  it("blocks an address after 20 failures across e-mails, even for the right password", async () => {
    const from = { "X-Forwarded-For": "203.0.113.67" };
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await signInApi(
        api.baseURL,
        { email: `someone-${attempt}@example.com`, password: "Guess-123456" },
        from,
      );
      expect(response.status).toBe(401);
    }
    const blocked = await signInApi(
      api.baseURL,
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      from,
    );
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("Retry-After"))).toBeGreaterThan(500);
  }, 120_000);

  it("counts IPv6 clients per /64, not per address", async () => {
    const wrong = { email: ADMIN_EMAIL, password: "not-the-password" };
    for (let i = 1; i <= 5; i++) {
      const response = await signInApi(api.baseURL, wrong, {
        "X-Forwarded-For": `2001:db8:1:2::${i.toString(16)}`,
      });
      expect(response.status).toBe(401);
    }
    const sameNetwork = await signInApi(
      api.baseURL,
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      { "X-Forwarded-For": "2001:db8:1:2:ffff:eeee:dddd:cccc" },
    );
    expect(sameNetwork.status).toBe(429);
    const otherNetwork = await signInApi(
      api.baseURL,
      { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
      { "X-Forwarded-For": "2001:db8:1:3::1" },
    );
    expect(otherNetwork.status).toBe(200);
  });
});

describe("redirects after sign-in stay on this site", () => {
  const api = useApiServer({ signIn: false });
  let cookie: string;
  beforeAll(async () => {
    const response = await formSignIn("/dashboard");
    expect(response.status).toBe(302);
    cookie = sessionCookie(response);
  });

  const formSignIn = (redirectTo: string) => signInForm(api.baseURL, redirectTo);

  // Written as they appear in the address bar: the query decodes them.
  const attacks = [
    "/%09/evil.example",
    "/%0A/evil.example",
    "/%0D/evil.example",
    "/%00/evil.example",
    "/%5C/evil.example",
    "/%5Cevil.example",
    "//evil.example",
    "%2F%2Fevil.example",
    "/%2F/evil.example",
    "https:evil.example",
    "https://evil.example/dashboard",
    "https%3A%2F%2Fevil.example",
    "/.//evil.example",
    "/%09%09/evil.example",
    "%09//evil.example",
    "javascript:alert(1)",
  ];

  for (const attack of attacks) {
    it(`signed in, /login?redirectTo=${attack} goes to /dashboard`, async () => {
      const response = await fetch(`${api.baseURL}/login?redirectTo=${attack}`, {
        redirect: "manual",
        headers: { Cookie: cookie },
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/dashboard");
    });
  }

  it("keeps a path on this site, query included", async () => {
    const response = await fetch(
      `${api.baseURL}/login?redirectTo=${encodeURIComponent("/manage-projects?page=2")}`,
      { redirect: "manual", headers: { Cookie: cookie } },
    );
    expect(response.headers.get("Location")).toBe("/manage-projects?page=2");
  });

  for (const attack of ["/\n/evil.example", "/\r/evil.example", "/\0/evil.example", "/\t/x"]) {
    it(`a form sign-in with redirectTo ${JSON.stringify(attack)} answers a redirect with its cookie, never 500`, async () => {
      const response = await formSignIn(attack);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/dashboard");
      expect(response.headers.get("Set-Cookie")).toMatch(/^__session=/);
    });
  }
});

describe("headers everywhere", () => {
  const api = useApiServer();
  let cookie: string;
  beforeAll(async () => {
    cookie = sessionCookie(await signInForm(api.baseURL));
  });

  it("sends Cache-Control: no-store on admin pages, signed in or not", async () => {
    for (const path of ["/dashboard", "/manage-projects", "/addprojects", "/login"]) {
      const signedIn = await fetch(`${api.baseURL}${path}`, {
        redirect: "manual",
        headers: { Cookie: cookie },
      });
      expect(signedIn.headers.get("Cache-Control"), path).toBe("no-store");
      const signedOut = await fetch(`${api.baseURL}${path}`, { redirect: "manual" });
      expect(signedOut.headers.get("Cache-Control"), path).toBe("no-store");
    }
  });

  it("sends no-store on public pages and /api reads when a session or token comes along, not otherwise", async () => {
    const signedIn = await fetch(`${api.baseURL}/`, { headers: { Cookie: cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("Cache-Control")).toBe("no-store");
    const withToken = await fetch(`${api.baseURL}/api/projects`, {
      headers: { Authorization: `Bearer ${api.token}` },
    });
    expect(withToken.headers.get("Cache-Control")).toBe("no-store");
    const anonymous = await fetch(`${api.baseURL}/api/projects`);
    expect(anonymous.headers.get("Cache-Control")).not.toBe("no-store");
  });

  it("sends the security headers with files from build/client", async () => {
    const home = await (await fetch(`${api.baseURL}/`)).text();
    // Public pages load their one script through an inline loader (decision 030).
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(home)?.[1] ?? "";
    expect(asset).toMatch(/^\/assets\//);
    // The build's hashed scripts: nosniff, and none of a document's policies (decision 084).
    const script = await fetch(`${api.baseURL}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(script.headers.get("Content-Security-Policy")).toBeNull();
    // Files that open as documents (an SVG can run script) keep every header.
    for (const path of ["/favicon.svg", "/robots.txt"]) {
      const response = await fetch(`${api.baseURL}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("X-Content-Type-Options"), path).toBe("nosniff");
      expect(response.headers.get("Referrer-Policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(response.headers.get("Content-Security-Policy"), path).toMatch(/default-src 'self'/);
    }
  });

  for (const path of [
    "/api/blogs/..%2f..%2f",
    "/api/blogs/..%2F..%2Fassets",
    "/api/..%2f..%2frobots.txt",
    "/api/%2e%2e/favicon.svg",
    "/api/../robots.txt",
    "/api/blogs/%2E%2E/%2E%2E/assets/",
    "/api/assets/",
    "/api/blogs/%",
    "/api/projects/%E0%A4%A",
  ]) {
    it(`answers JSON, never a file or an HTML redirect, for GET ${path}`, async () => {
      // Sent as written: fetch() would resolve the dot segments itself.
      const answer = await rawGet(api.server, path);
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(answer.headers["content-type"]).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toEqual({ message: expect.any(String) });
    });
  }
});

describe("the server tells the truth about starting", () => {
  it("exits 1 naming the port when it is already in use", async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
    const port = (blocker.address() as net.AddressInfo).port;
    try {
      await expect(startServer({ env: { PORT: String(port) } })).rejects.toThrow(
        new RegExp(
          `server exited with 1:[\\s\\S]*port ${port} on 127\\.0\\.0\\.1 is already in use`,
        ),
      );
    } finally {
      blocker.close();
    }
  });

  it(
    "says so at once, before creating the database or seeding the demo",
    { timeout: 90_000 },
    async () => {
      const blocker = net.createServer();
      await new Promise<void>((resolve) => blocker.listen(0, "127.0.0.1", resolve));
      const port = (blocker.address() as net.AddressInfo).port;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "busy-port-"));
      try {
        const started = Date.now();
        await expect(
          startServer({ dataDir, seed: true, seedFromCopy: false, env: { PORT: String(port) } }),
        ).rejects.toThrow(
          new RegExp(
            `server exited with 1:\\s*Cannot start: port ${port} on 127\\.0\\.0\\.1 is already in use\\. Stop the other server or set PORT to a free port\\.\\s*$`,
          ),
        );
        // A seeded first start draws every demo photo (half a minute here); this took no such work.
        expect(Date.now() - started).toBeLessThan(5000);
        expect(fs.readdirSync(dataDir)).toEqual([]);
      } finally {
        blocker.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});

describe("aborted requests are logged", () => {
  const api = useApiServer({ signIn: false });

  it("logs a request whose client went away as aborted, with method, path and duration, and static files too", async () => {
    const url = new URL(api.baseURL);
    const socket = net.connect(Number(url.port), url.hostname);
    await new Promise((resolve) => socket.once("connect", resolve));
    socket.write(
      [
        "POST /api/login?password=secret-in-query HTTP/1.1",
        `Host: ${url.host}`,
        "Content-Type: application/json",
        "Content-Length: 200",
        "",
        `{"email":"${ADMIN_EMAIL}","password":"half-sent-secret`,
      ].join("\r\n"),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    socket.destroy();
    await fetch(`${api.baseURL}/robots.txt`);
    await new Promise((resolve) => setTimeout(resolve, 300));

    const lines = requestLog(api.server);
    expect(lines).toContainEqual(
      expect.objectContaining({
        method: "POST",
        path: "/api/login",
        status: "aborted",
        ms: expect.any(Number),
      }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({ method: "GET", path: "/robots.txt", status: 200 }),
    );
    expect(api.server.output()).not.toContain("secret-in-query");
    expect(api.server.output()).not.toContain("half-sent-secret");
  });
});
