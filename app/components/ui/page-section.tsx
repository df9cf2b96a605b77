/**
 * A band of a public page: full width with its background, the page's column, and a
 * SectionHeading whose title names the section for screen readers.
 *
 *   <PageSection id="team" background="bg-slate-900" dark eyebrow="Leadership" title="…">
 *     …
 *   </PageSection>
 */
import type { ReactNode } from "react";
import { SectionHeading } from "./section-heading";

export function PageSection({
  id,
  background,
  dark,
  eyebrow,
  title,
  intro,
  children,
}: {
  /** The heading's id is `<id>-heading`. */
  id: string;
  /** The band's background classes, e.g. "bg-slate-50". */
  background: string;
  /** Light text, for a dark background. */
  dark?: boolean;
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className={`${background} py-16 sm:py-20`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id={`${id}-heading`}
          dark={dark}
          eyebrow={eyebrow}
          title={title}
          intro={intro}
        />
        {children}
      </div>
    </section>
  );
}
