/**
 * Messages after an action that go by themselves: useTimedMessage and its TimedNotice.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Notice, type NoticeTone } from "./notice";

/**
 * How long a message after an action stays unless dismissed
 * (docs/product/admin-forms.md#form-behaviour): 6 seconds, counted again once the pointer or the
 * focus leaves it. And the gallery's success redirect delay.
 */
const MESSAGE_MS = 6000;
export const SUCCESS_REDIRECT_MS = 2000;

type TimedMessage = { text: string; tone: NoticeTone };

/**
 * A message after an action: shown beside the control that caused it, gone after MESSAGE_MS or
 * its Dismiss button (Notice's `onDismiss`), and kept while the owner's pointer or focus is in it.
 */
export function useTimedMessage(ms = MESSAGE_MS) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const dismiss = useCallback(() => {
    clearTimeout(timer.current);
    setMessage(null);
  }, []);
  const show = useCallback(
    (text: string, tone: NoticeTone = "info") => {
      clearTimeout(timer.current);
      setMessage({ text, tone });
      timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  /** Holds the message while the owner is in it (reading, or about to press Dismiss). */
  const hold = useCallback(
    (holding: boolean) => {
      clearTimeout(timer.current);
      if (!holding) timer.current = setTimeout(() => setMessage(null), ms);
    },
    [ms],
  );
  return [message, show, dismiss, hold] as const;
}

/** A timed message from useTimedMessage, with its Dismiss button. */
export function TimedNotice({
  timed,
}: {
  timed: readonly [TimedMessage | null, unknown, () => void, (holding: boolean) => void];
}) {
  const [message, , dismiss, hold] = timed;
  if (!message) return null;
  return (
    <div
      onPointerEnter={() => hold(true)}
      onPointerLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hold(false);
      }}
    >
      <Notice tone={message.tone} onDismiss={dismiss}>
        {message.text}
      </Notice>
    </div>
  );
}
