/**
 * Codes of an authenticator app, computed by tests from the secret the setup page shows, with the
 * library the server checks them with (docs/decisions/038-two-factor-sign-in.md).
 */
import { generateTOTP } from "@epic-web/totp";

/**
 * The app's code for the 30-second step `steps` away from now. The server accepts the previous,
 * current and next step and each step once, so a test that needs several codes in a row takes
 * -1, 0 and 1 instead of waiting for the clock.
 */
export async function appCode(secret: string, steps = 0): Promise<string> {
  const RealDate = Date;
  const at = RealDate.now() + steps * 30_000;
  // The library reads the clock with `new Date()` synchronously when called, so the stand-in is
  // in place for exactly that read.
  globalThis.Date = class extends RealDate {
    constructor(...args: unknown[]) {
      super(...((args.length ? args : [at]) as [number]));
    }
    static now() {
      return at;
    }
  } as DateConstructor;
  let pending: ReturnType<typeof generateTOTP>;
  try {
    pending = generateTOTP({ secret });
  } finally {
    globalThis.Date = RealDate;
  }
  return (await pending).otp;
}

/** A 6-digit code that is none of the three the server accepts right now. */
export async function wrongAppCode(secret: string): Promise<string> {
  const accepted: string[] = [];
  for (const steps of [-1, 0, 1]) accepted.push(await appCode(secret, steps));
  let code = Number(accepted[1]);
  do code = (code + 1) % 1_000_000;
  while (accepted.includes(String(code).padStart(6, "0")));
  return String(code).padStart(6, "0");
}
