import type { ReactNode } from "react";
import { buttonClass } from "~/components/ui/button";
import { useLocalizedHref } from "~/components/ui/link";
import { Text } from "~/components/ui/text";
import { useRootData } from "~/components/use-root-data";
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { absoluteUrl } from "~/utils/seo";
import {
  AREA_MAX,
  AREA_MIN,
  FLOOR_CHOICES,
  quantityField,
  rupees,
  type EstimateErrors,
} from "~/utils/cost-estimate";
import { namesOf, type EstimatorPage } from "./estimate-page";

const CONTROL =
  "block w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-slate-900 shadow-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-orange-700 focus:outline-none aria-[invalid=true]:ring-red-600";
const CHOICE =
  "flex cursor-pointer items-center gap-3 rounded-lg bg-white px-3.5 py-3 ring-1 ring-slate-300 has-checked:ring-2 has-checked:ring-orange-700";

/**
 * The estimator's GET form: its query is the estimate's address, so it works without
 * JavaScript; app/enhance/estimate.ts recomputes the result on each change from the numbers
 * and words in `data-estimator`. Every field has its message slot, filled by the server or the
 * script.
 */
export function EstimateForm({ page }: { page: EstimatorPage }) {
  const t = useMessages().estimate;
  const { site, siteUrl } = useRootData();
  const localized = useLocalizedHref();
  const language = useLanguage();
  const { errors } = page;
  const script = JSON.stringify({
    language,
    config: page.config,
    words: t.words,
    errors: t.errors,
    names: namesOf(page, t),
    company: site.name,
    pageUrl: absoluteUrl(siteUrl, localized("/estimate")),
    contactPath: localized("/contact"),
  });
  return (
    <form
      method="get"
      action={localized("/estimate")}
      data-enhance="estimate"
      data-estimator={script}
      aria-label={t.form}
      noValidate
      className="space-y-6 self-start rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8 print:hidden"
    >
      <AreaField value={page.values.area} errors={errors} />

      <Choices
        legend={t.floors}
        field="floors"
        message={<FieldMessage field="floors" errors={errors} />}
      >
        <FloorChoices checked={page.values.floors} />
      </Choices>

      <Choices
        legend={t.package}
        field="package"
        message={<FieldMessage field="package" errors={errors} />}
      >
        <PackageChoices packages={page.packages} checked={page.values.package} />
      </Choices>

      {page.extras.length ? (
        <Choices
          legend={t.extras}
          field="extras"
          message={<FieldMessage field="extras" errors={errors} />}
        >
          <div className="grid gap-2">
            {page.extras.map((extra) =>
              extra.unit === "each" ? (
                <ExtraCheckbox
                  key={extra.slug}
                  extra={extra}
                  checked={page.values.extras[extra.slug] === "on"}
                />
              ) : (
                <ExtraQuantity
                  key={extra.slug}
                  extra={extra}
                  value={page.values.extras[extra.slug]}
                  errors={errors}
                />
              ),
            )}
          </div>
        </Choices>
      ) : null}

      <button type="submit" className={buttonClass("primary", "w-full")}>
        {t.show}
      </button>
    </form>
  );
}

/** A field's message slot: the server's message, or hidden and empty for the script to fill. */
function FieldMessage({ field, errors }: { field: string; errors: EstimateErrors }) {
  const t = useMessages().estimate;
  const problem = errors[field];
  return (
    <p
      id={`estimate-${field}-error`}
      data-error-for={field}
      hidden={!problem}
      className="mt-1.5 text-sm font-semibold text-red-700"
    >
      {problem ? t.errors[problem] : ""}
    </p>
  );
}

/** The attributes that tie a refused field to its message. */
function invalidProps(errors: EstimateErrors, field: string) {
  return errors[field]
    ? { "aria-invalid": true as const, "aria-describedby": `estimate-${field}-error` }
    : {};
}

function AreaField({ value, errors }: { value: string; errors: EstimateErrors }) {
  const t = useMessages().estimate;
  return (
    <div>
      <label htmlFor="estimate-area" className="block font-semibold text-slate-900">
        {t.area}
      </label>
      <p id="estimate-area-hint" className="mt-1 text-sm text-slate-600">
        {t.areaHint}
      </p>
      <input
        id="estimate-area"
        name="area"
        type="text"
        inputMode="numeric"
        autoComplete="off"
        placeholder="1200"
        defaultValue={value}
        data-min={AREA_MIN}
        data-max={AREA_MAX}
        className={`mt-2 ${CONTROL}`}
        {...invalidProps(errors, "area")}
      />
      <FieldMessage field="area" errors={errors} />
    </div>
  );
}

function FloorChoices({ checked }: { checked: string }) {
  const t = useMessages().estimate;
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-2">
      {FLOOR_CHOICES.map((floors) => (
        <label key={floors} className={CHOICE}>
          <input
            type="radio"
            name="floors"
            value={floors}
            defaultChecked={checked === String(floors)}
            className="size-4 accent-orange-700"
          />
          <span className="text-sm font-semibold text-slate-900">
            {t.floorNames[String(floors) as keyof typeof t.floorNames]}
          </span>
        </label>
      ))}
    </div>
  );
}

function PackageChoices({
  packages,
  checked,
}: {
  packages: EstimatorPage["packages"];
  checked: string;
}) {
  const t = useMessages().estimate;
  return (
    <div className="grid gap-2">
      {packages.map((tier) => (
        <label key={tier.slug} className={CHOICE}>
          <input
            type="radio"
            name="package"
            value={tier.slug}
            defaultChecked={checked === tier.slug}
            className="size-4 accent-orange-700"
          />
          <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
            <Text value={tier.name} className="font-semibold text-slate-900" />
            <span className="text-sm text-slate-600">{t.perSqft(rupees(tier.rate))}</span>
          </span>
        </label>
      ))}
    </div>
  );
}

type Extra = EstimatorPage["extras"][number];

/** An extra counted by the piece: ticked or not. */
function ExtraCheckbox({ extra, checked }: { extra: Extra; checked: boolean }) {
  const t = useMessages().estimate;
  return (
    <label className={CHOICE}>
      <input
        type="checkbox"
        name="extras"
        value={extra.slug}
        defaultChecked={checked}
        className="size-4 accent-orange-700"
      />
      <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
        <Text value={extra.name} className="font-semibold text-slate-900" />
        <span className="text-sm text-slate-600">{t.each(rupees(extra.price))}</span>
      </span>
    </label>
  );
}

/** An extra priced by the square foot or the running foot: how many is typed. */
function ExtraQuantity({
  extra,
  value,
  errors,
}: {
  extra: Extra;
  value: string | undefined;
  errors: EstimateErrors;
}) {
  const t = useMessages().estimate;
  const field = quantityField(extra.slug);
  return (
    <div className="rounded-lg bg-white px-3.5 py-3 ring-1 ring-slate-300">
      <label
        htmlFor={`estimate-${field}`}
        className="flex flex-wrap items-baseline justify-between gap-x-3"
      >
        <Text value={extra.name} className="font-semibold text-slate-900" />
        <span className="text-sm text-slate-600">
          {extra.unit === "sqft"
            ? t.perSqftExtra(rupees(extra.price))
            : t.perRunningFoot(rupees(extra.price))}
        </span>
      </label>
      <div className="mt-2 flex items-center gap-2">
        <input
          id={`estimate-${field}`}
          name={field}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0"
          defaultValue={value}
          className={`max-w-36 ${CONTROL}`}
          {...invalidProps(errors, field)}
        />
        <span className="text-sm text-slate-600">
          {extra.unit === "sqft" ? t.squareFeet : t.runningFeet}
        </span>
      </div>
      <FieldMessage field={field} errors={errors} />
    </div>
  );
}

function Choices({
  legend,
  field,
  message,
  children,
}: {
  legend: string;
  field: string;
  message: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset aria-describedby={`estimate-${field}-error`}>
      <legend className="mb-2 font-semibold text-slate-900">{legend}</legend>
      {children}
      {message}
    </fieldset>
  );
}
