/**
 * A booked site visit joins the enquiry of its phone number (docs/product/enquiry-pipeline.md):
 * the live enquiry of the same number, compared as wa.me digits (98400 12345, 098400 12345 and
 * +91 98400 12345 are one number), or a new one made from the visit. The visit keeps the
 * enquiry's id, and the enquiry moves to visit-booked unless it is already further on.
 */
import { and, desc, eq, isNull, like } from "drizzle-orm";
import { getDb } from "~/db/db.server";
import { enquiries, siteVisits } from "~/db/schema";
import { phoneChatNumber } from "~/config/chat-number";
import { newId } from "~/utils/ids.server";
import type { EnquiryStatus } from "~/utils/enquiry-options";
import { pathInLanguage } from "~/i18n/language";

/** Statuses a booked visit leaves as they are: a lost enquiry that books a visit is back. */
const FURTHER_ON: EnquiryStatus[] = ["visit-booked", "quoted", "won"];

/** The service a visit's enquiry names. */
const SITE_VISIT_SERVICE = "Site visit";

/** The live enquiry of this phone number, the newest when there are several; null for none. */
function liveEnquiryOfPhone(phone: string) {
  const number = phoneChatNumber(phone);
  if (!number) return null;
  // The last 8 digits narrow the rows to read; the whole number decides.
  const candidates = getDb()
    .select()
    .from(enquiries)
    .where(
      and(
        isNull(enquiries.deletedAt),
        like(enquiries.phone, `%${number.slice(-8).split("").join("%")}%`),
      ),
    )
    .orderBy(desc(enquiries.createdAt))
    .all();
  return candidates.find((enquiry) => phoneChatNumber(enquiry.phone) === number) ?? null;
}

/**
 * Joins a site visit to its enquiry (found or started) and returns the enquiry's id; null for an
 * unknown visit. Safe to call again: the visit's enquiry is reused.
 */
export function joinVisitToEnquiry(visitId: string): string | null {
  const db = getDb();
  return db.transaction(() => {
    const visit = db.select().from(siteVisits).where(eq(siteVisits.id, visitId)).get();
    if (!visit) return null;
    const linked = visit.enquiryId
      ? db
          .select()
          .from(enquiries)
          .where(and(eq(enquiries.id, visit.enquiryId), isNull(enquiries.deletedAt)))
          .get()
      : undefined;
    let enquiry = linked ?? liveEnquiryOfPhone(visit.phone);
    if (!enquiry) {
      [enquiry] = db
        .insert(enquiries)
        .values({
          id: newId(),
          name: visit.name,
          email: visit.email,
          phone: visit.phone,
          service: SITE_VISIT_SERVICE,
          message: visit.note,
          page: pathInLanguage("/visit", visit.language),
          source: visit.source,
          status: "visit-booked",
          createdAt: visit.createdAt,
        })
        .returning()
        .all();
    } else if (!FURTHER_ON.includes(enquiry.status)) {
      db.update(enquiries)
        .set({ status: "visit-booked", lostReason: "" })
        .where(eq(enquiries.id, enquiry.id))
        .run();
    }
    db.update(siteVisits).set({ enquiryId: enquiry.id }).where(eq(siteVisits.id, visit.id)).run();
    return enquiry.id;
  });
}
