/** The public address of an item, from its kind and slug (docs/product.md#readable-urls). */
export type ContentKind = "project" | "blog" | "gallery";

const BASES: Record<ContentKind, string> = {
  project: "/projects",
  blog: "/blog",
  gallery: "/gallery",
};

export function publicPath(kind: ContentKind, slug: string): string {
  return `${BASES[kind]}/${encodeURIComponent(slug)}`;
}
