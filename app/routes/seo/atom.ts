/** /blog/atom.xml: the same posts as an Atom feed; /ta/blog/atom.xml the Tamil one. */
import { languageOfRequest } from "~/i18n/language";
import { blogFeed, feedResponse } from "~/services/blog-feed.server";
import type { Route } from "./+types/atom";

export function loader({ request }: Route.LoaderArgs) {
  return feedResponse(blogFeed(languageOfRequest(request)).atom1(), "application/atom+xml");
}
