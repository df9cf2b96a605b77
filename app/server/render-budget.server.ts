/**
 * A budget of renders per client address (docs/security/caching.md#renders-per-address). A page the
 * cache cannot answer (a search, a parameter no page reads, a signed-in view, a /api read) costs
 * the server a full render; one address sending many at once would keep the two cores busy and
 * delay everyone's pages, cached ones included. So each address (`req.ip`, which follows
 * TRUST_PROXY) renders at most a few GET or HEAD requests at a time (`renderBudget`); a few more
 * wait their turn, in order; beyond that the answer is 503 with
 * Retry-After. Pages answered from the cache never come here (server.ts answers them before
 * Express), nor do requests that wait for another request's render of the same page
 * (page-cache-middleware.server.ts). Writes are left to their own limits (body sizes, sign-in and
 * enquiry rate limits): a slow photo upload must not hold its sender's pages back.
 */
import type { NextFunction, Request, Response } from "express";
import { languageOfPath } from "~/i18n/language";
import { MESSAGES } from "~/i18n/messages";
import { getEnv } from "~/utils/env.server";

export const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * RENDERS_PER_ADDRESS (4 unless set: app/utils/env.server.ts) run at once, four times as many
 * wait. The benchmarks raise it: they drive uncached pages with dozens of connections from one
 * address on purpose.
 */
export function renderBudget() {
  const running = getEnv().RENDERS_PER_ADDRESS;
  return { running, waiting: running * 4 };
}

type AddressRenders = { running: number; waiting: Array<() => void> };

/** Only addresses with a render running or waiting have an entry. */
const renders = new Map<string, AddressRenders>();

/** The renders running and waiting now, by address (for tests and benchmarks). */
export function renderBudgetState() {
  return new Map([...renders].map(([address, entry]) => [address, { ...entry }]));
}

/** Whether this request holds a render of its address already (so it never takes two). */
const HOLDS_RENDER = "holdsRender";

function answerBusy(req: Request, res: Response) {
  const message = MESSAGES[languageOfPath(req.path)].error.busy;
  res
    .status(503)
    .set("Retry-After", String(BUSY_RETRY_AFTER_SECONDS))
    .set("Cache-Control", "no-store");
  if (req.path.startsWith("/api/")) res.json({ message });
  else res.type("text/plain").send(message);
}

/**
 * Resolves true once the request may render (its turn lasts until its response closes), false
 * when it was answered 503 or its client went away while it waited.
 */
export function admitRender(req: Request, res: Response): Promise<boolean> {
  if ((req.method !== "GET" && req.method !== "HEAD") || res.locals[HOLDS_RENDER]) {
    return Promise.resolve(true);
  }
  const address = req.ip ?? "";
  let entry = renders.get(address);
  if (!entry) {
    entry = { running: 0, waiting: [] };
    renders.set(address, entry);
  }
  const own = entry;
  const forgetIfIdle = () => {
    if (own.running === 0 && own.waiting.length === 0 && renders.get(address) === own) {
      renders.delete(address);
    }
  };
  const start = () => {
    own.running++;
    res.locals[HOLDS_RENDER] = true;
    res.once("close", () => {
      own.running--;
      const next = own.waiting.shift();
      if (next) next();
      else forgetIfIdle();
    });
  };
  const budget = renderBudget();
  if (own.running < budget.running) {
    start();
    return Promise.resolve(true);
  }
  if (own.waiting.length >= budget.waiting) {
    answerBusy(req, res);
    forgetIfIdle();
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const turn = () => {
      res.off("close", leave);
      start();
      resolve(true);
    };
    // A client that gave up while waiting frees its place in the line.
    const leave = () => {
      const at = own.waiting.indexOf(turn);
      if (at !== -1) own.waiting.splice(at, 1);
      forgetIfIdle();
      resolve(false);
    };
    own.waiting.push(turn);
    res.once("close", leave);
  });
}

/** The middleware form, before React Router: a request renders in its turn, or is answered 503. */
export async function budgetRenders(req: Request, res: Response, next: NextFunction) {
  if (await admitRender(req, res)) next();
}
