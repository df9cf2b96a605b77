/**
 * "Search and sharing" on the project and post forms: the URL name, the
 * search description and the share image's alt text, with a preview of the
 * search result and of the card chat apps show. The preview is rendered on
 * the server from what is saved (so it works without JavaScript) and follows
 * the form as the owner types once JavaScript runs.
 */
import { useEffect, useRef, useState } from "react";
import { MAX_SEARCH_DESCRIPTION, MAX_SHARE_IMAGE_ALT } from "~/schemas/common";
import { uploadUrl } from "~/utils/image-urls";
import { metaDescription } from "~/utils/seo";
import { slugFromText } from "~/utils/slug";
import { FormSection, TextAreaField, TextField } from "./editor-form";

type Texts = {
  title: string;
  body: string;
  slug: string;
  searchDescription: string;
  shareImageAlt: string;
};

export function SeoFields({
  kind,
  bodyField,
  values,
  siteUrl,
  siteName,
  shareImage,
}: {
  kind: "project" | "blog";
  /** The field whose text stands in when no search description is given. */
  bodyField: "description" | "content";
  values: Record<string, string | undefined>;
  siteUrl: string;
  siteName: string;
  /** The saved share card, if the item has one. */
  shareImage: string | null;
}) {
  const initial: Texts = {
    title: values.title ?? "",
    body: values[bodyField] ?? "",
    slug: values.slug ?? "",
    searchDescription: values.searchDescription ?? "",
    shareImageAlt: values.shareImageAlt ?? "",
  };
  const [texts, setTexts] = useState(initial);
  const section = useRef<HTMLDivElement>(null);

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
    form.addEventListener("input", read);
    return () => form.removeEventListener("input", read);
  }, [bodyField]);

  const base = kind === "project" ? "/projects/" : "/blog/";
  const slug = slugFromText(texts.slug || texts.title) || (kind === "project" ? "project" : "post");
  const host = new URL(siteUrl || "http://localhost").host;
  const description = metaDescription(
    texts.searchDescription || texts.body || `${texts.title}, by ${siteName}.`,
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
          name="slug"
          maxLength={150}
          defaultValue={values.slug}
          placeholder={slugFromText(initial.title) || "made from the title"}
          hint={`The page's address: ${siteUrl}${base}… Leave empty to make it from the title. Earlier addresses keep working.`}
        />
        <TextAreaField
          label="Search summary"
          name="searchDescription"
          rows={3}
          maxLength={MAX_SEARCH_DESCRIPTION}
          defaultValue={values.searchDescription}
          hint={`Up to ${MAX_SEARCH_DESCRIPTION} characters, shown under the title in search results and on share cards (the page's meta description). Empty: the start of the text is used.`}
        />
        <TextField
          label="Share image alt text"
          name="shareImageAlt"
          maxLength={MAX_SHARE_IMAGE_ALT}
          defaultValue={values.shareImageAlt}
          hint="Describes the share image for people who cannot see it. Empty: the title is used."
        />

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
