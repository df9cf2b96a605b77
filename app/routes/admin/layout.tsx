import { Outlet, useLocation, useRouteLoaderData } from "react-router";
import { AdminChrome } from "~/routes/admin/+layout/admin-chrome";
import { AdminRouteError } from "~/components/admin/page";
import { adminContext, adminGuard } from "~/http/auth.server";
import { flashMiddleware, readFlash } from "~/http/flash.server";
import { adminName } from "~/models/admin.server";
import { countNewEnquiries } from "~/models/enquiry.server";
import type { Route } from "./+types/layout";

/** Every loader and action under this layout runs behind the admin guard (nothing to repeat per route). */
export const middleware: Route.MiddlewareFunction[] = [adminGuard, flashMiddleware];

/**
 * Server middleware runs when the browser asks the server for something. This loader is asked
 * on every admin navigation, so the guard also runs for pages that load no data (the add forms)
 * and a session that ended meanwhile is sent to /login at the next click. It also gives the
 * navigation the signed-in e-mail and name and the number of new enquiries.
 */
export function loader({ context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  return {
    email: admin.email,
    name: adminName(admin.id),
    newEnquiries: countNewEnquiries(),
    flash: readFlash(context),
    year: new Date().getFullYear(),
  };
}

export function shouldRevalidate() {
  return true;
}

export default function AdminLayout() {
  const { pathname } = useLocation();
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  return (
    <AdminChrome data={data} pathname={pathname}>
      <Outlet />
    </AdminChrome>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main className="min-h-screen bg-slate-100 px-4 py-16">
      <AdminRouteError
        error={error}
        failureMessage="The admin area could not be loaded. Please try again."
        back={{ to: "/dashboard", label: "Back to Dashboard" }}
      />
    </main>
  );
}
