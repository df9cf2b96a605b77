import { ButtonLink } from "~/components/ui/button";
import { PageMeta } from "~/components/ui/page-meta";
import { PageHero } from "~/components/ui/page-hero";
import { useMessages } from "~/i18n/use-messages";

/**
 * The not-found page (docs/product/public-site.md#not-found), rendered inside the public layout.
 */
export function NotFoundContent() {
  const t = useMessages();
  return (
    <>
      <PageMeta canonical={false} title={t.notFound.title} description={t.notFound.intro} />
      <PageHero title={t.notFound.title} eyebrow={t.notFound.eyebrow} intro={t.notFound.intro} />
      <section className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <p className="max-w-2xl text-lg text-slate-700">{t.notFound.text}</p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/">{t.notFound.backHome}</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            {t.footer.contactUs}
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
