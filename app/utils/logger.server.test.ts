import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it, vi } from "vitest";
import { requestLine } from "./logger.server";

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
