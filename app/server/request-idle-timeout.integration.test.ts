/**
 * Time limits (docs/security/requests.md#time-limits): a body that keeps arriving, however slowly,
 * is never cut; a connection that goes silent is closed after REQUEST_IDLE_TIMEOUT_SECONDS. Shown
 * with a real slow client on a raw socket and the idle limit shortened to one second: the slow one
 * sends for several times that limit and is answered, the silent one is cut.
 */
import net from "node:net";
import { describe, expect, it } from "vitest";
import { useApiServer } from "../../test/support/api-server";

const api = useApiServer({ env: { REQUEST_IDLE_TIMEOUT_SECONDS: "1" } });

type Outcome = { answer: string; closedAfterMs: number };

/**
 * POSTs a URL-encoded blog to /api/add-blog over a raw socket: the head at once, then the body
 * in `pieces`, one every `gapMs`; stops sending after `sendPieces` of them.
 */
function trickle(body: string, pieces: number, gapMs: number, sendPieces = pieces) {
  const { hostname, port } = new URL(api.baseURL);
  return new Promise<Outcome>((resolve, reject) => {
    const startedAt = Date.now();
    const socket = net.connect(Number(port), hostname);
    let answer = "";
    const timers: NodeJS.Timeout[] = [];
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (answer += chunk));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      timers.forEach(clearTimeout);
      resolve({ answer, closedAfterMs: Date.now() - startedAt });
    });
    socket.on("connect", () => {
      socket.write(
        [
          "POST /api/add-blog HTTP/1.1",
          `Host: ${hostname}:${port}`,
          `Authorization: Bearer ${api.token}`,
          "Content-Type: application/x-www-form-urlencoded",
          `Content-Length: ${Buffer.byteLength(body)}`,
          "Connection: close",
          "",
          "",
        ].join("\r\n"),
      );
      const size = Math.ceil(body.length / pieces);
      for (let i = 0; i < sendPieces; i++) {
        timers.push(
          setTimeout(() => socket.write(body.slice(i * size, (i + 1) * size)), (i + 1) * gapMs),
        );
      }
    });
    setTimeout(() => reject(new Error(`no end after 20 s: ${answer}`)), 20_000).unref();
  });
}

describe("request time limits", () => {
  it("answers a slow body that keeps arriving, long past the idle limit", async () => {
    const body = new URLSearchParams({
      title: "Written on a slow line",
      content: "Sent a few bytes at a time. ".repeat(10),
      author: "Site engineer",
    }).toString();
    // 8 pieces 600 ms apart: about 5 s in all, five times the one-second idle limit.
    const outcome = await trickle(body, 8, 600);
    expect(outcome.closedAfterMs).toBeGreaterThan(4500);
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 201 /);
    expect(outcome.answer).toContain("Written on a slow line");
  });

  it("closes a connection that stops sending", async () => {
    const body = new URLSearchParams({
      title: "Dropped half way",
      content: "The line went quiet.",
      author: "Site engineer",
    }).toString();
    // Two of eight pieces, then silence.
    const outcome = await trickle(body, 8, 200, 2);
    expect(outcome.answer).not.toMatch(/^HTTP\/1\.1 201 /);
    expect(outcome.closedAfterMs).toBeGreaterThan(1000);
    expect(outcome.closedAfterMs).toBeLessThan(5000);
    const blogs = (await (await fetch(`${api.baseURL}/api/blogs`)).json()) as { title: string }[];
    expect(blogs.map((blog) => blog.title)).not.toContain("Dropped half way");
  });
});
