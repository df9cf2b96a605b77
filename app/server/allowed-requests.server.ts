/**
 * Methods and body types the pages take, checked before React Router
 * (docs/security/requests.md#methods-and-body-types):
 *
 * - A page answers GET and HEAD, and POST when its route has an action
 *   (every action of a page reads a form). Any other method (TRACE,
 *   PROPFIND, OPTIONS, DELETE, a POST to a page without an action) answers
 *   405 with `Allow` naming the page's methods: React Router would answer
 *   some of these 405 without `Allow` and with an error in the log, others
 *   500 (the fetch API refuses to build a TRACE request, a DELETE reaches a
 *   form action that cannot read it).
 * - A POST to a page whose body is not a form (`application/x-www-form-urlencoded`
 *   or `multipart/form-data`) answers 415 before the action tries to read it.
 *
 * /api paths answer their methods themselves (docs/api/README.md: 405 with `Allow`);
 * request-handler.server.ts brings them the methods the fetch API cannot carry.
 */
import type { NextFunction, Request, Response } from "express";
import type { ServerBuild } from "react-router";
import { matchedRouteIds } from "./route-tree.server";
import { ADMIN_PATHS } from "./security.server";

/** The methods a page takes: GET and HEAD, and POST when its route has an action. */
function pageMethods(build: ServerBuild, path: string): string[] {
  const leaf = matchedRouteIds(build, path).at(-1);
  const takesPost = leaf !== undefined && Boolean(build.routes[leaf]?.module.action);
  return takesPost ? ["GET", "HEAD", "POST"] : ["GET", "HEAD"];
}

const FORM_TYPES = /^\s*(?:application\/x-www-form-urlencoded|multipart\/form-data)\s*(?:;|$)/i;

function hasBody(req: Request) {
  const length = req.headers["content-length"];
  return req.headers["transfer-encoding"] !== undefined || (length !== undefined && length !== "0");
}

function wantsJson(req: Request) {
  return (req.get("Accept") ?? "").includes("application/json");
}

const METHOD_NOT_ALLOWED_MESSAGE = "Method not allowed";
const NOT_A_FORM_MESSAGE =
  "This address takes a form: send it as application/x-www-form-urlencoded or multipart/form-data.";

function refuse(req: Request, res: Response, status: 405 | 415, message: string) {
  res.status(status).set("Cache-Control", "no-store");
  // The same shapes as the other refusals of a page's form (413 in request-body.server.ts).
  if (wantsJson(req)) res.json({ message, errors: {}, values: {} });
  else res.type("text/plain").send(message);
}

/** Mounted before React Router: refuses what no page takes, 405 or 415, without an error in the log. */
export function refuseUnsupportedPageRequests(build: () => Promise<ServerBuild>) {
  return async function refuseUnsupported(req: Request, res: Response, next: NextFunction) {
    if (req.method === "GET" || req.method === "HEAD" || req.path.startsWith("/api/")) {
      return next();
    }
    try {
      const allowed = pageMethods(await build(), req.path);
      // A POST to an admin page goes on to the admin guard, which sends a visitor without a
      // session to sign-in whatever the page takes (docs/decisions/011-admin-guard-middleware.md).
      const guarded = req.method === "POST" && ADMIN_PATHS.test(req.path);
      if (!allowed.includes(req.method) && !guarded) {
        res.set("Allow", allowed.join(", "));
        return refuse(req, res, 405, METHOD_NOT_ALLOWED_MESSAGE);
      }
      const type = req.headers["content-type"];
      if ((type !== undefined || hasBody(req)) && !FORM_TYPES.test(type ?? "")) {
        return refuse(req, res, 415, NOT_A_FORM_MESSAGE);
      }
      next();
    } catch (error) {
      next(error);
    }
  };
}
