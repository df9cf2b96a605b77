import { listProjects, pageOfProjects } from "~/models/project.server";
import { latestProgressOf } from "~/models/progress.server";
import {
  apiList,
  apiReader,
  projectJson,
  projectOwnerJson,
  methodNotAllowed,
  projectProgressJson,
} from "~/http/api.server";
import type { Route } from "./+types/projects";

/** The whole list as always, or with `?page=`/`?limit=` one page of it (docs/api/README.md). */
export function loader({ request }: Route.LoaderArgs) {
  const { audience, shape } = apiReader(request);
  return apiList(
    request,
    {
      all: () => listProjects({ audience }),
      page: (paging) => pageOfProjects({ ...paging, audience }),
    },
    (items) => {
      const progress = latestProgressOf(items.map((item) => item.id));
      return {
        projects: items.map((item) => ({
          ...shape(item, projectJson, projectOwnerJson),
          ...projectProgressJson(progress.get(item.id)),
        })),
      };
    },
  );
}

export function action() {
  return methodNotAllowed(["GET"]);
}
