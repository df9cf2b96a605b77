import { listGalleries, pageOfGalleries } from "~/models/gallery.server";
import { apiList, galleryJson, methodNotAllowed } from "~/http/api.server";
import type { Route } from "./+types/galleries";

/** The whole list as always, or with `?page=`/`?limit=` one page of it (docs/api.md). */
export function loader({ request }: Route.LoaderArgs) {
  return apiList(request, { all: listGalleries, page: pageOfGalleries }, (items) => ({
    galleries: items.map(galleryJson),
  }));
}

export function action() {
  return methodNotAllowed(["GET"]);
}
