import type { IconName } from "~/utils/icon-names";

/**
 * The eight services of the Services page. `image` describes the service's
 * illustration (an inline SVG icon on a coloured panel, drawn by
 * ServiceIllustration), so no photo has to be downloaded.
 */
export type Service = {
  id: string;
  title: string;
  description: string;
  features: string[];
  image: { icon: IconName; from: string; to: string; alt: string };
};

export const services: Service[] = [
  {
    id: "new-construction",
    title: "New Building Construction",
    description:
      "Independent houses, villas, apartments and commercial blocks built from the ground up with RCC frames, quality materials and a single accountable site team.",
    features: [
      "Turnkey delivery from approval to handover",
      "CMDA / DTCP approval assistance",
      "Branded cement, steel and fittings",
      "Weekly progress reports with photos",
    ],
    image: {
      icon: "building",
      from: "#9a3412",
      to: "#ea580c",
      alt: "Illustration of a multi-storey building",
    },
  },
  {
    id: "renovation",
    title: "Renovation and Remodeling",
    description:
      "Give an older home or office a new life: layout changes, new kitchens and bathrooms, flooring, façades and structural repairs without the chaos.",
    features: [
      "Kitchen and bathroom makeovers",
      "Floor, roof and façade upgrades",
      "Crack and seepage repair",
      "Work phased around occupied homes",
    ],
    image: { icon: "hammer", from: "#1e293b", to: "#475569", alt: "Illustration of a hammer" },
  },
  {
    id: "site-preparation",
    title: "Site Preparation and Excavation",
    description:
      "Surveying, clearing, levelling and excavation that give every project a sound, well-drained start, even on Chennai's clay and coastal soils.",
    features: [
      "Land survey and soil testing",
      "Clearing, levelling and compaction",
      "Excavation for basements and sumps",
      "Storm-water and drainage planning",
    ],
    image: {
      icon: "excavator",
      from: "#854d0e",
      to: "#ca8a04",
      alt: "Illustration of an excavator",
    },
  },
  {
    id: "foundation-structural",
    title: "Foundation and Structural Work",
    description:
      "Engineered foundations, columns, beams and slabs designed by structural engineers for Chennai's soil conditions and cyclone-season loads.",
    features: [
      "Isolated, raft and pile foundations",
      "RCC frame structures",
      "Structural design and vetting",
      "Cube tests and quality audits",
    ],
    image: {
      icon: "layers",
      from: "#0f172a",
      to: "#334155",
      alt: "Illustration of stacked structural layers",
    },
  },
  {
    id: "electrical",
    title: "Electrical Installation",
    description:
      "Safe, code-compliant wiring for homes, shops and small industry by licensed electricians, from concealed conduits to panel boards and earthing.",
    features: [
      "Concealed wiring with ISI-marked cables",
      "Distribution boards and earthing",
      "Solar-ready and inverter provisions",
      "TNEB service connection support",
    ],
    image: {
      icon: "bolt",
      from: "#b45309",
      to: "#f59e0b",
      alt: "Illustration of a lightning bolt",
    },
  },
  {
    id: "interior-finishing",
    title: "Interior Design and Finishing",
    description:
      "Interiors that feel finished: false ceilings, modular kitchens, wardrobes, paint, tiling and lighting planned together for a coherent look.",
    features: [
      "Modular kitchens and wardrobes",
      "False ceilings and lighting design",
      "Premium tiling, painting and polishing",
      "3D views before work begins",
    ],
    image: { icon: "sofa", from: "#7c2d12", to: "#c2410c", alt: "Illustration of a sofa" },
  },
  {
    id: "architectural-planning",
    title: "Architectural Planning",
    description:
      "Floor plans, elevations and working drawings that respect Vastu where wanted, local building rules and your budget, before a single brick is laid.",
    features: [
      "Concept plans and 3D elevations",
      "Vastu-friendly layouts on request",
      "Working and approval drawings",
      "Cost estimates with every plan",
    ],
    image: {
      icon: "ruler",
      from: "#334155",
      to: "#64748b",
      alt: "Illustration of a drafting ruler",
    },
  },
  {
    id: "project-management",
    title: "Project Management",
    description:
      "Already have a design or a contractor? Our engineers manage schedules, budgets, quality checks and vendors so your project stays on track.",
    features: [
      "Detailed schedules and budgets",
      "Independent quality inspections",
      "Vendor and material coordination",
      "Transparent billing at each stage",
    ],
    image: {
      icon: "clipboard",
      from: "#9a3412",
      to: "#f97316",
      alt: "Illustration of a clipboard",
    },
  },
];
