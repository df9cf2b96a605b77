import { listGalleries } from "~/models/gallery.server";
import { apiRead, galleryJson, methodNotAllowed } from "~/http/api.server";

export function loader() {
  return apiRead({ galleries: listGalleries().map(galleryJson) });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
