/**
 * The Account screens' forms (change password, first-password change, add
 * an administrator): one zod schema each, used by Conform in the browser and
 * by the actions. The strength rules are the ones `npm run admin` applies.
 */
import { z } from "zod";
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

export const AddAdminSchema = z.object({
  email: z
    .string({ error: "Email is required" })
    .trim()
    .max(254, "Email must be at most 254 characters")
    .pipe(z.email("Please enter a valid email address")),
  password: newPassword,
});

export const PASSWORD_FIELDS = ["currentPassword", "newPassword", "confirmPassword", "password"];
