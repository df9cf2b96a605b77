import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import type { FormConstraint } from "./form/admin-form";
import { useCheckedForm } from "./form/form-checks";
import { MIN_PASSWORD_LENGTH } from "~/utils/password-rules";
import { ConformField, FormMessage } from "./form/conform-field";
import { buttonClass } from "~/components/ui/button";

/** Current password, new password twice: the Account screen's form and the first-sign-in screen's. */
export function ChangePasswordForm({
  lastResult,
  submitLabel,
  constraint,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  /** `getZodConstraint(ChangePasswordSchema)`, from the page's loader (form-checks.ts). */
  constraint: FormConstraint;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.has("newPassword");
  const { form, fields, formProps } = useCheckedForm(
    "change-password",
    () => import("~/schemas/account").then((m) => m.ChangePasswordSchema),
    { lastResult, constraint },
  );
  return (
    <Form method="post" {...formProps} className="space-y-5">
      <FormMessage id={form.errorId} errors={form.errors} />
      <ConformField
        meta={fields.currentPassword}
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <NewPasswordFields
        newPassword={fields.newPassword}
        confirmPassword={fields.confirmPassword}
      />
      <button type="submit" className={buttonClass("primary")} disabled={busy}>
        {busy ? "Saving..." : submitLabel}
      </button>
    </Form>
  );
}

/** The new password twice, with its rules: the password change forms' and the reset link's. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
}: {
  newPassword: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
}) {
  return (
    <>
      <ConformField
        meta={newPassword}
        label="New password"
        type="password"
        autoComplete="new-password"
        help={`At least ${MIN_PASSWORD_LENGTH} characters, not a commonly used password.`}
      />
      <ConformField
        meta={confirmPassword}
        label="New password again"
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}
