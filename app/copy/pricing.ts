export type PricingTier = {
  title: string;
  price: number;
  unit: string;
  description: string;
  features: string[];
  featured: boolean;
};

/** Rupees per square foot (docs/product.md#static-content). */
export const pricingTiers: PricingTier[] = [
  {
    title: "Basic",
    price: 1499,
    unit: "per sq.ft",
    description: "Quality essentials for a sturdy, well-finished home on a careful budget.",
    features: [
      "RCC framed structure",
      "Standard vitrified tile flooring",
      "ISI-marked electrical and plumbing fittings",
      "Emulsion paint, interior and exterior",
      "1 year warranty",
    ],
    featured: false,
  },
  {
    title: "Premium",
    price: 1999,
    unit: "per sq.ft",
    description: "Our most chosen package: better materials and finishes throughout.",
    features: [
      "Everything in Basic",
      "Premium vitrified or granite flooring",
      "Branded modular switches and CP fittings",
      "Teak main door and UPVC windows",
      "3 years warranty",
      "Free maintenance for 6 months",
    ],
    featured: true,
  },
  {
    title: "Luxury",
    price: 2499,
    unit: "per sq.ft",
    description: "Premium specifications and bespoke interiors for a landmark home.",
    features: [
      "Everything in Premium",
      "Italian marble or wooden flooring",
      "Modular kitchen and designer false ceilings",
      "Home automation provisions",
      "5 years warranty",
      "Free maintenance for 1 year",
    ],
    featured: false,
  },
];

export function formatRupees(amount: number) {
  return `₹${amount.toLocaleString("en-IN")}`;
}
