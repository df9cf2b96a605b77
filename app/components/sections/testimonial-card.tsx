import { SiteIcon } from "~/components/ui/site-icon";
import { Link } from "~/components/ui/link";
import { MessageWith, Text } from "~/components/ui/text";
import { sectionText, type ContentText } from "~/i18n/content";
import { useMessages } from "~/i18n/use-messages";
import { thumbnailUrl } from "~/media/image-urls";
import type { Testimonial } from "~/schemas/site-content";

/** The project a testimonial is about, its title in the page's language. */
export type ProjectLink = { title: ContentText; to: string };

/** Each testimonial with the public page of the project it is about (when published). */
export function withProjectLinks(items: Testimonial[], links: Record<string, ProjectLink>) {
  return items.map((item) => ({
    ...item,
    project: item.projectId ? (links[item.projectId] ?? null) : null,
  }));
}

export function TestimonialCard({
  testimonial,
}: {
  /** With the public page of the project it is about, when there is one. */
  testimonial: Testimonial & { project?: ProjectLink | null };
}) {
  const t = useMessages().testimonials;
  const initials = testimonial.name
    .replace(/^(Dr\.|டாக்டர்)\s*/, "")
    .split(/\s+/)
    .map((part) => part[0])
    .slice(0, 2)
    .join("");
  return (
    <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8">
      <SiteIcon name="quote" className="size-9 text-orange-600" />
      <div className="mt-1 flex gap-0.5 text-amber-500" aria-label={t.rated} role="img">
        {[0, 1, 2, 3, 4].map((star) => (
          <svg key={star} viewBox="0 0 24 24" className="size-4 fill-current" aria-hidden="true">
            <path d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1 6.2L12 17.3 6.5 20.2l1-6.2L3 9.6l6.2-.9L12 3z" />
          </svg>
        ))}
      </div>
      <blockquote className="mt-4 flex-1 text-lg leading-8 text-slate-700">
        <p>
          “<Text value={sectionText(testimonial, "quote")} />”
        </p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {testimonial.photo ? (
          <img
            src={thumbnailUrl(testimonial.photo)}
            alt=""
            loading="lazy"
            className="size-11 rounded-full object-cover"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex size-11 items-center justify-center rounded-full bg-slate-900 text-sm font-bold text-white"
          >
            {initials}
          </span>
        )}
        <span>
          <Text
            className="block font-semibold text-slate-900"
            value={sectionText(testimonial, "name")}
          />
          <Text className="block text-sm text-slate-600" value={sectionText(testimonial, "role")} />
          {testimonial.project ? (
            <Link
              to={testimonial.project.to}
              className="mt-0.5 block text-sm font-semibold text-orange-700 hover:text-orange-800"
            >
              <MessageWith message={t.about} value={testimonial.project.title} />
            </Link>
          ) : null}
        </span>
      </figcaption>
    </figure>
  );
}
