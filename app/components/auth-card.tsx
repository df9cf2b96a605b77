import type { ReactNode } from "react";
import { useRootData } from "~/components/use-root-data";

/**
 * The centred white card of the sign-in steps and the first-password screen: the page title,
 * the "Administrator" eyebrow and heading, the step's own content, and what goes below the card.
 */
export function AuthCard({
  pageTitle,
  heading,
  children,
  below,
}: {
  /** The document title, before "| company name". */
  pageTitle: string;
  heading: string;
  children: ReactNode;
  below?: ReactNode;
}) {
  const { site } = useRootData();
  return (
    // A plain block: the public layout around these pages already provides the one main region.
    <div className="flex min-h-screen items-center justify-center bg-slate-100 px-4 pt-28 pb-16">
      <title>{`${pageTitle} | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <div className="w-full max-w-md">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
          <p className="text-sm font-semibold tracking-wider text-orange-700 uppercase">
            Administrator
          </p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            {heading}
          </h1>
          {children}
        </div>
        {below}
      </div>
    </div>
  );
}

/** The refusal above a sign-in form, which the refused fields point at with aria-describedby. */
export function AuthError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div
      id={id}
      role="alert"
      className="mt-6 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800 ring-1 ring-red-200"
    >
      {children}
    </div>
  );
}

/** The full-width orange submit button of the sign-in steps (the busy label needs no React). */
export const authSubmitClass =
  "inline-flex w-full items-center justify-center rounded-lg bg-orange-700 px-5 py-3 font-semibold text-white hover:bg-orange-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 disabled:cursor-wait disabled:opacity-75";

/** A text field of the sign-in steps. */
export const authInputClass =
  "mt-1.5 block w-full rounded-lg border-0 px-3.5 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset placeholder:text-slate-400 focus:ring-2 focus:ring-orange-700 focus:outline-none";
