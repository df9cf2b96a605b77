import { redirect } from "react-router";

/**
 * Progress updates are listed in their project's editor (docs/decisions/067-progress-updates.md),
 * so their list's address leads to the projects.
 */
export function loader() {
  return redirect("/manage-projects");
}
