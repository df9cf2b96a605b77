/** "Book a site visit": to /visit in the page's language, with the project chosen when given. */
import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button";
import { useLocalPath } from "~/components/ui/text";
import { useMessages } from "~/i18n/use-messages";

export function BookVisitLink({
  project,
  className = "",
}: {
  project?: string;
  className?: string;
}) {
  const local = useLocalPath();
  const t = useMessages().visit;
  const query = project ? `?project=${encodeURIComponent(project)}` : "";
  return (
    <a
      href={`${local("/visit")}${query}`}
      className={buttonClass("secondary", `print:hidden ${className}`)}
    >
      <Icon name="calendar" className="size-5" />
      {t.link}
    </a>
  );
}
