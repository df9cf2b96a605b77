import { sql } from "drizzle-orm";
import { check, index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

export const administrators = sqliteTable("administrators", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  createdAt: createdAt(),
});

/**
 * Server-side record of every cookie session and API token. The client only
 * holds a random secret; we keep its SHA-256 so a leaked database cannot be
 * replayed as sessions.
 */
export const sessions = sqliteTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    adminId: text("admin_id")
      .notNull()
      .references(() => administrators.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["cookie", "token"] }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: text("last_seen_at").notNull(),
    expiresAt: text("expires_at").notNull(),
  },
  (table) => [index("sessions_admin_idx").on(table.adminId)],
);

export const projects = sqliteTable(
  "projects",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull().default(""),
    location: text("location").notNull().default(""),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (table) => [
    index("projects_created_idx").on(table.createdAt),
    // Listings (app/models/listing.server.ts): the category filter in date order, the title sort.
    index("projects_category_idx").on(table.category, table.createdAt),
    index("projects_title_idx").on(sql`${table.title} collate nocase`),
  ],
);

export const blogs = sqliteTable(
  "blogs",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    author: text("author").notNull(),
    category: text("category").notNull().default("General"),
    tags: text("tags", { mode: "json" })
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'`),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (table) => [
    index("blogs_created_idx").on(table.createdAt),
    index("blogs_category_idx").on(table.category, table.createdAt),
    index("blogs_title_idx").on(sql`${table.title} collate nocase`),
  ],
);

export const galleries = sqliteTable(
  "galleries",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    category: text("category").notNull().default("General"),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (table) => [
    index("galleries_created_idx").on(table.createdAt),
    index("galleries_title_idx").on(sql`${table.title} collate nocase`),
  ],
);

/**
 * Every stored upload belongs to exactly one project, blog post or gallery.
 * One table (rather than one per owner) keeps "which files are in use" a
 * single query, and the foreign keys cascade when the owner is deleted.
 */
export const images = sqliteTable(
  "images",
  {
    id: text("id").primaryKey(),
    fileName: text("file_name").notNull().unique(),
    projectId: text("project_id").references(() => projects.id, { onDelete: "cascade" }),
    blogId: text("blog_id").references(() => blogs.id, { onDelete: "cascade" }),
    galleryId: text("gallery_id").references(() => galleries.id, { onDelete: "cascade" }),
    /** 'cover' and 'gallery' for projects; 'image' for blog posts and galleries. */
    role: text("role", { enum: ["cover", "gallery", "image"] }).notNull(),
    position: integer("position").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    index("images_project_idx").on(table.projectId, table.role, table.position),
    index("images_blog_idx").on(table.blogId, table.position),
    index("images_gallery_idx").on(table.galleryId, table.position),
    check(
      "images_one_owner",
      sql`(${table.projectId} IS NOT NULL) + (${table.blogId} IS NOT NULL) + (${table.galleryId} IS NOT NULL) = 1`,
    ),
  ],
);
