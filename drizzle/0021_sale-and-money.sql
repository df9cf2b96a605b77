CREATE TABLE `client_questions` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`update_id` text,
	`question` text NOT NULL,
	`answer` text,
	`answered_at` text,
	`answered_by` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`update_id`) REFERENCES `progress_updates`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `client_questions_project_idx` ON `client_questions` (`project_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `owner_links` (
	`purpose` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`secret_hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `owner_links_secret_hash_unique` ON `owner_links` (`secret_hash`);--> statement-breakpoint
CREATE TABLE `payments` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`title` text NOT NULL,
	`title_ta` text DEFAULT '' NOT NULL,
	`amount` integer NOT NULL,
	`stage` text,
	`due_on` text,
	`position` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payments_project_idx` ON `payments` (`project_id`,`position`);--> statement-breakpoint
CREATE TABLE `project_documents` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`title` text NOT NULL,
	`title_ta` text DEFAULT '' NOT NULL,
	`stored_name` text NOT NULL,
	`file_name` text NOT NULL,
	`size` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `project_documents_stored_name_unique` ON `project_documents` (`stored_name`);--> statement-breakpoint
CREATE INDEX `project_documents_project_idx` ON `project_documents` (`project_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `receipts` (
	`id` text PRIMARY KEY NOT NULL,
	`payment_id` text NOT NULL,
	`project_id` text NOT NULL,
	`number` integer NOT NULL,
	`amount` integer NOT NULL,
	`paid_on` text NOT NULL,
	`mode` text NOT NULL,
	`reference` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`payment_id`) REFERENCES `payments`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `receipts_number_unique` ON `receipts` (`number`);--> statement-breakpoint
CREATE INDEX `receipts_payment_idx` ON `receipts` (`payment_id`);--> statement-breakpoint
CREATE INDEX `receipts_project_idx` ON `receipts` (`project_id`,`paid_on`);--> statement-breakpoint
CREATE TABLE `site_visits` (
	`id` text PRIMARY KEY NOT NULL,
	`date` text NOT NULL,
	`time` text NOT NULL,
	`name` text NOT NULL,
	`phone` text NOT NULL,
	`email` text DEFAULT '' NOT NULL,
	`project_id` text,
	`note` text DEFAULT '' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`status` text DEFAULT 'booked' NOT NULL,
	`cancel_message` text DEFAULT '' NOT NULL,
	`secret_hash` text NOT NULL,
	`enquiry_id` text,
	`source` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`enquiry_id`) REFERENCES `enquiries`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `site_visits_secret_hash_unique` ON `site_visits` (`secret_hash`);--> statement-breakpoint
CREATE INDEX `site_visits_slot_idx` ON `site_visits` (`date`,`time`,`status`);--> statement-breakpoint
CREATE INDEX `site_visits_enquiry_idx` ON `site_visits` (`enquiry_id`);--> statement-breakpoint
CREATE TABLE `visit_mails` (
	`id` text PRIMARY KEY NOT NULL,
	`visit_id` text NOT NULL,
	`key` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`ics` text DEFAULT '' NOT NULL,
	`mail_status` text DEFAULT 'pending' NOT NULL,
	`mail_attempts` integer DEFAULT 0 NOT NULL,
	`mail_next_try_at` text,
	`mail_last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`visit_id`) REFERENCES `site_visits`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `visit_mails_key_unique` ON `visit_mails` (`key`);--> statement-breakpoint
CREATE INDEX `visit_mails_due_idx` ON `visit_mails` (`mail_status`,`mail_next_try_at`);--> statement-breakpoint
ALTER TABLE `enquiries` ADD `lost_reason` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `follow_up_on` text;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `source` text;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `project_id` text REFERENCES projects(id) ON DELETE SET NULL;--> statement-breakpoint
CREATE INDEX `enquiries_phone_idx` ON `enquiries` (`phone`);--> statement-breakpoint
CREATE INDEX `enquiries_follow_up_idx` ON `enquiries` (`follow_up_on`);