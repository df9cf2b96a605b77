/**
 * Each content kind's admin pages, declared at the addresses its entry names
 * (./registry.ts): its list, an item's delete page, a new item's and an item's editor, and the
 * History panel's Restore. The list's module is named after its address (manage-projects.tsx,
 * the original site's), the others after the kind (add-project.tsx, edit-project.tsx, …).
 */
import { route } from "@react-router/dev/routes";
import type { KindEntry } from "./registry";

export function adminRoutesOf(kinds: Record<string, KindEntry>) {
  return Object.entries(kinds).flatMap(([kind, { paths }]) => {
    const list = paths.list.slice(1);
    const edit = `${paths.edit.slice(1)}/:id`;
    return [
      route(list, `routes/admin/${list}.tsx`),
      route(`${list}/:id/delete`, `routes/admin/delete-${kind}.tsx`),
      route(paths.new.slice(1), `routes/admin/add-${kind}.tsx`),
      route(edit, `routes/admin/edit-${kind}.tsx`),
      // One module serves every kind's Restore (docs/product/admin-forms.md#history).
      route(`${edit}/restore-version`, "routes/admin/restore-version.tsx", {
        id: `restore-${kind}-version`,
      }),
    ];
  });
}
