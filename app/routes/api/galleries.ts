import { listGalleries, pageOfGalleries } from "~/models/gallery.server";
import {
  apiRead,
  galleryJson,
  listHeaders,
  methodNotAllowed,
  readApiPaging,
} from "~/http/api.server";
import type { Route } from "./+types/galleries";

/** The whole list as always, or with `?page=`/`?limit=` one page of it (docs/api.md). */
export function loader({ request }: Route.LoaderArgs) {
  const paging = readApiPaging(request);
  if (!paging) {
    const all = listGalleries();
    return apiRead({ galleries: all.map(galleryJson) }, listHeaders(request, all.length));
  }
  const page = pageOfGalleries(paging);
  return apiRead(
    { galleries: page.items.map(galleryJson) },
    listHeaders(request, page.total, page),
  );
}

export function action() {
  return methodNotAllowed(["GET"]);
}
