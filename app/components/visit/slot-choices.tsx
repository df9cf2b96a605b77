/**
 * The bookable slots as radio buttons grouped by day (the booking page and the private page's
 * "Move the visit"): plain HTML, so it works without a script; wraps at 375 px.
 */
import { useLanguage, useMessages } from "~/i18n/use-messages";
import { dayInWords, timeInWords } from "~/utils/visit-times";

type SlotDay = { date: string; slots: { time: string; left: number }[] };

/** The value a slot's radio sends: "YYYY-MM-DD HH:MM". */
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
  return (
    <fieldset aria-describedby={error ? "visit-slot-error" : "visit-slot-hint"}>
      <legend className="text-lg font-bold text-slate-900">{t.chooseSlot}</legend>
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
      {days.length === 0 ? <p className="mt-4 text-slate-700">{t.noSlots}</p> : null}
      <div className="mt-4 space-y-4">
        {days.map((day) => (
          <div key={day.date} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <p className="font-semibold text-slate-900">{dayInWords(day.date, language)}</p>
            <div className="mt-2 flex flex-wrap gap-2">
              {day.slots.map((slot) => {
                const value = `${day.date} ${slot.time}`;
                return (
                  <label
                    key={value}
                    className="flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 py-2 ring-1 ring-slate-300 has-[:checked]:bg-orange-50 has-[:checked]:ring-2 has-[:checked]:ring-orange-700"
                  >
                    <input
                      type="radio"
                      name={SLOT_FIELD}
                      value={value}
                      defaultChecked={chosen === value}
                      required
                      className="size-4 text-orange-700 focus:ring-orange-700"
                    />
                    <span className="font-medium text-slate-900">
                      {timeInWords(slot.time, language)}
                    </span>
                    <span className="text-xs text-slate-600">{t.left(slot.left)}</span>
                  </label>
                );
              })}
            </div>
          </div>
        ))}
      </div>
    </fieldset>
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
