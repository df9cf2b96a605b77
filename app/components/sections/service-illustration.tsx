import { Icon } from "~/components/ui/icon";
import type { Service } from "~/copy/services";

/**
 * A service's picture, drawn in CSS and SVG: a gradient panel with a
 * blueprint grid and the service's icon. No photo download needed.
 */
export function ServiceIllustration({
  image,
  className = "aspect-[16/9]",
}: {
  image: Service["image"];
  className?: string;
}) {
  return (
    <div
      role="img"
      aria-label={image.alt}
      className={`relative isolate flex items-center justify-center overflow-hidden ${className}`}
      style={{ backgroundImage: `linear-gradient(135deg, ${image.from}, ${image.to})` }}
    >
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(255,255,255,0.09)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.09)_1px,transparent_1px)] bg-[size:24px_24px]"
      />
      <div
        aria-hidden="true"
        className="absolute -right-10 -bottom-10 -z-10 size-40 rounded-full bg-white/10"
      />
      <div
        aria-hidden="true"
        className="absolute -top-8 -left-8 -z-10 size-24 rounded-full border-8 border-white/10"
      />
      <span className="flex size-20 items-center justify-center rounded-2xl bg-white/15 text-white ring-1 ring-white/30 backdrop-blur-sm">
        <Icon name={image.icon} className="size-11" />
      </span>
    </div>
  );
}
