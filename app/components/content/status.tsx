import { AlertIcon } from "./icons";

export const primaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-orange-700 px-5 py-3 font-semibold text-white transition hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700";
export const secondaryButton =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-slate-900 ring-1 ring-slate-300 transition hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700";

/** A centred message box for load failures, unknown ids and empty lists. */
export function StatusPanel({
  title,
  message,
  tone = "neutral",
  headingLevel = 2,
  icon,
  children,
}: {
  title: string;
  message: string;
  tone?: "neutral" | "error";
  headingLevel?: 1 | 2;
  icon?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <div
      role={tone === "error" ? "alert" : undefined}
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200"
    >
      <div
        className={`flex size-14 items-center justify-center rounded-full ${
          tone === "error" ? "bg-red-50 text-red-700" : "bg-orange-50 text-orange-700"
        }`}
      >
        {icon ?? <AlertIcon className="size-7" />}
      </div>
      <Heading className="mt-5 text-2xl font-bold tracking-tight text-slate-900">{title}</Heading>
      <p className="mt-2 text-slate-600">{message}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}

export function Spinner({
  label = "Loading",
  className = "size-8",
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className="inline-flex items-center">
      <svg
        className={`${className} animate-spin text-orange-600`}
        viewBox="0 0 24 24"
        aria-hidden="true"
      >
        <circle
          cx="12"
          cy="12"
          r="10"
          stroke="currentColor"
          strokeWidth="3"
          fill="none"
          opacity="0.25"
        />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          stroke="currentColor"
          strokeWidth="3"
          fill="none"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </span>
  );
}
