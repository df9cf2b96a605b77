/**
 * Text typed before the page's script has run, kept through hydration.
 *
 * The server's HTML of an editor can be typed into at once, seconds before the script arrives on
 * a slow line. When React then takes the page over, it resets every `<textarea>` to the text it
 * was served with, and its cursor to the start (inputs keep both): a paragraph written in those
 * seconds would be gone, and what is typed next would land at the top. The client entry starts
 * following the textareas (their text, and where the cursor or selection is) before it
 * hydrates; the root puts both back as soon as hydration is done (a layout effect, before a
 * key press can land), then tells the page with an input event (a plain effect, once the form,
 * its checks and the work kept on the device listen), so they see the text as typed.
 */
type Kept = { value: string; start: number; end: number };

const kept = new Map<HTMLTextAreaElement, Kept>();
const restored: HTMLTextAreaElement[] = [];
const EVENTS = ["input", "select", "keyup", "pointerup", "focus"] as const;

function keep(textarea: HTMLTextAreaElement) {
  const { value, selectionStart: start, selectionEnd: end } = textarea;
  kept.set(textarea, { value, start, end });
}

function follow(event: Event) {
  if (event.target instanceof HTMLTextAreaElement) keep(event.target);
}

/** Called by the client entry, before hydration. */
export function keepTextTypedBeforeHydration() {
  for (const textarea of document.querySelectorAll("textarea")) {
    if (textarea.value !== textarea.defaultValue || textarea === document.activeElement) {
      keep(textarea);
    }
  }
  for (const type of EVENTS) document.addEventListener(type, follow, true);
}

/** Puts the text and the cursor back: the root's layout effect, as hydration is done. */
export function restoreTextTypedBeforeHydration() {
  for (const type of EVENTS) document.removeEventListener(type, follow, true);
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  for (const [textarea, { value, start, end }] of kept) {
    if (!textarea.isConnected || !setValue) continue;
    if (textarea.value !== value) {
      // The native setter, so React's own value tracking sees a change and its onChange runs.
      setValue.call(textarea, value);
      restored.push(textarea);
    }
    if (textarea === document.activeElement) textarea.setSelectionRange(start, end);
  }
  kept.clear();
}

/** Tells the page the text changed: the root's effect, after the form's own effects. */
export function announceTextTypedBeforeHydration() {
  for (const textarea of restored.splice(0)) {
    textarea.dispatchEvent(new Event("input", { bubbles: true }));
  }
}
