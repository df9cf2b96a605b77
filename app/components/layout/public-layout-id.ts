/**
 * The public layout serves both languages under two route ids ("routes/public/layout" and its
 * Tamil twin under /ta/, app/routes.ts): pages under either are sent without React.
 */
export function isPublicLayout(routeId: string): boolean {
  return routeId === "routes/public/layout" || routeId === "routes/public/layout-ta";
}
