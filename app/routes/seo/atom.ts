/** /blog/atom.xml: the same posts as an Atom feed. */
import { blogFeed, feedResponse } from "~/services/blog-feed.server";

export function loader() {
  return feedResponse(blogFeed().atom1(), "application/atom+xml");
}
