import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { createCookie } from "react-router";
import { getEnv } from "~/utils/env.server";
import { RateLimiter } from "~/utils/rate-limit.server";

/**
 * Device cookies (docs/decisions/037-sign-in-under-distributed-floods.md): a
 * browser that completed a sign-in through the form (after the code step
 * when two-factor is on) keeps a signed cookie saying "this browser signed in
 * to this e-mail on this day". A sign-in for that same e-mail that carries it
 * is treated like one from an address the owner used before: it does not
 * spend the e-mail's failure budget, so a flood from many addresses cannot
 * keep the owner out when the owner's phone changes network. The per-address
 * limits still apply.
 */
const DEVICE_COOKIE_DAYS = 180;
const DEVICE_COOKIE_MS = DEVICE_COOKIE_DAYS * 24 * 60 * 60_000;

/**
 * Failed passwords sent with one device cookie: after 5 in 10 minutes the
 * cookie counts as no cookie for 10 minutes, so a copied cookie cannot be used
 * to guess past the e-mail's budget from many addresses (OWASP's lockout of
 * a trusted device).
 */
const deviceCookieFailures = new RateLimiter({
  limit: 5,
  windowMs: 10 * 60_000,
  blockMs: 10 * 60_000,
});

type DeviceCookieValue = { account: string; device: string; issuedAt: number };

let deviceCookie: ReturnType<typeof createCookie> | undefined;

/**
 * Signed like the session cookie. `Path=/`, not `/login`: with JavaScript the
 * form posts to `/login.data`, which a `/login` path would not match.
 */
function getDeviceCookie() {
  const env = getEnv();
  deviceCookie ??= createCookie("__device", {
    httpOnly: true,
    sameSite: "lax",
    secure: env.COOKIE_SECURE,
    path: "/",
    secrets: [env.SESSION_SECRET],
    maxAge: DEVICE_COOKIE_MS / 1000,
  });
  return deviceCookie;
}

/**
 * A keyed hash of the normalised e-mail, so the cookie (readable by anyone
 * holding the browser) does not carry the e-mail itself.
 */
function accountTag(email: string) {
  return createHmac("sha256", getEnv().SESSION_SECRET)
    .update(`device-cookie:${email.trim().toLowerCase()}`)
    .digest("base64url")
    .slice(0, 22);
}

function sameTag(a: string, b: string) {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The Set-Cookie header that marks this browser as one that signed in to `email`. */
export async function deviceCookieHeader(email: string): Promise<string> {
  const value: DeviceCookieValue = {
    account: accountTag(email),
    device: randomBytes(12).toString("base64url"),
    issuedAt: Date.now(),
  };
  return getDeviceCookie().serialize(value);
}

function isDeviceCookieValue(value: unknown): value is DeviceCookieValue {
  if (typeof value !== "object" || value === null) return false;
  const { account, device, issuedAt } = value as Record<string, unknown>;
  return typeof account === "string" && typeof device === "string" && typeof issuedAt === "number";
}

/**
 * A sign-in attempt's device: `known` when the request carries an untampered,
 * unexpired device cookie for this very e-mail that has not failed too often.
 * Counted when the attempt starts, like every sign-in limit; say how it ended.
 */
type DeviceAttempt = {
  known: boolean;
  /** Right password: what was counted is given back. */
  succeeded(): void;
  /** Refused before hashing: nothing was learnt, nothing is spent. */
  notChecked(): void;
};

const UNKNOWN_DEVICE: DeviceAttempt = { known: false, succeeded() {}, notChecked() {} };

export async function startDeviceAttempt(request: Request, email: string): Promise<DeviceAttempt> {
  let value: unknown;
  try {
    value = await getDeviceCookie().parse(request.headers.get("Cookie"));
  } catch {
    return UNKNOWN_DEVICE;
  }
  if (!isDeviceCookieValue(value)) return UNKNOWN_DEVICE;
  const age = Date.now() - value.issuedAt;
  if (!(age >= 0 && age < DEVICE_COOKIE_MS)) return UNKNOWN_DEVICE;
  if (!sameTag(value.account, accountTag(email))) return UNKNOWN_DEVICE;
  const key = `${value.account}:${value.device}`;
  if (!deviceCookieFailures.begin(key).allowed) return UNKNOWN_DEVICE;
  return {
    known: true,
    succeeded: () => deviceCookieFailures.reset(key),
    notChecked: () => deviceCookieFailures.refund(key),
  };
}
