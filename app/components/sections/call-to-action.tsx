import { useMessages } from "~/i18n/use-messages";
import { ButtonLink } from "~/components/ui/button";
import { Text } from "~/components/ui/text";
import { plainText, type ContentText } from "~/i18n/content";

/** The closing call-to-action band of home and about. */
export function CallToAction({
  title,
  text,
  claims,
}: {
  title?: string;
  text?: string;
  /** Short claims under the text: the home page's badge, the lowest package price. */
  claims: (ContentText | string)[];
}) {
  const t = useMessages().callToAction;
  return (
    <section className="bg-white py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-orange-800 via-orange-700 to-amber-700 px-6 py-12 text-white shadow-lg sm:px-12 sm:py-16">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[linear-gradient(to_right,rgba(255,255,255,0.07)_1px,transparent_1px),linear-gradient(to_bottom,rgba(255,255,255,0.07)_1px,transparent_1px)] bg-[size:40px_40px]"
          />
          <div className="flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
            <div className="max-w-2xl">
              <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title ?? t.title}</h2>
              <p className="mt-3 text-lg text-orange-50">{text ?? t.text}</p>
              <p className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm font-semibold text-white">
                {claims.filter(plainText).map((claim, index) => (
                  <span key={plainText(claim)}>
                    {index > 0 ? (
                      <span aria-hidden="true" className="mr-4">
                        ·
                      </span>
                    ) : null}
                    <Text value={claim} />
                  </span>
                ))}
              </p>
            </div>
            <div className="flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/contact" variant="light">
                {t.freeQuote}
              </ButtonLink>
              <ButtonLink to="/services" variant="outline-light">
                {t.exploreServices}
              </ButtonLink>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
