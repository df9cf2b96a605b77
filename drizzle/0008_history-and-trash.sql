CREATE TABLE `revisions` (
	`id` text PRIMARY KEY NOT NULL,
	`entity_type` text NOT NULL,
	`entity_id` text NOT NULL,
	`data` text NOT NULL,
	`saved_by` text DEFAULT '' NOT NULL,
	`saved_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `revisions_entity_idx` ON `revisions` (`entity_type`,`entity_id`,`saved_at`);--> statement-breakpoint
ALTER TABLE `blogs` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `blogs` ADD `deleted_by` text;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `deleted_by` text;--> statement-breakpoint
ALTER TABLE `galleries` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `galleries` ADD `deleted_by` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `deleted_by` text;