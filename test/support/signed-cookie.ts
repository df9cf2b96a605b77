/**
 * A cookie as the server signs it (React Router's `createCookie` with SESSION_SECRET, as
 * app/http/auth.server.ts and flash.server.ts make theirs), as the `name=value` a Cookie header
 * carries. Unit tests pass the secret their process parsed (`getEnv().SESSION_SECRET`);
 * integration tests the one test/support/server.ts gives the server.
 */
import { createCookie } from "react-router";

export async function signedCookie(name: string, value: unknown, secret: string) {
  const setCookie = await createCookie(name, { secrets: [secret] }).serialize(value);
  return setCookie.split(";")[0];
}
