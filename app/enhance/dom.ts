/** Small helpers shared by the public pages' behaviours. */

/** Every element carrying `data-enhance="<name>"`. */
export function enhanced<T extends HTMLElement = HTMLElement>(name: string): T[] {
  return [...document.querySelectorAll<T>(`[data-enhance~="${name}"]`)];
}

export function prefersReducedMotion() {
  return window.matchMedia("(prefers-reduced-motion: reduce)").matches;
}

/** A plain left click without modifier keys: the ones a script may take over. */
export function isPlainClick(event: MouseEvent) {
  return !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0);
}

/** Calls `update` now and on every scroll, at most once per frame. */
export function onScroll(update: () => void) {
  let queued = false;
  update();
  window.addEventListener(
    "scroll",
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(() => {
        queued = false;
        update();
      });
    },
    { passive: true },
  );
}
