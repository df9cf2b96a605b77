import { useEffect, useRef, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Testimonial } from "~/copy/testimonials";
import { TestimonialCard } from "./testimonial-card";

export const TESTIMONIAL_ROTATION_MS = 5000;

/**
 * Testimonials as a horizontal scroll-snap strip: without JavaScript every
 * testimonial is readable by scrolling; with it the strip advances every
 * 5 s (paused while hovered or focused) and dots pick a testimonial.
 */
function showSlide(track: HTMLUListElement | null, index: number) {
  const slide = track?.children[index] as HTMLElement | undefined;
  if (!track || !slide) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  track.scrollTo({ left: slide.offsetLeft, behavior: reduce ? "auto" : "smooth" });
}

export function TestimonialsCarousel({ items }: { items: Testimonial[] }) {
  const trackRef = useRef<HTMLUListElement>(null);
  const [active, setActive] = useState(0);
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);

  const activeRef = useRef(0);
  useEffect(() => {
    activeRef.current = active;
  }, [active]);

  useEffect(() => {
    if (paused || items.length < 2) return;
    const timer = window.setInterval(() => {
      const next = (activeRef.current + 1) % items.length;
      showSlide(trackRef.current, next);
      setActive(next);
    }, TESTIMONIAL_ROTATION_MS);
    return () => window.clearInterval(timer);
  }, [paused, items.length]);

  function show(index: number) {
    showSlide(trackRef.current, index);
    setActive(index);
  }

  // Keep the dots in step when the visitor swipes the strip by hand.
  function onScroll() {
    const track = trackRef.current;
    if (!track || track.clientWidth === 0) return;
    const slide = track.children[1] as HTMLElement | undefined;
    const step = slide ? slide.offsetLeft : track.clientWidth;
    const index = Math.round(track.scrollLeft / step);
    if (index !== active && index >= 0 && index < items.length) setActive(index);
  }

  return (
    <div
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <ul
        ref={trackRef}
        onScroll={hydrated ? onScroll : undefined}
        aria-label="Client testimonials"
        // Focusable so keyboard users can scroll the strip with the arrow keys.
        tabIndex={0}
        className="relative flex snap-x snap-mandatory [scrollbar-width:thin] gap-6 overflow-x-auto scroll-smooth rounded-2xl pb-4 focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-orange-700"
      >
        {items.map((item, index) => (
          <li
            key={item.name}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${items.length}`}
            className="w-[88%] shrink-0 snap-start sm:w-full"
          >
            <div className="mx-auto max-w-3xl">
              <TestimonialCard testimonial={item} />
            </div>
          </li>
        ))}
      </ul>
      {hydrated ? (
        <div
          className="mt-6 flex justify-center gap-1"
          role="group"
          aria-label="Choose a testimonial"
        >
          {items.map((item, index) => (
            <button
              key={item.name}
              type="button"
              onClick={() => show(index)}
              aria-label={`Show testimonial ${index + 1}: ${item.name}`}
              aria-current={index === active ? "true" : undefined}
              className="group flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-orange-700"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${
                  index === active
                    ? "w-8 bg-orange-700"
                    : "w-2.5 bg-slate-300 group-hover:bg-slate-400"
                }`}
              />
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
