/**
 * What a content kind's server half declares (docs/adding-a-kind.md): its model functions, which
 * the trash, the History panel, deletes and the dashboard call; and how it is saved
 * (docs/decisions/063-one-save-pipeline.md): the one pipeline in
 * app/services/submissions.server.ts receives the form, checks the version, stores the photos,
 * records the activity and answers; each kind says only what is its own: its schemas, its file
 * fields, which of the parsed fields are about photos, and how they become its model's create
 * and update.
 */
import type { $ZodType, output } from "zod/v4/core";
import type { PublishState } from "~/content/publish-state";
import type { TamilTexts } from "~/i18n/tamil-texts";
import type { NewImage, PhotoDetail } from "~/media/images.server";
import type { RevisionData } from "~/models/revisions.server";
import type { SaveBasis } from "~/models/save-versions.server";

/** An item as the trash lists it. */
type TrashedItem = { id: string; title: string; deletedAt: string; deletedBy: string };

/** The newest item as the dashboard shows it. */
type LatestItem = {
  id: string;
  title: string;
  createdAt: string;
  publishedAt: string | null;
};

export type KindModel = {
  /** The item, unless it is unknown or in the trash. */
  get: (id: string) => { id: string; title: string; publishedAt: string | null } | null;
  /** Moves it to the trash; false when there was no such item (or it is there already). */
  trash: (id: string, deletedBy: string) => boolean;
  /** Takes it out of the trash as it was; false when it is not there. */
  untrash: (id: string) => boolean;
  /** Deletes it for good with its files; false for an unknown id. */
  purge: (id: string) => Promise<boolean>;
  /** The items in the trash, most recently deleted first. */
  trashed: () => TrashedItem[];
  /** The ids of items in the trash since before `cutoff`. */
  trashedBefore: (cutoff: string) => string[];
  /** Makes a kept version current as a new save (docs/product/admin-forms.md#history). */
  restoreVersion: (
    id: string,
    version: RevisionData,
    options: { basedOn?: string[]; savedBy?: string; restoredFrom?: string },
  ) => Promise<{ id: string; title: string } | null>;
  /** The dashboard: the newest item (drafts included) and the card's count. */
  latest: () => LatestItem | undefined;
  dashboardCount: () => number;
};

/**
 * The fields of a form that are the record's own: everything typed but the files and the photo
 * changes. The pipeline turns them into a RecordInput.
 */
type OwnFields = { slug?: string; status?: PublishState; publishAt?: string; ta?: TamilTexts };

/**
 * What a model's create or update receives for the record itself: the typed fields, the slug
 * asked for (none from a client that sends no slug field), the publish time asked for (none
 * keeps a saved item's state), the Tamil texts merged over the stored ones, and who saved.
 */
export type RecordInput<Fields extends OwnFields> = Omit<
  Fields,
  "status" | "publishAt" | "ta" | "slug"
> & {
  ta: TamilTexts | null;
  savedBy: string;
  slug: string | undefined;
  publishedAt: string | null | undefined;
};

/** The photos a save stored, by file field, each with the details the form sent for it. */
export type SavedFiles = Record<string, NewImage[]>;

/** What an update hands the model besides the record: photos stored, photo details, basis. */
export type PhotoChange = {
  files: SavedFiles;
  /** The saved photos' order, alt texts and captions, as the form (or an older client) sent them. */
  photos: PhotoDetail[];
  /** The versions the save was based on and the photos the form showed. */
  basis: SaveBasis;
};

/**
 * One kind's save. `files` lists the form's file fields in the order their photos are stored
 * (`most`: how many of that field a save takes); each field's details come in `<field>Details`.
 * `ownFields` leaves out of the parsed form what is about photos; `create` and `update` call the
 * kind's model with the record and the photos.
 */
export type KindSave<
  Item extends { id: string },
  NewSchema extends $ZodType,
  UpdateSchema extends $ZodType,
  Fields extends OwnFields,
> = {
  files: readonly { field: string; most?: number }[];
  tamilKeys: readonly string[];
  load: (id: string) => Item | null;
  /** The names of an item's saved photos, in their order (for `alt:<name>` fields). */
  savedPhotos: (item: Item) => string[];
  newSchema: NewSchema;
  /** The update's schema; an album's depends on the photos it has. */
  updateSchema: (existing: Item | null) => UpdateSchema;
  /** `form` is the raw form, for fields whose absence keeps the stored value. */
  ownFields: (value: output<NewSchema> | output<UpdateSchema>, form: FormData) => Fields;
  /** `value`: the whole parsed form, for what the files are for (a new project's cover choice). */
  create: (
    input: RecordInput<Fields>,
    files: SavedFiles,
    value: output<NewSchema>,
  ) => Promise<Item>;
  update: (
    id: string,
    input: RecordInput<Fields>,
    value: output<UpdateSchema>,
    change: PhotoChange,
  ) => Promise<Item | null>;
};

export function fileNamesOf(images: ({ fileName: string } | null | undefined)[]) {
  return images.flatMap((image) => (image ? [image.fileName] : []));
}

/** The parsed form without the named fields (those about photos). */
export function without<T extends object, K extends string>(
  value: T,
  keys: readonly K[],
): Omit<T, K> {
  const rest: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of keys) delete rest[key];
  return rest as Omit<T, K>;
}

/** Keeps each descriptor's types tied together (its schemas, fields and model). */
export function kindSave<
  Item extends { id: string },
  NewSchema extends $ZodType,
  UpdateSchema extends $ZodType,
  Fields extends OwnFields,
>(save: KindSave<Item, NewSchema, UpdateSchema, Fields>) {
  return save;
}
