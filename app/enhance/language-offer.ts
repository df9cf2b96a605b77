/**
 * The language choice (docs/product/public-site.md#languages): using the switch remembers the
 * language in a cookie, and an English page offers its Tamil version (the page's <template
 * data-language-offer>) to a visitor whose cookie or browser languages say Tamil, unless they
 * closed the offer. The offer is added here rather than by the server, so every visitor gets the
 * same cached page; the address alone decides the language shown.
 */
import { enhanced } from "./dom";

const LANGUAGE_COOKIE = "lang";
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

function rememberLanguage(language: string) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

function rememberedLanguage(): string | null {
  const found = document.cookie.match(new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=(\\w+)`));
  return found ? found[1] : null;
}

function readsTamil(): boolean {
  const remembered = rememberedLanguage();
  if (remembered) return remembered === "ta";
  return (navigator.languages ?? [navigator.language]).some((tag) => /^ta\b/i.test(tag));
}

export function enhanceLanguageChoice() {
  for (const link of enhanced<HTMLAnchorElement>("language-switch")) {
    link.addEventListener("click", () => rememberLanguage(link.dataset.language ?? "en"));
  }
  const template = document.querySelector<HTMLTemplateElement>("template[data-language-offer]");
  if (!template || !readsTamil()) return;
  const offer = template.content.firstElementChild?.cloneNode(true) as HTMLElement | undefined;
  if (!offer) return;
  offer
    .querySelector("[data-enhance~='language-switch']")
    ?.addEventListener("click", () => rememberLanguage("ta"));
  offer.querySelector("[data-language-offer-dismiss]")?.addEventListener("click", () => {
    // Closing the offer is a choice of this page's language.
    rememberLanguage("en");
    offer.remove();
  });
  template.after(offer);
}
