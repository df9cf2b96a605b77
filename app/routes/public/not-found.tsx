import { data } from "react-router";
import { NotFoundContent } from "~/components/not-found-content";

/** Any unknown path: HTTP 404 with the not-found page inside the public layout. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundContent />;
}

export function ErrorBoundary() {
  return <NotFoundContent />;
}
