/**
 * A private project's payments as the owner, the client's page and the API see them
 * (docs/product/client-payments.md): each instalment's state worked out now, the sums, the UPI
 * link and QR code for what is due, the receipts, and the e-mail when an instalment falls due.
 */
import { contentText, type ContentText } from "~/i18n/content";
import { pathInLanguage, type Language } from "~/i18n/language";
import { messagesFor } from "~/i18n/messages";
import { queueClientMail } from "~/models/client-mail.server";
import {
  getPayment,
  listPayments,
  listReceipts,
  projectsWithOpenPayments,
  publishedUpdateStages,
  type PaymentRow,
  type Receipt,
} from "~/models/payments.server";
import { getProject, type Project } from "~/models/project.server";
import { storedTrackerOf } from "~/models/project-tracker.server";
import { progressStages } from "~/models/site-content.server";
import { paymentSettings } from "~/models/site-settings.server";
import { getSiteConfig, getSiteTexts } from "~/config/site.server";
import { formatDay, siteDay } from "~/utils/dates";
import { rupeesInWords } from "~/utils/rupees-in-words";
import { upiQrSvg } from "~/utils/upi-qr.server";
import { isPrivate } from "~/utils/project-visibility";
import {
  formatRupees,
  paymentState,
  reachedStages,
  scheduleTotals,
  stillToPay,
  upiPayLink,
  type PaymentState,
} from "~/utils/payment-schedule";
import { clientMailOutbox, LINK_AT_SENDING } from "./client-update-mail.server";
import { mailConfigured, sendQueuedMails } from "./mail-outbox.server";
import { unsubscribeUrlOf } from "./tracker-links.server";

export type ScheduledPayment = PaymentRow & { state: PaymentState };

/** The project's instalments in order with their state as of `now` (India's day). */
export function paymentScheduleOf(projectId: string, now: Date = new Date()) {
  const stages = progressStages().map((stage) => stage.slug);
  const facts = {
    reached: reachedStages(stages, publishedUpdateStages(projectId, now)),
    today: siteDay(now),
  };
  const instalments: ScheduledPayment[] = listPayments(projectId).map((payment) => ({
    ...payment,
    state: paymentState(payment, facts),
  }));
  return { instalments, totals: scheduleTotals(instalments) };
}

/** An instalment's title in the page's language (the English one marked on a Tamil page). */
function titleIn(language: Language, payment: Pick<PaymentRow, "title" | "titleTa">): ContentText {
  return contentText(language, payment.title, payment.titleTa);
}

/** The stage's name in the page's language, or null for none. */
function stageNameIn(language: Language, slug: string | null): ContentText | null {
  if (!slug) return null;
  const stage = progressStages().find((item) => item.slug === slug);
  if (!stage) return null;
  const tamil = stage.ta?.name;
  return contentText(language, stage.name, typeof tamil === "string" ? tamil : "");
}

/** The UPI note: the project and the instalment, what the owner's bank statement shows. */
function upiNote(project: Project, payment: PaymentRow) {
  return `${project.title} - ${payment.title}`;
}

/** The receipt's address under the client's page. */
function clientReceiptPath(secret: string, receipt: Pick<Receipt, "id">, language: Language) {
  return pathInLanguage(`/track/${secret}/receipts/${receipt.id}`, language);
}

/**
 * The payments section of the client's page: null when the project has no schedule. The UPI ID
 * and bank account are here and nowhere public (docs/product/client-payments.md#security).
 */
export async function clientPaymentsOf(project: Project, secret: string, language: Language) {
  const { instalments, totals } = paymentScheduleOf(project.id);
  if (instalments.length === 0) return null;
  const settings = paymentSettings();
  const payee = getSiteConfig().name;
  const receipts = listReceipts(project.id);
  const titles = new Map(instalments.map((payment) => [payment.id, titleIn(language, payment)]));
  const toPay = await Promise.all(
    instalments
      .filter((payment) => payment.state === "due")
      .map(async (payment) => {
        const amount = stillToPay(payment);
        const upi = settings.upiId
          ? upiPayLink({ vpa: settings.upiId, payee, amount, note: upiNote(project, payment) })
          : null;
        return {
          id: payment.id,
          title: titles.get(payment.id)!,
          amount,
          upi,
          // Drawn here as SVG: a client abroad on a laptop scans it with their phone.
          qrSvg: upi ? await upiQrSvg(upi) : null,
        };
      }),
  );
  return {
    totals,
    instalments: instalments.map((payment) => ({
      id: payment.id,
      title: titles.get(payment.id)!,
      amount: payment.amount,
      paid: payment.paid,
      state: payment.state,
      stage: stageNameIn(language, payment.stage),
      dueOn: payment.dueOn,
    })),
    toPay,
    upiId: settings.upiId,
    bank: settings.bankAccountNumber
      ? {
          accountName: settings.bankAccountName || payee,
          accountNumber: settings.bankAccountNumber,
          ifsc: settings.bankIfsc,
          bankName: settings.bankName,
        }
      : null,
    receipts: receipts.map((receipt) => ({
      id: receipt.id,
      number: receipt.number,
      amount: receipt.amount,
      paidOn: receipt.paidOn,
      mode: receipt.mode,
      instalment: titles.get(receipt.paymentId) ?? null,
      href: clientReceiptPath(secret, receipt, language),
      cancelled: Boolean(receipt.cancelledAt),
    })),
  };
}
export type ClientPayments = NonNullable<Awaited<ReturnType<typeof clientPaymentsOf>>>;

/**
 * Queues the client's e-mail for each instalment that is due and not yet mailed about (one per
 * instalment: `due:<id>` in the outbox's unique subject), as progress-update e-mails are made:
 * in the client's language, with the page's link written at sending and the stop link. For the
 * mail jobs' tick; `now` decides what is due.
 */
export function mailDuePayments(now: Date = new Date()): number {
  if (!mailConfigured()) return 0;
  let queued = 0;
  for (const projectId of projectsWithOpenPayments()) {
    const project = getProject(projectId);
    if (!project || !isPrivate(project) || !project.client.email) continue;
    if (storedTrackerOf(project.id)?.mailStoppedAt) continue;
    const language = project.client.language;
    const t = messagesFor(language).payments;
    const projectTitle = (language === "ta" && project.ta.title) || project.title;
    for (const payment of paymentScheduleOf(project.id, now).instalments) {
      if (payment.state !== "due") continue;
      const instalment = titleIn(language, payment).text;
      const added = queueClientMail({
        projectId: project.id,
        subjectId: `due:${payment.id}`,
        to: project.client.email,
        subject: t
          .mailSubject(projectTitle, instalment)
          .replace(/[\r\n\t]+/g, " ")
          .slice(0, 200),
        body: t.mailBody({
          name: project.client.name.trim(),
          project: projectTitle,
          instalment,
          amount: formatRupees(stillToPay(payment)),
          link: t.mailLink(LINK_AT_SENDING),
          stopUrl: unsubscribeUrlOf(project),
        }),
      });
      if (added) queued += 1;
    }
  }
  if (queued) sendQueuedMails(clientMailOutbox);
  return queued;
}

/**
 * A receipt as printed (docs/product/client-payments.md#receipts), every word in `language`
 * worked out here, so the owner's English admin shows the client's Tamil receipt as the client
 * sees it; a cancelled one says so, when and why.
 */
export function receiptView(receipt: Receipt, project: Project, language: Language) {
  const messages = messagesFor(language);
  const t = messages.payments;
  const site = getSiteConfig();
  const texts = getSiteTexts(language);
  const payment = getPayment(receipt.paymentId);
  const address = [
    texts.street.text,
    // The locality, unless the street already names it.
    texts.street.text.includes(texts.locality.text) ? "" : texts.locality.text,
    [texts.city.text, site.address.postalCode].filter(Boolean).join(" - "),
    texts.region.text,
  ].filter(Boolean);
  const lines: { label: string; value: string; key: string }[] = [
    { key: "from", label: t.receivedFrom, value: project.client.name.trim() || "—" },
    {
      key: "project",
      label: t.project,
      value: (language === "ta" && project.ta.title) || project.title,
    },
    ...(payment
      ? [{ key: "towards", label: t.towards, value: titleIn(language, payment).text }]
      : []),
    { key: "date", label: t.date, value: formatDay(receipt.paidOn, language) },
    { key: "mode", label: t.mode, value: t.modes[receipt.mode] },
    ...(receipt.reference
      ? [{ key: "reference", label: t.reference, value: receipt.reference }]
      : []),
  ];
  return {
    language,
    title: t.receiptTitle,
    number: t.receiptNumber(String(receipt.number)),
    company: { name: texts.name.text, address, gstin: paymentSettings().gstin },
    gstinLabel: t.gstin,
    lines,
    amountLabel: t.amount,
    amount: formatRupees(receipt.amount),
    wordsLabel: t.amountInWords,
    words: rupeesInWords(receipt.amount, language),
    computerMade: t.computerMade,
    // Across the top, so a printout of it is told from a valid receipt at a glance.
    cancelled: receipt.cancelledAt
      ? {
          label: t.cancelled,
          on: t.cancelledOn(formatDay(siteDay(new Date(receipt.cancelledAt)), language)),
          reasonLabel: t.cancelReason,
          reason: receipt.cancelReason,
          notValid: t.notValid,
        }
      : null,
  };
}
export type ReceiptView = ReturnType<typeof receiptView>;
