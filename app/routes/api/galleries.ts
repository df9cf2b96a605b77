import { listGalleries, pageOfGalleries } from "~/models/gallery.server";
import { apiList, apiReader, galleryJson, methodNotAllowed } from "~/http/api.server";
import type { Route } from "./+types/galleries";

/** The whole list as always, or with `?page=`/`?limit=` one page of it (docs/api/README.md). */
export function loader({ request }: Route.LoaderArgs) {
  const { audience, shape } = apiReader(request);
  return apiList(
    request,
    {
      all: () => listGalleries({ audience }),
      page: (paging) => pageOfGalleries({ ...paging, audience }),
    },
    (items) => ({ galleries: items.map((item) => shape(item, galleryJson)) }),
  );
}

export function action() {
  return methodNotAllowed(["GET"]);
}
