import { data } from "react-router";
import type { Admin } from "~/models/admin.server";
import type { Blog } from "~/models/blog.server";
import type { Gallery } from "~/models/gallery.server";
import type { Project } from "~/models/project.server";
import type { SubmissionResult } from "~/services/submissions.server";
import { getApiAdmin } from "./auth.server";
import { isWellFormedId } from "~/utils/ids.server";

const NO_STORE = { "Cache-Control": "no-store" };
/** Public reads may be cached briefly by browsers; they change when the owner publishes. */
const SHORT_PUBLIC = { "Cache-Control": "public, max-age=0, must-revalidate" };

/** A JSON answer with an explicit status and caching (CONVENTIONS: /api answers). */
export function apiJson(body: unknown, status = 200, headers: HeadersInit = NO_STORE) {
  return data(body, { status, headers });
}

export function apiRead(body: unknown) {
  return apiJson(body, 200, SHORT_PUBLIC);
}

/** docs/api.md#errors: every failure is JSON { message } with a fitting status. */
export function apiError(message: string, status: number, headers: HeadersInit = {}) {
  return data({ message }, { status, headers: { ...NO_STORE, ...headers } });
}

export const UNAUTHORIZED_MESSAGE = "Authentication required";

/**
 * The one guard of every /api write, wrapping the route's action: a method outside `methods`
 * answers 405 (naming `allow`, the route's methods including reads), then a missing, forged,
 * expired or revoked token answers 401, and only then does `handler` run.
 *
 *   export const action = adminApiAction(["POST"], async ({ request }: Route.ActionArgs) => …);
 */
export function adminApiAction<Args extends { request: Request }, Result>(
  methods: string[],
  handler: (args: Args, admin: Admin) => Promise<Result>,
  allow: string[] = methods,
) {
  return async (args: Args) => {
    if (!methods.includes(args.request.method)) return methodNotAllowed(allow);
    const admin = getApiAdmin(args.request);
    if (!admin) {
      return apiError(UNAUTHORIZED_MESSAGE, 401, { "WWW-Authenticate": 'Bearer realm="api"' });
    }
    return handler(args, admin);
  };
}

/** Unknown-looking ids are 404 at once, without reaching a query. */
export function requireWellFormedId(id: string | undefined, notFoundMessage: string): string {
  if (!id || !isWellFormedId(id)) throw apiError(notFoundMessage, 404);
  return id;
}

export function methodNotAllowed(allowed: string[]) {
  return apiError("Method not allowed", 405, { Allow: allowed.join(", ") });
}

/** Maps a submission to the API's answer (docs/api.md#conventions): 201/200 with the record, or { message }. */
export function submissionResponse<T>(
  result: SubmissionResult<T>,
  successStatus: 200 | 201,
  successMessage: string,
  key: "project" | "blog" | "gallery",
  serialize: (value: T) => unknown,
) {
  if (!result.ok) return apiError(result.message, result.status);
  return apiJson({ message: successMessage, [key]: serialize(result.value) }, successStatus);
}

// The JSON shapes of docs/api.md#records, with bare file names.

export function projectJson(project: Project) {
  return {
    _id: project.id,
    title: project.title,
    description: project.description,
    category: project.category,
    location: project.location,
    coverImage: project.cover?.fileName ?? null,
    gallery: project.gallery.map((image) => image.fileName),
    createdAt: project.createdAt,
  };
}

export function blogJson(blog: Blog) {
  return {
    _id: blog.id,
    title: blog.title,
    content: blog.content,
    author: blog.author,
    category: blog.category,
    tags: blog.tags,
    images: blog.images.map((image) => image.fileName),
    createdAt: blog.createdAt,
  };
}

export function galleryJson(gallery: Gallery) {
  return {
    _id: gallery.id,
    title: gallery.title,
    description: gallery.description,
    category: gallery.category,
    images: gallery.images.map((image) => image.fileName),
    createdAt: gallery.createdAt,
  };
}
