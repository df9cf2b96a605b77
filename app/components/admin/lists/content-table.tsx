import { DeleteControl } from "~/components/admin/lists/delete-control";
import {
  CategoryBadge,
  EditLink,
  formatDate,
  SiteLink,
  PublishStateBadge,
  type RowPublishState,
} from "~/components/admin/lists/list-controls";
import { Thumbnail } from "~/components/admin/photos/thumbnail";
import type { ImageRecord } from "~/media/images.server";
import { deletePath, editPath, KINDS } from "~/kinds/registry";

type ContentRow = {
  id: string;
  title: string;
  /** A short line under the title: a project's location, a post's author. */
  subtitle: string;
  category: string;
  description: string;
  cover: ImageRecord | null;
  createdAt: string;
  publish: RowPublishState;
  /** The public page, or the preview of a draft or scheduled item. */
  site: { to: string; preview: boolean };
};

type Props = {
  /** The kinds whose lists are tables (app/kinds/registry.ts names their columns). */
  kind: "project" | "blog";
  rows: ContentRow[];
  /** The list's search, sort and page, which a delete returns to. */
  listState: string;
};

/**
 * The projects and blog posts lists: a table on wide screens, cards on small ones
 * (docs/product/admin.md#manage-lists).
 */
export function ContentTable({ kind, rows, listState }: Props) {
  // The kind's label ("Blog post") heads the first column and is named in the delete question
  // and failure alert (docs/product/admin.md#deleting).
  const item = KINDS[kind].nouns.label;
  const noun = item.toLowerCase();
  const actions = (row: ContentRow) => (
    <div className="flex items-center justify-end gap-2">
      <SiteLink site={row.site} itemTitle={row.title} />
      <EditLink to={editPath(kind, row.id)} itemTitle={row.title} />
      <DeleteControl
        action={deletePath(kind, row.id, listState)}
        itemTitle={row.title}
        question={`Are you sure you want to delete this ${noun}?`}
        failureMessage={`Failed to delete ${noun}. Please try again.`}
      />
    </div>
  );

  return (
    <>
      <div className="hidden overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 lg:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-xs font-semibold tracking-wider text-slate-600 uppercase">
            <tr>
              {[item, "Category", KINDS[kind].list.descriptionHead, "Status", "Added"].map(
                (heading) => (
                  <th key={heading} scope="col" className="px-4 py-3">
                    {heading}
                  </th>
                ),
              )}
              <th scope="col" className="px-4 py-3 text-right">
                Actions
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map((row) => (
              <tr key={row.id} className="align-middle">
                <td className="px-4 py-3">
                  <div className="flex items-center gap-3">
                    <Thumbnail image={row.cover} className="size-14 shrink-0 rounded-lg" />
                    <div className="min-w-0">
                      <p className="font-semibold text-slate-900">{row.title}</p>
                      {row.subtitle ? <p className="text-slate-500">{row.subtitle}</p> : null}
                    </div>
                  </div>
                </td>
                <td className="px-4 py-3">
                  {row.category ? <CategoryBadge>{row.category}</CategoryBadge> : null}
                </td>
                <td className="max-w-xs px-4 py-3 text-slate-600">{row.description}</td>
                <td className="w-44 px-4 py-3">
                  <PublishStateBadge publish={row.publish} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">
                  {formatDate(row.createdAt)}
                </td>
                <td className="px-4 py-3">{actions(row)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <ul className="space-y-4 lg:hidden">
        {rows.map((row) => (
          <li key={row.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <div className="flex gap-4">
              <Thumbnail image={row.cover} className="size-20 shrink-0 rounded-lg" />
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-slate-900">{row.title}</p>
                {row.subtitle ? <p className="text-sm text-slate-500">{row.subtitle}</p> : null}
                <div className="mt-1 flex flex-wrap gap-1.5">
                  {row.category ? <CategoryBadge>{row.category}</CategoryBadge> : null}
                  <PublishStateBadge publish={row.publish} />
                </div>
              </div>
            </div>
            {row.description ? (
              <p className="mt-3 text-sm text-slate-600">{row.description}</p>
            ) : null}
            <div className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
              <span className="text-sm text-slate-500">Added {formatDate(row.createdAt)}</span>
              {actions(row)}
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
