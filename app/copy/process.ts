import type { IconName } from "~/utils/icon-names";

export type ProcessStep = { title: string; description: string; icon: IconName };

export const processSteps: ProcessStep[] = [
  {
    title: "Consultation",
    description:
      "We visit your site, listen to your plans and budget, and suggest the right approach.",
    icon: "message-square",
  },
  {
    title: "Planning & Design",
    description:
      "Architects and engineers prepare drawings, approvals and a fixed, itemised estimate.",
    icon: "ruler",
  },
  {
    title: "Construction",
    description: "Our site team builds to plan with stage-wise quality checks and weekly updates.",
    icon: "hammer",
  },
  {
    title: "Completion & Handover",
    description: "A final inspection, a snag-free handover, documents and your warranty.",
    icon: "check-circle",
  },
];
