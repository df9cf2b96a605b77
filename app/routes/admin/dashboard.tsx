import { Link } from "react-router";
import { OffSiteCopy } from "~/components/admin/off-site-copy";
import { adminErrorBoundary, AdminTitle } from "~/components/admin/page";
import { Icon, type IconName } from "~/components/ui/icon";
import { countBlogs, listBlogs } from "~/models/blog.server";
import { countNewEnquiries } from "~/models/enquiry.server";
import { countGalleryImages, listGalleries } from "~/models/gallery.server";
import { countProjects, listProjects } from "~/models/project.server";
import { replicaStatus } from "~/replica/replica.server";
import { describePublishState, isPublic } from "~/utils/publish-state";
import { relativeTime } from "~/utils/relative-time";
import type { Route } from "./+types/dashboard";

type Activity = {
  kind: "project" | "blog" | "gallery";
  title: string;
  href: string;
  createdAt: string;
  /** "Draft" or "Scheduled for …" when visitors cannot see it yet. */
  notPublic: string | null;
};

export function loader() {
  const [project] = listProjects({ limit: 1, audience: "owner" });
  const [blog] = listBlogs({ limit: 1, audience: "owner" });
  const [gallery] = listGalleries({ limit: 1, audience: "owner" });
  const activities: Activity[] = [];
  if (project) {
    activities.push({
      kind: "project",
      title: project.title,
      href: `/edit-project/${project.id}`,
      createdAt: project.createdAt,
      notPublic: isPublic(project) ? null : describePublishState(project.publishedAt).label,
    });
  }
  if (blog) {
    activities.push({
      kind: "blog",
      title: blog.title,
      href: `/edit-blog/${blog.id}`,
      createdAt: blog.createdAt,
      notPublic: isPublic(blog) ? null : describePublishState(blog.publishedAt).label,
    });
  }
  if (gallery) {
    activities.push({
      kind: "gallery",
      title: gallery.title || "Gallery Image",
      href: `/edit-gallery/${gallery.id}`,
      createdAt: gallery.createdAt,
      notPublic: isPublic(gallery) ? null : describePublishState(gallery.publishedAt).label,
    });
  }
  activities.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return {
    counts: { projects: countProjects(), images: countGalleryImages(), blogs: countBlogs() },
    newEnquiries: countNewEnquiries(),
    activities,
    replica: replicaStatus(),
    // The page's notion of "now", so the server and the browser write the same times.
    now: new Date().toISOString(),
  };
}

const ACTIVITY_TEXT: Record<Activity["kind"], { label: string; icon: IconName }> = {
  project: { label: "New project added", icon: "building" },
  blog: { label: "New blog post", icon: "document" },
  gallery: { label: "New gallery added", icon: "image" },
};

function StatCard({
  label,
  count,
  icon,
  addHref,
  addLabel,
  manageHref,
  manageLabel,
}: {
  label: string;
  count: number;
  icon: IconName;
  addHref: string;
  addLabel: string;
  manageHref: string;
  manageLabel: string;
}) {
  return (
    <section
      aria-label={label}
      className="flex flex-col rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 className="text-sm font-semibold text-slate-600">{label}</h2>
          <p className="mt-1 text-4xl font-bold tracking-tight text-slate-900">{count}</p>
        </div>
        <span className="rounded-xl bg-orange-50 p-3 text-orange-700">
          <Icon name={icon} className="size-6" />
        </span>
      </div>
      <div className="mt-5 flex gap-3">
        <Link
          to={addHref}
          aria-label={addLabel}
          className="inline-flex flex-1 items-center justify-center gap-1.5 rounded-lg bg-orange-700 px-3 py-2.5 text-sm font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
        >
          <Icon name="plus" className="size-4" />
          Add New
        </Link>
        <Link
          to={manageHref}
          aria-label={manageLabel}
          className="inline-flex flex-1 items-center justify-center rounded-lg bg-white px-3 py-2.5 text-sm font-semibold text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
        >
          Manage
        </Link>
      </div>
    </section>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { counts, activities, now, newEnquiries, replica } = loaderData;
  return (
    <div className="space-y-8">
      <AdminTitle>Dashboard</AdminTitle>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Dashboard
          </h1>
          <p className="mt-1 text-slate-600">Welcome back. Here is what is on your website.</p>
        </div>
        <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-emerald-50 px-3 py-1 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
          <Icon name="shield" className="size-4" />
          Admin Access
        </span>
      </div>

      <Link
        to={newEnquiries > 0 ? "/enquiries?status=new" : "/enquiries"}
        aria-label={`New enquiries: ${newEnquiries}`}
        className="flex items-center gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 hover:ring-orange-300 sm:p-6"
      >
        <span className="rounded-xl bg-orange-50 p-3 text-orange-700">
          <Icon name="mail" className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block text-sm font-semibold text-slate-600">New enquiries</span>
          <span className="block text-slate-700">
            {newEnquiries === 0
              ? "Nothing new from the contact form."
              : "Contact form messages waiting for a reply."}
          </span>
        </span>
        <span className="text-4xl font-bold tracking-tight text-slate-900">{newEnquiries}</span>
      </Link>

      {replica ? <OffSiteCopy status={replica} now={now} /> : null}

      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard
          label="Total Projects"
          count={counts.projects}
          icon="building"
          addHref="/addprojects"
          addLabel="Add New Project"
          manageHref="/manage-projects"
          manageLabel="Manage Projects"
        />
        <StatCard
          label="Total Images"
          count={counts.images}
          icon="image"
          addHref="/addgallery"
          addLabel="Add New Gallery"
          manageHref="/manage-gallery"
          manageLabel="Manage Gallery"
        />
        <StatCard
          label="Blog Posts"
          count={counts.blogs}
          icon="document"
          addHref="/addblogs"
          addLabel="Add New Blog Post"
          manageHref="/manage-blogs"
          manageLabel="Manage Blogs"
        />
      </div>

      <section
        aria-labelledby="recent-activity"
        className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      >
        <h2
          id="recent-activity"
          className="border-b border-slate-200 px-5 py-4 text-lg font-bold text-slate-900 sm:px-6"
        >
          Recent Activity
        </h2>
        {activities.length === 0 ? (
          <p className="px-5 py-8 text-center text-slate-600 sm:px-6">No recent activities found</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {activities.map((activity) => {
              const { label, icon } = ACTIVITY_TEXT[activity.kind];
              return (
                <li key={activity.kind}>
                  <Link
                    to={activity.href}
                    className="flex items-center gap-4 px-5 py-4 hover:bg-slate-50 sm:px-6"
                  >
                    <span className="shrink-0 rounded-full bg-slate-100 p-2.5 text-slate-700">
                      <Icon name={icon} className="size-5" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm text-slate-600">
                        {label}
                        {activity.notPublic ? ` · ${activity.notPublic}` : null}
                      </span>
                      <span className="block truncate font-semibold text-slate-900">
                        {activity.title}
                      </span>
                    </span>
                    <span className="flex shrink-0 items-center gap-1 text-sm text-slate-500">
                      <Icon name="clock" className="size-4" />
                      <time dateTime={activity.createdAt}>
                        {relativeTime(activity.createdAt, new Date(now))}
                      </time>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load dashboard data. Please try again.",
  back: { to: "/dashboard", label: "Back to Dashboard" },
});
