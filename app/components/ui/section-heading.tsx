/**
 * Eyebrow + h2 + optional intro, centred by default.
 *
 *   <SectionHeading eyebrow="Our Services" title="What We Build" intro="…" />
 *   <SectionHeading … align="left" dark />   (dark: for slate-900 sections)
 */
import type { ReactNode } from "react";

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = "center",
  dark = false,
  id,
}: {
  eyebrow?: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: "center" | "left";
  dark?: boolean;
  id?: string;
}) {
  const centred = align === "center";
  return (
    <div className={centred ? "mx-auto max-w-2xl text-center" : "max-w-2xl"}>
      {eyebrow ? (
        <p
          className={`text-sm font-semibold tracking-wider uppercase ${dark ? "text-orange-400" : "text-orange-700"}`}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={`mt-2 text-2xl font-bold tracking-tight sm:text-3xl ${dark ? "text-white" : "text-slate-900"}`}
      >
        {title}
      </h2>
      {intro ? (
        <p className={`mt-4 text-lg ${dark ? "text-slate-300" : "text-slate-600"}`}>{intro}</p>
      ) : null}
    </div>
  );
}
