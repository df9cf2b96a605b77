import { useMessages } from "~/i18n/use-messages";

/**
 * A spinning ring with a visually hidden label (role="status").
 *
 *   <Spinner label="Loading projects" className="size-8" />
 */
export function Spinner({ label, className = "size-8" }: { label?: string; className?: string }) {
  const t = useMessages().listings;
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <span
        aria-hidden="true"
        className={`animate-spin rounded-full border-4 border-orange-200 border-t-orange-700 ${className}`}
      />
      <span className="sr-only">{label ?? t.loading}</span>
    </span>
  );
}
