import { Icon } from "~/components/ui/icon";
import { useEffect, useRef, useState } from "react";
import { uploadSrcSet, uploadUrl } from "~/utils/image-urls";
import { Spinner } from "~/components/ui/spinner";
import type { ImageRecord } from "~/models/images.server";

export type LightboxItem = ImageRecord & { title: string };

/** A horizontal swipe of at least this many pixels changes the image (docs/product.md#lightbox). */
export const SWIPE_THRESHOLD = 50;

/**
 * Full-screen image viewer over the gallery (docs/product.md#lightbox): wraps around at both
 * ends, shows a spinner until the image has loaded, answers ArrowLeft,
 * ArrowRight and Escape, changes image on a swipe, keeps focus inside while
 * open and gives it back on close. The body carries `lightbox-active` while
 * it is open so the layout can hide its scroll-to-top button.
 */
export function Lightbox({
  items,
  index,
  onIndexChange,
  onClose,
}: {
  items: LightboxItem[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  const count = items.length;
  const item = items[index];
  const [loadedIndex, setLoadedIndex] = useState<number | null>(null);
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const touchStartX = useRef<number | null>(null);

  const show = (next: number) => onIndexChange(((next % count) + count) % count);
  const showPrevious = () => show(index - 1);
  const showNext = () => show(index + 1);

  useEffect(() => {
    const body = document.body;
    const previousOverflow = body.style.overflow;
    const previousFocus = document.activeElement as HTMLElement | null;
    body.classList.add("lightbox-active");
    body.style.overflow = "hidden";
    closeRef.current?.focus();
    return () => {
      body.classList.remove("lightbox-active");
      body.style.overflow = previousOverflow;
      previousFocus?.focus?.();
    };
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        onClose();
      } else if (event.key === "ArrowRight") {
        event.preventDefault();
        onIndexChange((index + 1) % count);
      } else if (event.key === "ArrowLeft") {
        event.preventDefault();
        onIndexChange((index - 1 + count) % count);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [index, count, onClose, onIndexChange]);

  // Fetch the neighbours in the background so the next swipe shows at once.
  useEffect(() => {
    if (count < 2) return;
    for (const neighbour of new Set([(index + 1) % count, (index - 1 + count) % count])) {
      const next = items[neighbour];
      const preload = new Image();
      preload.sizes = "100vw";
      preload.srcset = uploadSrcSet(next) ?? "";
      preload.src = uploadUrl(next.fileName);
    }
  }, [index, count, items]);

  const trapFocus = (event: React.KeyboardEvent) => {
    if (event.key !== "Tab" || !dialogRef.current) return;
    const focusable = [
      ...dialogRef.current.querySelectorAll<HTMLElement>("button:not([disabled]), a[href]"),
    ].filter((element) => element.getClientRects().length > 0);
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  if (!item) return null;
  const loaded = loadedIndex === index;
  const src = uploadUrl(item.fileName);
  const srcSet = uploadSrcSet(item);
  const navButton =
    "flex size-12 items-center justify-center rounded-full bg-white/10 text-white backdrop-blur transition hover:bg-white/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-500";

  return (
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-label="Image viewer"
      onKeyDown={trapFocus}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined) return;
        const distance = end - start;
        if (distance <= -SWIPE_THRESHOLD) showNext();
        else if (distance >= SWIPE_THRESHOLD) showPrevious();
      }}
      className="fixed inset-0 z-[100] flex flex-col bg-slate-950/95 text-white"
    >
      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p className="text-sm font-medium text-slate-300" aria-live="polite">
          Image {index + 1} of {count}
        </p>
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label="Close image viewer"
          className={navButton}
        >
          <Icon name="close" className="size-6" />
        </button>
      </div>

      <div
        className="relative flex min-h-0 flex-1 items-center justify-center px-4 sm:px-20"
        onClick={(event) => {
          if (event.target === event.currentTarget) onClose();
        }}
      >
        {loaded ? null : (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner label="Loading image" className="size-10" />
          </div>
        )}
        <img
          key={item.fileName + index}
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? "100vw" : undefined}
          width={item.width}
          height={item.height}
          alt={item.alt}
          onLoad={() => setLoadedIndex(index)}
          onError={() => setLoadedIndex(index)}
          className={`max-h-full w-auto max-w-full rounded-lg object-contain shadow-2xl transition-opacity duration-300 ${
            loaded ? "opacity-100" : "opacity-0"
          }`}
          style={{ maxHeight: "calc(100dvh - 11rem)", height: "auto" }}
        />
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={showPrevious}
              aria-label="Previous image"
              className={`${navButton} absolute top-1/2 left-2 hidden -translate-y-1/2 sm:left-4 sm:flex`}
            >
              <Icon name="chevron-left" className="size-7" />
            </button>
            <button
              type="button"
              onClick={showNext}
              aria-label="Next image"
              className={`${navButton} absolute top-1/2 right-2 hidden -translate-y-1/2 sm:right-4 sm:flex`}
            >
              <Icon name="chevron-right" className="size-7" />
            </button>
          </>
        ) : null}
      </div>

      <div className="flex items-center justify-between gap-4 px-4 py-4 sm:justify-center sm:px-6">
        {count > 1 ? (
          <button
            type="button"
            onClick={showPrevious}
            aria-label="Previous image"
            className={`${navButton} sm:hidden`}
          >
            <Icon name="chevron-left" className="size-7" />
          </button>
        ) : null}
        <div className="min-w-0 text-center">
          <p className="truncate font-semibold">{item.title}</p>
          {item.caption ? (
            <p className="line-clamp-3 text-sm break-words text-slate-300">{item.caption}</p>
          ) : item.alt && item.alt !== item.title ? (
            <p className="truncate text-sm text-slate-400">{item.alt}</p>
          ) : null}
        </div>
        {count > 1 ? (
          <button
            type="button"
            onClick={showNext}
            aria-label="Next image"
            className={`${navButton} sm:hidden`}
          >
            <Icon name="chevron-right" className="size-7" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
