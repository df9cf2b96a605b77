import { apiJson, apiRead, methodNotAllowed } from "~/http/api.server";
import { messagesFor } from "~/i18n/messages";
import { estimateConfig, getSection } from "~/models/site-content.server";
import { estimateFromQuery } from "~/utils/cost-estimate";
import type { Route } from "./+types/estimate";

/**
 * `GET /api/estimate?area=&floors=&package=&extras=` (docs/api/site.md#cost-estimate): the same
 * reading and sums as the /estimate page, in whole rupees. A refused field answers 400 naming
 * it, with the page's English message.
 */
export function loader({ request }: Route.LoaderArgs) {
  const config = estimateConfig();
  const result = estimateFromQuery(new URL(request.url).searchParams, config);
  if (!result.ok) {
    const words = messagesFor("en").estimate.errors;
    const errors = Object.fromEntries(
      Object.entries(result.errors).map(([field, problem]) => [field, words[problem]]),
    );
    const [field, message] = Object.entries(errors)[0];
    return apiJson({ message: `${field}: ${message}`, errors }, 400);
  }
  const { estimate } = result;
  const stages = getSection("estimator").stages;
  return apiRead({
    total: estimate.total,
    currency: "INR",
    rate: estimate.rate,
    builtUpArea: estimate.builtUpArea,
    extras: estimate.extras,
    schedule: estimate.schedule.map((stage, index) => ({
      stage: stages[index].name,
      percent: stage.percent,
      amount: stage.amount,
    })),
    months: estimate.months,
  });
}

export function action() {
  return methodNotAllowed(["GET"]);
}
