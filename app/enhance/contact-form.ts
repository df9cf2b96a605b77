/**
 * The contact form with JavaScript (docs/product/public-site.md#contact-form,
 * app/components/contact/contact-form.tsx): the same validation as the
 * server runs first, then the form posts to its `data-send-to` address and
 * the visitor stays on the page. The chat opens as the button promises: a
 * window is opened within the tap (browsers allow a new window only then),
 * and pointed at the chat link once the enquiry is stored; the page says the
 * enquiry arrived, with an "Open WhatsApp" button for a browser that blocked
 * the window. Without this script the form posts to /contact. The words come
 * from the form's `data-messages` (the page's language).
 */
import {
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  readContactFields,
  validateContact,
  type ContactErrorMessages,
  type ContactErrors,
} from "~/schemas/contact";
import { enhanced } from "./dom";

type Reply = { chatLink?: string; formError?: string; errors?: ContactErrors };

type ScriptMessages = { offline: string; errors: ContactErrorMessages };

function messagesOf(form: HTMLFormElement): ScriptMessages {
  try {
    return JSON.parse(form.dataset.messages ?? "") as ScriptMessages;
  } catch {
    // Without its words the script leaves the checks to the server (the page's own post).
    return { offline: "", errors: {} as ContactErrorMessages };
  }
}

export function enhanceContactForms() {
  for (const form of enhanced<HTMLFormElement>("contact-form")) {
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      void send(form);
    });
  }
}

async function send(form: HTMLFormElement) {
  const formData = new FormData(form);
  const status = form.querySelector<HTMLElement>("[data-sent-status]")!;
  status.replaceChildren();
  if (String(formData.get(HONEYPOT_FIELD) ?? "") !== "") {
    form.reset();
    return;
  }
  const messages = messagesOf(form);
  const result = validateContact(readContactFields(formData), undefined, messages.errors);
  if (!result.ok) {
    showErrors(form, result.errors);
    return;
  }

  // Opened now, while the tap counts as the visitor's own act; blank until the enquiry is stored.
  const chat = window.open("", "_blank");
  const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
  if (button) button.disabled = true;
  let reply: Reply;
  try {
    const response = await fetch(form.dataset.sendTo ?? form.action, {
      method: "POST",
      body: formData,
      headers: { Accept: "application/json" },
    });
    reply = (await response.json()) as Reply;
  } catch {
    reply = { formError: messages.offline };
  } finally {
    if (button) button.disabled = false;
  }

  if (reply.formError || reply.errors || !reply.chatLink) chat?.close();
  if (reply.formError || reply.errors) {
    showErrors(form, reply.errors ?? {}, reply.formError);
    return;
  }
  showErrors(form, {});
  form.reset();
  if (!reply.chatLink) return;
  if (chat) {
    // The chat page gets no hold on this one (as rel="noopener" would give).
    chat.opener = null;
    chat.location.href = reply.chatLink;
  }
  // The enquiry is stored: say so, and offer the chat the server prepared.
  const template = form.querySelector<HTMLTemplateElement>("template[data-sent-message]");
  if (!template) return;
  const message = template.content.cloneNode(true) as DocumentFragment;
  message.querySelector("a")?.setAttribute("href", reply.chatLink);
  status.replaceChildren(message);
}

/** Marks each field with its message (or clears it), and focuses the first one at fault. */
function showErrors(form: HTMLFormElement, errors: ContactErrors, formError?: string) {
  const alert = form.querySelector<HTMLElement>("[data-form-error]");
  if (alert) {
    alert.hidden = !formError;
    const text = alert.querySelector("span");
    if (text) text.textContent = formError ?? "";
  }
  let first: HTMLElement | null = null;
  for (const name of CONTACT_FIELDS) {
    const field = form.elements.namedItem(name) as HTMLElement | null;
    const message = form.querySelector<HTMLElement>(`#contact-${name}-error`);
    const error = errors[name];
    if (message) {
      message.textContent = error ?? "";
      message.hidden = !error;
    }
    if (!field) continue;
    if (error) {
      field.setAttribute("aria-invalid", "true");
      field.setAttribute("aria-describedby", `contact-${name}-error`);
      first ??= field;
    } else {
      field.removeAttribute("aria-invalid");
      field.removeAttribute("aria-describedby");
    }
  }
  first?.focus();
}
