/**
 * The delete action of the admin lists (projects, posts, galleries): the
 * list's x button without JavaScript posts no confirmation, so it is asked
 * first on its own page; a confirmed delete returns to the same page of the
 * same list (search, sort, page) with a message saying the item went to the
 * Trash, and an Undo that brings it back.
 */
import { data, redirect } from "react-router";
import { field } from "~/schemas/common";
import { listStateOf } from "~/utils/list-params";
import type { TrashKind } from "~/content/trash";
import { logger } from "~/utils/logger.server";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "./form-body.server";
import { redirectWithFlash } from "./flash.server";

export async function answerDelete(
  request: Request,
  id: string,
  item: {
    /** What the Trash calls it, for the Undo. */
    kind: TrashKind;
    /** The list's path, such as /manage-projects. */
    listPath: string;
    /** The title of the item, or null when there is no such item. */
    titleOf: (id: string) => string | null;
    remove: (id: string) => Promise<boolean> | boolean;
    deletedMessage: (title: string) => string;
    failure: string;
    /** The page that asks first, when not the list's own (`<list>/<id>/delete`). */
    askAt?: string;
  },
) {
  const form = await readFormBody(request);
  if (!form) return data({ error: UNREADABLE_FORM_MESSAGE }, { status: 400 });
  const listState = listStateOf(request.url);
  if (field(form, "confirmed") !== "yes") {
    return redirect(item.askAt ?? `${item.listPath}/${encodeURIComponent(id)}/delete${listState}`);
  }
  const title = item.titleOf(id);
  try {
    if (title === null || !(await item.remove(id))) {
      return data({ error: item.failure }, { status: 404 });
    }
  } catch (error) {
    logger.error({ err: error, id, list: item.listPath }, "admin delete failed");
    return data({ error: item.failure }, { status: 500 });
  }
  return redirectWithFlash(`${item.listPath}${listState}`, {
    message: item.deletedMessage(title),
    undo: { kind: item.kind, id },
  });
}
