/**
 * What a content kind declares for the browser and the server alike (docs/adding-a-kind.md):
 * its nouns, its public and admin addresses, its editor's Markdown fields and messages, its
 * flash and not-found messages and how the admin's menus, dashboard, trash and history name it.
 *
 * Client-safe: the browser bundles it, so it imports nothing but types. The public pages' words
 * live in the message files (app/i18n/messages/), named here by their keys.
 */
import type { Messages } from "~/i18n/messages";
import type { CoreIconName } from "~/config/icon-names";
import type { ContentKind } from "./registry";

export type EditorOutcome = "created" | "saved";

export type KindEntry = {
  /** The kind this one belongs to, if any: its items are made and listed inside a parent's. */
  parent: null | {
    kind: ContentKind;
    /** The column (and JSON field) that holds the parent's id. */
    field: string;
  };
  /**
   * Whether an item has a public page of its own, which social sites preview with the item's
   * share card (docs/decisions/018-share-images.md). A kind shown inside its parent's page has
   * none, so no card is drawn for its items.
   */
  ownPage: boolean;
  nouns: {
    /** Capitalised, alone: a trash row, an audit-log row, a table's first column. */
    label: string;
    /** In a sentence: "1 blog post", "Search blog posts by title". */
    one: string;
    many: string;
    /** The short name the edit-conflict message uses: "Someone else saved this post…". */
    short: string;
    /** An address's base when a title gives no slug (emoji only, say). */
    slugFallback: string;
  };
  /** Keys of the message files' sections for the kind's public pages (both languages). */
  messages: {
    list: keyof Messages;
    item: keyof Messages;
    missing: keyof Messages["error"]["missing"];
  };
  paths: {
    /** The public list; an item's page is this plus its slug (docs/product/public-site.md#readable-urls). */
    public: string;
    /** The admin list; an item's delete page is this plus /:id/delete. */
    list: string;
    /** The editor of a new item. */
    new: string;
    /** The editor of an item is this plus /:id; its History's Restore posts to …/restore-version. */
    edit: string;
    /**
     * The /api addresses that receive its photos (docs/api/README.md): a new item's (with `:id`, the
     * parent's), and an item's update, which is this plus /:id.
     */
    api: { new: string; item: string };
  };
  /** The Markdown fields a no-JavaScript Preview post renders. */
  markdownFields: string[];
  /** What the editor (routes/admin/+editors/) says besides its fields. */
  editor: {
    backLabel: string;
    /** The edit page's message when the record cannot be loaded. */
    loadFailed: string;
    /** The save-failure message when the server gives no specific one. */
    failed: Record<EditorOutcome, string>;
  };
  /** The admin list (docs/product/admin.md#manage-lists) and its delete page. */
  list: {
    title: string;
    addLabel: string;
    /** A list shown as a table: its third column's head (a project's description, a post's excerpt). */
    descriptionHead?: string;
    /** The delete page's way back. */
    backLabel: string;
  };
  /** The message after a save or a delete (docs/product/admin-forms.md#admin-feedback). */
  flash: Record<EditorOutcome | "deleted", (title: string) => string>;
  /** A save or API call for an item that does not exist. */
  notFound: string;
  /** The admin menu and dashboard (docs/product/admin.md#admin-layout). */
  admin: {
    icon: CoreIconName;
    /** The side menu's link to the list, and to a new item. */
    menuLabel: string;
    menuAddLabel: string;
    /** Place in the side menu and on the dashboard (the tab bar keeps CONTENT_KINDS' order). */
    menuPosition: number;
    /** The dashboard's card and its links. */
    statLabel: string;
    statAddLabel: string;
    /** The dashboard's Recent Activity line for the newest item, and its title when it has none. */
    recentLabel: string;
    untitled: string;
  };
};
