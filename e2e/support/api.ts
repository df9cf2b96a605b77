/** Small helpers for talking to a test server's JSON API. */
import sharp from "sharp";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./server";

export async function login(baseURL: string): Promise<string> {
  const response = await fetch(`${baseURL}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

export type Part = string | { bytes: Uint8Array<ArrayBuffer>; name: string; type?: string };

/** Builds multipart form data from field → value(s). */
export function multipart(fields: Record<string, Part | Part[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const part of Array.isArray(value) ? value : [value]) {
      if (typeof part === "string") form.append(name, part);
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

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("application/json")) {
    throw new Error(`expected JSON, got ${type}: ${await response.text()}`);
  }
  return (await response.json()) as T;
}
