import { data, redirect } from "react-router";
import { ContactSection } from "~/components/contact/contact-section";
import { PageHero } from "~/components/ui/page-hero";
import { PageMeta } from "~/components/ui/page-meta";
import { getSiteConfig } from "~/config/site.server";
import { useRootData } from "~/components/use-root-data";
import {
  contactChatLink,
  HONEYPOT_FIELD,
  readContactFields,
  validateContact,
} from "~/schemas/contact";
import { requestInfoContext } from "~/http/request-context";
import { addressKey, contactLimiter } from "~/utils/rate-limit.server";
import type { Route } from "./+types/contact";

const RATE_LIMIT_MESSAGE =
  "You have sent several messages in a short time. Please wait a few minutes and try again, or call us directly.";

/**
 * The contact form's server side (works without JavaScript): a valid form
 * answers 303 to the chat link built from the configured number; invalid
 * input re-renders the form with messages and what was typed.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const client = addressKey(context.get(requestInfoContext).clientIp);
  const form = await request.formData();
  const values = readContactFields(form);
  const returnTo = form.get("returnTo") === "/" ? "/" : "/contact";

  const limit = contactLimiter.check(client);
  if (!limit.allowed) {
    return data(
      { formError: RATE_LIMIT_MESSAGE, errors: {}, values },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  contactLimiter.hit(client);

  // A filled honeypot is a bot: send it back as if all went well, with no chat link.
  if (String(form.get(HONEYPOT_FIELD) ?? "") !== "") {
    return redirect(returnTo, 303);
  }

  const result = validateContact(values);
  if (!result.ok) {
    return data(
      { formError: "Please correct the highlighted fields.", errors: result.errors, values },
      { status: 400 },
    );
  }
  const site = getSiteConfig();
  return redirect(contactChatLink(site.chatNumber, site.name, result.value), 303);
}

/** Document responses take their headers from here (Retry-After on a 429). */
export function headers({ actionHeaders, loaderHeaders }: Route.HeadersArgs) {
  return actionHeaders.has("Retry-After") ? actionHeaders : loaderHeaders;
}

export default function Contact({ actionData }: Route.ComponentProps) {
  const { site } = useRootData();
  return (
    <>
      <PageMeta
        title="Contact Us"
        description={`Contact ${site.name} in ${site.address.city} for a free construction estimate: call ${site.phone}, e-mail ${site.email} or send us a message on WhatsApp.`}
      />
      <PageHero
        eyebrow="Contact"
        title="Contact Us"
        intro="Planning a home, office or renovation in Chennai? We would love to hear about it."
      />
      <ContactSection returnTo="/contact" state={actionData} />
      <section aria-labelledby="map-heading" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2
            id="map-heading"
            className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl"
          >
            Find Our Office
          </h2>
          <p className="mt-2 text-slate-600">
            {site.address.street}, {site.address.city} - {site.address.postalCode}
          </p>
          <div className="mt-6 overflow-hidden rounded-2xl bg-slate-100 shadow-sm ring-1 ring-slate-200">
            <iframe
              src={site.mapEmbedUrl}
              title={`Map showing the ${site.name} office in ${site.address.locality}, ${site.address.city}`}
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
