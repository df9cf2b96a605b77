import { useMessages } from "~/i18n/use-messages";
import type { Testimonial } from "~/schemas/site-content";
import { TestimonialCard, type ProjectLink } from "./testimonial-card";

/**
 * Testimonials as a horizontal scroll-snap strip: without JavaScript every
 * testimonial is readable by scrolling; app/enhance/carousel.ts shows the
 * dots (hidden until then), advances the strip every 5 s (paused while
 * hovered or focused) and keeps the dots in step with a swipe.
 */
export function TestimonialsCarousel({
  items,
}: {
  items: (Testimonial & { project?: ProjectLink | null })[];
}) {
  const t = useMessages().testimonials;
  return (
    <div data-enhance="carousel">
      <ul
        data-carousel-track=""
        aria-label={t.carousel}
        // Focusable so keyboard users can scroll the strip with the arrow keys.
        tabIndex={0}
        className="relative flex snap-x snap-mandatory [scrollbar-width:thin] gap-6 overflow-x-auto scroll-smooth rounded-2xl pb-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-orange-700"
      >
        {items.map((item, index) => (
          <li
            key={item.name}
            aria-roledescription="slide"
            aria-label={t.slide(index + 1, items.length)}
            className="w-[88%] shrink-0 snap-start sm:w-full"
          >
            <div className="mx-auto max-w-3xl">
              <TestimonialCard testimonial={item} />
            </div>
          </li>
        ))}
      </ul>
      {items.length > 1 ? (
        <div hidden className="mt-6 flex justify-center gap-1" role="group" aria-label={t.choose}>
          {items.map((item, index) => (
            <button
              key={item.name}
              type="button"
              data-carousel-dot={index}
              aria-label={t.show(index + 1, item.name)}
              aria-current={index === 0 ? "true" : undefined}
              className="group flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-orange-700"
            >
              <span className="block h-2.5 w-2.5 rounded-full bg-slate-300 transition-all group-hover:bg-slate-400 group-aria-[current=true]:w-8 group-aria-[current=true]:bg-orange-700" />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
