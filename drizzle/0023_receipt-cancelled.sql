ALTER TABLE `receipts` ADD `cancelled_at` text;--> statement-breakpoint
ALTER TABLE `receipts` ADD `cancel_reason` text DEFAULT '' NOT NULL;