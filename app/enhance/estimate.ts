/**
 * The cost estimator with JavaScript (docs/product.md#cost-estimator,
 * app/components/estimate/): each change of the form recomputes the estimate with the same
 * module the server uses (app/utils/estimate.ts), fills the result's lines, and puts the
 * estimate's query in the address, so a reload or a copied link shows the same estimate.
 * Messages beside the fields follow a field once it has been left (not at each key typed).
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
} from "~/utils/estimate";
import { enhanced } from "./dom";

type Settings = {
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
    const update = (event: Event) => {
      const name = (event.target as HTMLInputElement | null)?.name;
      if (event.type === "change" && name) left.add(name === "extras" ? "extras" : name);
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
      control.toggleAttribute("aria-invalid", Boolean(problem));
      if (problem) control.setAttribute("aria-describedby", slot.id);
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
  const chat = estimateChatText(lines, settings.words, settings.names, settings.company, shareUrl);
  result.querySelector<HTMLAnchorElement>('[data-out-href="chat"]')!.href = shareChatLink(chat);
  result.querySelector<HTMLAnchorElement>('[data-out-href="send"]')!.href =
    `${settings.contactPath}?${new URLSearchParams({ package: input.package, estimate: query })}`;
}
