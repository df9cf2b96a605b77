import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button";
import { useRootData } from "~/components/use-root-data";
import { useLocalizedHref } from "~/components/ui/link";
import type { Messages } from "~/i18n/messages";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import {
  CONTACT_LIMITS,
  ESTIMATE_FIELD,
  HONEYPOT_FIELD,
  OTHER_SERVICE,
  type ContactChoices,
  type ContactErrors,
  type ContactFields,
} from "~/schemas/contact";

/** An estimate sent with the enquiry ("Send me this estimate"), summed up in the page's language. */
export type AttachedEstimate = { query: string; total: number; summary: string };

export type ContactFormState = {
  errors?: ContactErrors;
  values?: ContactFields;
  formError?: string;
};

/** "12 months", "2 years" or "90 days": how long enquiries are kept, in words. */
function retentionText(days: number, words: Messages["contact"]["period"]) {
  if (days % 365 === 0) return days === 365 ? words.twelveMonths : words.years(days / 365);
  if (days % 30 === 0) return days === 30 ? words.oneMonth : words.months(days / 30);
  return days === 1 ? words.oneDay : words.days(days);
}

export type ContactFormProps = {
  state?: ContactFormState;
  /** Where a silently refused (honeypot) submission is sent back to. */
  returnTo: "/" | "/contact";
  /** The services and packages on the site (docs/product/content.md#site-content). */
  choices: ContactChoices;
  /** What "Get a Quote" or "Get Started" chose (`/contact?service=…`, `?package=…`). */
  chosen?: { service?: string; package?: string };
  /** The estimate that goes with the enquiry: only its query is sent; the server sums it again. */
  estimate?: AttachedEstimate | null;
};

/**
 * The contact form of home and /contact. It always posts to /contact, whose
 * action validates, stores the enquiry and answers with a redirect to the
 * chat link (works without JavaScript). With JavaScript
 * (app/enhance/contact-form.ts) the same validation runs in the browser
 * first, the form posts to /contact/send, and once the enquiry is stored the
 * chat link opens in a new tab and the form clears itself
 * (docs/product/public-site.md#contact-form). Every message slot is in the markup,
 * hidden while empty, for the script to fill.
 */
export function ContactForm({ state, returnTo, choices, chosen, estimate }: ContactFormProps) {
  const { enquiryRetentionDays } = useRootData();
  const messages = useMessages();
  const t = messages.contact;
  const language = useLanguage();
  const localized = useLocalizedHref();
  // What the form's script says and checks, in the page's language (app/enhance/contact-form.ts).
  const scriptMessages = JSON.stringify({ ...t.script, errors: t.errors });
  const formError = state?.formError;
  const errors: ContactErrors = state?.errors ?? {};
  const values = state?.values ?? {
    name: "",
    email: "",
    phone: "",
    message: "",
    service: chosen?.service ?? "",
    package: chosen?.package ?? "",
  };

  const field = (name: keyof ContactFields) => ({
    id: `contact-${name}`,
    name,
    required: true,
    defaultValue: values?.[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    className:
      "mt-1.5 block w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm ring-1 ring-slate-300 placeholder:text-slate-400 focus:ring-2 focus:ring-orange-700 focus:outline-none aria-[invalid=true]:ring-red-600",
  });

  const label = (name: keyof ContactFields, text: string) => (
    <label htmlFor={`contact-${name}`} className="block text-sm font-semibold text-slate-800">
      {text}
    </label>
  );

  const error = (name: keyof ContactFields) => (
    <p id={`contact-${name}-error`} hidden={!errors[name]} className="mt-1.5 text-sm text-red-700">
      {errors[name]}
    </p>
  );

  return (
    <form
      method="post"
      action={localized("/contact")}
      data-enhance="contact-form"
      data-send-to="/contact/send"
      data-messages={scriptMessages}
      aria-label={t.form}
      className="grid gap-5 *:min-w-0 sm:grid-cols-2"
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="language" value={language} />
      {estimate ? <EstimateNote estimate={estimate} /> : null}
      <Honeypot label={t.honeypot} />

      <p
        role="alert"
        hidden={!formError}
        data-form-error=""
        className="flex gap-2 rounded-lg bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200 sm:col-span-2"
      >
        <Icon name="alert" className="size-5 shrink-0" />
        <span>{formError}</span>
      </p>

      <div>
        {label("name", t.name)}
        <input
          type="text"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          placeholder={t.namePlaceholder}
          {...field("name")}
        />
        {error("name")}
      </div>
      <div>
        {label("email", t.emailLabel)}
        <input
          type="email"
          autoComplete="email"
          maxLength={CONTACT_LIMITS.email}
          placeholder="you@example.com"
          {...field("email")}
        />
        {error("email")}
      </div>
      <div>
        {label("phone", t.phone)}
        <input
          type="tel"
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phone}
          placeholder="+91 98765 43210"
          {...field("phone")}
        />
        {error("phone")}
      </div>
      <ChoiceSelects parts={{ field, label, error }} choices={choices} />
      <div className="sm:col-span-2">
        {label("message", t.message)}
        <textarea
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          placeholder={t.messagePlaceholder}
          {...field("message")}
        />
        {error("message")}
      </div>
      <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center">
        <button
          type="submit"
          className={buttonClass("primary", "w-full shrink-0 whitespace-nowrap sm:w-auto")}
        >
          <Icon name="chat" className="size-5" />
          {t.send}
        </button>
        <p className="text-sm text-slate-600">{t.sendHint}</p>
      </div>
      <p className="text-xs text-slate-600 sm:col-span-2">
        {t.retention(retentionText(enquiryRetentionDays, t.period))}
      </p>
      <p
        role="status"
        data-sent-status=""
        className="text-sm font-medium text-green-800 empty:hidden sm:col-span-2"
      />
      <SentMessage words={t.script} />
    </form>
  );
}

/** The estimate that goes with the enquiry, and a link back to change it. */
function EstimateNote({ estimate }: { estimate: AttachedEstimate }) {
  const words = useMessages().estimate;
  const localized = useLocalizedHref();
  return (
    <div className="rounded-lg bg-orange-50 p-4 text-sm text-slate-800 ring-1 ring-orange-200 sm:col-span-2">
      <input type="hidden" name={ESTIMATE_FIELD} value={estimate.query} />
      <p className="font-semibold text-slate-900">{words.attached}</p>
      <p className="mt-1">{estimate.summary}</p>
      <a
        href={localized(`/estimate?${estimate.query}`)}
        className="mt-2 inline-block font-semibold text-orange-800 underline"
      >
        {words.change}
      </a>
    </div>
  );
}

/** A field people never see: a form that fills it is a robot's, refused without a word. */
function Honeypot({ label }: { label: string }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={`contact-${HONEYPOT_FIELD}`}>{label}</label>
      <input
        id={`contact-${HONEYPOT_FIELD}`}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
      />
    </div>
  );
}

/**
 * The enquiry is stored: say so, and offer the chat as the quicker way (not the only one).
 * A template the form's script fills in and shows.
 */
function SentMessage({ words }: { words: Messages["contact"]["script"] }) {
  return (
    <template data-sent-message="">
      <span className="block">{words.arrived}</span>
      <span className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-2 font-normal text-slate-700">
        {words.quicker}
        <a
          href=""
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 rounded-lg bg-green-700 px-3 py-2 font-semibold text-white hover:bg-green-800"
        >
          <Icon name="chat" className="size-4" />
          {words.openChat}
        </a>
      </span>
    </template>
  );
}

/** How a field of the form is drawn: its input's attributes, its label and its message slot. */
type FieldParts = {
  field: (name: keyof ContactFields) => React.InputHTMLAttributes<HTMLSelectElement> & {
    name: string;
  };
  label: (name: keyof ContactFields, text: string) => React.ReactNode;
  error: (name: keyof ContactFields) => React.ReactNode;
};

/** The service asked about, and the package when the site has pricing tiers. */
function ChoiceSelects({ parts, choices }: { parts: FieldParts; choices: ContactChoices }) {
  const t = useMessages().contact;
  const { field, label, error } = parts;
  return (
    <>
      <div>
        {label("service", t.service)}
        <select {...field("service")}>
          <option value="">{t.selectService}</option>
          {[...choices.services, OTHER_SERVICE].map((service) => (
            <option key={service} value={service} lang={choices.names?.[service]?.lang}>
              {service === OTHER_SERVICE
                ? t.otherService
                : (choices.names?.[service]?.text ?? service)}
            </option>
          ))}
        </select>
        {error("service")}
      </div>
      {choices.packages.length > 0 ? (
        <div className="sm:col-span-2">
          {label("package", t.package)}
          <select {...field("package")} required={false}>
            <option value="">{t.noPackage}</option>
            {choices.packages.map((name) => (
              <option key={name} value={name} lang={choices.names?.[name]?.lang}>
                {choices.names?.[name]?.text ?? name}
              </option>
            ))}
          </select>
          {error("package")}
        </div>
      ) : null}
    </>
  );
}
