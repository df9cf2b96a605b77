/**
 * Small helpers for tests and scripts that drive the JSON API of a running
 * server: sign in, build multipart bodies with generated images.
 */
import sharp from "sharp";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./server";

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

export type FormFields = Record<string, string | Buffer | (string | Buffer)[]>;

/** A multipart body; Buffers become PNG file parts. */
export function multipart(fields: FormFields): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (typeof item === "string") form.append(name, item);
      else
        form.append(name, new Blob([new Uint8Array(item)], { type: "image/png" }), `${name}.png`);
    }
  }
  return form;
}

export function authorized(token: string, init: RequestInit = {}): RequestInit {
  return { ...init, headers: { Authorization: `Bearer ${token}`, ...init.headers } };
}

export async function createProjectApi(
  baseURL: string,
  token: string,
  fields: FormFields,
): Promise<Response> {
  return fetch(
    `${baseURL}/api/create-project`,
    authorized(token, { method: "POST", body: multipart(fields) }),
  );
}
