import { redirect } from "react-router";
import { endCookieSession, getAdmin } from "~/http/auth.server";
import type { Route } from "./+types/logout";

/** Signing out changes state, so it is only ever a POST; a GET just goes somewhere useful. */
export async function loader({ request }: Route.LoaderArgs) {
  return redirect((await getAdmin(request)) ? "/dashboard" : "/login");
}

export async function action({ request }: Route.ActionArgs) {
  return redirect("/login", {
    headers: { "Set-Cookie": await endCookieSession(request) },
  });
}
