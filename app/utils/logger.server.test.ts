import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loggedPath, requestLine } from "./logger.server";

/** What pino itself writes for a request line, with the options the app's logger uses. */
function pinoLine(fields: Record<string, unknown>) {
  let written = "";
  const sink = new Writable({
    write(chunk, _encoding, done) {
      written += String(chunk);
      done();
    },
  });
  pino({ level: "info", base: undefined }, sink).info(fields, "request");
  return written;
}

describe("the request line", () => {
  afterEach(() => vi.useRealTimers());

  it("is byte for byte the line pino writes for the same request", () => {
    vi.useFakeTimers({ now: new Date("2026-11-23T03:10:00.123Z"), toFake: ["Date"] });
    const cases: [string, string, number, number][] = [
      ["GET", "/", 200, 0.3],
      ["HEAD", "/projects/casuarina-villa", 304, 12],
      ["GET", '/blog/"quoted"\\path\u2028é', 404, 1.5],
    ];
    for (const [method, path, status, ms] of cases) {
      const line = requestLine(method, path, status, ms);
      expect(line).toBe(pinoLine({ method, path, status, ms }));
      expect(JSON.parse(line)).toEqual({
        level: 30,
        time: Date.parse("2026-11-23T03:10:00.123Z"),
        method,
        path,
        status,
        ms,
        msg: "request",
      });
    }
  });
});

describe("the path a request line shows", () => {
  it("is the route pattern for an address that is a secret, however it is written", () => {
    const token = "h3qkQx9Yb2Lw0pVt7sRz4nFm8cJd1aGe6uKo5iHy3Tw";
    for (const path of [
      `/reset-password/${token}`,
      `/Reset-Password/${token}`,
      `/reset-password/${token}.data`,
      `/reset-password/${token}/anything`,
      `//reset-password/${token}`,
      `/reset%2dpassword/${token}`,
    ]) {
      expect(loggedPath(path)).toBe("/reset-password/:token");
    }
  });

  it("masks a secret behind `.` and `..` segments or backslashes, as the router resolves them", () => {
    const secret = "h3qkQx9Yb2Lw0pVt7sRz4nFm8cJd1aGe6uKo5iHy3Tw";
    const expected: Record<string, string> = {
      [`/./track/${secret}`]: "/track/:secret",
      [`/x/../track/${secret}`]: "/track/:secret",
      [`/%2e/track/${secret}`]: "/track/:secret",
      [`/a/%2E%2e/track/${secret}.data`]: "/track/:secret",
      [`/ta/./track/${secret}`]: "/ta/track/:secret",
      [`/./reset-password/${secret}`]: "/reset-password/:token",
      [`/./track-mail/stop/${secret}`]: "/track-mail/stop/:secret",
      [`/ta/x/../track-mail/stop/${secret}`]: "/ta/track-mail/stop/:secret",
      [`/api/../track/${secret}`]: "/track/:secret",
      [`/uploads/../../track/${secret}`]: "/track/:secret",
      [`/x\\..\\track\\${secret}`]: "/track/:secret",
      [`/visit/${secret}`]: "/visit/:secret",
      [`/ta/visit/${secret}.data`]: "/ta/visit/:secret",
      [`/visit/${secret}/calendar.ics`]: "/visit/:secret",
      [`/calendar/${secret}.ics`]: "/calendar/:secretFile",
    };
    for (const [path, pattern] of Object.entries(expected))
      expect(loggedPath(path), path).toBe(pattern);
  });

  it("is the path itself otherwise", () => {
    for (const path of [
      "/",
      "/reset-password/",
      "/projects/casuarina-villa",
      "/%E0%A4",
      "/forgot-password",
      "/visit",
      "/ta/visit",
    ]) {
      expect(loggedPath(path)).toBe(path);
    }
  });
});
