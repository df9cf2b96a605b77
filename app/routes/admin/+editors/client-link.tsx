import { useState, useSyncExternalStore } from "react";
import { ButtonLink } from "~/components/ui/button";

const noSubscription = () => () => {};

/** What the editor of a private project shows to share the client's page. */
type ClientLinkFacts = {
  trackerUrl: string;
  /** wa.me to the client's number with a greeting and the link; null without a usable number. */
  whatsappHref: string | null;
  newLinkAction: string;
  /** The private project's screens: payments and receipts, documents, client questions. */
  screens: Record<"payments" | "documents" | "questions", string>;
};

/**
 * The client's link of a private project (docs/product/content.md#private-projects): shown in a
 * read-only field (selectable without a script), "Copy link" with one, "Send on WhatsApp" to the
 * client; the screens of the client's payments, documents and questions; and "New link", which
 * leads to a page that says the old link stops working and asks before making one
 * (app/routes/admin/project-tracker.tsx).
 */
export function ClientLinkSection({ link }: { link: ClientLinkFacts }) {
  const [copied, setCopied] = useState(false);
  // "Copy link" needs the script: the server leaves it out, the browser adds it once running.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const button =
    "inline-flex min-h-11 shrink-0 items-center rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";
  return (
    // A card of its own below the editor's form, like Construction progress and History.
    <section
      aria-labelledby="client-page-heading"
      className="mx-auto mt-8 w-full max-w-3xl space-y-5 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div>
        <h2 id="client-page-heading" className="text-lg font-bold text-slate-900">
          Client&apos;s page
        </h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Anyone with this link can follow the project, so send it to the client only.
        </p>
      </div>
      <div>
        <label htmlFor="client-page-link" className="block font-semibold text-slate-800">
          Link to the client&apos;s page
        </label>
        {/* The button shares the field's row, so its arrival with the script moves nothing below
          (a tap aimed at a button underneath would otherwise land on another). */}
        <div className="mt-1 flex gap-2">
          <input
            id="client-page-link"
            readOnly
            value={link.trackerUrl}
            onFocus={(event) => event.currentTarget.select()}
            className="block min-h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
          />
          {scripted ? (
            <button
              type="button"
              onClick={() => {
                void navigator.clipboard?.writeText(link.trackerUrl).then(() => setCopied(true));
              }}
              className={`${button} bg-slate-800 text-white hover:bg-slate-900`}
            >
              {copied ? "Copied" : "Copy link"}
            </button>
          ) : null}
        </div>
        <div className="mt-3">
          {link.whatsappHref ? (
            <a
              href={link.whatsappHref}
              target="_blank"
              rel="noopener noreferrer"
              className={`${button} bg-green-700 text-white hover:bg-green-800`}
            >
              Send on WhatsApp
            </a>
          ) : (
            <p className="text-sm text-slate-600">
              Add the client&apos;s phone number and save to send the link on WhatsApp.
            </p>
          )}
        </div>
        <nav
          aria-label="Client's payments, documents and questions"
          className="mt-4 flex flex-wrap gap-3"
        >
          <ButtonLink to={link.screens.payments} variant="secondary">
            Payments and receipts
          </ButtonLink>
          <ButtonLink to={link.screens.documents} variant="secondary">
            Client documents
          </ButtonLink>
          <ButtonLink to={link.screens.questions} variant="secondary">
            Client questions
          </ButtonLink>
        </nav>
        <div className="mt-4">
          <p className="text-sm text-slate-700">
            A new link stops the current one; you are asked before it is made.
          </p>
          {/* A page of its own that asks first, with or without a script. */}
          <ButtonLink to={link.newLinkAction} variant="danger-outline" className="mt-2">
            New link…
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
