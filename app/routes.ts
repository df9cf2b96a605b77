import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
import type { Language } from "./i18n/language";
import { adminRoutesOf } from "./kinds/admin-routes";
import { KINDS } from "./kinds/registry";

/** A Tamil page's route id: its module's id with "-ta" (one module serves both languages). */
function tamilId(file: string) {
  return `${file.replace(/\.tsx?$/, "")}-ta`;
}

/** The public pages of one language, with ids of their own for the Tamil ones. */
function publicPages(language: Language) {
  const options = (file: string) => (language === "en" ? {} : { id: tamilId(file) });
  const page = (path: string, file: string) => route(path, file, options(file));
  return [
    index("routes/public/home.tsx", options("routes/public/home.tsx")),
    page("about-us", "routes/public/about.tsx"),
    page("services", "routes/public/services.tsx"),
    page("estimate", "routes/public/estimate.tsx"),
    page("contact", "routes/public/contact.tsx"),
    page("visit", "routes/public/visit.tsx"),
    // A visitor's private page of their site visit (docs/product/site-visits.md#private-link).
    page("visit/:secret", "routes/public/visit-manage.tsx"),
    page("projects", "routes/public/projects.tsx"),
    page("projects/:slug", "routes/public/project.tsx"),
    page("gallery", "routes/public/gallery.tsx"),
    page("blog", "routes/public/blog.tsx"),
    page("blog/:slug", "routes/public/blog-post.tsx"),
    page("gallery/:slug", "routes/public/gallery-album.tsx"),
    // A private project's client page (docs/decisions/068-private-projects-and-tracker.md).
    page("track/:secret", "routes/public/track.tsx"),
    page("track/:secret/documents/:documentId", "routes/public/track-document.ts"),
    page("track/:secret/questions", "routes/public/track-questions.tsx"),
    page("track/:secret/receipts/:id", "routes/public/track-receipt.tsx"),
    page("track-mail/stop/:secret", "routes/public/track-mail-stop.tsx"),
  ];
}

// Some URLs keep the names of the original site (/addprojects, /addblogs, /addgallery,
// /edit-project/:id, /manage-gallery, /about-us, the /api paths): bookmarks, links and API clients
// depend on them, so they are a public contract (docs/api/README.md) rather than a style to tidy.
export default [
  // The JSON contract (docs/api/README.md): resource routes, JSON only.
  route("api/projects", "routes/api/projects.ts"),
  route("api/projects/:id", "routes/api/project.ts"),
  route("api/projects/:id/tracker", "routes/api/project-tracker.ts"),
  route("api/projects/:id/progress", "routes/api/project-progress.ts"),
  route("api/projects/:id/payments", "routes/api/project-payments.ts"),
  route("api/payments/:id", "routes/api/payment.ts"),
  route("api/payments/:id/receipts", "routes/api/payment-receipts.ts"),
  route("api/receipts/:id/cancel", "routes/api/receipt-cancel.ts"),
  route("api/create-project", "routes/api/create-project.ts"),
  route("api/progress/:id", "routes/api/progress.ts"),
  // A private project's documents and questions (docs/product/client-documents.md#api).
  route("api/projects/:id/documents", "routes/api/project-documents.ts"),
  route("api/documents/:id", "routes/api/document.ts"),
  route("api/projects/:id/questions", "routes/api/project-questions.ts"),
  route("api/questions/:id/answer", "routes/api/question-answer.ts"),
  route("api/blogs", "routes/api/blogs.ts"),
  route("api/blogs/:id", "routes/api/blog.ts"),
  route("api/add-blog", "routes/api/add-blog.ts"),
  route("api/galleries", "routes/api/galleries.ts"),
  route("api/galleries/:id", "routes/api/gallery.ts"),
  route("api/gallery-upload", "routes/api/gallery-upload.ts"),
  route("api/gallery/:id/image/:imageName", "routes/api/gallery-image.ts"),
  // A static segment wins over /api/site/:section, so the settings keep their own module.
  route("api/site/settings", "routes/api/site-settings.ts"),
  route("api/site", "routes/api/site.ts"),
  route("api/site/:section", "routes/api/site-section.ts"),
  route("api/estimate", "routes/api/estimate.ts"),
  // The enquiry pipeline (docs/product/enquiry-pipeline.md#api).
  route("api/enquiries", "routes/api/enquiries.ts"),
  route("api/enquiries/:id", "routes/api/enquiry.ts"),
  route("api/visits/slots", "routes/api/visit-slots.ts"),
  route("api/visits", "routes/api/visits.ts"),
  route("api/visits/:id", "routes/api/visit.ts"),
  route("api/login", "routes/api/login.ts"),
  route("api/logout", "routes/api/logout.ts"),
  route("api/*", "routes/api/not-found.ts"),

  // For search engines, feed readers and home screens (docs/decisions/017-readable-urls.md).
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("blog/rss.xml", "routes/seo/rss.ts"),
  route("blog/atom.xml", "routes/seo/atom.ts"),
  // The Tamil feeds list the posts that have a Tamil version (app/services/blog-feed.server.ts).
  route("ta/blog/rss.xml", "routes/seo/rss.ts", { id: "routes/seo/rss-ta" }),
  route("ta/blog/atom.xml", "routes/seo/atom.ts", { id: "routes/seo/atom-ta" }),
  route("manifest.webmanifest", "routes/seo/manifest.ts"),

  // Public website: English at its own addresses, the same pages in Tamil under /ta/
  // (app/i18n/language.ts). The sign-in pages are the administrator's, in English only.
  layout("routes/public/layout.tsx", [
    ...publicPages("en"),
    route("login", "routes/auth/login.tsx"),
    route("login/two-factor", "routes/auth/login-two-factor.tsx"),
    route("change-password", "routes/auth/change-password.tsx"),
    route("forgot-password", "routes/auth/forgot-password.tsx"),
    route("reset-password/:token", "routes/auth/reset-password.tsx"),
    route("*", "routes/public/not-found.tsx"),
  ]),
  ...prefix("ta", [
    layout("routes/public/layout.tsx", { id: tamilId("routes/public/layout.tsx") }, [
      ...publicPages("ta"),
      route("*", "routes/public/not-found.tsx", { id: tamilId("routes/public/not-found.tsx") }),
    ]),
  ]),
  route("logout", "routes/auth/logout.ts"),
  // The contact form's script posts here and reads JSON (the page's own action needs no script).
  route("contact/send", "routes/public/contact-send.ts"),
  // A site visit's calendar file, and the owner's feed of every upcoming visit.
  route("visit/:secret/calendar.ics", "routes/public/visit-calendar.ts"),
  route("calendar/:secretFile", "routes/public/calendar-feed.ts"),
  route("enquiries/export", "routes/admin/export-enquiries.ts"),

  // Administrator area: the layout's middleware guards every loader and action beneath it.
  layout("routes/admin/layout.tsx", [
    route("dashboard", "routes/admin/dashboard.tsx"),
    // Each kind's list, delete page, editors and History Restore, at its entry's addresses.
    ...adminRoutesOf(KINDS),
    route("enquiries", "routes/admin/enquiries.tsx"),
    route("enquiries/:id/delete", "routes/admin/delete-enquiry.tsx"),
    route("enquiries/sources", "routes/admin/enquiry-sources.tsx"),
    route("enquiries/:id/project", "routes/admin/enquiry-project.tsx"),
    route("site-visits", "routes/admin/site-visits.tsx"),
    route("account", "routes/admin/account.tsx"),
    route("account/two-factor", "routes/admin/two-factor.tsx"),
    route("administrators", "routes/admin/administrators.tsx"),
    route("activity", "routes/admin/activity.tsx"),
    route("settings", "routes/admin/settings.tsx"),
    route("settings/visiting-hours", "routes/admin/visiting-hours.tsx"),
    route("trash", "routes/admin/trash.tsx"),
    route("site-content", "routes/admin/site-content.tsx"),
    route("site-content/:section", "routes/admin/edit-site-section.tsx"),
    route("edit-project/:id/tracker", "routes/admin/project-tracker.tsx"),
    route("edit-project/:id/documents", "routes/admin/project-documents.tsx"),
    route("edit-project/:id/questions", "routes/admin/project-questions.tsx"),
    route("edit-project/:id/payments", "routes/admin/project-payments.tsx"),
    route("edit-project/:id/receipts/:receiptId", "routes/admin/payment-receipt.tsx"),
    route("edit-project/:id/receipts/:receiptId/cancel", "routes/admin/cancel-receipt.tsx"),
    route("edit-gallery/:id/delete-image/:fileName", "routes/admin/delete-gallery-image.tsx"),
    // The same Restore for the pages' own content and the site settings.
    route("site-content/:section/restore-version", "routes/admin/restore-site-version.tsx", {
      id: "restore-site-section-version",
    }),
    route("settings/restore-version", "routes/admin/restore-site-version.tsx", {
      id: "restore-settings-version",
    }),
    // The Markdown field's Preview tab posts its text here (JSON answer).
    route("markdown-preview", "routes/admin/markdown-preview.ts"),
  ]),
] satisfies RouteConfig;
