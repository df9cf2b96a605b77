import { sql } from "drizzle-orm";
// Relative, so drizzle-kit can load this file without the app's path alias.
import { ENQUIRY_STATUSES } from "../utils/enquiry-options";
import { PUBLISHED_SINCE_ALWAYS } from "../content/publish-state";
import { PROJECT_VISIBILITIES } from "../utils/project-visibility";
import type { ContentKind } from "../kinds/registry";
import {
  check,
  type AnySQLiteColumn,
  index,
  integer,
  primaryKey,
  sqliteTable,
  text,
  uniqueIndex,
} from "drizzle-orm/sqlite-core";

const createdAt = () =>
  text("created_at")
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`);

/**
 * When visitors may first see the item (UTC, ISO 8601): null for a draft, a
 * future time while scheduled (docs/decisions/026-publish-state.md). A row
 * inserted without it (an old script, a raw import) is published: the
 * default is a time long past.
 */
const publishedAt = () => text("published_at").default(PUBLISHED_SINCE_ALWAYS);

/** The administrator a row belongs to: the row goes when they are removed. */
const ownerAdminId = () =>
  text("admin_id")
    .notNull()
    .references(() => administrators.id, { onDelete: "cascade" });

export const administrators = sqliteTable("administrators", {
  id: text("id").primaryKey(),
  email: text("email").notNull().unique(),
  /** How the admin names them ("Your name" on the Account screen); "" when not given. */
  name: text("name").notNull().default(""),
  passwordHash: text("password_hash").notNull(),
  /** Set for an administrator added by another one: the first password must be replaced at sign-in. */
  mustChangePassword: integer("must_change_password", { mode: "boolean" }).notNull().default(false),
  createdAt: createdAt(),
  /**
   * Two-factor sign-in (docs/decisions/038-two-factor-sign-in.md): the base32 TOTP secret while
   * it is on, null while off. The server must compute codes from it, so it cannot be hashed.
   */
  twoFactorSecret: text("two_factor_secret"),
  /** A secret shown on the setup screen that no code has confirmed yet. */
  twoFactorPendingSecret: text("two_factor_pending_secret"),
  /** The 30-second step of the last accepted code: each code signs in once only. */
  twoFactorLastStep: integer("two_factor_last_step"),
  twoFactorEnabledAt: text("two_factor_enabled_at"),
});

/** One-time recovery codes of an administrator's two-factor sign-in, kept as SHA-256 hashes. */
export const twoFactorRecoveryCodes = sqliteTable(
  "two_factor_recovery_codes",
  {
    id: text("id").primaryKey(),
    adminId: ownerAdminId(),
    codeHash: text("code_hash").notNull(),
    usedAt: text("used_at"),
  },
  (table) => [index("two_factor_recovery_codes_admin_idx").on(table.adminId)],
);

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
    adminId: ownerAdminId(),
    kind: text("kind", { enum: ["cookie", "token"] }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: text("last_seen_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    /** The browser or client that signed in, shown on the Account screen (truncated). */
    userAgent: text("user_agent").notNull().default(""),
  },
  (table) => [index("sessions_admin_idx").on(table.adminId)],
);

/**
 * Trash (docs/decisions/044-history-and-trash.md): a deleted item keeps its row, its photos and
 * its slug for 30 days with the time and the administrator who deleted it; every reader of
 * visitors' content leaves such rows out. Null while the item is not in the trash.
 */
const trashColumns = () => ({
  deletedAt: text("deleted_at"),
  /** The e-mail of the administrator who deleted it, copied so it reads right after they go. */
  deletedBy: text("deleted_by"),
});

/**
 * The Tamil versions of an item's texts, each optional: a Tamil page shows the English text
 * where one is missing (app/i18n/language.ts). Null until the owner writes any Tamil.
 */
const tamilTexts = <Texts extends Record<string, string>>() =>
  text("ta", { mode: "json" }).$type<Partial<Texts>>();

export type ProjectTamil = Partial<{
  title: string;
  description: string;
  location: string;
  searchDescription: string;
  shareImageAlt: string;
}>;
export type BlogTamil = Partial<{
  title: string;
  content: string;
  searchDescription: string;
  shareImageAlt: string;
}>;
export type GalleryTamil = Partial<{ title: string; description: string }>;
export type ProgressTamil = Partial<{ title: string; note: string }>;
export type ImageTamil = Partial<{ alt: string; caption: string }>;

/**
 * The columns of an item that has its own public page (projects, blog posts): its address, its
 * search and share texts, its share cards, its times and its place in the trash.
 */
const pageColumns = () => ({
  /** The readable URL segment (docs/decisions/017-readable-urls.md); filled at start-up for old rows. */
  slug: text("slug"),
  /** Optional text for search results and share cards; the description is used when empty. */
  searchDescription: text("search_description").notNull().default(""),
  /** Alt text of the share image; the title is used when empty. */
  shareImageAlt: text("share_image_alt").notNull().default(""),
  ...shareCardAndTimeColumns(),
});

/**
 * What every item with a page (projects, blog posts, albums, progress updates) keeps after its texts: its share
 * cards, its times and its place in the trash.
 */
const shareCardAndTimeColumns = () => ({
  /** The generated 1200×630 share card in UPLOADS_DIR (null until made). */
  shareImage: text("share_image"),
  /** The share card drawn with the Tamil title, for Tamil pages (null without a Tamil title). */
  shareImageTa: text("share_image_ta"),
  createdAt: createdAt(),
  updatedAt: text("updated_at"),
  publishedAt: publishedAt(),
  ...trashColumns(),
});

/**
 * The indexes the listings of a kind walk (app/models/listing.server.ts): date order, the
 * category filter in date order (where a kind's listings filter by category), the title sort.
 * Each ends with published_at, so visitors' listings test visibility in the index they walk
 * (docs/decisions/026-publish-state.md). Each starts with deleted_at: every listing asks for
 * `deleted_at is null` (docs/decisions/044-history-and-trash.md), which SQLite then seeks to,
 * walking the rest in order.
 */
function listingIndexes(
  tableName: string,
  table: Record<
    "deletedAt" | "createdAt" | "publishedAt" | "category" | "title" | "ta",
    AnySQLiteColumn
  >,
  { byCategory }: { byCategory: boolean },
) {
  return [
    index(`${tableName}_created_idx`).on(table.deletedAt, table.createdAt, table.publishedAt),
    ...(byCategory
      ? [
          index(`${tableName}_category_idx`).on(
            table.deletedAt,
            table.category,
            table.createdAt,
            table.publishedAt,
          ),
        ]
      : []),
    index(`${tableName}_title_idx`).on(
      table.deletedAt,
      sql`${table.title} collate nocase`,
      table.publishedAt,
    ),
    // A title search counts its matches in either language from this index alone.
    index(`${tableName}_titles_idx`).on(
      table.deletedAt,
      table.publishedAt,
      table.title,
      sql`json_extract(${table.ta}, '$.title')`,
    ),
  ];
}

export const projects = sqliteTable(
  "projects",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    category: text("category").notNull().default(""),
    location: text("location").notNull().default(""),
    ta: tamilTexts<Required<ProjectTamil>>(),
    /**
     * 'private' keeps the project, its updates and its photos off every public page, feed,
     * sitemap and anonymous API answer: only its client's page shows it
     * (docs/decisions/068-private-projects-and-tracker.md).
     */
    visibility: text("visibility", { enum: PROJECT_VISIBILITIES }).notNull().default("public"),
    /** The client of a private project: the owner's to see, never a visitor's. */
    clientName: text("client_name").notNull().default(""),
    clientPhone: text("client_phone").notNull().default(""),
    clientEmail: text("client_email").notNull().default(""),
    /** The language of the greeting, the e-mails and the link sent to the client. */
    clientLanguage: text("client_language", { enum: ["en", "ta"] })
      .notNull()
      .default("en"),
    /** The TNRERA registration (docs/product/content.md#rera), empty for none. */
    reraNumber: text("rera_number").notNull().default(""),
    /** CMDA or DTCP, empty for none. */
    reraAuthority: text("rera_authority").notNull().default(""),
    reraApprovalNumber: text("rera_approval_number").notNull().default(""),
    ...pageColumns(),
  },
  (table) => [
    ...listingIndexes("projects", table, { byCategory: true }),
    uniqueIndex("projects_slug_idx").on(table.slug),
  ],
);

/**
 * The secrets of a private project's client page and of its e-mails' unsubscribe link, kept
 * apart from the project's row so no saved version holds them and a restore never brings a
 * revoked link back. Each is found by its SHA-256 through a unique index
 * (docs/decisions/068-private-projects-and-tracker.md); the secret itself is kept for the owner,
 * who copies the link again from the editor.
 */
export const projectTrackers = sqliteTable("project_trackers", {
  projectId: text("project_id")
    .primaryKey()
    .references(() => projects.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  secretHash: text("secret_hash").notNull().unique(),
  unsubscribeSecret: text("unsubscribe_secret").notNull(),
  unsubscribeHash: text("unsubscribe_hash").notNull().unique(),
  /** Set when the client followed the unsubscribe link: no more update e-mails. */
  mailStoppedAt: text("mail_stopped_at"),
  createdAt: createdAt(),
});

/**
 * The e-mail outbox columns (docs/decisions/015-enquiries-kept-and-mailed.md): 'pending' until
 * delivered, then 'sent'; a failed send is tried again at mail_next_try_at by the server's timer.
 */
const mailOutboxColumns = () => ({
  mailAttempts: integer("mail_attempts").notNull().default(0),
  mailNextTryAt: text("mail_next_try_at"),
  mailLastError: text("mail_last_error"),
});

/** E-mails to a private project's client, one per published progress update, in the outbox. */
export const clientMails = sqliteTable(
  "client_mails",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** What the e-mail is about (a progress update's id): each is mailed once. */
    subjectId: text("subject_id").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    mailStatus: text("mail_status", { enum: ["pending", "sent"] })
      .notNull()
      .default("pending"),
    ...mailOutboxColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    index("client_mails_due_idx").on(table.mailStatus, table.mailNextTryAt),
    uniqueIndex("client_mails_subject_idx").on(table.subjectId),
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
    ta: tamilTexts<Required<BlogTamil>>(),
    ...pageColumns(),
  },
  (table) => [
    ...listingIndexes("blogs", table, { byCategory: true }),
    uniqueIndex("blogs_slug_idx").on(table.slug),
  ],
);

export const galleries = sqliteTable(
  "galleries",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull().default(""),
    description: text("description").notNull().default(""),
    category: text("category").notNull().default("General"),
    ta: tamilTexts<Required<GalleryTamil>>(),
    slug: text("slug"),
    ...shareCardAndTimeColumns(),
  },
  (table) => [
    ...listingIndexes("galleries", table, { byCategory: false }),
    // The photo wall's count joins images to visible collections by id alone.
    index("galleries_visible_idx").on(table.id, table.publishedAt, table.deletedAt),
    uniqueIndex("galleries_slug_idx").on(table.slug),
  ],
);

/**
 * Construction progress updates of a project (docs/decisions/067-progress-updates.md): a dated
 * report of the stage reached and the work done in per cent, with a note and photos. The listed
 * columns of every kind (docs/adding-a-kind.md) and the project it belongs to; an update goes
 * with its project.
 */
export const progressUpdates = sqliteTable(
  "progress_updates",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The day the update reports (YYYY-MM-DD, the site's day), never after the day it was saved. */
    date: text("date").notNull(),
    /** The slug of a stage of the owner's list (the `progress` site section). */
    stage: text("stage").notNull(),
    /** Work done, 0 to 100. */
    percent: integer("percent").notNull(),
    title: text("title").notNull(),
    /** Markdown (docs/decisions/025-markdown-content.md). */
    note: text("note").notNull().default(""),
    ta: tamilTexts<Required<ProgressTamil>>(),
    slug: text("slug"),
    ...shareCardAndTimeColumns(),
  },
  (table) => [
    // A project's timeline: its live updates by date, newest first.
    index("progress_updates_project_idx").on(
      table.projectId,
      table.deletedAt,
      table.date,
      table.createdAt,
    ),
    index("progress_updates_created_idx").on(table.deletedAt, table.createdAt, table.publishedAt),
    uniqueIndex("progress_updates_slug_idx").on(table.slug),
  ],
);

/**
 * Every stored upload belongs to exactly one project, blog post, gallery or progress update.
 * One table (rather than one per owner) keeps "which files are in use" a
 * single query, and the foreign keys cascade when the owner is deleted.
 */
export const images = sqliteTable(
  "images",
  {
    id: text("id").primaryKey(),
    fileName: text("file_name").notNull().unique(),
    /**
     * The item the photo belongs to: its kind and its id (docs/decisions/076-one-declaration-per-kind.md).
     * No foreign key: a kind's purge removes its photos (app/models/listing.server.ts), so a new
     * kind needs no change to this table.
     */
    ownerKind: text("owner_kind").$type<ContentKind>().notNull(),
    ownerId: text("owner_id").notNull(),
    /**
     * 'cover' and 'gallery' for projects; 'image' for blog posts, galleries and progress updates,
     * whose first image (lowest position) is the cover; 'rera-qr' for a project's RERA QR code
     * (docs/decisions/027-photo-order-covers-captions.md).
     */
    role: text("role", { enum: ["cover", "gallery", "image", "rera-qr"] }).notNull(),
    position: integer("position").notNull(),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    alt: text("alt").notNull().default(""),
    /** Shown under the photo on public pages and in the lightbox; empty shows none. */
    caption: text("caption").notNull().default(""),
    ta: tamilTexts<Required<ImageTamil>>(),
    createdAt: createdAt(),
  },
  (table) => [
    // "Photos of this item" in display order; a project tells covers and gallery apart by role.
    // A project's photos are read by role (its cover, its gallery); the other kinds' in order.
    index("images_owner_role_idx").on(table.ownerKind, table.ownerId, table.role, table.position),
    index("images_owner_idx").on(table.ownerKind, table.ownerId, table.position),
  ],
);

/**
 * Contact form submissions, kept so a lead survives an unsent chat message.
 * The mail_* columns are the e-mail outbox: a send that fails is retried by
 * the server's timer at mail_next_try_at until it succeeds.
 */
/** An estimate kept with an enquiry (docs/product/public-site.md#cost-estimator). */
export type EnquiryEstimate = { query: string; total: number; summary: string };

/**
 * Where a lead came from: the first page the visitor landed on, the referring site and the
 * campaign parameters of that first visit, kept by a first-party cookie the server sets.
 */
export type LeadSource = {
  landingPage: string;
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
};

export const enquiries = sqliteTable(
  "enquiries",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    service: text("service").notNull(),
    /** The pricing package the visitor chose ("Get Started" on a tier), null when none. */
    package: text("package"),
    message: text("message").notNull(),
    /** The path of the page the form was sent from ("/" or "/contact"). */
    page: text("page").notNull(),
    /**
     * The cost estimate sent with it ("Send me this estimate"), worked out again by the server
     * from its query: the query, the total in rupees and a line in English; null when none.
     */
    estimate: text("estimate", { mode: "json" }).$type<EnquiryEstimate>(),
    status: text("status", { enum: ENQUIRY_STATUSES }).notNull().default("new"),
    /** Why a lost enquiry was lost (the owner's words; "closed" for enquiries closed before). */
    lostReason: text("lost_reason").notNull().default(""),
    /** The day the owner means to call back (YYYY-MM-DD, India time), null for none. */
    followUpOn: text("follow_up_on"),
    /** Where the visitor first came from (the first-party attribution cookie), null when unknown. */
    source: text("source", { mode: "json" }).$type<LeadSource>(),
    /** The private project a won enquiry became, null until then. */
    projectId: text("project_id").references((): AnySQLiteColumn => projects.id, {
      onDelete: "set null",
    }),
    createdAt: createdAt(),
    /**
     * 'none' when no mail is configured, 'pending' until delivered, then 'sent';
     * 'skipped' when it is kept without an e-mail (the reason in mail_last_error).
     */
    mailStatus: text("mail_status", { enum: ["none", "pending", "sent", "skipped"] })
      .notNull()
      .default("none"),
    ...mailOutboxColumns(),
    ...trashColumns(),
  },
  (table) => [
    index("enquiries_created_idx").on(table.createdAt),
    index("enquiries_status_idx").on(table.status),
    index("enquiries_phone_idx").on(table.phone),
    index("enquiries_follow_up_idx").on(table.followUpOn),
    index("enquiries_mail_idx").on(table.mailStatus, table.mailNextTryAt),
  ],
);

/**
 * Every slug an item answered to before its current one, so old links
 * (and shared ones) redirect permanently. Rows go when their item goes.
 */
export const slugHistory = sqliteTable(
  "slug_history",
  {
    kind: text("kind").$type<ContentKind>().notNull(),
    slug: text("slug").notNull(),
    itemId: text("item_id").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.kind, table.slug] }),
    index("slug_history_item_idx").on(table.itemId),
  ],
);

/**
 * The audit log of the admin (/activity, docs/product/admin.md#activity): who did what, when, from
 * which address and device. Rows are only ever added; the enquiry timer deletes those past a
 * year. The actor and the subject are copied as text (e-mail, title), not referenced, so a row
 * still reads right after its administrator or item is gone.
 */
export const activity = sqliteTable(
  "activity",
  {
    id: text("id").primaryKey(),
    createdAt: createdAt(),
    /** What happened: one of ACTIVITY_ACTIONS (app/content/activity-actions.ts). */
    action: text("action").notNull(),
    /** The administrator who did it; null for someone not signed in (a failed sign-in). */
    actorId: text("actor_id"),
    actorEmail: text("actor_email").notNull().default(""),
    /** What it was done to: project, blog, gallery, enquiry, administrator; null for none. */
    subjectKind: text("subject_kind"),
    subjectId: text("subject_id"),
    /** The item's title or the account's e-mail at the time. */
    subjectLabel: text("subject_label").notNull().default(""),
    /** A short addition, such as the file name of a deleted photo or a scheduled time. */
    detail: text("detail").notNull().default(""),
    address: text("address").notNull().default(""),
    userAgent: text("user_agent").notNull().default(""),
  },
  (table) => [
    index("activity_created_idx").on(table.createdAt),
    index("activity_action_idx").on(table.action, table.createdAt),
  ],
);

/**
 * Photos sent one by one through the resumable upload endpoint (tus,
 * docs/api/conventions.md#resumable-uploads) and not yet named by a save. The bytes wait in
 * UPLOADS_DIR/.partial while they arrive; once complete and checked they are a stored image
 * (`storedFileName`) that a save can attach. Rows and files expire a day after creation
 * (app/services/tus-uploads.server.ts).
 */
export const resumableUploads = sqliteTable(
  "resumable_uploads",
  {
    id: text("id").primaryKey(),
    adminId: ownerAdminId(),
    /** The name the browser gave the file, for messages. */
    fileName: text("file_name").notNull().default(""),
    size: integer("size").notNull(),
    createdAt: text("created_at").notNull(),
    expiresAt: text("expires_at").notNull(),
    /** Set once the complete file was decoded and stored: the image a save attaches. */
    storedFileName: text("stored_file_name"),
    width: integer("width"),
    height: integer("height"),
  },
  (table) => [index("resumable_uploads_admin_idx").on(table.adminId)],
);

/**
 * What a save with an idempotency key did (docs/api/conventions.md#idempotent-saves): a save
 * repeated with the same key answers with the same item instead of making another. Kept for a day.
 */
export const idempotencyKeys = sqliteTable(
  "idempotency_keys",
  {
    adminId: ownerAdminId(),
    key: text("key").notNull(),
    /** The save it answered: "project", "blog" or "gallery", and "new" or the edited item's id. */
    scope: text("scope").notNull(),
    /** Null while the first save with this key is still running. */
    itemId: text("item_id"),
    createdAt: text("created_at").notNull(),
  },
  (table) => [primaryKey({ columns: [table.adminId, table.key] })],
);

/**
 * The company's details the owner edits at /settings: one row (id 1) holding the settings as
 * JSON (app/config/site.ts SiteSettings, with an optional `ta` object of Tamil texts), filled
 * from the SITE_* variables when the database is new
 * (docs/decisions/048-site-settings-in-the-database.md).
 */
export const siteSettings = sqliteTable(
  "site_settings",
  {
    id: integer("id").primaryKey(),
    value: text("value", { mode: "json" }).notNull(),
    updatedAt: text("updated_at")
      .notNull()
      .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`),
    /** The e-mail of the administrator who saved last; "" for the first settings. */
    updatedBy: text("updated_by").notNull().default(""),
  },
  (table) => [check("site_settings_one_row", sql`${table.id} = 1`)],
);

/** Private notes on an enquiry, only for administrators; they go with the enquiry. */
export const enquiryNotes = sqliteTable(
  "enquiry_notes",
  {
    id: text("id").primaryKey(),
    enquiryId: text("enquiry_id")
      .notNull()
      .references(() => enquiries.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    /** Copied as text, so a note still says who wrote it after the account is removed. */
    authorEmail: text("author_email").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("enquiry_notes_enquiry_idx").on(table.enquiryId, table.createdAt)],
);

/**
 * One-time links of "Forgot password?" (docs/security/sign-in.md#forgotten-passwords), kept as the
 * SHA-256 of the secret in the link. A link works once, until expires_at.
 */
export const passwordResets = sqliteTable(
  "password_resets",
  {
    id: text("id").primaryKey(),
    tokenHash: text("token_hash").notNull().unique(),
    adminId: ownerAdminId(),
    createdAt: createdAt(),
    expiresAt: text("expires_at").notNull(),
    usedAt: text("used_at"),
  },
  (table) => [index("password_resets_admin_idx").on(table.adminId)],
);

/**
 * Every saved version of a project, post or gallery (docs/decisions/044-history-and-trash.md):
 * its text fields, publish state and photos (order, alt texts, captions) as JSON, who saved it
 * and when. The newest row of an item is its current version. Kept at least 90 days and at
 * least the last 30 per item; a photo file stays on disk while any row names it.
 */
export const revisions = sqliteTable(
  "revisions",
  {
    id: text("id").primaryKey(),
    /** What was saved: project, blog, gallery (later editors add their own kinds). */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** The version's fields and photos (RevisionData in app/models/revisions.server.ts). */
    data: text("data").notNull(),
    /** The e-mail of the administrator who saved it; empty when not known (older versions). */
    savedBy: text("saved_by").notNull().default(""),
    /** The version's own time (its updatedAt, else createdAt). */
    savedAt: text("saved_at").notNull(),
  },
  (table) => [index("revisions_entity_idx").on(table.entityType, table.entityId, table.savedAt)],
);

/**
 * The owner's own texts of the public pages (docs/decisions/049-site-content-sections.md): one
 * row per section (home, about, services, process, pricing, testimonials), its content as JSON
 * checked by the section's zod schema (app/schemas/site-content.ts) on every save. `updatedAt`
 * is the section's version for the save check of docs/product/admin-forms.md#two-people-editing.
 */
export const siteSections = sqliteTable("site_sections", {
  key: text("key").primaryKey(),
  data: text("data", { mode: "json" }).$type<unknown>().notNull(),
  createdAt: createdAt(),
  updatedAt: text("updated_at"),
});

/** What a site visit can be: booked by the visitor, confirmed by the owner, then done or not. */
export const VISIT_STATUSES = ["booked", "confirmed", "done", "no-show", "cancelled"] as const;

/**
 * Site visits booked online (/visit): a day and a slot of the owner's visiting hours, India time.
 * The visitor sees, moves or cancels it through a private link whose SHA-256 is kept here.
 */
export const siteVisits = sqliteTable(
  "site_visits",
  {
    id: text("id").primaryKey(),
    /** The visit's day (YYYY-MM-DD) and slot (HH:MM), India time (Asia/Kolkata). */
    date: text("date").notNull(),
    time: text("time").notNull(),
    name: text("name").notNull(),
    phone: text("phone").notNull(),
    email: text("email").notNull().default(""),
    /** The project to see, null for "any". */
    projectId: text("project_id").references(() => projects.id, { onDelete: "set null" }),
    note: text("note").notNull().default(""),
    /** The visitor's language: their e-mails and the private page speak it. */
    language: text("language", { enum: ["en", "ta"] })
      .notNull()
      .default("en"),
    status: text("status", { enum: VISIT_STATUSES }).notNull().default("booked"),
    /** The owner's message to the visitor when cancelling. */
    cancelMessage: text("cancel_message").notNull().default(""),
    /** SHA-256 of the secret of the visitor's private link (/visit/<secret>). */
    secretHash: text("secret_hash").notNull().unique(),
    /** The enquiry the visit joined (same phone number) or started. */
    enquiryId: text("enquiry_id").references(() => enquiries.id, { onDelete: "set null" }),
    source: text("source", { mode: "json" }).$type<LeadSource>(),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (table) => [
    index("site_visits_slot_idx").on(table.date, table.time, table.status),
    index("site_visits_enquiry_idx").on(table.enquiryId),
  ],
);

/**
 * E-mails about site visits in the outbox (to the owner, the visitor's confirmation, the
 * reminder the day before, a cancellation): each `key` is mailed once.
 */
export const visitMails = sqliteTable(
  "visit_mails",
  {
    id: text("id").primaryKey(),
    visitId: text("visit_id")
      .notNull()
      .references(() => siteVisits.id, { onDelete: "cascade" }),
    /** What the mail is, unique: e.g. "reminder:<visit id>:<date> <time>". */
    key: text("key").notNull().unique(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** An iCalendar attachment (text/calendar), empty for none. */
    ics: text("ics").notNull().default(""),
    mailStatus: text("mail_status", { enum: ["pending", "sent"] })
      .notNull()
      .default("pending"),
    ...mailOutboxColumns(),
    createdAt: createdAt(),
  },
  (table) => [index("visit_mails_due_idx").on(table.mailStatus, table.mailNextTryAt)],
);

/**
 * Secrets of the owner's own addresses that are links rather than sign-ins (the calendar feed,
 * /calendar/<secret>.ics): one row per purpose, renewed by the owner; the secret is kept so the
 * owner can copy the address again, found by its SHA-256.
 */
export const ownerLinks = sqliteTable("owner_links", {
  purpose: text("purpose").primaryKey(),
  secret: text("secret").notNull(),
  secretHash: text("secret_hash").notNull().unique(),
  createdAt: createdAt(),
});

export const PAYMENT_MODES = ["upi", "bank-transfer", "cheque", "cash"] as const;

/**
 * A private project's payment schedule: instalments of whole rupees, each due at a stage of the
 * owner's list or on a date (or neither: upcoming until paid).
 */
export const payments = sqliteTable(
  "payments",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    /** The Tamil title, "" for none (the client's page then shows the English one). */
    titleTa: text("title_ta").notNull().default(""),
    /** Whole rupees. */
    amount: integer("amount").notNull(),
    /** The slug of a stage of the `progress` site section, null for none. */
    stage: text("stage"),
    /** YYYY-MM-DD, India time, null for none. */
    dueOn: text("due_on"),
    position: integer("position").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: text("updated_at"),
  },
  (table) => [index("payments_project_idx").on(table.projectId, table.position)],
);

/** Money received against an instalment (partial payments are several receipts). */
export const receipts = sqliteTable(
  "receipts",
  {
    id: text("id").primaryKey(),
    paymentId: text("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The receipt's number, counting up across the site (printed on it). */
    number: integer("number").notNull().unique(),
    amount: integer("amount").notNull(),
    /** YYYY-MM-DD. */
    paidOn: text("paid_on").notNull(),
    mode: text("mode", { enum: PAYMENT_MODES }).notNull(),
    reference: text("reference").notNull().default(""),
    /**
     * When the owner cancelled it (ISO time), null for a valid receipt. A cancelled receipt
     * keeps its number and counts towards nothing (docs/decisions/090-cancelled-receipts.md).
     */
    cancelledAt: text("cancelled_at"),
    /** Why it was cancelled, printed on it; "" while it is valid. */
    cancelReason: text("cancel_reason").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    index("receipts_payment_idx").on(table.paymentId),
    index("receipts_project_idx").on(table.projectId, table.paidOn),
  ],
);

/**
 * PDFs of a private project (approved plan, agreement, BOQ): stored outside the public uploads
 * folder and served only through the client's link.
 */
export const projectDocuments = sqliteTable(
  "project_documents",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    titleTa: text("title_ta").notNull().default(""),
    /** The file's name in the documents folder (random, never shown). */
    storedName: text("stored_name").notNull().unique(),
    /** The name the client's download gets. */
    fileName: text("file_name").notNull(),
    size: integer("size").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("project_documents_project_idx").on(table.projectId, table.createdAt)],
);

/** A client's question on their page, about one progress update or the house in general. */
export const clientQuestions = sqliteTable(
  "client_questions",
  {
    id: text("id").primaryKey(),
    projectId: text("project_id")
      .notNull()
      .references(() => projects.id, { onDelete: "cascade" }),
    /** The update it is asked under, null for a question at the page's end. */
    updateId: text("update_id").references(() => progressUpdates.id, { onDelete: "set null" }),
    question: text("question").notNull(),
    answer: text("answer"),
    answeredAt: text("answered_at"),
    /** The e-mail of the administrator who answered. */
    answeredBy: text("answered_by").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [index("client_questions_project_idx").on(table.projectId, table.createdAt)],
);
