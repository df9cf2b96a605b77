import { useState, type KeyboardEvent } from "react";
import { buttonClass } from "~/components/ui/button";

/**
 * The Link button's two fields, the words and the address, each typed in a box of its own (a
 * phone's keyboard for web addresses in the second). Enter adds the link; Escape or Cancel goes
 * back to the text. The fields have no names: they are never sent with the form. Loaded with the
 * toolbar's edits, on its first use (markdown-field.tsx).
 */
export function LinkPanel({
  draft,
  onDone,
}: {
  draft: { text: string; address: string };
  onDone: (link: { text: string; address: string } | null) => void;
}) {
  const [text, setText] = useState(draft.text);
  const [address, setAddress] = useState(draft.address);
  const [missing, setMissing] = useState(false);
  const add = () => (address.trim() ? onDone({ text, address }) : setMissing(true));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Enter") {
      event.preventDefault();
      add();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onDone(null);
    }
  };
  const inputClass =
    "mt-1 block w-full rounded-lg border-0 bg-white px-3 py-2.5 text-base text-slate-900 ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-orange-700 focus:outline-none";
  return (
    <div
      role="group"
      aria-label="Add a link"
      className="mt-2 space-y-3 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200"
    >
      <label className="block text-sm font-semibold text-slate-800">
        Link text
        <input
          type="text"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          autoFocus={!draft.text}
          className={inputClass}
        />
      </label>
      <label className="block text-sm font-semibold text-slate-800">
        Web address
        <input
          type="text"
          inputMode="url"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          placeholder="www.example.com or /services"
          value={address}
          onChange={(event) => {
            setAddress(event.target.value);
            setMissing(false);
          }}
          onKeyDown={onKeyDown}
          autoFocus={Boolean(draft.text)}
          aria-invalid={missing || undefined}
          className={inputClass}
        />
      </label>
      {missing ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          Type the address the link goes to.
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="button" onClick={add} className={buttonClass("primary", "min-h-11", "sm")}>
          Add link
        </button>
        <button
          type="button"
          onClick={() => onDone(null)}
          className={buttonClass("secondary", "min-h-11", "sm")}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
