import { MONTHS } from "~/utils/dates";

/** "Nov 2026" for "2026-11". */
export function monthLabel(month: string) {
  const [year, number] = month.split("-");
  return `${MONTHS[Number(number) - 1] ?? number} ${year}`;
}
