import { SiteIcon } from "~/components/ui/site-icon";
import { thumbnailUrl } from "~/media/image-urls";
import type { ServiceItem } from "~/schemas/site-content";

/** The panel colours of services without a photo, in turn (a design constant, not content). */
const SERVICE_TONES = [
  ["#9a3412", "#ea580c"],
  ["#1e293b", "#475569"],
  ["#854d0e", "#ca8a04"],
  ["#0f172a", "#334155"],
  ["#b45309", "#f59e0b"],
  ["#7c2d12", "#c2410c"],
  ["#334155", "#64748b"],
  ["#9a3412", "#f97316"],
] as const;

export function serviceTone(index: number) {
  return SERVICE_TONES[index % SERVICE_TONES.length];
}

/**
 * A service's picture: the owner's photo when there is one, else a panel drawn in CSS and SVG
 * (a gradient with a blueprint grid and the service's icon), so no download is needed.
 */
export function ServicePicture({
  service,
  index,
  className = "aspect-[16/9]",
}: {
  service: Pick<ServiceItem, "title" | "icon" | "photo">;
  index: number;
  className?: string;
}) {
  if (service.photo) {
    return (
      <img
        src={thumbnailUrl(service.photo)}
        alt={service.title}
        loading="lazy"
        className={`w-full object-cover ${className}`}
      />
    );
  }
  const [from, to] = serviceTone(index);
  return (
    <div
      role="img"
      aria-label={`Illustration for ${service.title}`}
      className={`relative isolate flex items-center justify-center overflow-hidden ${className}`}
      style={{ backgroundImage: `linear-gradient(135deg, ${from}, ${to})` }}
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
        <SiteIcon name={service.icon} className="size-11" />
      </span>
    </div>
  );
}
