/**
 * The home page's testimonial strip (app/components/sections/testimonials-carousel.tsx):
 * shows its dots, advances every TESTIMONIAL_ROTATION_MS (paused while
 * hovered or focused) and keeps the current dot in step with a swipe.
 */
import { enhanced, prefersReducedMotion } from "./dom";

const TESTIMONIAL_ROTATION_MS = 5000;

export function enhanceCarousels() {
  for (const root of enhanced("carousel")) rotate(root);
}

function rotate(root: HTMLElement) {
  const track = root.querySelector<HTMLElement>("[data-carousel-track]");
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-carousel-dot]")];
  if (!track || dots.length < 2) return;
  const count = dots.length;
  let active = 0;
  let timer = 0;

  const mark = (index: number) => {
    active = index;
    dots.forEach((dot, i) => {
      if (i === index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
  };
  const show = (index: number) => {
    const slide = track.children[index] as HTMLElement | undefined;
    if (!slide) return;
    track.scrollTo({
      left: slide.offsetLeft,
      behavior: prefersReducedMotion() ? "auto" : "smooth",
    });
    mark(index);
  };

  dots.forEach((dot, index) => dot.addEventListener("click", () => show(index)));
  (dots[0].parentElement as HTMLElement).hidden = false;

  // Keep the dots in step when the visitor swipes the strip by hand.
  track.addEventListener(
    "scroll",
    () => {
      if (track.clientWidth === 0) return;
      const second = track.children[1] as HTMLElement | undefined;
      const step = second ? second.offsetLeft : track.clientWidth;
      const index = Math.round(track.scrollLeft / step);
      if (index !== active && index >= 0 && index < count) mark(index);
    },
    { passive: true },
  );

  // Paused while the pointer or the focus enters it; the next turn comes a full period after leaving.
  const pause = () => window.clearInterval(timer);
  const play = () => {
    pause();
    timer = window.setInterval(() => {
      if (!document.hidden) show((active + 1) % count);
    }, TESTIMONIAL_ROTATION_MS);
  };
  root.addEventListener("mouseenter", pause);
  root.addEventListener("focusin", pause);
  root.addEventListener("mouseleave", play);
  root.addEventListener("focusout", play);
  play();
}
