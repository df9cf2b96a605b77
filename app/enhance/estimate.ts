/**
 * The cost estimator with JavaScript (docs/product/public-site.md#cost-estimator,
 * app/components/estimate/): each change of the form recomputes the estimate with the same
 * module the server uses (app/utils/cost-estimate.ts), fills the result's lines, and puts the
 * estimate's query in the address, so a reload or a copied link shows the same estimate.
 * Messages beside the fields follow a field once it has been left, or once the visitor has
 * paused typing in it (not at each key typed, so "1" on the way to "1200" is not refused); a
 * refused box turns red only with its message, the one the server gives without JavaScript.
 * The numbers and words come from the form's `data-estimator` (the page's language).
 */
import {
  estimateChatText,
  estimateFromQuery,
  estimateLines,
  estimateQuery,
  shareChatLink,
  type EstimateConfig,
  type EstimateNames,
  type EstimateProblem,
  type EstimateWords,
} from "~/utils/cost-estimate";
import { formatDate } from "~/utils/dates";
import type { Language } from "~/i18n/language";
import { enhanced } from "./dom";

/** How long typing must pause before the field's message shows. */
const TYPING_PAUSE_MS = 700;

type Settings = {
  language: Language;
  config: EstimateConfig;
  words: EstimateWords;
  errors: Record<EstimateProblem, string>;
  names: EstimateNames;
  company: string;
  pageUrl: string;
  contactPath: string;
};

export function enhanceEstimator() {
  for (const form of enhanced<HTMLFormElement>("estimate")) {
    const settings = JSON.parse(form.dataset.estimator ?? "") as Settings;
    const result = document.getElementById("estimate-result");
    if (!result) continue;
    const print = result.querySelector<HTMLButtonElement>("[data-print]");
    if (print) {
      print.hidden = false;
      print.addEventListener("click", () => window.print());
    }
    const left = new Set<string>();
    let pause: ReturnType<typeof setTimeout> | undefined;
    const update = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      clearTimeout(pause);
      if (event.type === "change" && name) left.add(name);
      else if (name) {
        pause = setTimeout(() => {
          left.add(name);
          recompute(form, result, settings, left);
        }, TYPING_PAUSE_MS);
      }
      recompute(form, result, settings, left);
    };
    form.addEventListener("input", update);
    form.addEventListener("change", update);
  }
}

function queryOf(form: HTMLFormElement) {
  const query = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string" && (value.trim() || !name.startsWith("qty-"))) {
      query.append(name, value);
    }
  }
  return query;
}

function recompute(
  form: HTMLFormElement,
  result: HTMLElement,
  settings: Settings,
  left: Set<string>,
) {
  const outcome = estimateFromQuery(queryOf(form), settings.config);
  const errors = outcome.ok ? {} : outcome.errors;
  for (const slot of form.querySelectorAll<HTMLElement>("[data-error-for]")) {
    const field = slot.dataset.errorFor!;
    const problem = left.has(field) ? errors[field] : undefined;
    slot.textContent = problem ? settings.errors[problem] : "";
    slot.hidden = !problem;
    const control = form.querySelector<HTMLElement>(`input[type=text][name="${field}"]`);
    if (control) {
      // "true", as the server writes it: the red ring is `aria-[invalid=true]`.
      if (problem) {
        control.setAttribute("aria-invalid", "true");
        control.setAttribute("aria-describedby", slot.id);
      } else {
        control.removeAttribute("aria-invalid");
      }
    }
  }
  const body = result.querySelector<HTMLElement>("[data-estimate-body]")!;
  const empty = result.querySelector<HTMLElement>("[data-estimate-empty]")!;
  body.hidden = !outcome.ok;
  empty.hidden = outcome.ok;
  if (!outcome.ok) return;

  const { input, estimate } = outcome;
  const lines = estimateLines(input, estimate, settings.config, settings.words, settings.names);
  const query = estimateQuery(input, settings.config);
  history.replaceState(history.state, "", `?${query}`);
  const out = (name: string, scope: ParentNode = result) =>
    scope.querySelector<HTMLElement>(`[data-out="${name}"]`)!;
  out("total").textContent = lines.total;
  out("words").textContent = lines.words;
  out("basis").textContent = lines.basis;
  out("months").textContent = lines.months;
  const chosen = new Map(lines.extras.map((extra) => [extra.slug, extra]));
  for (const row of result.querySelectorAll<HTMLElement>("[data-extra]")) {
    const line = chosen.get(row.dataset.extra!);
    row.hidden = !line;
    out("detail", row).textContent = line?.detail ?? "";
    out("amount", row).textContent = line?.amount ?? "";
  }
  result.querySelector<HTMLElement>("[data-estimate-extras]")!.hidden = !lines.extras.length;
  result.querySelectorAll<HTMLElement>("[data-stage]").forEach((row, index) => {
    out("amount", row).textContent = lines.schedule[index] ?? "";
  });
  const shareUrl = `${settings.pageUrl}?${query}`;
  out("address").textContent = shareUrl;
  out("date").textContent = formatDate(new Date(), settings.language);
  const chat = estimateChatText(lines, settings.words, settings.names, settings.company, shareUrl);
  result.querySelector<HTMLAnchorElement>('[data-out-href="chat"]')!.href = shareChatLink(chat);
  result.querySelector<HTMLAnchorElement>('[data-out-href="send"]')!.href =
    `${settings.contactPath}?${new URLSearchParams({ package: input.package, estimate: query })}`;
}
