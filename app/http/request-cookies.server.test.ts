/**
 * Which requests are one person's (request-cookies.server.ts): only a session or flash cookie
 * this server signed, or a bearer token, makes an answer personal and keeps it out of the page
 * cache. A cookie of that name with any other value is an anonymous visit.
 */
import { describe, expect, it } from "vitest";
import { getEnv } from "~/utils/env.server";
import { signedCookie } from "../../test/support/signed-cookie";
import { isPersonalRequest } from "./request-cookies.server";

const secret = () => getEnv().SESSION_SECRET;

describe("isPersonalRequest", () => {
  it("is true for a flash or session cookie this server signed, however the header spells it", async () => {
    const flash = await signedCookie("__flash", { message: "Project “Villa” created." }, secret());
    const session = await signedCookie("__session", "a-session-token", secret());
    for (const cookie of [
      flash,
      session,
      `theme=dark; ${flash}`,
      session.replace("=", " ="),
      `\t${flash.replace("=", "=\t")}`,
      session.replace("=", '="') + '"',
    ]) {
      expect(isPersonalRequest({ cookie }), cookie).toBe(true);
    }
    expect(isPersonalRequest({ authorization: "Bearer anything" })).toBe(true);
  });

  it("is false for any other value of those cookies: forged, tampered, or signed elsewhere", async () => {
    const flash = await signedCookie("__flash", { message: "Saved." }, secret());
    const value = flash.slice("__flash=".length);
    const otherSecret = await signedCookie("__flash", { message: "Saved." }, "x".repeat(40));
    const unsigned = Buffer.from(JSON.stringify({ message: "Pay here" })).toString("base64");
    for (const cookie of [
      "__flash=x",
      "__session=x",
      "__flash=",
      `__flash=${unsigned}`,
      `__flash=${unsigned}.${value.slice(value.lastIndexOf(".") + 1)}`,
      `__flash=${value.slice(0, -3)}`,
      `__flash=a${value}`,
      `__flash=%ZZ${value}`,
      otherSecret,
      // The first of duplicate names is the one read, as the sign-in code reads it.
      `__flash=x; ${flash}`,
      "theme=dark",
    ]) {
      expect(isPersonalRequest({ cookie }), cookie).toBe(false);
    }
    expect(isPersonalRequest({})).toBe(false);
  });
});
