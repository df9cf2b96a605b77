/**
 * While the next document is on its way, Playwright cannot query the page it
 * is leaving, so the page reports on itself: once set up (before the page
 * is opened), `seen` resolves with the first state of the element (found by
 * `selector` once the DOM is ready) that `wanted` accepts, watching its
 * attributes and text.
 *
 *   const busy = await watchElement(page, "main form button", (s) => s.disabled);
 *   …
 *   expect((await busy.seen).text).toBe("Logging in...");
 */
import type { Page } from "@playwright/test";

export type ElementState = {
  text: string;
  disabled: boolean;
  attributes: Record<string, string>;
};

let watchers = 0;

export async function watchElement(
  page: Page,
  selector: string,
  wanted: (state: ElementState) => boolean,
): Promise<{ seen: Promise<ElementState> }> {
  const binding = `__watchElement${++watchers}`;
  let found: (state: ElementState) => void = () => {};
  const seen = new Promise<ElementState>((resolve) => (found = resolve));
  await page.exposeFunction(binding, (state: ElementState) => {
    if (wanted(state)) found(state);
  });
  await page.addInitScript(
    ({ selector, binding }) => {
      addEventListener("DOMContentLoaded", () => {
        const element = document.querySelector<HTMLElement>(selector);
        if (!element) return;
        const report = (window as unknown as Record<string, (state: unknown) => void>)[binding];
        new MutationObserver(() =>
          report({
            text: element.textContent ?? "",
            disabled: (element as HTMLButtonElement).disabled === true,
            attributes: Object.fromEntries(
              [...element.attributes].map((attribute) => [attribute.name, attribute.value]),
            ),
          }),
        ).observe(element, {
          attributes: true,
          childList: true,
          characterData: true,
          subtree: true,
        });
      });
    },
    { selector, binding },
  );
  return { seen };
}
