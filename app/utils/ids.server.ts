import { randomBytes } from "node:crypto";

/** An opaque, URL-safe id (docs/api/conventions.md#conventions). */
export function newId(): string {
  return randomBytes(12).toString("base64url");
}

/** Ids we hand out are exactly this shape; anything else is unknown without a query. */
export function isWellFormedId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
