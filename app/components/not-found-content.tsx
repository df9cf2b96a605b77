import { ButtonLink } from "~/components/ui/button";
import { PageMeta } from "~/components/ui/page-meta";
import { PageHero } from "~/components/ui/page-hero";

/** The not-found page (docs/product.md#not-found), rendered inside the public layout. */
export function NotFoundContent() {
  return (
    <>
      <PageMeta
        title="Page Not Found"
        description="The page you are looking for does not exist or has moved."
      />
      <PageHero
        title="Page Not Found"
        eyebrow="Error 404"
        intro="The page you are looking for does not exist or has moved."
      />
      <section className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-16 sm:px-6 sm:py-20 lg:px-8">
        <p className="max-w-2xl text-lg text-slate-700">
          Check the address, or head back to the home page to explore our services, projects and
          latest work across Chennai.
        </p>
        <div className="flex flex-wrap gap-3">
          <ButtonLink to="/">Back to Home</ButtonLink>
          <ButtonLink to="/contact" variant="secondary">
            Contact Us
          </ButtonLink>
        </div>
      </section>
    </>
  );
}
