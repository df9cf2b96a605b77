/**
 * Forms marked `busy-submit` (the sign-in form) say that they are under way:
 * once posted, the submit button is disabled and shows its `data-busy-label`
 * until the next page arrives (or the page comes back from the back/forward cache).
 */
import { enhanced } from "./dom";

export function enhanceBusySubmit() {
  for (const form of enhanced<HTMLFormElement>("busy-submit")) {
    const button = form.querySelector<HTMLButtonElement>("button[data-busy-label]");
    if (!button) continue;
    const idleLabel = button.textContent;
    form.addEventListener("submit", (event) => {
      if (event.defaultPrevented) return;
      // After this task: the browser reads the form (and its submitter) first.
      window.setTimeout(() => {
        button.disabled = true;
        button.textContent = button.dataset.busyLabel ?? idleLabel;
      });
    });
    window.addEventListener("pageshow", (event) => {
      if (!event.persisted) return;
      button.disabled = false;
      button.textContent = idleLabel;
    });
  }
}
