import { useState, useSyncExternalStore } from "react";
import { ButtonLink } from "~/components/ui/button";
import { FormSection } from "../../../components/admin/form/form-fields";

const noSubscription = () => () => {};

/** What the editor of a private project shows to share the client's page. */
type ClientLinkFacts = {
  trackerUrl: string;
  /** wa.me to the client's number with a greeting and the link; null without a usable number. */
  whatsappHref: string | null;
  newLinkAction: string;
  /** The project's payment schedule and receipts (app/routes/admin/project-payments.tsx). */
  paymentsPath: string;
};

/**
 * The client's link of a private project (docs/product/content.md#private-projects): shown in a
 * read-only field (selectable without a script), "Copy link" with one, "Send on WhatsApp" to the
 * client, and "New link", which leads to a page that says the old link stops working and asks
 * before making one (app/routes/admin/project-tracker.tsx).
 */
export function ClientLinkSection({ link }: { link: ClientLinkFacts }) {
  const [copied, setCopied] = useState(false);
  // "Copy link" needs the script: the server renders it hidden, the browser shows it once running.
  const scripted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const button =
    "inline-flex min-h-11 items-center rounded-lg px-4 py-2 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2";
  return (
    <FormSection
      title="Client's page"
      description="Anyone with this link can follow the project, so send it to the client only."
    >
      <label className="block">
        <span className="font-semibold text-slate-800">Link to the client's page</span>
        <input
          readOnly
          value={link.trackerUrl}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1 block w-full rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm"
        />
      </label>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          // Without a script the field above is there to select and copy.
          hidden={!scripted}
          onClick={() => {
            void navigator.clipboard?.writeText(link.trackerUrl).then(() => setCopied(true));
          }}
          className={`${button} bg-slate-800 text-white hover:bg-slate-900`}
        >
          {copied ? "Copied" : "Copy link"}
        </button>
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
      <ButtonLink to={link.paymentsPath} variant="secondary" className="mt-4">
        Payments and receipts
      </ButtonLink>
      <div className="mt-4">
        <p className="text-sm text-slate-700">
          A new link stops the current one; you are asked before it is made.
        </p>
        {/* A page of its own that asks first, with or without a script. */}
        <ButtonLink to={link.newLinkAction} variant="danger-outline" className="mt-2">
          New link…
        </ButtonLink>
      </div>
    </FormSection>
  );
}
