/**
 * /settings: the company's details every page shows (docs/product/overview.md#company-details).
 * They go live on save, for every page, feed, share card and e-mail; the page cache is dropped.
 */
import { getFormProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form, Link, redirect } from "react-router";
import { FormMessage } from "~/components/admin/form/conform-field";
import { useFormChecks } from "~/components/admin/form/form-checks";
import type { z } from "zod";
import { HistoryPanel } from "~/components/admin/editor/history-panel";
import { KeptWorkOffer, useKeptWork } from "~/components/admin/offline/kept-work";
import { SaveTroubleNotice, useSaveInPage } from "~/components/admin/editor/save-in-page";
import {
  FieldFrame,
  FormSection,
  TextField,
  type Field,
} from "~/components/admin/form/form-fields";
import { Notice } from "~/components/admin/notice";
import { AdminPageHeader, adminErrorBoundary } from "~/components/admin/page";
import { buttonClass } from "~/components/ui/button";
import { WEEK_DAYS } from "~/config/site";
import { adminContext } from "~/http/auth.server";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { formLevelFailure } from "~/services/submissions.server";
import { answerUploadsWithJson, formFailure, type FormFailure } from "~/http/form-response.server";
import { EditConflict } from "~/models/save-versions.server";
import { paymentSettings, publicSiteSettings } from "~/models/site-settings.server";
import { field, formConstraint } from "~/schemas/common";
import { SETTINGS_TAMIL_KEYS, SiteSettingsSchema } from "~/schemas/site-settings";
import { sentTamil } from "~/i18n/tamil-texts";
import { TamilFieldGroup } from "~/components/admin/form/tamil-fields";
import { settingsHistory } from "~/services/site-history.server";
import { applySiteSettings } from "~/services/site-settings-save.server";
import { internationalNumber } from "~/utils/chat-link";
import { EDITED_VERSION_FIELD, formatSaveTime } from "~/content/edit-versions";
import type { Route } from "./+types/settings";

/** A save sent by the page's script is answered in JSON (app/components/admin/editor/save-in-page.tsx). */
export const middleware: Route.MiddlewareFunction[] = [answerUploadsWithJson];

const SAVE_FAILED = "The settings could not be saved. Please try again.";
const FIELDS_REFUSED = "Some settings need a change: see the messages beside them.";

export function loader({ request }: Route.LoaderArgs) {
  const { ta, updatedAt, ...settings } = publicSiteSettings();
  return {
    settings: { ...settings, ...paymentSettings(), ta: ta ?? {} },
    chat: { number: internationalNumber(settings.chatNumber), onPhone: settings.chatOnPhone },
    updatedAt,
    saved: new URL(request.url).searchParams.get("saved") === "1",
    history: settingsHistory(),
    constraint: formConstraint(SiteSettingsSchema.in),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await readFormBody(request);
  if (!formData) return formFailure(context, formLevelFailure(400, UNREADABLE_FORM_MESSAGE));
  const submission = parseWithZod(formData, { schema: SiteSettingsSchema });
  if (submission.status !== "success") {
    return formFailure(context, {
      status: 400,
      message: FIELDS_REFUSED,
      reply: submission.reply(),
    });
  }
  try {
    // An emptied Tamil field removes that text; the form sends them all.
    const ta = sentTamil(formData, "ta", SETTINGS_TAMIL_KEYS, submission.value.ta);
    await applySiteSettings({ ...submission.value, ta }, context.get(adminContext), request, {
      basedOn: field(formData, EDITED_VERSION_FIELD) || undefined,
    });
  } catch (error) {
    if (!(error instanceof EditConflict)) throw error;
    // Like the other editors (docs/product/admin-forms.md#two-people-editing): the form keeps what
    // was typed and now carries the newer version, so saving again replaces it.
    const message = `Someone else saved the settings at ${formatSaveTime(error.savedAt)}. Your changes are kept below: reload to see theirs, or save again to replace them.`;
    return formFailure(context, {
      status: 409,
      message,
      reply: submission.reply({ formErrors: [message] }),
      version: error.savedAt,
    });
  }
  return redirect("/settings?saved=1");
}

function DayChoices({ meta }: { meta: Field }) {
  const chosen = new Set(
    Array.isArray(meta.initialValue) ? meta.initialValue : [meta.initialValue],
  );
  const error = meta.errors?.[0];
  return (
    <fieldset aria-describedby={error ? meta.errorId : undefined}>
      <legend className="block text-sm font-semibold text-slate-800">Open on</legend>
      <div className="mt-2 flex flex-wrap gap-x-4 gap-y-2">
        {WEEK_DAYS.map((day) => (
          <label key={day} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input
              key={meta.key}
              type="checkbox"
              name={meta.name}
              value={day}
              defaultChecked={chosen.has(day)}
              className="size-5 rounded border-slate-300 text-orange-700 focus:ring-orange-700"
            />
            {day}
          </label>
        ))}
      </div>
      {error ? (
        <p id={meta.errorId} className="mt-1.5 text-sm font-semibold text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

function AreasField({ meta }: { meta: Field }) {
  const value = Array.isArray(meta.initialValue)
    ? meta.initialValue.join("\n")
    : typeof meta.initialValue === "string"
      ? meta.initialValue
      : "";
  const error = meta.errors?.[0];
  return (
    <FieldFrame label="Areas served" meta={meta} hint="One place a line (or separated by commas).">
      <textarea
        key={meta.key}
        id={meta.id}
        name={meta.name}
        rows={4}
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={[meta.descriptionId, error ? meta.errorId : null]
          .filter(Boolean)
          .join(" ")}
        className={`mt-1.5 block w-full rounded-lg border-0 bg-white px-3.5 py-3 text-base text-slate-900 ring-1 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none ${
          error ? "ring-red-600" : "ring-slate-300"
        }`}
      />
    </FieldFrame>
  );
}

/** A save or a restore opens the form fresh on the version it wrote. */
export default function Settings(props: Route.ComponentProps) {
  return <SettingsPage key={props.loaderData.updatedAt} {...props} />;
}

function SettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, saved, updatedAt, history, constraint, chat } = loaderData;
  const checks = useFormChecks(() =>
    import("~/schemas/site-settings").then((m) => m.SiteSettingsSchema),
  );
  // The refusal of a save sent by the script, else of the form posted without it.
  const [refusal, setRefusal] = useState<FormFailure | undefined>(actionData);
  const save = useSaveInPage<FormFailure>({ genericMessage: SAVE_FAILED, onRefused: setRefusal });
  const [form, fields] = useForm<z.input<typeof SiteSettingsSchema>>({
    id: "site-settings",
    lastResult: refusal?.reply,
    // The form shows numbers and lists as text (the days as one checkbox each); the schema's
    // input type knows neither.
    defaultValue: {
      ...settings,
      foundedYear: String(settings.foundedYear),
      chatOnPhone: String(settings.chatOnPhone),
      // Typed and shown as people write it; stored as digits (docs/decisions/066-one-chat-number.md).
      chatNumber: settings.chatOnPhone ? "" : internationalNumber(settings.chatNumber),
      latitude: String(settings.latitude),
      longitude: String(settings.longitude),
      areaServed: settings.areaServed.join("\n"),
    } as never,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: checks.onValidate,
  });
  const newer = refusal?.version ?? null;
  const invalid = refusal?.reply?.status === "error" && !newer;
  const keptWork = useKeptWork(form as never, { version: updatedAt });
  const version = newer ?? updatedAt;
  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Site settings"
        description="The company's details on every page, in search results and in e-mails. Changes show at once."
      />
      {saved && !invalid ? (
        <Notice tone="success">Settings saved. The website shows them now.</Notice>
      ) : null}
      {invalid ? <Notice tone="error">{FIELDS_REFUSED}</Notice> : null}
      <Form
        method="post"
        {...getFormProps(form)}
        onSubmit={(event) =>
          checks.submit(event, (checked) => save.onSubmit(checked, form.onSubmit))
        }
        onFocus={checks.onFocus}
        className="space-y-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
      >
        <input type="hidden" name={EDITED_VERSION_FIELD} value={version} />
        <KeptWorkOffer keptWork={keptWork} />
        <SaveTroubleNotice trouble={save.trouble} />
        <FormMessage id={form.errorId} errors={form.errors} />
        <FormSection title="Company">
          <TextField label="Company name" meta={fields.name} />
          <TextField label="Tagline" meta={fields.tagline} />
          <TextField label="Founding year" meta={fields.foundedYear} inputMode="numeric" />
          <TextField
            label="Price range (for search engines)"
            meta={fields.priceRange}
            hint="A short sign such as ₹₹, or empty to leave it out."
          />
          <TamilFieldGroup
            meta={fields.ta}
            specs={[
              { key: "name", label: "நிறுவனத்தின் பெயர்" },
              { key: "tagline", label: "முழக்க வரி" },
            ]}
          />
        </FormSection>
        <FormSection title="Contact">
          <TextField
            label="Phone"
            meta={fields.phone}
            inputMode="tel"
            hint="For the call buttons, e.g. +91 98400 12345."
          />
          <ChatNumberChoice fields={fields} chat={chat} />
          <TextField label="E-mail" meta={fields.email} inputMode="email" />
        </FormSection>
        <AddressFields fields={fields} />
        <HoursFields fields={fields} />
        <FormSection
          title="Social links"
          description="Each starts with https://; leave empty to hide."
        >
          <TextField label="Facebook link" meta={fields.facebook} inputMode="url" />
          <TextField label="Instagram link" meta={fields.instagram} inputMode="url" />
          <TextField label="LinkedIn link" meta={fields.linkedin} inputMode="url" />
          <TextField label="YouTube link" meta={fields.youtube} inputMode="url" />
        </FormSection>
        <FormSection title="Footer credit">
          <TextField label="Footer credit" meta={fields.creditLabel} />
          <TextField label="Footer credit link" meta={fields.creditUrl} inputMode="url" />
          <TamilFieldGroup
            meta={fields.ta}
            specs={[{ key: "creditLabel", label: "அடிக்குறிப்பு" }]}
          />
        </FormSection>
        <FormSection
          title="Payments and receipts"
          description="Shown only on your clients' private pages and receipts, never on the public site."
        >
          <TextField label="GSTIN (printed on receipts)" meta={fields.gstin} />
          <TextField label="UPI ID" meta={fields.upiId} hint="Such as name@okaxis." />
          <TextField label="Account name" meta={fields.bankAccountName} />
          <TextField label="Account number" meta={fields.bankAccountNumber} inputMode="numeric" />
          <TextField
            label="IFSC"
            meta={fields.bankIfsc}
            hint="11 characters, such as SBIN0001234."
          />
          <TextField label="Bank and branch" meta={fields.bankName} />
        </FormSection>
        <button type="submit" className={buttonClass("primary")} disabled={save.busy}>
          {save.busy ? "Saving..." : "Save settings"}
        </button>
      </Form>
      <section className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <h2 className="text-lg font-bold text-slate-900">Site visits</h2>
        <p className="mt-1 text-slate-700">
          The days and times visitors may book a site visit on the website.
        </p>
        <Link to="/settings/visiting-hours" className={buttonClass("secondary", "mt-3")}>
          Visiting hours
        </Link>
      </section>
      <HistoryPanel
        editPath="/settings"
        record={{ updatedAt, createdAt: updatedAt }}
        history={history}
      />
    </div>
  );
}

/** The settings form's fields by name (Conform). */
type SettingsFields = Record<string, Field>;

/**
 * Where the chats go (docs/decisions/066-one-chat-number.md): the phone number unless the owner
 * chooses another. The number of its own shows only when chosen, by CSS alone, so the choice
 * works before and without the page's script; the line below names the number in use.
 */
function ChatNumberChoice({
  fields,
  chat,
}: {
  fields: SettingsFields;
  chat: { number: string; onPhone: boolean };
}) {
  const meta = fields.chatOnPhone;
  const onPhone = String(meta.initialValue ?? "true") !== "false";
  const radio = "size-5 border-slate-300 text-orange-700 focus:ring-orange-700";
  return (
    <fieldset className="group space-y-3">
      <legend className="block text-sm font-semibold text-slate-800">WhatsApp chats</legend>
      <label className="flex min-h-11 items-center gap-2 text-slate-800">
        <input
          key={meta.key}
          type="radio"
          name={meta.name}
          value="true"
          defaultChecked={onPhone}
          className={radio}
        />
        WhatsApp on this phone number
      </label>
      <label className="flex min-h-11 items-center gap-2 text-slate-800">
        <input
          key={meta.key}
          id="chat-own-number"
          type="radio"
          name={meta.name}
          value="false"
          defaultChecked={!onPhone}
          className={radio}
        />
        A different WhatsApp number
      </label>
      <div className="hidden group-has-[#chat-own-number:checked]:block">
        <TextField
          label="Chat (WhatsApp) number"
          meta={fields.chatNumber}
          inputMode="tel"
          hint="In international format, with the country code, e.g. +91 98400 12345."
        />
      </div>
      <p className="text-sm text-slate-600" data-chat-number-in-use>
        Every chat button (the floating chat button, the contact form&apos;s Send via WhatsApp and
        its Open WhatsApp) goes to <strong className="text-slate-900">{chat.number}</strong>
        {chat.onPhone ? ", the phone number." : ", a number of its own."}
      </p>
    </fieldset>
  );
}

/** The address, its map marker and the areas served. */
function AddressFields({ fields }: { fields: SettingsFields }) {
  return (
    <FormSection title="Address">
      <TextField label="Street address" meta={fields.street} />
      <TextField label="Locality" meta={fields.locality} />
      <div className="grid gap-5 sm:grid-cols-3">
        <TextField label="City" meta={fields.city} />
        <TextField label="State" meta={fields.region} />
        <TextField label="PIN code" meta={fields.postalCode} inputMode="numeric" />
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label="Latitude"
          meta={fields.latitude}
          inputMode="decimal"
          hint="The map's marker, e.g. 13.0063."
        />
        <TextField
          label="Longitude"
          meta={fields.longitude}
          inputMode="decimal"
          hint="e.g. 80.2574."
        />
      </div>
      <AreasField meta={fields.areaServed} />
      <TamilFieldGroup
        meta={fields.ta}
        specs={[
          { key: "street", label: "தெரு முகவரி" },
          { key: "locality", label: "பகுதி" },
          { key: "city", label: "நகரம்" },
          { key: "region", label: "மாநிலம்" },
        ]}
      />
    </FormSection>
  );
}

/** The opening hours as the footer shows them and as search engines read them. */
function HoursFields({ fields }: { fields: SettingsFields }) {
  return (
    <FormSection title="Opening hours">
      <TextField
        label="Opening hours"
        meta={fields.hoursWeekdays}
        hint="As the footer shows them, e.g. Mon-Sat 9:00 AM - 6:00 PM."
      />
      <TextField label="Closed days" meta={fields.hoursSunday} hint="e.g. Sunday closed." />
      <DayChoices meta={fields.openingDays} />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField label="Opens at" meta={fields.opens} hint="24-hour time, e.g. 09:00." />
        <TextField label="Closes at" meta={fields.closes} hint="24-hour time, e.g. 18:00." />
      </div>
      <TamilFieldGroup
        meta={fields.ta}
        specs={[
          { key: "hoursWeekdays", label: "வேலை நேரம்" },
          { key: "hoursSunday", label: "விடுமுறை நாட்கள்" },
        ]}
      />
    </FormSection>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "The settings could not be loaded. Please try again.",
  back: { to: "/dashboard", label: "Back to Dashboard" },
});
