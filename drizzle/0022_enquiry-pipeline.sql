-- The enquiry pipeline (new, contacted, visit-booked, quoted, won, lost): an enquiry closed
-- before it existed is lost, with "closed" as its reason.
UPDATE `enquiries` SET `status` = 'lost', `lost_reason` = 'closed' WHERE `status` = 'closed';
