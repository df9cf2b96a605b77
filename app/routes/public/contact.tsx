import { data, redirect } from "react-router";
import { ContactSection } from "~/components/contact/contact-section";
import { PageHero } from "~/components/ui/page-hero";
import { BookVisitLink } from "~/components/visit/book-visit-link";
import { CompanyJsonLd } from "~/components/seo/json-ld";
import { PageMeta } from "~/components/ui/page-meta";
import { useRootData } from "~/components/use-root-data";
import { Text } from "~/components/ui/text";
import { useMessages } from "~/i18n/use-messages";
import { receiveContactForm } from "~/services/contact-intake.server";
import { leadSourceOf } from "~/http/lead-source.server";
import { requestInfoContext } from "~/http/request-context";
import { readFormBody } from "~/http/form-body.server";
import { languageOfRequest } from "~/i18n/language";
import { contactChoiceFor, contactChoices } from "~/models/site-content.server";
import { ESTIMATE_FIELD } from "~/schemas/contact";
import { PACKAGE_PARAM, SERVICE_PARAM } from "~/utils/contact-choice";
import { attachedEstimate } from "~/services/estimate.server";
import { readsQuery } from "~/http/page-parameters";
import type { Route } from "./+types/contact";

/** The query parameters the loader reads (app/http/page-parameters.ts). */
export const handle = readsQuery(SERVICE_PARAM, PACKAGE_PARAM, ESTIMATE_FIELD);

/**
 * The form's lists are the site's services and packages; `?service=<slug>` and `?package=<slug>`
 * ("Get a Quote", "Get Started") choose one before the page is sent, so no script is needed.
 */
export function loader({ request }: Route.LoaderArgs) {
  const language = languageOfRequest(request);
  const search = new URL(request.url).searchParams;
  return {
    choices: contactChoices(language),
    chosen: contactChoiceFor(search),
    // "Send me this estimate" (docs/product/public-site.md#cost-estimator): shown above the form,
    // sent with it.
    estimate: attachedEstimate(search.get(ESTIMATE_FIELD), language),
  };
}

/**
 * The contact form's server side for a whole-page post (works without
 * JavaScript): a valid form is stored as an enquiry first, then answers 303
 * to the chat link built from the configured number; invalid input
 * re-renders the form with messages and what was typed. The form's script
 * posts to /contact/send instead (app/routes/public/contact-send.ts).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readFormBody(request);
  const intake = await receiveContactForm(
    request,
    form,
    context.get(requestInfoContext).clientIp,
    leadSourceOf(request),
  );
  switch (intake.kind) {
    case "refused": {
      const { formError, errors, values } = intake;
      return data({ formError, errors, values }, { status: intake.status });
    }
    case "limited":
      return data(
        { formError: intake.formError, errors: {}, values: intake.values },
        { status: 429, headers: { "Retry-After": String(intake.retryAfterSeconds) } },
      );
    case "ignored":
      return redirect(intake.returnTo, 303);
    case "stored":
      return redirect(intake.chatLink, 303);
  }
}

/** Document responses take their headers from here (Retry-After on a 429). */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { site, siteTexts } = useRootData();
  const t = useMessages().contactPage;
  return (
    <>
      <PageMeta
        title={t.title}
        description={t.description(site.name, site.address.city, site.phone, site.email)}
      />
      <CompanyJsonLd />
      <PageHero eyebrow={t.eyebrow} title={t.title} intro={t.intro}>
        <BookVisitLink className="mt-6" />
      </PageHero>
      <ContactSection
        returnTo="/contact"
        state={actionData}
        choices={loaderData.choices}
        chosen={loaderData.chosen}
        estimate={loaderData.estimate}
      />
      <section aria-labelledby="map-heading" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="map-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            {t.mapHeading}
          </h2>
          <p className="mt-2 text-slate-600">
            <Text value={siteTexts.street} />, <Text value={siteTexts.city} /> -{" "}
            {site.address.postalCode}
          </p>
          <div className="mt-6 overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200">
            <iframe
              src={site.mapEmbedUrl}
              title={t.mapTitle(site.name, site.address.locality, site.address.city)}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
              className="block h-80 w-full sm:h-[28rem]"
            />
          </div>
        </div>
      </section>
    </>
  );
}
