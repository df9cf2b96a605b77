/**
 * A spinning ring with a visually hidden label (role="status").
 *
 *   <Spinner label="Loading projects" className="size-8" />
 */
export function Spinner({
  label = "Loading",
  className = "size-8",
}: {
  label?: string;
  className?: string;
}) {
  return (
    <span role="status" className="inline-flex items-center justify-center">
      <span
        aria-hidden="true"
        className={`animate-spin rounded-full border-4 border-orange-200 border-t-orange-700 ${className}`}
      />
      <span className="sr-only">{label}</span>
    </span>
  );
}
