/**
 * The English and Tamil versions of an editor's texts, described once each
 * (docs/decisions/051-tamil-texts-in-the-editors.md): the English field under its name, the Tamil
 * one under `ta`, shown in the English and தமிழ் tabs of LanguageTabs.
 */
import type { Field } from "./form-fields";
import { TextAreaField, TextField } from "./form-fields";
import { LanguageTabs } from "./language-tabs";
import { MarkdownField } from "./markdown-field";

/** What one language's field says around it. */
type FieldWords = { label: string; placeholder?: string; hint?: string };

/** One text in both languages: its name (the same under `ta`), its control and its words. */
export type BilingualText = {
  name: string;
  control?: "text" | "textarea" | "markdown";
  rows?: number;
  en: FieldWords;
  ta: FieldWords;
};

function TextControl({
  text,
  meta,
  words,
  lang,
  preview,
}: {
  text: BilingualText;
  meta: Field;
  words: FieldWords;
  lang?: "ta";
  preview?: string;
}) {
  if (text.control === "markdown") {
    return (
      <MarkdownField
        label={words.label}
        meta={meta}
        rows={text.rows}
        preview={preview}
        lang={lang}
      />
    );
  }
  if (text.control === "textarea") {
    return <TextAreaField {...words} meta={meta} rows={text.rows} lang={lang} />;
  }
  return <TextField {...words} meta={meta} lang={lang} />;
}

export function BilingualFields({
  label,
  fields,
  texts,
  preview,
}: {
  /** What the texts are, for the tab list's name: "Post text". */
  label: string;
  /** The form's fields (Conform), with the Tamil ones under `ta` (any entity's form). */
  fields: object;
  texts: readonly BilingualText[];
  /** Rendered Markdown after a no-JavaScript preview, by field name ("ta.content" for Tamil). */
  preview?: Record<string, string>;
}) {
  const byName = fields as Record<string, Field | undefined> & {
    ta?: { getFieldset: () => Record<string, Field | undefined> };
  };
  const tamil = byName.ta?.getFieldset();
  const english = texts.map((text) => (
    <TextControl
      key={text.name}
      text={text}
      meta={byName[text.name]!}
      words={text.en}
      preview={preview?.[text.name]}
    />
  ));
  // A form without these Tamil texts shows the English fields alone.
  if (!texts.every((text) => tamil?.[text.name])) return <>{english}</>;
  return (
    <LanguageTabs
      label={label}
      englishFields={texts.map((text) => byName[text.name])}
      tamilFields={texts.map((text) => tamil![text.name])}
      english={english}
      tamil={texts.map((text) => (
        <TextControl
          key={text.name}
          text={text}
          meta={tamil![text.name]!}
          words={text.ta}
          lang="ta"
          preview={preview?.[`ta.${text.name}`] || undefined}
        />
      ))}
    />
  );
}
