/**
 * Helpers for tests and scripts that drive the JSON API of a running server:
 * sign in, build multipart bodies with generated images, send requests.
 */
import net from "node:net";
import sharp from "sharp";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./server";

export async function signInApi(
  baseURL: string,
  credentials = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${baseURL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(credentials),
  });
}

/** Signs in as the test administrator and returns the bearer token. */
export async function apiToken(baseURL: string): Promise<string> {
  const response = await signInApi(baseURL);
  if (response.status !== 200) {
    throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  }
  return ((await response.json()) as { token: string }).token;
}

/**
 * Signs in through the sign-in form as a browser does (same-origin POST, no JavaScript);
 * `redirectTo` is the form's hidden field. Answers a redirect with the session cookie.
 */
export function signInForm(baseURL: string, redirectTo?: string): Promise<Response> {
  const fields: Record<string, string> = { email: ADMIN_EMAIL, password: ADMIN_PASSWORD };
  if (redirectTo !== undefined) fields.redirectTo = redirectTo;
  return fetch(`${baseURL}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: baseURL },
    body: new URLSearchParams(fields),
  });
}

/** The `Cookie` header value of a sign-in answer (`name=value` of its session cookie). */
export function sessionCookie(signIn: Response): string {
  const setCookie = signIn.headers.get("Set-Cookie");
  if (signIn.status !== 302 || !setCookie) {
    throw new Error(`form sign-in failed: ${signIn.status}`);
  }
  return setCookie.split(";")[0];
}

/** A form value: text, a PNG given as a Buffer, or a file with its own name and type. */
export type Part =
  string | Buffer | { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string };

/** Builds multipart form data from field → value(s). */
export function multipart(fields: Record<string, Part | Part[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === "string") form.append(name, part);
      else if (Buffer.isBuffer(part))
        form.append(name, new Blob([new Uint8Array(part)], { type: "image/png" }), `${name}.png`);
      else
        form.append(
          name,
          new Blob([part.bytes], { type: part.type ?? "application/octet-stream" }),
          part.name,
        );
    }
  }
  return form;
}

/** A small generated PNG; `seed` varies the colour so files differ. */
export async function makePng(seed = 0, width = 48, height = 32): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 47) % 256, g: (seed * 89) % 256, b: (seed * 131) % 256 },
    },
  })
    .png()
    .toBuffer();
}

export async function imageBytes(
  format: "jpeg" | "png" | "webp" | "gif" = "jpeg",
  width = 320,
  height = 200,
  background = "#c2410c",
): Promise<Uint8Array<ArrayBuffer>> {
  const image = sharp({ create: { width, height, channels: 3, background } });
  return new Uint8Array(await image.toFormat(format).toBuffer());
}

export async function image(
  name = "photo.jpg",
  format: "jpeg" | "png" | "webp" | "gif" = "jpeg",
): Promise<Part> {
  return { bytes: await imageBytes(format), name, type: `image/${format}` };
}

export function authorized(token: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } };
}

export function send(
  baseURL: string,
  method: string,
  path: string,
  options: { token?: string; body?: FormData | string; headers?: Record<string, string> } = {},
) {
  return fetch(`${baseURL}${path}`, {
    method,
    headers: {
      ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body: options.body,
    redirect: "manual",
  });
}

export async function createProjectApi(
  baseURL: string,
  token: string,
  fields: Record<string, Part | Part[]>,
): Promise<Response> {
  return send(baseURL, "POST", "/api/create-project", { token, body: multipart(fields) });
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw new Error(`expected JSON, got ${type}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}

/**
 * A request line written on a raw socket, for methods the fetch API refuses (TRACE) or Node's
 * client will not send (TRACK). The answer as the server wrote it.
 */
export function rawRequest(
  baseURL: string,
  method: string,
  pathname: string,
): Promise<{ status: number; headers: string; body: string; text: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(
        `${method} ${pathname} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`,
      ),
    );
    let text = "";
    socket.setEncoding("utf8");
    socket.on("data", (chunk: string) => (text += chunk));
    socket.on("end", () => {
      const [head, ...body] = text.split("\r\n\r\n");
      resolve({
        status: Number(head.split(" ")[1]),
        headers: head,
        body: body.join("\r\n\r\n"),
        text,
      });
    });
    socket.on("error", reject);
  });
}
