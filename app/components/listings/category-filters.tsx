import { Link } from "~/components/ui/link";
import { Text } from "~/components/ui/text";
import { categoryText } from "~/i18n/messages";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { sameCategory } from "~/utils/display";

type Option = { value: string; label: string };

/**
 * Category filter buttons as plain links (`?category=…`), so filtering works
 * without JavaScript. Other query values (such as the blog search) are kept.
 */
export function CategoryFilters({
  label,
  path,
  options,
  active,
  keep = {},
  hash = "",
}: {
  label: string;
  path: string;
  options: Option[];
  active: string | null;
  keep?: Record<string, string>;
  hash?: string;
}) {
  const hrefFor = (value: string | null) => {
    const params = new URLSearchParams();
    if (value) params.set("category", value);
    for (const [key, kept] of Object.entries(keep)) if (kept) params.set(key, kept);
    const query = params.toString();
    return `${path}${query ? `?${query}` : ""}${hash}`;
  };
  const t = useMessages();
  const language = useLanguage();
  const all: Option = { value: "", label: t.listings.all };
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {[all, ...options].map((option) => {
          const current = option.value
            ? Boolean(active && sameCategory(option.value, active))
            : !active;
          return (
            <li key={option.value || "all"}>
              <Link
                to={hrefFor(option.value || null)}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                className={`inline-flex items-center rounded-full px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700 ${
                  current
                    ? "bg-orange-700 text-white shadow-sm"
                    : "bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-orange-50 hover:text-orange-800"
                }`}
              >
                <Text value={categoryText(t, language, option.label)} />
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
