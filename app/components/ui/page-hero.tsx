/**
 * The dark band every inner public page starts with; the fixed header
 * overlays its top padding. One h1 plus a one-line intro.
 *
 *   <PageHero title="Our Services" intro="…" eyebrow="What we do" />
 */
import type { ReactNode } from "react";
import { plainText, type ContentText } from "~/i18n/content";
import { Text } from "./text";

export function PageHero({
  title,
  intro,
  eyebrow,
  children,
}: {
  /** The owner's title of a detail page says when it is English on a Tamil page. */
  title: ContentText | string;
  intro?: ReactNode;
  /** An owner's category, say, is marked like the title when English on a Tamil page. */
  eyebrow?: ContentText | string;
  children?: ReactNode;
}) {
  return (
    <section className="relative isolate overflow-hidden bg-slate-900 pt-32 pb-16 text-white sm:pt-36 sm:pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,rgba(234,88,12,0.35),transparent_60%)]"
      />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(255,255,255,0.04)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.04)_1px,transparent_1px)] bg-[size:48px_48px]"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        {eyebrow && plainText(eyebrow) ? (
          <Text
            as="p"
            value={eyebrow}
            className="text-sm font-semibold tracking-wider text-orange-400 uppercase"
          />
        ) : null}
        <Text
          as="h1"
          value={title}
          className="mt-2 max-w-3xl text-3xl font-bold tracking-tight break-words text-white sm:text-4xl lg:text-5xl"
        />
        {intro ? <p className="mt-4 max-w-2xl text-lg text-slate-300">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
