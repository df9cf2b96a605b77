import { data, Form, redirect, useNavigation } from "react-router";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { AdminPageHeader, adminErrorBoundary } from "~/components/admin/page";
import { Button, ButtonLink } from "~/components/ui/button";
import { EmptyState } from "~/components/ui/empty-state";
import { redirectWithFlash } from "~/http/flash.server";
import { editPath } from "~/kinds/registry";
import { field } from "~/schemas/common";
import {
  deleteForever,
  listTrash,
  restoreFromTrash,
  type TrashEntry,
} from "~/services/trash.server";
import { formatDateTime } from "~/utils/dates";
import { isTrashKind, TRASH_DAYS, trashKindName, type TrashKind } from "~/content/trash";
import { safeRedirectPath } from "~/http/auth.server";
import type { Route } from "./+types/trash";
import { FormMessage } from "~/components/admin/form/conform-field";

const DAY_MS = 24 * 3600_000;

/** Where a restored item is edited: a content item in its editor, an enquiry in the list. */
function restoredLink(kind: TrashKind, id: string) {
  return kind === "enquiry"
    ? { to: "/enquiries", label: "Open Enquiries" }
    : { to: editPath(kind, id), label: "Edit" };
}

function shape(entry: TrashEntry, now: number) {
  const goesAt = Date.parse(entry.deletedAt) + TRASH_DAYS * DAY_MS;
  const daysLeft = Math.max(0, Math.ceil((goesAt - now) / DAY_MS));
  return {
    key: `${entry.kind}:${entry.id}`,
    kind: entry.kind,
    kindName: trashKindName(entry.kind),
    id: entry.id,
    title: entry.title || "(untitled)",
    deletedAt: entry.deletedAt,
    when: formatDateTime(entry.deletedAt),
    who: entry.deletedBy,
    goes: daysLeft <= 1 ? "Deleted for good within a day" : `Deleted for good in ${daysLeft} days`,
  };
}

/**
 * docs/product/admin.md#trash: what was deleted in the last 30 days, newest first.
 * `?confirm=kind:id` is the question a Delete forever asks first, so it works without JavaScript.
 */
export function loader({ request }: Route.LoaderArgs) {
  const now = Date.now();
  const entries = listTrash().map((entry) => shape(entry, now));
  const confirm = new URL(request.url).searchParams.get("confirm");
  return { entries, confirming: entries.find((entry) => entry.key === confirm) ?? null };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readFormBody(request);
  if (!form) return data({ error: UNREADABLE_FORM_MESSAGE }, 400);
  const kind = field(form, "kind");
  const id = field(form, "id") ?? "";
  const intent = field(form, "intent");
  if (!isTrashKind(kind) || !id) return data({ error: "Choose an item in the trash." }, 400);
  if (intent === "restore") {
    const restored = restoreFromTrash(request, kind, id);
    if (!restored) return data({ error: "That item is no longer in the trash." }, 404);
    // An Undo after a delete comes back to the list it was deleted from.
    const returnTo = field(form, "returnTo");
    return redirectWithFlash(returnTo ? safeRedirectPath(returnTo, "/trash") : "/trash", {
      message: `${trashKindName(kind)} “${restored.title}” restored.`,
      link: restoredLink(kind, id),
    });
  }
  if (intent === "delete-forever") {
    if (field(form, "confirmed") !== "yes") {
      return redirect(`/trash?confirm=${encodeURIComponent(`${kind}:${id}`)}`);
    }
    const deleted = await deleteForever(request, kind, id);
    if (!deleted) return data({ error: "That item is no longer in the trash." }, 404);
    return redirectWithFlash("/trash", {
      message: `${trashKindName(kind)} “${deleted.title}” deleted for good.`,
    });
  }
  return data({ error: "Choose Restore or Delete forever." }, 400);
}

type Entry = ReturnType<typeof shape>;

function ItemFields({ entry }: { entry: Entry }) {
  return (
    <>
      <input type="hidden" name="kind" value={entry.kind} />
      <input type="hidden" name="id" value={entry.id} />
    </>
  );
}

function ConfirmDeleteForever({ entry }: { entry: Entry }) {
  const navigation = useNavigation();
  return (
    <section
      aria-labelledby="confirm-delete-forever"
      className="rounded-2xl bg-white p-5 shadow-sm ring-2 ring-red-300 sm:p-6"
    >
      <h2 id="confirm-delete-forever" className="text-lg font-bold text-slate-900">
        Delete “{entry.title}” for good?
      </h2>
      <p className="mt-1 text-slate-700">
        The {entry.kindName.toLowerCase()}, its photos and its history are deleted now. This cannot
        be undone.
      </p>
      <Form method="post" className="mt-4 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <ItemFields entry={entry} />
        <input type="hidden" name="confirmed" value="yes" />
        <ButtonLink to="/trash" variant="secondary">
          Cancel
        </ButtonLink>
        <Button
          type="submit"
          name="intent"
          value="delete-forever"
          variant="danger"
          disabled={navigation.state === "submitting"}
        >
          Delete forever
        </Button>
      </Form>
    </section>
  );
}

function TrashRow({ entry }: { entry: Entry }) {
  return (
    <li className="flex flex-col gap-3 px-4 py-4 sm:px-5 md:flex-row md:items-center md:justify-between">
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">
          <span className="font-normal text-slate-600">{entry.kindName} </span>
          {entry.title}
        </p>
        <p className="text-sm break-words text-slate-600">
          Deleted <time dateTime={entry.deletedAt}>{entry.when}</time>
          {entry.who ? ` by ${entry.who}` : ""}
        </p>
        <p className="text-sm text-slate-600">{entry.goes}</p>
      </div>
      <Form method="post" className="flex shrink-0 flex-wrap gap-2">
        <ItemFields entry={entry} />
        <Button
          type="submit"
          name="intent"
          value="restore"
          variant="secondary"
          aria-label={`Restore ${entry.title}`}
        >
          Restore
        </Button>
        <Button
          type="submit"
          name="intent"
          value="delete-forever"
          variant="danger"
          aria-label={`Delete ${entry.title} forever`}
        >
          Delete forever
        </Button>
      </Form>
    </li>
  );
}

export default function Trash({ loaderData, actionData }: Route.ComponentProps) {
  const { entries, confirming } = loaderData;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Trash"
        description={`Deleted projects, posts, galleries and enquiries stay here for ${TRASH_DAYS} days, then they are deleted for good with their photos.`}
      />
      <FormMessage errors={actionData?.error ? [actionData.error] : undefined} />
      {confirming ? <ConfirmDeleteForever entry={confirming} /> : null}
      {entries.length ? (
        <ul
          aria-label="Deleted items"
          className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
        >
          {entries.map((entry) => (
            <TrashRow key={entry.key} entry={entry} />
          ))}
        </ul>
      ) : (
        <EmptyState message="The trash is empty." icon={null} surface="card" />
      )}
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load the trash. Please try again.",
  back: { to: "/dashboard", label: "Back to Dashboard" },
});
