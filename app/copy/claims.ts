import type { IconName } from "~/utils/icon-names";

/** The marketing claims (docs/product.md#static-content), shown as stats and badges. */
export const stats: { value: string; label: string; icon: IconName }[] = [
  { value: "10+", label: "Years of Experience", icon: "award" },
  { value: "200+", label: "Projects Completed", icon: "building" },
  { value: "50+", label: "Team Members", icon: "users" },
  { value: "100%", label: "Client Satisfaction", icon: "star" },
];

export const certification = "ISO 9001 Certified";
export const startingPrice = "Starting at ₹1,499/sq.ft";
