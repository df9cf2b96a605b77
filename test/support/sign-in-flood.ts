/**
 * Floods of sign-ins through many client addresses: each request names its
 * own client in X-Forwarded-For, which the server believes because the test
 * client is the trusted loopback proxy (docs/decisions/037-sign-in-under-distributed-floods.md).
 */
import type { TestServer } from "./server";

export function from(address: string) {
  return { "X-Forwarded-For": address };
}

/** The n-th of many distinct client addresses (10.0.0.0/8 has room for all of them). */
export function floodAddress(n: number) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A post of the sign-in form from `address`, with extra headers (a Cookie) if given. */
export function formSignIn(
  server: TestServer,
  credentials: { email: string; password: string },
  address: string,
  headers: Record<string, string> = {},
) {
  return fetch(`${server.baseURL}/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.baseURL,
      ...from(address),
      ...headers,
    },
    body: new URLSearchParams({ ...credentials, redirectTo: "/dashboard" }),
  });
}

/** One answer of a flood or a timed request: its status, time and Retry-After. */
export type FloodAnswer = { status: number; ms: number; retryAfter: string | null };

/** Sends one request and reads its whole answer, timed. */
export async function timed(send: () => Promise<Response>): Promise<FloodAnswer> {
  const started = performance.now();
  const response = await send();
  await response.arrayBuffer();
  return {
    status: response.status,
    ms: performance.now() - started,
    retryAfter: response.headers.get("Retry-After"),
  };
}

/** `connections` loops sending `send(n)` (n counts up across them) until stopped. */
export function startFlood(connections: number, send: (n: number) => Promise<Response>) {
  let running = true;
  let sent = 0;
  const answers: FloodAnswer[] = [];
  const loops = Array.from({ length: connections }, async () => {
    while (running) {
      const n = sent++;
      answers.push(await timed(() => send(n)));
    }
  });
  return {
    answers,
    sent: () => sent,
    count: (status: number) => answers.filter((answer) => answer.status === status).length,
    async stop() {
      running = false;
      await Promise.all(loops);
      return answers;
    },
  };
}

export async function waitUntil(check: () => boolean) {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 50));
}
