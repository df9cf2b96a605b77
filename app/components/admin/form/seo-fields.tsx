/**
 * "Search and sharing" on the project and post forms: the URL name, the
 * search description and the share image's alt text, with a preview of the
 * search result and of the card chat apps show. The preview is rendered on
 * the server from what is saved (so it works without JavaScript) and follows
 * the form as the owner types once JavaScript runs.
 */
import { useEffect, useRef, useState } from "react";
import { uploadUrl } from "~/media/image-urls";
import { TEXT_LIMITS } from "~/utils/limits";
import { markdownToPlainText } from "~/text/markdown-plain-text";
import { metaDescription } from "~/utils/seo";
import { isAscii } from "~/text/is-ascii";
import { FormSection, initialText, TextField, type Field } from "./form-fields";
import { BilingualFields, type BilingualText } from "./bilingual-fields";

type Texts = {
  title: string;
  body: string;
  slug: string;
  searchDescription: string;
  shareImageAlt: string;
};

type SeoFormFields = Record<"title" | "slug" | "searchDescription" | "shareImageAlt", Field> &
  Partial<Record<"description" | "content", Field>> & {
    /** The Tamil texts (`ta.searchDescription`, `ta.shareImageAlt`), when the form has them. */
    ta?: { getFieldset: () => Partial<Record<"searchDescription" | "shareImageAlt", Field>> };
  };

/**
 * Until the owner types: lower-case letters and digits joined by hyphens, which is what the
 * real slug maker gives for the titles and stored URL names an editor opens with (it also
 * spells out "&" and drops apostrophes, so a title with those shows its real slug once typed in).
 */
function roughSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * The slug maker of the search preview, loaded once the owner types (its tables are about a
 * twentieth of the editor's script, docs/decisions/054-admin-script-budget.md): the light ASCII
 * one, and the full transliteration (app/text/slug.ts, several hundred KB) only once a title
 * or URL name holds other characters. Until they arrive the preview uses roughSlug.
 */
function useSlugMaker(typed: boolean, needsTransliteration: boolean) {
  const [ascii, setAscii] = useState<((text: string) => string) | null>(null);
  const [full, setFull] = useState<((text: string) => string) | null>(null);
  useEffect(() => {
    if (!(typed || needsTransliteration) || ascii) return;
    let current = true;
    void import("~/text/slug-ascii").then(({ slugFromAsciiText }) => {
      if (current) setAscii(() => slugFromAsciiText);
    });
    return () => {
      current = false;
    };
  }, [typed, needsTransliteration, ascii]);
  useEffect(() => {
    if (!needsTransliteration || full) return;
    let current = true;
    void import("~/text/slug").then(({ slugFromText }) => {
      if (current) setFull(() => slugFromText);
    });
    return () => {
      current = false;
    };
  }, [needsTransliteration, full]);
  return (text: string) =>
    full && !isAscii(text) ? full(text) : ascii ? ascii(text) : roughSlug(text);
}

/** The texts of search results and share cards; the slug is the same in both languages. */
const SEO_TEXTS: BilingualText[] = [
  {
    name: "searchDescription",
    control: "textarea",
    rows: 3,
    en: {
      label: "Search summary",
      hint: `Up to ${TEXT_LIMITS.searchDescription} characters, shown under the title in search results and on share cards (the page's meta description). Empty: the start of the text is used.`,
    },
    ta: {
      label: "தேடல் சுருக்கம்",
      hint: `Up to ${TEXT_LIMITS.searchDescription} characters, for Tamil search results and share cards. Empty: the start of the Tamil text is used.`,
    },
  },
  {
    name: "shareImageAlt",
    en: {
      label: "Share image alt text",
      hint: "Describes the share image for people who cannot see it. Empty: the title is used.",
    },
    ta: {
      label: "பகிர்வுப் படத்தின் விவரணை",
      hint: "Describes the Tamil share image. Empty: the Tamil title is used.",
    },
  },
];

export function SeoFields({
  kind,
  bodyField,
  fields,
  siteUrl,
  siteName,
  shareImage,
}: {
  kind: "project" | "blog";
  /** The field whose text stands in when no search description is given. */
  bodyField: "description" | "content";
  /** The form's fields (Conform): these three are edited here, title and body are read. */
  fields: SeoFormFields;
  siteUrl: string;
  siteName: string;
  /** The saved share card, if the item has one. */
  shareImage: string | null;
}) {
  const body = fields[bodyField];
  const initial: Texts = {
    title: initialText(fields.title) ?? "",
    body: (body && initialText(body)) ?? "",
    slug: initialText(fields.slug) ?? "",
    searchDescription: initialText(fields.searchDescription) ?? "",
    shareImageAlt: initialText(fields.shareImageAlt) ?? "",
  };
  const [texts, setTexts] = useState(initial);
  const section = useRef<HTMLDivElement>(null);
  const [typed, setTyped] = useState(false);
  const slugOf = useSlugMaker(
    typed,
    [texts.slug, texts.title, initial.title].some((text) => !isAscii(text)),
  );

  useEffect(() => {
    const form = section.current?.closest("form");
    if (!form) return;
    const read = () => {
      const data = new FormData(form);
      const text = (name: string) => {
        const value = data.get(name);
        return typeof value === "string" ? value : "";
      };
      setTexts({
        title: text("title"),
        body: text(bodyField),
        slug: text("slug"),
        searchDescription: text("searchDescription"),
        shareImageAlt: text("shareImageAlt"),
      });
    };
    // What was typed before the script ran counts too (a phone on slow data).
    read();
    const onInput = () => {
      setTyped(true);
      read();
    };
    form.addEventListener("input", onInput);
    return () => form.removeEventListener("input", onInput);
  }, [bodyField]);

  const base = kind === "project" ? "/projects/" : "/blog/";
  const slug = slugOf(texts.slug || texts.title) || (kind === "project" ? "project" : "post");
  const host = new URL(siteUrl || "http://localhost").host;
  const description = metaDescription(
    texts.searchDescription || markdownToPlainText(texts.body) || `${texts.title}, by ${siteName}.`,
  );
  const title = texts.title || "Title";
  return (
    <FormSection
      title="Search and sharing"
      description="How this page appears in search results and when its link is shared. All optional."
    >
      <div ref={section} className="space-y-5">
        <TextField
          label="URL name"
          meta={fields.slug}
          placeholder={slugOf(initial.title) || "made from the title"}
          hint={`The page's address: ${siteUrl}${base}… Leave empty to make it from the title. Earlier addresses keep working.`}
        />
        <BilingualFields label="Search and sharing text" fields={fields} texts={SEO_TEXTS} />

        <div className="grid gap-5 lg:grid-cols-2">
          <figure aria-labelledby="search-preview-caption" className="min-w-0">
            <figcaption
              id="search-preview-caption"
              className="text-sm font-semibold text-slate-700"
            >
              Search result preview
            </figcaption>
            <div
              data-testid="search-preview"
              className="mt-2 rounded-xl bg-white p-4 ring-1 ring-slate-200"
            >
              <p className="truncate text-xs text-slate-600">
                {host} › {base.replaceAll("/", "")} › {slug}
              </p>
              <p className="mt-1 text-lg leading-snug break-words text-blue-800">
                {`${title} | ${siteName}`}
              </p>
              <p className="mt-1 text-sm break-words text-slate-700">{description}</p>
            </div>
          </figure>

          <figure aria-labelledby="share-preview-caption" className="min-w-0">
            <figcaption id="share-preview-caption" className="text-sm font-semibold text-slate-700">
              Share card preview
            </figcaption>
            <div
              data-testid="share-preview"
              className="mt-2 overflow-hidden rounded-xl bg-emerald-50 ring-1 ring-slate-200"
            >
              {shareImage ? (
                <img
                  src={uploadUrl(shareImage)}
                  alt={texts.shareImageAlt || title}
                  width={1200}
                  height={630}
                  loading="lazy"
                  decoding="async"
                  className="aspect-[1200/630] w-full object-cover"
                />
              ) : (
                <div className="flex aspect-[1200/630] w-full items-center justify-center bg-slate-800 p-4 text-center text-sm text-slate-200">
                  The share image is made from the cover and title when you save.
                </div>
              )}
              <div className="space-y-0.5 p-3">
                <p className="text-sm font-semibold break-words text-slate-900">{title}</p>
                <p className="line-clamp-2 text-xs break-words text-slate-700">{description}</p>
                <p className="text-xs text-slate-500">{host}</p>
              </div>
            </div>
          </figure>
        </div>
      </div>
    </FormSection>
  );
}
