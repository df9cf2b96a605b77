/**
 * What the audit log (/activity, docs/product/admin.md#activity) records, how the page names each
 * event and which filter it belongs to. Client-safe: the page and the model read the same table.
 */
import { isContentKind, KINDS, type ContentKind } from "~/kinds/registry";

export const ACTIVITY_GROUPS = {
  "sign-ins": "Sign-ins",
  content: "Content",
  accounts: "Accounts and security",
} as const;
export type ActivityGroup = keyof typeof ACTIVITY_GROUPS;

export const ACTIVITY_ACTIONS = {
  "signed-in": { group: "sign-ins", label: "Signed in" },
  "sign-in-failed": { group: "sign-ins", label: "Failed sign-in" },
  "signed-out": { group: "sign-ins", label: "Signed out" },
  "session-ended": { group: "sign-ins", label: "Ended a session" },
  created: { group: "content", label: "Created" },
  saved: { group: "content", label: "Saved" },
  published: { group: "content", label: "Published" },
  unpublished: { group: "content", label: "Made a draft" },
  scheduled: { group: "content", label: "Scheduled" },
  deleted: { group: "content", label: "Deleted" },
  "restored-from-trash": { group: "content", label: "Restored from the trash" },
  "deleted-forever": { group: "content", label: "Deleted for good" },
  "purged-from-trash": { group: "content", label: "Removed from the trash after 30 days" },
  "version-restored": { group: "content", label: "Restored an earlier version" },
  "photo-deleted": { group: "content", label: "Deleted a photo" },
  "site-content-changed": { group: "content", label: "Changed the site's pages" },
  "admin-added": { group: "accounts", label: "Added an administrator" },
  "admin-removed": { group: "accounts", label: "Removed an administrator" },
  "first-password-set": {
    group: "accounts",
    label: "Set a new first password for an administrator",
  },
  "password-changed": { group: "accounts", label: "Changed their password" },
  "email-changed": { group: "accounts", label: "Changed their e-mail" },
  "name-changed": { group: "accounts", label: "Changed their name" },
  "two-factor-enabled": { group: "accounts", label: "Turned on two-factor sign-in" },
  "two-factor-disabled": { group: "accounts", label: "Turned off two-factor sign-in" },
  "settings-changed": { group: "accounts", label: "Changed settings" },
  "password-reset-requested": { group: "accounts", label: "Asked for a password reset link" },
  "password-reset": { group: "accounts", label: "Set a new password from a reset link" },
} as const satisfies Record<string, { group: ActivityGroup; label: string }>;
export type ActivityAction = keyof typeof ACTIVITY_ACTIONS;

export function isActivityGroup(value: string | null): value is ActivityGroup {
  return value !== null && Object.hasOwn(ACTIVITY_GROUPS, value);
}

export function actionsOf(group: ActivityGroup): ActivityAction[] {
  return (Object.keys(ACTIVITY_ACTIONS) as ActivityAction[]).filter(
    (action) => ACTIVITY_ACTIONS[action].group === group,
  );
}

/** What a log row can be about; content kinds link to their editor while they exist. */
export type ActivitySubjectKind = ContentKind | "enquiry" | "administrator";

/** How the log names what a row is about: a content kind by its label (app/kinds/registry.ts). */
export function subjectName(kind: string): string | null {
  if (isContentKind(kind)) return KINDS[kind].nouns.label;
  if (kind === "enquiry") return "Enquiry";
  if (kind === "administrator") return "Administrator";
  return null;
}

/** How long the log keeps a row (docs/security/sign-in.md#audit-log). */
export const ACTIVITY_RETENTION_DAYS = 365;
