/** /blog/rss.xml: the blog's RSS 2.0 feed; /ta/blog/rss.xml the Tamil one. */
import { languageOfRequest } from "~/i18n/language";
import { blogFeed, feedResponse } from "~/services/blog-feed.server";
import type { Route } from "./+types/rss";

export function loader({ request }: Route.LoaderArgs) {
  return feedResponse(blogFeed(languageOfRequest(request)).rss2(), "application/rss+xml");
}
