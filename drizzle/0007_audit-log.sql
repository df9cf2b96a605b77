CREATE TABLE `activity` (
	`id` text PRIMARY KEY NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`action` text NOT NULL,
	`actor_id` text,
	`actor_email` text DEFAULT '' NOT NULL,
	`subject_kind` text,
	`subject_id` text,
	`subject_label` text DEFAULT '' NOT NULL,
	`detail` text DEFAULT '' NOT NULL,
	`address` text DEFAULT '' NOT NULL,
	`user_agent` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activity_created_idx` ON `activity` (`created_at`);--> statement-breakpoint
CREATE INDEX `activity_action_idx` ON `activity` (`action`,`created_at`);