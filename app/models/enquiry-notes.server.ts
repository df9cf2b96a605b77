/** Private notes on enquiries (docs/product/admin.md#enquiries): who wrote them and when. */
import { and, asc, eq, inArray } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { enquiries, enquiryNotes } from "~/db/schema";
import { newId } from "~/utils/ids.server";

export type EnquiryNote = typeof enquiryNotes.$inferSelect;

const NOTES_QUERY_SLICE = 500;

/** The notes of these enquiries, oldest first, by enquiry id. */
export function notesOf(enquiryIds: string[]): Record<string, EnquiryNote[]> {
  const byEnquiry: Record<string, EnquiryNote[]> = {};
  // In slices, so an export of every enquiry stays under SQLite's limit of bound values.
  for (let start = 0; start < enquiryIds.length; start += NOTES_QUERY_SLICE) {
    const rows = getDb()
      .select()
      .from(enquiryNotes)
      .where(inArray(enquiryNotes.enquiryId, enquiryIds.slice(start, start + NOTES_QUERY_SLICE)))
      .orderBy(asc(enquiryNotes.createdAt), asc(enquiryNotes.id))
      .all();
    for (const note of rows) (byEnquiry[note.enquiryId] ??= []).push(note);
  }
  return byEnquiry;
}

/** Adds a note; false when the enquiry is gone. */
export function addEnquiryNote(enquiryId: string, body: string, authorEmail: string): boolean {
  const exists = getDb()
    .select({ id: enquiries.id })
    .from(enquiries)
    .where(eq(enquiries.id, enquiryId))
    .get();
  if (!exists) return false;
  getDb().insert(enquiryNotes).values({ id: newId(), enquiryId, body, authorEmail }).run();
  return true;
}

/** Deletes one note of an enquiry; false when it was already gone. */
export function deleteEnquiryNote(enquiryId: string, noteId: string): boolean {
  const result = getDb()
    .delete(enquiryNotes)
    .where(and(eq(enquiryNotes.id, noteId), eq(enquiryNotes.enquiryId, enquiryId)))
    .run();
  return result.changes > 0;
}
