/** /blog/rss.xml: the blog's RSS 2.0 feed. */
import { blogFeed, feedResponse } from "~/services/blog-feed.server";

export function loader() {
  return feedResponse(blogFeed().rss2(), "application/rss+xml");
}
