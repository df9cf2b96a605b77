import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Button, ButtonLink } from "~/components/ui/button";
import { AdminTitle } from "../page";
import { Icon } from "~/components/ui/icon";

/**
 * The page a delete without JavaScript lands on (docs/product/admin.md#deleting), and any other
 * step that cannot be taken back without asking first (a private project's new client link, a
 * cancelled receipt with its reason in `fields`).
 */
export function DeleteConfirmation({
  heading,
  question,
  itemTitle,
  details,
  cancelTo,
  error,
  note = "It stays in the Trash for 30 days with its images, where you can restore it.",
  confirmLabel = "Delete",
  busyLabel = "Deleting...",
  cancelLabel = "Cancel",
  fields,
}: {
  heading: string;
  question: string;
  itemTitle: string;
  details?: ReactNode;
  cancelTo: string;
  error?: string;
  /** What else goes with it. */
  note?: string;
  /** The confirming button's words, and its words while the step runs. */
  confirmLabel?: string;
  busyLabel?: string;
  /** The way back's words, where "Cancel" would be read as the step itself. */
  cancelLabel?: string;
  /** What the step asks for besides the confirmation, sent with it. */
  fields?: ReactNode;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  return (
    <div className="mx-auto max-w-xl">
      <AdminTitle>{heading}</AdminTitle>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <div className="flex items-start gap-4">
          <span className="shrink-0 rounded-full bg-red-50 p-3 text-red-700">
            <Icon name="alert" className="size-6" />
          </span>
          <div className="min-w-0">
            <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{heading}</h1>
            <p className="mt-2 text-slate-700">{question}</p>
          </div>
        </div>
        <div className="mt-6 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200">
          <p className="font-semibold break-words text-slate-900">{itemTitle}</p>
          {details ? <div className="mt-1 text-sm text-slate-600">{details}</div> : null}
        </div>
        <p className="mt-4 text-sm text-slate-600">{note}</p>
        {error ? (
          <p
            role="alert"
            className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
          >
            {error}
          </p>
        ) : null}
        <Form method="post" className="mt-6">
          <input type="hidden" name="confirmed" value="yes" />
          {fields ? <div className="mb-6">{fields}</div> : null}
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <ButtonLink to={cancelTo} variant="secondary">
              {cancelLabel}
            </ButtonLink>
            <Button type="submit" variant="danger" disabled={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
        </Form>
      </div>
    </div>
  );
}
