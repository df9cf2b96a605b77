import { Link } from "~/components/ui/link";
import { Icon } from "~/components/ui/icon";

/** The way back to a list, shown under a detail page's title on the dark hero. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Link
      to={to}
      className="mt-8 inline-flex items-center gap-2 rounded-lg text-sm font-semibold text-slate-300 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
    >
      <Icon name="arrow-left" className="size-4" />
      {label}
    </Link>
  );
}
