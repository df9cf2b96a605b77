/**
 * The Tamil versions of a few texts, shown under their English fields where tabs would be too
 * many (each item of a site section's list, the company's details): a marked group headed
 * "தமிழ்", each field optional and marked `lang="ta"`
 * (docs/decisions/051-tamil-texts-in-the-editors.md).
 */
import { TextAreaField, TextField, type Field } from "./form-fields";

/** One Tamil text: its key under `ta`, its label, and rows for a text box. */
export type TamilFieldSpec = { key: string; label: string; rows?: number };

export function TamilFieldGroup({
  meta,
  specs,
}: {
  /** The `ta` field of the form or of a list item (none: the schema has no Tamil texts). */
  meta: Field | undefined;
  specs: readonly TamilFieldSpec[];
}) {
  if (!meta || specs.length === 0) return null;
  // The `ta` object's own fields; Conform types an unknown field without them.
  const fields = (meta as unknown as { getFieldset: () => Record<string, Field> }).getFieldset();
  return (
    <div className="mt-4 space-y-4 rounded-lg border border-dashed border-slate-300 bg-white/60 p-3 sm:p-4">
      <div>
        <p lang="ta" className="text-sm leading-relaxed font-semibold text-slate-800">
          தமிழ்
        </p>
        <p className="text-xs text-slate-500">
          Optional: a Tamil page shows the English text where one is empty.
        </p>
      </div>
      {specs.map((spec) =>
        fields[spec.key] ? (
          spec.rows ? (
            <TextAreaField
              key={spec.key}
              label={spec.label}
              meta={fields[spec.key]}
              rows={spec.rows}
              lang="ta"
            />
          ) : (
            <TextField key={spec.key} label={spec.label} meta={fields[spec.key]} lang="ta" />
          )
        ) : null,
      )}
    </div>
  );
}
