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

export type FloodAnswer = { status: number };

/** `connections` loops sending `send(n)` (n counts up across them) until stopped. */
export function startFlood(connections: number, send: (n: number) => Promise<Response>) {
  let running = true;
  let sent = 0;
  const answers: FloodAnswer[] = [];
  const loops = Array.from({ length: connections }, async () => {
    while (running) {
      const response = await send(sent++);
      await response.arrayBuffer();
      answers.push({ status: response.status });
    }
  });
  return {
    answers,
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
