import { data } from "react-router";
import type { Admin } from "~/models/admin.server";
import type { Blog } from "~/models/blog.server";
import type { Gallery } from "~/models/gallery.server";
import type { ImageRecord } from "~/media/images.server";
import type { Project } from "~/models/project.server";
import type { ProgressUpdate, ProjectProgress } from "~/models/progress.server";
import type { Enquiry } from "~/models/enquiry.server";
import type { SubmissionResult } from "~/services/submissions.server";
import type { Audience, Paged } from "~/models/listing.server";
import { getApiAdmin } from "./auth.server";
import { isWellFormedId } from "~/utils/ids.server";
import { API_DEFAULT_LIMIT, API_MAX_LIMIT } from "~/utils/list-params";
import { isPublic, PUBLISHED_SINCE_ALWAYS, publishStateOf } from "~/content/publish-state";
import { versionOf } from "~/content/edit-versions";
import { isPrivate } from "~/utils/project-visibility";
import { trackerUrlOf } from "~/services/tracker-links.server";

const NO_STORE = { "Cache-Control": "no-store" };
/** Public reads may be cached briefly by browsers; they change when the owner publishes. */
const SHORT_PUBLIC = { "Cache-Control": "public, max-age=0, must-revalidate" };

/**
 * A JSON answer with an explicit status and caching (docs/api/README.md: every answer states its
 * Cache-Control).
 */
export function apiJson(body: unknown, status = 200, headers: HeadersInit = NO_STORE) {
  return data(body, { status, headers });
}

export function apiRead(body: unknown, headers: HeadersInit = {}) {
  return apiJson(body, 200, { ...SHORT_PUBLIC, ...headers });
}

type ApiPaging = { page: number; perPage: number };

const WHOLE_NUMBER = /^[1-9][0-9]{0,8}$/;

/**
 * The optional `?page=` and `?limit=` of a list call (docs/api/README.md). Neither:
 * null, the whole list as before. Either: that page (page 1, limit 20 by
 * default). A value that is not a whole number in range answers 400.
 */
function readApiPaging(request: Request): ApiPaging | null {
  const search = new URL(request.url).searchParams;
  const page = search.get("page");
  const limit = search.get("limit");
  if (page === null && limit === null) return null;
  if (page !== null && !WHOLE_NUMBER.test(page)) {
    throw apiError("page must be a whole number, 1 or more", 400);
  }
  if (limit !== null && (!WHOLE_NUMBER.test(limit) || Number(limit) > API_MAX_LIMIT)) {
    throw apiError(`limit must be a whole number from 1 to ${API_MAX_LIMIT}`, 400);
  }
  return {
    page: page === null ? 1 : Number(page),
    perPage: limit === null ? API_DEFAULT_LIMIT : Number(limit),
  };
}

/** X-Total-Count for any list answer; with a page, a Link header to its neighbours. */
/**
 * A list call: the whole list as it always answered, or with `?page=`/`?limit=`
 * one page of it in the same shape, the total in `X-Total-Count` (docs/api/README.md).
 */
export function apiList<T>(
  request: Request,
  read: { all: () => T[]; page: (paging: ApiPaging) => Paged<T> },
  shape: (items: T[]) => unknown,
) {
  const paging = readApiPaging(request);
  if (!paging) {
    const all = read.all();
    return apiRead(shape(all), listHeaders(request, all.length));
  }
  const page = read.page(paging);
  return apiRead(shape(page.items), listHeaders(request, page.total, page));
}

function listHeaders(request: Request, total: number, paged?: Paged<unknown>): HeadersInit {
  const headers: Record<string, string> = {
    "X-Total-Count": String(total),
    "Access-Control-Expose-Headers": "X-Total-Count, Link",
  };
  if (!paged) return headers;
  const url = new URL(request.url);
  const linkTo = (page: number, rel: string) => {
    url.searchParams.set("page", String(page));
    url.searchParams.set("limit", String(paged.perPage));
    return `<${url.pathname}${url.search}>; rel="${rel}"`;
  };
  const links = [linkTo(1, "first"), linkTo(paged.pageCount, "last")];
  if (paged.page > 1) links.push(linkTo(Math.min(paged.page - 1, paged.pageCount), "prev"));
  if (paged.page < paged.pageCount) links.push(linkTo(paged.page + 1, "next"));
  headers.Link = links.join(", ");
  return headers;
}

/** docs/api/conventions.md#errors: every failure is JSON { message } with a fitting status. */
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

/**
 * A record's version as an entity tag, for `If-Match` on its next save
 * (docs/api/conventions.md#edit-conflicts).
 */
function versionTag(record: VersionFacts) {
  return `"${versionOf(record)}"`;
}

/**
 * Maps a submission to the API's answer (docs/api/conventions.md#conventions): 201/200 with the
 * record, or { message }. Both carry the record's version in `ETag` (a 409, the version that
 * refused it).
 */
export function submissionResponse<T extends VersionFacts>(
  result: SubmissionResult<T>,
  successStatus: 200 | 201,
  successMessage: string,
  key: "project" | "blog" | "gallery" | "update",
  serialize: (value: T) => unknown,
) {
  if (!result.ok) {
    return apiError(
      result.message,
      result.status,
      result.version ? { ETag: `"${result.version}"` } : {},
    );
  }
  return apiJson({ message: successMessage, [key]: serialize(result.value) }, successStatus, {
    ...NO_STORE,
    ETag: versionTag(result.value),
  });
}

type VersionFacts = { updatedAt: string | null; createdAt: string };
type PublishFacts = { publishedAt: string | null; createdAt: string };

/**
 * Who reads (docs/api/conventions.md#publish-state): anonymous clients see published
 * items only, in the shapes they always had; a client with a token also sees
 * drafts and scheduled items, each with its `status` and `publishAt`.
 */
export function apiReader(request: Request) {
  const owner = getApiAdmin(request) !== null;
  return {
    audience: (owner ? "owner" : "visitors") satisfies Audience as Audience,
    mayRead: (item: PublishFacts) => owner || isPublic(item),
    /** `ownerJson`: the shape a token reads, when it has fields of its own (a project's client). */
    shape<T extends PublishFacts & VersionFacts>(
      item: T,
      json: (item: T) => object,
      ownerJson: (item: T) => object = json,
    ): object {
      // The version a save can name in If-Match or `updatedAt`
      // (docs/api/conventions.md#edit-conflicts).
      return owner
        ? { ...ownerJson(item), ...publishStateJson(item), updatedAt: versionOf(item) }
        : json(item);
    },
    /** A token read of one record: its version as `ETag`, for If-Match on the next save. */
    versionHeaders(item: VersionFacts): HeadersInit {
      return owner ? { ETag: versionTag(item) } : {};
    },
  };
}

/** `publishAt` is null for a draft; a row published before publish states reads as its creation. */
function publishStateJson(item: PublishFacts) {
  return {
    status: publishStateOf(item.publishedAt),
    publishAt: item.publishedAt === PUBLISHED_SINCE_ALWAYS ? item.createdAt : item.publishedAt,
  };
}

// The JSON shapes of docs/api/content.md#records, with bare file names.

/**
 * Each photo's details in display order (docs/api/content.md#photo-details): an
 * added field beside the file-name lists, which keep their shapes.
 */
function photosJson(images: ImageRecord[]) {
  return images.map((image) => ({
    fileName: image.fileName,
    alt: image.alt,
    caption: image.caption,
    ...tamilJson(image.ta),
  }));
}

/**
 * The Tamil texts of a record or photo (docs/api/content.md#tamil-texts): an added `ta` object with
 * only the texts written, left out when there are none, so the English fields keep their shapes.
 */
function tamilJson(ta: Partial<Record<string, string>>) {
  return Object.keys(ta).length ? { ta: { ...ta } } : {};
}

export function projectJson(project: Project) {
  return {
    _id: project.id,
    slug: project.slug,
    title: project.title,
    description: project.description,
    category: project.category,
    location: project.location,
    coverImage: project.cover?.fileName ?? null,
    gallery: project.gallery.map((image) => image.fileName),
    photos: photosJson([...(project.cover ? [project.cover] : []), ...project.gallery]),
    searchDescription: project.searchDescription,
    shareImageAlt: project.shareImageAlt,
    ...tamilJson(project.ta),
    rera: { ...project.rera, qrImage: project.reraQr?.fileName ?? null },
    createdAt: project.createdAt,
  };
}

/**
 * A project as a token reads it (docs/api/content.md#private-projects): who may see it, its client
 * and, for a private one, the address of the client's page. Never in an anonymous answer.
 */
export function projectOwnerJson(project: Project) {
  return {
    ...projectJson(project),
    visibility: project.visibility,
    client: project.client,
    ...(isPrivate(project) ? { trackerUrl: trackerUrlOf(project) } : {}),
  };
}

export function blogJson(blog: Blog) {
  return {
    _id: blog.id,
    slug: blog.slug,
    title: blog.title,
    content: blog.content,
    author: blog.author,
    category: blog.category,
    tags: blog.tags,
    images: blog.images.map((image) => image.fileName),
    photos: photosJson(blog.images),
    searchDescription: blog.searchDescription,
    shareImageAlt: blog.shareImageAlt,
    ...tamilJson(blog.ta),
    createdAt: blog.createdAt,
  };
}

export function galleryJson(gallery: Gallery) {
  return {
    _id: gallery.id,
    slug: gallery.slug,
    title: gallery.title,
    description: gallery.description,
    category: gallery.category,
    images: gallery.images.map((image) => image.fileName),
    photos: photosJson(gallery.images),
    ...tamilJson(gallery.ta),
    createdAt: gallery.createdAt,
  };
}

/**
 * docs/api/content.md#progress-updates: an update with its photos; `ta` when it has Tamil texts.
 */
export function progressJson(update: ProgressUpdate) {
  return {
    _id: update.id,
    projectId: update.projectId,
    date: update.date,
    stage: update.stage,
    percent: update.percent,
    title: update.title,
    note: update.note,
    images: update.images.map((image) => image.fileName),
    photos: photosJson(update.images),
    ...tamilJson(update.ta),
    createdAt: update.createdAt,
    updatedAt: update.updatedAt ?? update.createdAt,
  };
}

/**
 * A progress update's save answer: as every kind's (submissionResponse), and a refused field's
 * name and messages in `errors` beside the message (docs/api/content.md#progress-updates).
 */
export function progressSubmissionResponse(
  result: SubmissionResult<ProgressUpdate>,
  successStatus: 200 | 201,
  successMessage: string,
) {
  if (!result.ok && result.status === 400) {
    const errors = Object.fromEntries(
      Object.entries(result.reply.error ?? {}).filter(
        ([field, messages]) => field !== "" && messages?.length,
      ),
    );
    const [field] = Object.keys(errors);
    return apiJson({ message: result.message, ...(field ? { field, errors } : {}) }, 400);
  }
  return submissionResponse(result, successStatus, successMessage, "update", progressJson);
}

/**
 * The stage and per cent of a project's latest published update (docs/api/content.md#projects):
 * added fields, present only for a project that has one.
 */
export function projectProgressJson(progress: ProjectProgress | undefined) {
  return progress ? { stage: progress.stage, percent: progress.percent } : {};
}

/** docs/product/enquiry-pipeline.md#api: an enquiry as a token reads it: the stored fields, the pipeline's and where it came from. */
export function enquiryJson(enquiry: Enquiry) {
  return {
    id: enquiry.id,
    name: enquiry.name,
    email: enquiry.email,
    phone: enquiry.phone,
    service: enquiry.service,
    package: enquiry.package,
    message: enquiry.message,
    page: enquiry.page,
    createdAt: enquiry.createdAt,
    status: enquiry.status,
    lostReason: enquiry.lostReason,
    followUpOn: enquiry.followUpOn,
    projectId: enquiry.projectId,
    source: enquiry.source
      ? {
          landingPage: enquiry.source.landingPage,
          referrer: enquiry.source.referrer,
          utmSource: enquiry.source.utmSource,
          utmMedium: enquiry.source.utmMedium,
          utmCampaign: enquiry.source.utmCampaign,
        }
      : null,
  };
}
