import { useMessages } from "~/i18n/use-messages";
import { ResponsiveImage } from "./responsive-image";
import type { ImageRecord } from "~/media/images.server";

/**
 * The regulator's website, where anyone can check a registration (docs/product/content.md#rera).
 */
const RERA_WEBSITE = "https://rera.tn.gov.in/";

type ReraFacts = {
  registrationNumber: string;
  authority: string;
  approvalNumber: string;
  qr: ImageRecord | null;
};

/** A project's TNRERA registration and approval; nothing for a project with no number. */
export function ReraBlock({ rera }: { rera: ReraFacts }) {
  const t = useMessages().rera;
  if (!rera.registrationNumber) return null;
  return (
    <section
      aria-labelledby="rera-heading"
      className="mt-10 rounded-2xl border border-slate-200 bg-slate-50 p-5"
    >
      <h2 id="rera-heading" className="text-xl font-bold text-slate-900">
        {t.heading}
      </h2>
      <div className="mt-4 flex flex-wrap items-start gap-6">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-700">
          <dt className="font-semibold">{t.registration}</dt>
          <dd translate="no" className="break-all">
            {rera.registrationNumber}
          </dd>
          {rera.authority ? (
            <>
              <dt className="font-semibold">{t.authority}</dt>
              <dd translate="no">{rera.authority}</dd>
            </>
          ) : null}
          {rera.approvalNumber ? (
            <>
              <dt className="font-semibold">{t.approval}</dt>
              <dd translate="no" className="break-all">
                {rera.approvalNumber}
              </dd>
            </>
          ) : null}
        </dl>
        {rera.qr ? (
          <ResponsiveImage
            image={{ ...rera.qr, alt: t.qrAlt }}
            sizes="160px"
            className="size-40 rounded bg-white object-contain"
          />
        ) : null}
      </div>
      <a
        href={RERA_WEBSITE}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-block font-semibold text-orange-800 underline"
      >
        {t.check}
      </a>
    </section>
  );
}
