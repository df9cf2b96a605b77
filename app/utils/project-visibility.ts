/**
 * Who may see a project (docs/decisions/068-private-projects-and-tracker.md): everybody, or only
 * its client through the link of its client page. Client-safe, and imported by app/db/schema.ts,
 * so only relative imports.
 */
export const PROJECT_VISIBILITIES = ["public", "private"] as const;
export type ProjectVisibility = (typeof PROJECT_VISIBILITIES)[number];

export const CLIENT_LANGUAGES = ["en", "ta"] as const;
export type ClientLanguage = (typeof CLIENT_LANGUAGES)[number];

/** True for a project only its client may see. */
export function isPrivate(item: { visibility?: string }): boolean {
  return item.visibility === "private";
}
