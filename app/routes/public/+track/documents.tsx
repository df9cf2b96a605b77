import { Icon } from "~/components/ui/icon";
import { formatNumber } from "~/i18n/messages";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { formatDay } from "~/utils/dates";
import type { ClientExtras } from "./client-extras.server";

function sizeText(bytes: number, language: "en" | "ta") {
  return bytes >= 1024 * 1024
    ? `${formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10, language)} MB`
    : `${formatNumber(Math.max(1, Math.round(bytes / 1024)), language)} KB`;
}

/**
 * The project's documents on the client's page: plain links to the PDFs under the same secret
 * address (docs/product/client-documents.md#serving), which download without a script.
 */
export function TrackDocuments({ extras }: { extras: ClientExtras }) {
  const language = useLanguage();
  const t = useMessages().clientDocuments;
  if (extras.documents.length === 0) return null;
  return (
    <section aria-labelledby="tracker-documents-heading" className="mt-12">
      <h2
        id="tracker-documents-heading"
        className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
      >
        {t.documentsHeading}
      </h2>
      <p className="mt-2 text-slate-700">{t.documentsIntro}</p>
      <ul className="mt-4 divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
        {extras.documents.map((document) => (
          <li key={document.id}>
            <a
              href={`${extras.trackPath}/documents/${document.id}`}
              download
              className="flex min-h-14 items-center gap-3 px-4 py-3 hover:bg-orange-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-orange-700"
            >
              <Icon name="document" className="size-6 shrink-0 text-orange-700" />
              <span className="min-w-0 flex-1">
                <span className="block font-semibold break-words text-orange-900 underline">
                  {document.title}
                </span>
                <span className="block text-sm text-slate-600">
                  {t.pdfSize(sizeText(document.size, language))}
                  {" · "}
                  {t.added(formatDay(document.createdAt.slice(0, 10), language))}
                </span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
