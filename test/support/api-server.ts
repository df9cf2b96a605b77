/**
 * The setup of a Vitest file that drives the JSON API: one fresh test server
 * for the file (or the describe block it is called in), started before its
 * tests and stopped after them, and a bearer token of the test administrator.
 *
 *   const api = useApiServer();
 *   const response = await api.send("POST", "/api/add-blog", { token: api.token, body });
 */
import { afterAll, beforeAll } from "vitest";
import { apiToken, send } from "./api";
import { startServer, type StartOptions, type TestServer } from "./server";

export type ApiServer = {
  /** The running server (valid inside tests and hooks, not while the file is collected). */
  readonly server: TestServer;
  readonly baseURL: string;
  /** The administrator's bearer token ("" when started with `signIn: false`). */
  readonly token: string;
  /** `send()` to this server. */
  send: (method: string, path: string, options?: Parameters<typeof send>[3]) => Promise<Response>;
};

export type ApiServerOptions = StartOptions & {
  /** Sign in for a bearer token once started (default true). */
  signIn?: boolean;
  /** Runs before the server starts (to prepare its data folder, say). */
  beforeStart?: () => void | Promise<void>;
  /** Runs once the server has stopped, even when it never started. */
  afterStop?: () => void | Promise<void>;
};

export function useApiServer(options: ApiServerOptions = {}): ApiServer {
  const { signIn = true, beforeStart, afterStop, ...startOptions } = options;
  let running: TestServer | undefined;
  let token = "";
  beforeAll(async () => {
    await beforeStart?.();
    running = await startServer(startOptions);
    if (signIn) token = await apiToken(running.baseURL);
  });
  afterAll(async () => {
    try {
      await running?.stop();
    } finally {
      await afterStop?.();
    }
  });
  const server = () => {
    if (!running) throw new Error("the test server starts in beforeAll");
    return running;
  };
  return {
    get server() {
      return server();
    },
    get baseURL() {
      return server().baseURL;
    },
    get token() {
      return token;
    },
    send: (method, path, sendOptions = {}) => send(server().baseURL, method, path, sendOptions),
  };
}
