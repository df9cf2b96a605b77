CREATE TABLE `client_mails` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`subject_id` text NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`mail_status` text DEFAULT 'pending' NOT NULL,
	`mail_attempts` integer DEFAULT 0 NOT NULL,
	`mail_next_try_at` text,
	`mail_last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `client_mails_due_idx` ON `client_mails` (`mail_status`,`mail_next_try_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `client_mails_subject_idx` ON `client_mails` (`subject_id`);--> statement-breakpoint
CREATE TABLE `project_trackers` (
	`project_id` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`secret_hash` text NOT NULL,
	`unsubscribe_secret` text NOT NULL,
	`unsubscribe_hash` text NOT NULL,
	`mail_stopped_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `project_trackers_secret_hash_unique` ON `project_trackers` (`secret_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `project_trackers_unsubscribe_hash_unique` ON `project_trackers` (`unsubscribe_hash`);--> statement-breakpoint
ALTER TABLE `projects` ADD `visibility` text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `client_name` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `client_phone` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `client_email` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `client_language` text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `rera_number` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `rera_authority` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `rera_approval_number` text DEFAULT '' NOT NULL;