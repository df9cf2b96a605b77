import { createHash, randomInt } from "node:crypto";
import { generateTOTP, getTOTPAuthUri, verifyTOTP } from "@epic-web/totp";
import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { administrators, twoFactorRecoveryCodes } from "~/db/schema";
import { newId } from "~/utils/ids.server";
import { verifyPassword } from "~/utils/password.server";

/**
 * Two-factor sign-in with time-based one-time codes (RFC 6238: 6 digits, 30 seconds, SHA-1, the
 * settings every authenticator app reads from a QR code) and ten one-time recovery codes.
 * Why and where each secret lives: docs/decisions/038-two-factor-sign-in.md.
 */
const PERIOD_SECONDS = 30;
const RECOVERY_CODE_COUNT = 10;
/** No 0/o, 1/l/i: a recovery code is read off paper and typed by hand. */
const RECOVERY_ALPHABET = "abcdefghjkmnpqrstuvwxyz23456789";

type TwoFactorStatus = {
  enabled: boolean;
  enabledAt: string | null;
  recoveryCodesLeft: number;
};

export type CodeCheck = { ok: true; kind: "app" | "recovery" } | { ok: false };

function hashRecoveryCode(code: string) {
  return createHash("sha256").update(code).digest("hex");
}

/** What a person typed, without spaces, dashes and case: "ABCDE-fghjk" is "abcdefghjk". */
function normalizeCode(code: string) {
  return code.slice(0, 64).toLowerCase().replace(/[\s-]/g, "");
}

function newRecoveryCode() {
  let code = "";
  for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

function currentStep(now: number) {
  return Math.floor(now / 1000 / PERIOD_SECONDS);
}

/** The account's two-factor columns, or undefined for an unknown id. */
function secretsOf(adminId: string) {
  return getDb()
    .select({
      secret: administrators.twoFactorSecret,
      pending: administrators.twoFactorPendingSecret,
      enabledAt: administrators.twoFactorEnabledAt,
      passwordHash: administrators.passwordHash,
    })
    .from(administrators)
    .where(eq(administrators.id, adminId))
    .get();
}

export function isTwoFactorEnabled(adminId: string): boolean {
  return Boolean(secretsOf(adminId)?.secret);
}

export function getTwoFactorStatus(adminId: string): TwoFactorStatus {
  const row = secretsOf(adminId);
  const left =
    getDb()
      .select({ count: sql<number>`count(*)` })
      .from(twoFactorRecoveryCodes)
      .where(
        and(eq(twoFactorRecoveryCodes.adminId, adminId), isNull(twoFactorRecoveryCodes.usedAt)),
      )
      .get()?.count ?? 0;
  return {
    enabled: Boolean(row?.secret),
    enabledAt: row?.secret ? (row.enabledAt ?? null) : null,
    recoveryCodesLeft: row?.secret ? left : 0,
  };
}

/**
 * The secret the setup screen shows until a code confirms it: the same one on every visit, so a
 * reload does not invalidate what the phone already scanned.
 */
export async function getOrCreatePendingSecret(
  adminId: string,
): Promise<{ secret: string } | null> {
  const db = getDb();
  const row = secretsOf(adminId);
  if (!row || row.secret) return null;
  if (row.pending) return { secret: row.pending };
  const { secret } = await generateTOTP({ period: PERIOD_SECONDS });
  db.update(administrators)
    .set({ twoFactorPendingSecret: secret })
    .where(eq(administrators.id, adminId))
    .run();
  return { secret };
}

/** The otpauth:// address an authenticator app reads from the QR code. */
export function twoFactorAuthUri(secret: string, accountName: string, issuer: string) {
  return getTOTPAuthUri({
    secret,
    accountName,
    issuer,
    period: PERIOD_SECONDS,
    digits: 6,
    algorithm: "SHA-1",
  });
}

/**
 * Accepts `otp` for `secret` once: the step it belongs to must be later than the last accepted
 * one, and the update that records it is also the check, so two requests with one code cannot
 * both pass.
 */
async function acceptAppCode(
  adminId: string,
  secret: string,
  otp: string,
  now: number,
): Promise<boolean> {
  if (!/^\d{6}$/.test(otp)) return false;
  const match = await verifyTOTP({ otp, secret, period: PERIOD_SECONDS, window: 1 });
  if (!match) return false;
  const step = currentStep(now) + match.delta;
  return (
    getDb()
      .update(administrators)
      .set({ twoFactorLastStep: step })
      .where(
        and(
          eq(administrators.id, adminId),
          or(isNull(administrators.twoFactorLastStep), lt(administrators.twoFactorLastStep, step)),
        ),
      )
      .run().changes === 1
  );
}

/**
 * Confirms the pending secret with a code from the app, turns two-factor sign-in on and returns
 * the ten recovery codes, which exist in plain text only in this answer (only their hashes are
 * kept). Null when the code does not match or there is nothing to confirm.
 */
export async function enableTwoFactor(
  adminId: string,
  code: string,
  now = Date.now(),
): Promise<string[] | null> {
  const db = getDb();
  const row = secretsOf(adminId);
  if (!row?.pending || row.secret) return null;
  const otp = normalizeCode(code);
  if (!/^\d{6}$/.test(otp)) return null;
  const match = await verifyTOTP({ otp, secret: row.pending, period: PERIOD_SECONDS, window: 1 });
  if (!match) return null;
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  const enabled = db.transaction((tx) => {
    const changed = tx
      .update(administrators)
      .set({
        twoFactorSecret: row.pending,
        twoFactorPendingSecret: null,
        twoFactorLastStep: currentStep(now) + match.delta,
        twoFactorEnabledAt: new Date(now).toISOString(),
      })
      .where(
        and(
          eq(administrators.id, adminId),
          eq(administrators.twoFactorPendingSecret, row.pending!),
          isNull(administrators.twoFactorSecret),
        ),
      )
      .run().changes;
    if (changed !== 1) return false;
    tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.adminId, adminId)).run();
    tx.insert(twoFactorRecoveryCodes)
      .values(
        codes.map((plain) => ({
          id: newId(),
          adminId,
          codeHash: hashRecoveryCode(normalizeCode(plain)),
        })),
      )
      .run();
    return true;
  });
  return enabled ? codes : null;
}

/**
 * The one check of a second-step code, for sign-in and for any form that asks again: a current
 * code from the authenticator app (each accepted once) or an unused recovery code (used up by
 * this call). `{ ok: false }` when two-factor sign-in is off for the account.
 */
export async function verifyTwoFactorCode(
  adminId: string,
  code: string,
  now = Date.now(),
): Promise<CodeCheck> {
  const row = secretsOf(adminId);
  if (!row?.secret) return { ok: false };
  const typed = normalizeCode(code);
  if (/^\d{6}$/.test(typed)) {
    return (await acceptAppCode(adminId, row.secret, typed, now))
      ? { ok: true, kind: "app" }
      : { ok: false };
  }
  if (typed.length !== 10) return { ok: false };
  const used = getDb()
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: new Date(now).toISOString() })
    .where(
      and(
        eq(twoFactorRecoveryCodes.adminId, adminId),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(typed)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .run().changes;
  return used === 1 ? { ok: true, kind: "recovery" } : { ok: false };
}

/**
 * Turning two-factor off from the Account screen asks again for proof typed into that form: the
 * account's current password, or a code (app or recovery). False when neither matches.
 */
export async function verifyPasswordOrTwoFactorCode(
  adminId: string,
  value: string,
  now = Date.now(),
): Promise<boolean> {
  if (!value) return false;
  const typed = normalizeCode(value);
  // A code looks like nothing a password may be (passwords are 8 characters or more, codes
  // 6 digits or 5+5 letters and digits), but a password may look like a recovery code.
  if (/^\d{6}$/.test(typed)) return (await verifyTwoFactorCode(adminId, value, now)).ok;
  const row = secretsOf(adminId);
  if (row && (await verifyPassword(value.slice(0, 1024), row.passwordHash))) return true;
  return (await verifyTwoFactorCode(adminId, value, now)).ok;
}

/** Turns two-factor sign-in off and forgets its secret and recovery codes; false when it was off. */
export function disableTwoFactor(adminId: string): boolean {
  return getDb().transaction((tx) => {
    const changed = tx
      .update(administrators)
      .set({
        twoFactorSecret: null,
        twoFactorPendingSecret: null,
        twoFactorLastStep: null,
        twoFactorEnabledAt: null,
      })
      .where(
        and(eq(administrators.id, adminId), sql`${administrators.twoFactorSecret} is not null`),
      )
      .run().changes;
    tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.adminId, adminId)).run();
    return changed === 1;
  });
}
