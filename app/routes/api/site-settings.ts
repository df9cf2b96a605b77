/**
 * docs/api/site.md#site-settings: GET /api/site/settings → { settings }, PUT (an administrator's
 * token, a JSON object of every setting) → { message, settings }, or 400 { message, errors }
 * with the same messages the admin form shows beside its fields.
 */
import { adminApiAction, apiError, apiJson, apiRead } from "~/http/api.server";
import { publicSiteSettings } from "~/models/site-settings.server";
import { SiteSettingsSchema } from "~/schemas/site-settings";
import { applySiteSettings } from "~/services/site-settings-save.server";
import type { Route } from "./+types/site-settings";

const MAX_BODY_CHARACTERS = 32 * 1024;
const NOT_JSON_MESSAGE = "Request body must be a JSON object of the settings";

export function loader() {
  return apiRead({ settings: publicSiteSettings() });
}

export const action = adminApiAction(
  ["PUT"],
  async ({ request }: Route.ActionArgs, admin) => {
    let body: unknown;
    try {
      const text = await request.text();
      if (text.length > MAX_BODY_CHARACTERS) return apiError(NOT_JSON_MESSAGE, 413);
      body = JSON.parse(text);
    } catch {
      return apiError(NOT_JSON_MESSAGE, 400);
    }
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      return apiError(NOT_JSON_MESSAGE, 400);
    }
    const parsed = SiteSettingsSchema.safeParse(body);
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join(".") || "settings";
        errors[key] ??= issue.message;
      }
      return apiJson({ message: "Some settings are not valid", errors }, 400);
    }
    await applySiteSettings(parsed.data, admin, request);
    return apiJson({ message: "Settings saved", settings: publicSiteSettings() });
  },
  ["GET", "PUT"],
);
