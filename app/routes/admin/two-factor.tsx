import QRCode from "qrcode";
import { readFormBody, UNREADABLE_FORM_MESSAGE } from "~/http/form-body.server";
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AccountSection } from "~/components/admin/account-section";
import { Notice } from "~/components/admin/notice";
import { formatDate } from "~/components/admin/lists/list-controls";
import { AdminPageHeader, adminErrorBoundary } from "~/components/admin/page";
import { buttonClass } from "~/components/ui/button";
import { useHydrated } from "~/components/ui/use-hydrated";
import { useRootData } from "~/components/use-root-data";
import { getSiteConfig } from "~/config/site.server";
import { adminContext } from "~/http/auth.server";
import { attemptPasswordOrCode } from "~/http/two-factor-sign-in.server";
import { recordActivity } from "~/models/activity.server";
import {
  disableTwoFactor,
  enableTwoFactor,
  getOrCreatePendingSecret,
  getTwoFactorStatus,
  twoFactorAuthUri,
} from "~/models/two-factor.server";
import { field } from "~/schemas/common";
import { retryAfterText } from "~/services/password-check.server";
import type { Route } from "./+types/two-factor";

/**
 * Two-factor sign-in of the signed-in administrator (docs/product/admin.md#two-factor-sign-in): set
 * up with a QR code drawn here on the server (the secret never leaves this site), confirmed with a
 * code, then ten recovery codes shown once; turning it off asks again for a password or a code.
 */
export async function loader({ context }: Route.LoaderArgs) {
  const admin = context.get(adminContext);
  const status = getTwoFactorStatus(admin.id);
  if (status.enabled) return { status, setup: null };
  const pending = await getOrCreatePendingSecret(admin.id);
  if (!pending) return { status, setup: null };
  const uri = twoFactorAuthUri(pending.secret, admin.email, getSiteConfig().name);
  const svg = await QRCode.toString(uri, {
    type: "svg",
    margin: 2,
    width: 224,
    errorCorrectionLevel: "M",
  });
  return {
    status,
    setup: {
      secret: pending.secret,
      // Opens the authenticator app on the phone this page is read on: no second screen to scan.
      appLink: uri,
      qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    },
  };
}

type ActionResult = { error: string | null; recoveryCodes: string[] | null };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = context.get(adminContext);
  const form = await readFormBody(request);
  if (!form) {
    return data<ActionResult>(
      { error: UNREADABLE_FORM_MESSAGE, recoveryCodes: null },
      { status: 400 },
    );
  }
  const intent = field(form, "intent");

  if (intent === "enable") {
    const code = field(form, "code").trim();
    if (!code) {
      return data<ActionResult>(
        { error: "Enter the 6-digit code your app shows.", recoveryCodes: null },
        { status: 400 },
      );
    }
    const recoveryCodes = await enableTwoFactor(admin.id, code);
    if (!recoveryCodes) {
      return data<ActionResult>(
        {
          error:
            "That code does not match. Check that the app added this website, then type the code it shows now.",
          recoveryCodes: null,
        },
        { status: 400 },
      );
    }
    recordActivity({ action: "two-factor-enabled", request });
    return data<ActionResult>({ error: null, recoveryCodes });
  }

  if (intent === "disable") {
    const proof = field(form, "confirmation").slice(0, 1024);
    if (!proof) {
      return data<ActionResult>(
        { error: "Type your password or a code from your app.", recoveryCodes: null },
        { status: 400 },
      );
    }
    const attempt = await attemptPasswordOrCode(admin.id, proof);
    if (attempt.retryAfterSeconds) {
      return data<ActionResult>(
        {
          error: `Too many wrong attempts. Please try again ${retryAfterText(attempt.retryAfterSeconds)}.`,
          recoveryCodes: null,
        },
        { status: 429, headers: { "Retry-After": String(attempt.retryAfterSeconds) } },
      );
    }
    if (!attempt.ok) {
      return data<ActionResult>(
        {
          error: "That is neither your current password nor a current code from your app.",
          recoveryCodes: null,
        },
        { status: 400 },
      );
    }
    disableTwoFactor(admin.id);
    recordActivity({ action: "two-factor-disabled", request });
    return redirect("/account?done=two-factor-off");
  }

  return data<ActionResult>({ error: "Unknown action.", recoveryCodes: null }, { status: 400 });
}

function CodeField({
  id,
  name,
  label,
  error,
  help,
  numeric,
}: {
  id: string;
  name: string;
  label: string;
  error: string | null;
  help: string;
  numeric: boolean;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type={numeric ? "text" : "password"}
        inputMode={numeric ? "numeric" : undefined}
        autoComplete={numeric ? "one-time-code" : "current-password"}
        autoCapitalize="none"
        spellCheck={false}
        required
        maxLength={numeric ? 64 : 1024}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error ${id}-help` : `${id}-help`}
        className={`mt-1.5 block w-full max-w-xs rounded-lg border-0 px-3.5 py-2.5 text-base text-slate-900 ring-1 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none ${
          numeric ? "font-mono tracking-widest" : ""
        } ${error ? "ring-red-600" : "ring-slate-300"}`}
      />
      <p id={`${id}-help`} className="mt-1.5 text-sm text-slate-600">
        {help}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "Copy" once the script runs (the clipboard needs it); says "Copied" for a moment after. */
function CopyButton({ text, label }: { text: string; label: string }) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  if (!hydrated) return null;
  return (
    <button
      type="button"
      className={buttonClass("secondary")}
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => {
            setCopied(true);
            setTimeout(() => setCopied(false), 3000);
          },
          () => setCopied(false),
        )
      }
    >
      <span aria-live="polite">{copied ? "Copied" : label}</span>
    </button>
  );
}

function RecoveryCodes({ codes }: { codes: string[] }) {
  const siteName = useRootData().site.name;
  const text = `${siteName}: recovery codes for two-factor sign-in.\nEach signs you in once instead of a code from the app.\n\n${codes.join("\n")}\n`;
  return (
    <AccountSection title="Save your recovery codes" id="recovery-heading">
      <p className="text-sm text-slate-700">
        If you lose your phone, each of these codes signs you in once instead of a code from the
        app. Print them or keep them in a password manager now:{" "}
        <strong>they will not be shown again.</strong>
      </p>
      <ol
        aria-label="Recovery codes"
        className="mt-4 grid grid-cols-2 gap-x-6 gap-y-2 rounded-lg bg-slate-50 p-4 font-mono text-base text-slate-900 ring-1 ring-slate-200"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="mt-5 flex flex-wrap gap-3">
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
          className={buttonClass("secondary")}
        >
          Download as a file
        </a>
        <CopyButton text={text} label="Copy the codes" />
        <Link to="/account" className={buttonClass("primary")}>
          I have saved them
        </Link>
      </div>
    </AccountSection>
  );
}

export default function TwoFactor({ loaderData, actionData }: Route.ComponentProps) {
  const { status, setup } = loaderData;
  const navigation = useNavigation();
  const busyIntent =
    navigation.state === "submitting" ? navigation.formData?.get("intent") : undefined;
  const error = actionData?.error ?? null;
  const secretGroups = setup?.secret.match(/.{1,4}/g)?.join(" ") ?? "";

  return (
    <div className="space-y-6">
      <AdminPageHeader
        title="Two-factor sign-in"
        description="After your password, sign-in also asks for a code from an app on your phone."
        actions={
          <Link to="/account" className={buttonClass("secondary")}>
            Back to Account
          </Link>
        }
      />

      {actionData?.recoveryCodes ? (
        <>
          <Notice tone="success">
            Two-factor sign-in is on. From now on, sign-in asks for a code after your password.
          </Notice>
          <RecoveryCodes codes={actionData.recoveryCodes} />
        </>
      ) : status.enabled ? (
        <>
          <Notice tone="success">
            {`Two-factor sign-in is on${status.enabledAt ? ` since ${formatDate(status.enabledAt)}` : ""}. Unused recovery codes: ${status.recoveryCodesLeft}.`}
          </Notice>
          <AccountSection title="Turn off two-factor sign-in" id="disable-heading">
            <p className="mb-4 text-sm text-slate-600">
              Sign-in will ask for your password only. To get new recovery codes, turn it off and on
              again.
            </p>
            <Form method="post" className="space-y-5">
              <input type="hidden" name="intent" value="disable" />
              <CodeField
                id="confirmation"
                name="confirmation"
                label="Current password or a code from your app"
                help="Typed here again, so a browser someone else left signed in cannot turn it off."
                error={error}
                numeric={false}
              />
              <button
                type="submit"
                className={buttonClass("danger")}
                disabled={busyIntent === "disable"}
              >
                {busyIntent === "disable" ? "Turning off..." : "Turn off two-factor sign-in"}
              </button>
            </Form>
          </AccountSection>
        </>
      ) : setup ? (
        <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
          <AccountSection title="1. Add this website to your authenticator app" id="scan-heading">
            <p className="text-sm text-slate-600">
              In Google Authenticator, Microsoft Authenticator, 1Password or a similar app, add an
              account and scan this code.
            </p>
            <img
              src={setup.qrCode}
              alt="QR code for your authenticator app"
              width={224}
              height={224}
              className="mx-auto mt-4 size-56 rounded-lg ring-1 ring-slate-200"
            />
            <p className="mt-4 text-sm text-slate-600">
              Setting up on this phone? Open the app straight from here:
            </p>
            <a href={setup.appLink} className={buttonClass("secondary", "mt-2")}>
              Open in your authenticator app
            </a>
            <p className="mt-4 text-sm text-slate-600">Cannot scan it? Type this key instead:</p>
            <p
              aria-label="Setup key"
              className="mt-1 rounded-lg bg-slate-50 px-3 py-2 font-mono text-base break-all text-slate-900 ring-1 ring-slate-200"
            >
              {secretGroups}
            </p>
            <div className="mt-2">
              <CopyButton text={setup.secret} label="Copy the key" />
            </div>
          </AccountSection>
          <AccountSection title="2. Confirm with a code" id="confirm-heading">
            <Form method="post" className="space-y-5">
              <input type="hidden" name="intent" value="enable" />
              <CodeField
                id="code"
                name="code"
                label="Code from the app"
                help="The 6 digits the app shows for this website now."
                error={error}
                numeric
              />
              <button
                type="submit"
                className={buttonClass("primary")}
                disabled={busyIntent === "enable"}
              >
                {busyIntent === "enable" ? "Checking..." : "Turn on two-factor sign-in"}
              </button>
            </Form>
          </AccountSection>
        </div>
      ) : null}
    </div>
  );
}

export const ErrorBoundary = adminErrorBoundary({
  failureMessage: "Failed to load two-factor sign-in. Please try again.",
  back: { to: "/account", label: "Back to Account" },
});
