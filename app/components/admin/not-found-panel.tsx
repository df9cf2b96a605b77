import { Link } from "react-router";
import { useRootData } from "~/root";
import { PRIMARY_BUTTON } from "./form-kit";

/** An edit page's error state: an unknown id (404) or a failure to load. */
export function NotFoundPanel({
  notFound,
  title,
  text,
  backTo,
  backLabel,
}: {
  notFound: boolean;
  title: string;
  text: string;
  backTo: string;
  backLabel: string;
}) {
  const { site } = useRootData();
  const heading = notFound ? title : "Something went wrong";
  return (
    <div className="mx-auto w-full max-w-xl rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
      <title>{`${heading} | ${site.name}`}</title>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{heading}</h1>
      <p className="mt-2 text-slate-600">{notFound ? text : "Please try again in a moment."}</p>
      <Link to={backTo} className={`${PRIMARY_BUTTON} mt-6`}>
        {backLabel}
      </Link>
    </div>
  );
}
