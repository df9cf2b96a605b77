/**
 * The Account screens' forms (change password, first-password change, add
 * or remove an administrator, set another's first password, change the e-mail): one zod schema each, used by Conform in the browser and
 * by the actions. The strength rules are the ones `npm run admin` applies.
 */
import { z } from "zod";
import { oneLine } from "./common";
import { REAUTHENTICATION_MISSING } from "./form-choices";
import { MAX_PASSWORD_LENGTH, passwordProblem } from "~/utils/password-rules";

const newPassword = z
  .string({ error: "Choose a new password" })
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`)
  .superRefine((value, ctx) => {
    const problem = passwordProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  });

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string({ error: "Enter your current password" })
      .max(1024, "Enter your current password"),
    newPassword,
    confirmPassword: z.string({ error: "Type the new password again" }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "The two new passwords are not the same",
    path: ["confirmPassword"],
  });

/** The new password chosen through a "Forgot password?" link (app/routes/auth/reset-password.tsx). */
export const ResetPasswordSchema = z
  .object({
    newPassword,
    confirmPassword: z.string({ error: "Type the new password again" }),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "The two new passwords are not the same",
    path: ["confirmPassword"],
  });

export const ForgotPasswordSchema = z.object({
  email: oneLine("Email", { error: "Email is required" })
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Please enter a valid email address")),
});

export { PASSWORD_FIELDS, REAUTHENTICATION_FIELD, REAUTHENTICATION_MISSING } from "./form-choices";

const reauthenticationPassword = z
  .string({ error: REAUTHENTICATION_MISSING })
  .max(1024, REAUTHENTICATION_MISSING);

const email = oneLine("Email", { error: "Email is required" })
  .max(254, "Email must be at most 254 characters")
  .pipe(z.email("Please enter a valid email address"));

export const AddAdminSchema = z.object({
  email,
  password: newPassword,
  currentPassword: reauthenticationPassword,
});

export const ChangeEmailSchema = z.object({
  email,
  currentPassword: reauthenticationPassword,
});

/**
 * A new first password another administrator sets (Administrators,
 * docs/product/admin.md#administrators).
 */
export const SetFirstPasswordSchema = z.object({
  adminId: z.string().max(64),
  password: newPassword,
  currentPassword: reauthenticationPassword,
});

/** "Your name" on the Account screen: optional, shown in the admin and as a new post's author. */
export const ChangeNameSchema = z.object({
  name: oneLine("Your name")
    .max(100, "Your name must be at most 100 characters")
    .optional()
    .transform((value) => value ?? ""),
});
