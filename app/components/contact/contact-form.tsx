import { useState, type FormEvent } from "react";
import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button";
import { useRootData } from "~/components/use-root-data";
import {
  CONTACT_LIMITS,
  CONTACT_SERVICES,
  contactChatLink,
  HONEYPOT_FIELD,
  readContactFields,
  validateContact,
  type ContactErrors,
  type ContactFields,
} from "~/schemas/contact";

export type ContactFormState = {
  errors?: ContactErrors;
  values?: ContactFields;
  formError?: string;
};

/**
 * The contact form of home and /contact. It always posts to /contact, whose
 * action validates and answers with a redirect to the chat link (works
 * without JavaScript). With JavaScript the same validation runs here, the
 * chat link opens in a new tab and the form clears itself (docs/product.md#contact-form).
 */
export function ContactForm({
  state,
  returnTo,
}: {
  state?: ContactFormState;
  /** Where a silently refused (honeypot) submission is sent back to. */
  returnTo: "/" | "/contact";
}) {
  const { site } = useRootData();
  const [clientErrors, setClientErrors] = useState<ContactErrors | null>(null);
  const [sent, setSent] = useState(false);
  const errors = clientErrors ?? state?.errors ?? {};
  const values = clientErrors ? undefined : state?.values;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const formData = new FormData(form);
    setSent(false);
    if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") {
      form.reset();
      return;
    }
    const result = validateContact(readContactFields(formData));
    if (!result.ok) {
      setClientErrors(result.errors);
      const first = Object.keys(result.errors)[0];
      form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    window.open(
      contactChatLink(site.chatNumber, site.name, result.value),
      "_blank",
      "noopener,noreferrer",
    );
    form.reset();
    setClientErrors({});
    setSent(true);
  }

  const field = (name: keyof ContactFields) => ({
    id: `contact-${name}`,
    name,
    required: true,
    defaultValue: values?.[name] ?? "",
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `contact-${name}-error` : undefined,
    className: `mt-1.5 block w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm ring-1 placeholder:text-slate-400 focus:ring-2 focus:ring-orange-700 focus:outline-none ${
      errors[name] ? "ring-red-600" : "ring-slate-300"
    }`,
  });

  const label = (name: keyof ContactFields, text: string) => (
    <label htmlFor={`contact-${name}`} className="block text-sm font-semibold text-slate-800">
      {text}
    </label>
  );

  const error = (name: keyof ContactFields) =>
    errors[name] ? (
      <p id={`contact-${name}-error`} className="mt-1.5 text-sm text-red-700">
        {errors[name]}
      </p>
    ) : null;

  return (
    <form
      method="post"
      action="/contact"
      onSubmit={onSubmit}
      aria-label="Contact form"
      // Re-mount with the server's values after a refused submission.
      key={JSON.stringify(state?.values ?? null)}
      className="grid gap-5 sm:grid-cols-2"
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor={`contact-${HONEYPOT_FIELD}`}>Leave this field empty</label>
        <input
          id={`contact-${HONEYPOT_FIELD}`}
          type="text"
          name={HONEYPOT_FIELD}
          tabIndex={-1}
          autoComplete="off"
        />
      </div>

      {state?.formError ? (
        <p
          role="alert"
          className="flex gap-2 rounded-lg bg-red-50 p-4 text-sm font-medium text-red-800 ring-1 ring-red-200 sm:col-span-2"
        >
          <Icon name="alert" className="size-5 shrink-0" />
          {state.formError}
        </p>
      ) : null}

      <div>
        {label("name", "Your Name")}
        <input
          type="text"
          autoComplete="name"
          maxLength={CONTACT_LIMITS.name}
          placeholder="e.g. Priya Raman"
          {...field("name")}
        />
        {error("name")}
      </div>
      <div>
        {label("email", "Email Address")}
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
        {label("phone", "Phone Number")}
        <input
          type="tel"
          autoComplete="tel"
          maxLength={CONTACT_LIMITS.phone}
          placeholder="+91 98765 43210"
          {...field("phone")}
        />
        {error("phone")}
      </div>
      <div>
        {label("service", "Service Required")}
        <select {...field("service")}>
          <option value="">Select a service</option>
          {CONTACT_SERVICES.map((service) => (
            <option key={service} value={service}>
              {service}
            </option>
          ))}
        </select>
        {error("service")}
      </div>
      <div className="sm:col-span-2">
        {label("message", "Message")}
        <textarea
          rows={5}
          maxLength={CONTACT_LIMITS.message}
          placeholder="Tell us about your plot, plans and timeline"
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
          Send via WhatsApp
        </button>
        <p className="text-sm text-slate-600">
          Opens WhatsApp with your message ready to send to our team.
        </p>
      </div>
      <p role="status" className="text-sm font-medium text-green-800 empty:hidden sm:col-span-2">
        {sent ? "Your message is ready in WhatsApp. Press send there and we will reply soon." : ""}
      </p>
    </form>
  );
}
