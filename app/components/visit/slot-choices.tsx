/**
 * The bookable slots as one list grouped by day (the booking page and the private page's
 * "Move the visit"): a native select, so it works without a script and a phone shows its own
 * picker instead of a page of choices.
 */
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { dayInWords, timeInWords } from "~/utils/visit-times";

type SlotDay = { date: string; slots: { time: string; left: number }[] };

/** The value a slot sends: "YYYY-MM-DD HH:MM". */
export const SLOT_FIELD = "slot";

export function SlotChoices({
  days,
  chosen,
  error,
}: {
  days: SlotDay[];
  chosen?: string;
  error?: string;
}) {
  const language = useLanguage();
  const t = useMessages().visit;
  const describedBy = error ? "visit-slot-error" : "visit-slot-hint";
  return (
    <div>
      <label htmlFor="visit-slot" className="text-lg font-bold text-slate-900">
        {t.chooseSlot}
      </label>
      <p id="visit-slot-hint" className="mt-1 text-sm text-slate-600">
        {t.slotsHint}
      </p>
      {error ? (
        <p
          id="visit-slot-error"
          role="alert"
          className="mt-3 rounded-lg bg-red-50 p-3 text-sm font-semibold text-red-800 ring-1 ring-red-200"
        >
          {error}
        </p>
      ) : null}
      {days.length === 0 ? (
        <p className="mt-4 text-slate-700">{t.noSlots}</p>
      ) : (
        // One native list, grouped by day: the phone's own picker, a line on the page, no script.
        <select
          id="visit-slot"
          name={SLOT_FIELD}
          required
          defaultValue={chosen ?? ""}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          className="mt-3 block min-h-11 w-full rounded-lg border-0 bg-white px-3.5 py-2.5 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 focus:ring-2 focus:ring-orange-700 focus:outline-none aria-[invalid=true]:ring-red-600"
        >
          <option value="" disabled>
            {t.chooseSlot}
          </option>
          {days.map((day) => (
            <optgroup key={day.date} label={dayInWords(day.date, language)}>
              {day.slots.map((slot) => (
                <option key={slot.time} value={`${day.date} ${slot.time}`}>
                  {`${timeInWords(slot.time, language)} · ${t.left(slot.left)}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      )}
    </div>
  );
}

/** The open slots grouped by day, in order. */
export function slotDays(slots: { date: string; time: string; left: number }[]): SlotDay[] {
  const days: SlotDay[] = [];
  for (const slot of slots) {
    const last = days.at(-1);
    if (last?.date === slot.date) last.slots.push({ time: slot.time, left: slot.left });
    else days.push({ date: slot.date, slots: [{ time: slot.time, left: slot.left }] });
  }
  return days;
}
