import {
  controlProps,
  FieldFrame,
  FormSection,
  initialText,
  useRefusedFirst,
  type Field,
} from "./form-fields";
import { PUBLISH_STATE_LABELS, PUBLISH_STATES, type PublishState } from "~/content/publish-state";

const TIME_HINT = "For Scheduled: the day and time it goes live, in India time.";

const STATE_HINTS: Record<PublishState, string> = {
  published: "Visitors see it now.",
  draft: "Only you see it, in a preview.",
  scheduled: "Visitors see it from the time below.",
};

/**
 * Published, Draft or Scheduled, and the time for Scheduled, in India time
 * (docs/decisions/026-publish-state.md). Plain radios and the browser's own
 * date and time picker (a phone's calendar wheel rather than typing), so the
 * choice works without JavaScript.
 */
export function PublishFields({
  fields,
  noun,
}: {
  fields: Record<"status" | "publishAt", Field>;
  noun: string;
}) {
  const status = fields.status;
  const chosen = initialText(status) ?? "published";
  const statusError = status.errors?.[0];
  const publishAtFirst = useRefusedFirst(fields.publishAt);
  return (
    <FormSection
      title="Publishing"
      description={`Choose when visitors can see this ${noun}. Until then it is left out of every page, list, sitemap, feed and the public API.`}
    >
      <fieldset aria-describedby={statusError ? status.errorId : undefined}>
        <legend className="text-sm font-semibold text-slate-800">Status</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-3">
          {PUBLISH_STATES.map((state) => (
            <label
              key={state}
              className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg bg-white px-3.5 py-3 ring-1 ring-slate-300 ring-inset has-[:checked]:bg-orange-50 has-[:checked]:ring-2 has-[:checked]:ring-orange-700"
            >
              <input
                key={status.key}
                type="radio"
                name={status.name}
                form={status.formId}
                value={state}
                defaultChecked={chosen === state}
                className="mt-0.5 size-5 shrink-0 accent-orange-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">
                  {PUBLISH_STATE_LABELS[state]}
                </span>
                <span className="block text-sm text-slate-600">{STATE_HINTS[state]}</span>
              </span>
            </label>
          ))}
        </div>
        {statusError ? (
          <p id={status.errorId} className="mt-1.5 text-sm font-semibold text-red-700">
            {statusError}
          </p>
        ) : null}
      </fieldset>
      <div className="sm:max-w-sm">
        <FieldFrame label="Publish on (India time, IST)" meta={fields.publishAt} hint={TIME_HINT}>
          <input
            key={fields.publishAt.key}
            type="datetime-local"
            autoComplete="off"
            defaultValue={initialText(fields.publishAt)}
            {...controlProps(fields.publishAt, TIME_HINT, publishAtFirst)}
          />
        </FieldFrame>
      </div>
    </FormSection>
  );
}
