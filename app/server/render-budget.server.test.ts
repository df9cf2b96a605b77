/**
 * The renders one address may have running and waiting (render-budget.server.ts), without a
 * server: the count of admitted, waiting and refused requests is exact.
 */
import { EventEmitter } from "node:events";
import type { Request, Response } from "express";
import { describe, expect, it } from "vitest";
import {
  admitRender,
  BUSY_RETRY_AFTER_SECONDS,
  renderBudget,
  renderBudgetState,
} from "./render-budget.server";

const { running: RENDERS_PER_ADDRESS, waiting: WAITING_PER_ADDRESS } = renderBudget();

function exchange(ip: string, path = "/?q=x", method = "GET") {
  const req = { method, ip, path } as Request;
  const sent = { status: 0, headers: {} as Record<string, string>, body: undefined as unknown };
  const res = Object.assign(new EventEmitter(), {
    locals: {},
    status(code: number) {
      sent.status = code;
      return res;
    },
    set(name: string, value: string) {
      sent.headers[name] = value;
      return res;
    },
    type() {
      return res;
    },
    send(body: unknown) {
      sent.body = body;
      return res;
    },
    json(body: unknown) {
      sent.body = body;
      return res;
    },
  });
  return { req, res: res as unknown as Response & EventEmitter, sent };
}

/** Settles pending promise callbacks. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("renders per address", () => {
  it("runs a few at once, queues some, refuses the rest with 503 and Retry-After, in both languages", async () => {
    const flood = Array.from({ length: RENDERS_PER_ADDRESS + WAITING_PER_ADDRESS + 3 }, (_, n) =>
      exchange("203.0.113.7", n % 2 ? "/ta/blog" : "/blog"),
    );
    const outcomes: Array<boolean | undefined> = flood.map(() => undefined);
    flood.forEach(({ req, res }, n) => {
      void admitRender(req, res).then((admitted) => (outcomes[n] = admitted));
    });
    await settle();
    expect(outcomes.filter((outcome) => outcome === true)).toHaveLength(RENDERS_PER_ADDRESS);
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(WAITING_PER_ADDRESS);
    const refused = flood.filter(({ sent }) => sent.status === 503);
    expect(refused).toHaveLength(3);
    for (const { sent } of refused) {
      expect(sent.headers["Retry-After"]).toBe(String(BUSY_RETRY_AFTER_SECONDS));
      expect(sent.body).toMatch(/try again|மீண்டும் முயலுங்கள்/);
    }
    expect(refused.map(({ sent }) => /[\u0B80-\u0BFF]/.test(String(sent.body)))).toContain(true);

    // Another address renders at once meanwhile.
    const other = exchange("198.51.100.2");
    expect(await admitRender(other.req, other.res)).toBe(true);

    // A finished render lets the first in line start; one that gave up leaves the line.
    flood[RENDERS_PER_ADDRESS + 1].res.emit("close");
    flood[0].res.emit("close");
    await settle();
    expect(outcomes[RENDERS_PER_ADDRESS]).toBe(true);
    expect(outcomes[RENDERS_PER_ADDRESS + 1]).toBe(false);
    expect(outcomes[RENDERS_PER_ADDRESS + 2]).toBeUndefined();

    // Once every one has closed, nothing is kept for the address.
    for (const { res } of [...flood, other]) res.emit("close");
    await settle();
    expect(outcomes.filter((outcome) => outcome === undefined)).toHaveLength(0);
    expect(renderBudgetState().size).toBe(0);
  });

  it("allows 4 at once and 16 waiting unless RENDERS_PER_ADDRESS says otherwise", () => {
    expect(renderBudget()).toEqual({ running: 4, waiting: 16 });
  });

  it("leaves writes alone, and never takes two turns for one request", async () => {
    const writes = Array.from({ length: RENDERS_PER_ADDRESS * 3 }, () =>
      exchange("203.0.113.9", "/contact", "POST"),
    );
    for (const { req, res } of writes) expect(await admitRender(req, res)).toBe(true);
    const read = exchange("203.0.113.9");
    expect(await admitRender(read.req, read.res)).toBe(true);
    expect(await admitRender(read.req, read.res)).toBe(true);
    expect(renderBudgetState().get("203.0.113.9")?.running).toBe(1);
    read.res.emit("close");
    expect(renderBudgetState().size).toBe(0);
  });
});
