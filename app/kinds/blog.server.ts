/**
 * Blog posts: what the kind does on the server, beside its client-safe declaration ./blog.ts
 * (docs/decisions/076-one-declaration-per-kind.md): its model functions and its save.
 */
import {
  blogsTrashedBefore,
  countBlogs,
  getBlog,
  listBlogs,
  purgeBlog,
  restoreBlogVersion,
  trashBlog,
  trashedBlogs,
  untrashBlog,
  createBlog,
  updateBlog,
} from "~/models/blog.server";
import { BLOG_TAMIL_KEYS, BlogUpdateSchema, NewBlogSchema } from "~/schemas/blog";
import { fileNamesOf, without, kindSave, type KindModel } from "./kind-server-entry.server";

export const blogModel: KindModel = {
  get: getBlog,
  trash: trashBlog,
  untrash: untrashBlog,
  purge: purgeBlog,
  trashed: trashedBlogs,
  trashedBefore: blogsTrashedBefore,
  restoreVersion: restoreBlogVersion,
  latest: () => listBlogs({ limit: 1, audience: "owner" })[0],
  dashboardCount: countBlogs,
};

export const blogSave = kindSave({
  files: [{ field: "images" }],
  tamilKeys: BLOG_TAMIL_KEYS,
  load: getBlog,
  savedPhotos: (blog) => fileNamesOf(blog.images),
  newSchema: NewBlogSchema,
  updateSchema: () => BlogUpdateSchema,
  ownFields: (value) =>
    without(value, ["images", "imagesDetails", "keepImages", "photos", "cover"]),
  create: (input, files) => createBlog(input, files.images),
  update: (id, input, value, { files, photos, basis }) =>
    updateBlog(id, input, {
      ...basis,
      keepImages: value.keepImages,
      newImages: files.images,
      photos,
      cover: value.cover,
    }),
});
