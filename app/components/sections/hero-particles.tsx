/**
 * The canvas behind the home hero; app/enhance/particles.ts draws the
 * drifting particles on it once the page is idle. Without JavaScript it stays
 * empty and the hero keeps its gradient.
 */
export function HeroParticles() {
  return (
    <canvas
      aria-hidden="true"
      data-enhance="particles"
      className="pointer-events-none absolute inset-0 -z-10 size-full"
    />
  );
}
