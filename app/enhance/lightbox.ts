/**
 * The gallery's full-screen image viewer (docs/product/public-site.md#lightbox) over a
 * LightboxGrid (app/components/listings/lightbox-grid.tsx), built from the
 * page's <template data-lightbox-template>: opens at the clicked tile, wraps
 * around at both ends, shows a spinner until the image has loaded, answers
 * ArrowLeft, ArrowRight and Escape, changes image on a swipe of
 * SWIPE_THRESHOLD px, keeps focus inside while open and gives it back on
 * close. The body carries `lightbox-active` while it is open, which hides
 * the floating buttons.
 */
import { fill } from "~/i18n/fill";
import { enhanced, isPlainClick } from "./dom";

const SWIPE_THRESHOLD = 50;

type Item = {
  link: HTMLAnchorElement;
  src: string;
  srcset?: string;
  width?: string;
  height?: string;
  alt: string;
  title: string;
  caption: string;
  /** "en" when a Tamil page shows the English text (the tile's `data-*-lang`). */
  altLang?: string;
  titleLang?: string;
  captionLang?: string;
};

export function enhanceLightboxes() {
  for (const root of enhanced("lightbox")) {
    const template = root.querySelector<HTMLTemplateElement>("template[data-lightbox-template]");
    const links = [...root.querySelectorAll<HTMLAnchorElement>("a[data-lightbox-item]")];
    if (!template || links.length === 0) continue;
    const items = links.map(readItem);
    links.forEach((link, index) =>
      link.addEventListener("click", (event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        open(template, items, index);
      }),
    );
  }
}

function readItem(link: HTMLAnchorElement): Item {
  const data = link.dataset;
  const title = data.title ?? "";
  const alt = data.alt ?? "";
  return {
    link,
    src: link.getAttribute("href") ?? "",
    srcset: data.srcset,
    width: data.width,
    height: data.height,
    alt,
    title,
    caption: data.caption ?? (alt !== title ? alt : ""),
    altLang: data.altLang,
    titleLang: data.titleLang,
    captionLang: data.caption === undefined ? data.altLang : data.captionLang,
  };
}

/** A text in the popup, marked with the language of its source when that differs from the page's. */
function showText(element: HTMLElement, text: string, lang: string | undefined) {
  element.textContent = text;
  if (lang) element.lang = lang;
  else element.removeAttribute("lang");
}

function open(template: HTMLTemplateElement, items: Item[], start: number) {
  const fragment = template.content.cloneNode(true) as DocumentFragment;
  const dialog = fragment.querySelector<HTMLElement>("[role=dialog]")!;
  const part = (name: string) => dialog.querySelector<HTMLElement>(`[data-lb=${name}]`)!;
  const all = (name: string) => [...dialog.querySelectorAll<HTMLElement>(`[data-lb=${name}]`)];
  const stage = part("stage");
  const spinner = part("spinner");
  const closeButton = part("close");
  const count = items.length;
  let index = start;
  let image: HTMLImageElement | null = null;

  const body = document.body;
  const previousOverflow = body.style.overflow;
  const previousFocus = document.activeElement as HTMLElement | null;

  function show(next: number) {
    index = ((next % count) + count) % count;
    const item = items[index];
    // The page's words for "Image 3 of 10" (its `data-counter`, in the page's language).
    part("counter").textContent = fill(template.dataset.counter ?? "{index} / {count}", {
      index: index + 1,
      count,
    });
    showText(part("title"), item.title, item.titleLang);
    showText(part("caption"), item.caption, item.captionLang);
    // A fresh element per image, so the last one never shows while the next loads.
    image?.remove();
    const shown = document.createElement("img");
    shown.className = stage.dataset.imageClass ?? "";
    image = shown;
    spinner.hidden = false;
    const loaded = () => {
      if (image !== shown) return;
      shown.dataset.loaded = "true";
      spinner.hidden = true;
    };
    shown.addEventListener("load", loaded);
    shown.addEventListener("error", loaded);
    if (item.width) shown.width = Number(item.width);
    if (item.height) shown.height = Number(item.height);
    shown.alt = item.alt;
    if (item.altLang) shown.lang = item.altLang;
    if (item.srcset) {
      shown.sizes = "100vw";
      shown.srcset = item.srcset;
    }
    shown.src = item.src;
    stage.insertBefore(shown, spinner.nextSibling);
    preloadNeighbours();
  }

  // Fetch the neighbours in the background so the next swipe shows at once.
  function preloadNeighbours() {
    if (count < 2) return;
    for (const neighbour of new Set([(index + 1) % count, (index - 1 + count) % count])) {
      const item = items[neighbour];
      const preload = new Image();
      preload.sizes = "100vw";
      if (item.srcset) preload.srcset = item.srcset;
      preload.src = item.src;
    }
  }

  function close() {
    document.removeEventListener("keydown", onKeyDown);
    dialog.remove();
    body.classList.remove("lightbox-active");
    body.style.overflow = previousOverflow;
    previousFocus?.focus?.();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      show(index + 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      show(index - 1);
    } else if (event.key === "Tab") {
      trapFocus(event);
    }
  }

  function trapFocus(event: KeyboardEvent) {
    const focusable = [
      ...dialog.querySelectorAll<HTMLElement>("button:not([disabled]), a[href]"),
    ].filter((element) => element.getClientRects().length > 0);
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const inside = dialog.contains(document.activeElement);
    if (event.shiftKey && (document.activeElement === first || !inside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
      event.preventDefault();
      first.focus();
    }
  }

  closeButton.addEventListener("click", close);
  for (const button of all("previous")) button.addEventListener("click", () => show(index - 1));
  for (const button of all("next")) button.addEventListener("click", () => show(index + 1));
  if (count < 2) for (const button of [...all("previous"), ...all("next")]) button.remove();
  stage.addEventListener("click", (event) => {
    if (event.target === stage) close();
  });

  let touchStartX: number | null = null;
  dialog.addEventListener("touchstart", (event) => {
    touchStartX = event.touches[0]?.clientX ?? null;
  });
  dialog.addEventListener("touchend", (event) => {
    const end = event.changedTouches[0]?.clientX;
    const startX = touchStartX;
    touchStartX = null;
    if (startX === null || end === undefined) return;
    const distance = end - startX;
    if (distance <= -SWIPE_THRESHOLD) show(index + 1);
    else if (distance >= SWIPE_THRESHOLD) show(index - 1);
  });

  document.addEventListener("keydown", onKeyDown);
  body.classList.add("lightbox-active");
  body.style.overflow = "hidden";
  body.append(dialog);
  show(start);
  closeButton.focus();
}
