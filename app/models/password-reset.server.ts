/**
 * One-time links of "Forgot password?" (docs/security/sign-in.md#forgotten-passwords): a random
 * secret in the link, its SHA-256 in the database, valid for 30 minutes and for one use. Using one
 * sets the new password, ends every session and token of the account and spends its other links.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, or, isNotNull } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { administrators, passwordResets, sessions } from "~/db/schema";
import { newId } from "~/utils/ids.server";
import { hashPassword, passwordProblem } from "~/utils/password.server";
import { findAdminByEmail, WeakPasswordError, type Admin } from "./admin.server";

import { PASSWORD_RESET_LIFETIME_MS } from "~/utils/password-rules";

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** A new link's secret for the account with this e-mail, or null when there is none. */
export function createPasswordReset(
  email: string,
  now = Date.now(),
): { admin: Admin; token: string } | null {
  const admin = findAdminByEmail(email);
  if (!admin) return null;
  const token = randomBytes(32).toString("base64url");
  getDb()
    .insert(passwordResets)
    .values({
      id: newId(),
      tokenHash: hashOf(token),
      adminId: admin.id,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + PASSWORD_RESET_LIFETIME_MS).toISOString(),
    })
    .run();
  return { admin, token };
}

function liveReset(token: string, now: number) {
  return getDb()
    .select({ id: passwordResets.id, adminId: passwordResets.adminId, email: administrators.email })
    .from(passwordResets)
    .innerJoin(administrators, eq(administrators.id, passwordResets.adminId))
    .where(
      and(
        eq(passwordResets.tokenHash, hashOf(token)),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date(now).toISOString()),
      ),
    )
    .get();
}

/** The account a link still works for, or null (unknown, used or expired). */
export function findPasswordReset(token: string, now = Date.now()): Admin | null {
  const reset = token.length <= 100 ? liveReset(token, now) : undefined;
  return reset ? { id: reset.adminId, email: reset.email } : null;
}

/**
 * Sets the new password through a link: null when the link no longer works. Spending the link
 * and changing the password are one transaction, so two posts of one link cannot both succeed.
 */
export async function resetPasswordWithLink(
  token: string,
  newPassword: string,
  now = Date.now(),
): Promise<Admin | null> {
  const problem = passwordProblem(newPassword);
  if (problem) throw new WeakPasswordError(problem);
  if (!findPasswordReset(token, now)) return null;
  const passwordHash = await hashPassword(newPassword);
  const at = new Date(Date.now()).toISOString();
  return getDb().transaction((tx) => {
    const reset = liveReset(token, now);
    if (!reset) return null;
    tx.update(passwordResets)
      .set({ usedAt: at })
      .where(and(eq(passwordResets.adminId, reset.adminId), isNull(passwordResets.usedAt)))
      .run();
    tx.update(administrators)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(administrators.id, reset.adminId))
      .run();
    tx.delete(sessions).where(eq(sessions.adminId, reset.adminId)).run();
    return { id: reset.adminId, email: reset.email };
  });
}

/** Drops links that can no longer be used (run with the other clean-ups at start-up). */
export function purgeOldPasswordResets(now = Date.now()) {
  getDb()
    .delete(passwordResets)
    .where(
      or(
        lt(passwordResets.expiresAt, new Date(now).toISOString()),
        isNotNull(passwordResets.usedAt),
      ),
    )
    .run();
}
