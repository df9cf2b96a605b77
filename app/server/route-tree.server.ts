/**
 * The app's routes as React Router matches them, rebuilt from the build's flat manifest (once
 * per build): what a path is, before React Router runs (the methods a page takes,
 * allowed-requests.server.ts; the query parameters it reads, page-cache.server.ts).
 */
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { declaredParameters, type PageParameters } from "~/http/page-parameters";

type RouteNode = RouteObject & { id: string };

const trees = new WeakMap<ServerBuild, RouteNode[]>();

function routeTree(build: ServerBuild): RouteNode[] {
  let tree = trees.get(build);
  if (!tree) {
    const childrenOf = (parentId: string | undefined): RouteNode[] =>
      Object.values(build.routes)
        .filter((route) => route?.parentId === parentId)
        .map((route) =>
          route!.index
            ? { id: route!.id, path: route!.path, index: true }
            : { id: route!.id, path: route!.path, children: childrenOf(route!.id) },
        );
    tree = childrenOf(undefined);
    trees.set(build, tree);
  }
  return tree;
}

/** The page a request is for: single-fetch data requests add `.data` to the page's path. */
function pagePath(path: string) {
  if (path === "/_root.data") return "/";
  return path.replace(/\.data$/, "") || "/";
}

/** The ids of the routes that answer `path`, outermost first (none when nothing matches). */
export function matchedRouteIds(build: ServerBuild, path: string): string[] {
  return (matchRoutes(routeTree(build), pagePath(path)) ?? []).map((match) => match.route.id);
}

/** The query parameters the routes answering `path` declare in their `handle`, together. */
export function declaredPageParameters(build: ServerBuild, path: string): PageParameters {
  return matchedRouteIds(build, path).flatMap((id) =>
    declaredParameters(build.routes[id]?.module.handle),
  );
}
