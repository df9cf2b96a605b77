/** Lists' sort menus (app/components/list-search.tsx) apply a new choice at once. */
import { enhanced } from "./dom";

export function enhanceAutoSubmit() {
  for (const field of enhanced<HTMLSelectElement>("auto-submit")) {
    field.addEventListener("change", () => field.form?.requestSubmit());
  }
}
