/**
 * docs/product/site-visits.md#api: `POST /api/visits` (public, JSON, throttled like the contact
 * form) books a visit → 201 `{visit}`, 409 for a full slot, 400 for refused input; `GET
 * /api/visits` (token) lists every visit.
 */
import { leadSourceOf } from "~/http/lead-source.server";
import { apiError, apiJson, UNAUTHORIZED_MESSAGE } from "~/http/api.server";
import { getApiAdmin } from "~/http/auth.server";
import { requestInfoContext } from "~/http/request-context";
import { isLanguage } from "~/i18n/language";
import { messagesFor } from "~/i18n/messages";
import { allVisits } from "~/models/site-visits.server";
import { visitBookingSchema } from "~/schemas/site-visit";
import { bookVisit, manageUrl, visitJson } from "~/services/site-visits.server";
import { addressKey, contactLimiter } from "~/utils/rate-limit.server";
import type { Route } from "./+types/visits";

const MAX_BODY_CHARACTERS = 16 * 1024;
const NOT_JSON = "Request body must be a JSON object: { name, phone, date, time }";

export function loader({ request }: Route.LoaderArgs) {
  if (!getApiAdmin(request)) {
    return apiError(UNAUTHORIZED_MESSAGE, 401, { "WWW-Authenticate": 'Bearer realm="api"' });
  }
  return apiJson({ visits: allVisits().map(visitJson) });
}

export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return apiError("Method not allowed", 405, { Allow: "GET, POST" });
  }
  const client = addressKey(context.get(requestInfoContext).clientIp);
  const limit = contactLimiter.check(client);
  if (!limit.allowed) {
    return apiError(messagesFor("en").visit.errors.rateLimited, 429, {
      "Retry-After": String(limit.retryAfterSeconds),
    });
  }
  contactLimiter.hit(client);
  let body: unknown;
  try {
    const text = await request.text();
    if (text.length > MAX_BODY_CHARACTERS) return apiError(NOT_JSON, 413);
    body = JSON.parse(text);
  } catch {
    return apiError(NOT_JSON, 400);
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return apiError(NOT_JSON, 400);
  }
  const sent = (body as { language?: unknown }).language;
  const language = isLanguage(sent) ? sent : "en";
  const parsed = visitBookingSchema(messagesFor(language).visit.errors).safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return apiJson({ message: issue.message, field: String(issue.path[0] ?? "") }, 400);
  }
  // Where the visitor first came from (the lead-source cookie), kept with the visit.
  const booked = bookVisit(parsed.data, { language, source: leadSourceOf(request) });
  if (!booked.ok) {
    return apiJson({ message: booked.message, field: booked.field }, booked.status);
  }
  const { visit } = booked;
  return apiJson(
    {
      visit: {
        _id: visit.id,
        date: visit.date,
        time: visit.time,
        status: visit.status,
        manageUrl: manageUrl(booked.secret, language),
      },
    },
    201,
  );
}
