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
DROP INDEX `blogs_created_idx`;--> statement-breakpoint
DROP INDEX `blogs_category_idx`;--> statement-breakpoint
DROP INDEX `blogs_title_idx`;--> statement-breakpoint
ALTER TABLE `blogs` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `blogs` ADD `deleted_by` text;--> statement-breakpoint
CREATE INDEX `blogs_created_idx` ON `blogs` (`deleted_at`,`created_at`,`published_at`);--> statement-breakpoint
CREATE INDEX `blogs_category_idx` ON `blogs` (`deleted_at`,`category`,`created_at`,`published_at`);--> statement-breakpoint
CREATE INDEX `blogs_title_idx` ON `blogs` (`deleted_at`,"title" collate nocase,`published_at`);--> statement-breakpoint
DROP INDEX `galleries_created_idx`;--> statement-breakpoint
DROP INDEX `galleries_title_idx`;--> statement-breakpoint
DROP INDEX `galleries_visible_idx`;--> statement-breakpoint
ALTER TABLE `galleries` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `galleries` ADD `deleted_by` text;--> statement-breakpoint
CREATE INDEX `galleries_created_idx` ON `galleries` (`deleted_at`,`created_at`,`published_at`);--> statement-breakpoint
CREATE INDEX `galleries_title_idx` ON `galleries` (`deleted_at`,"title" collate nocase,`published_at`);--> statement-breakpoint
CREATE INDEX `galleries_visible_idx` ON `galleries` (`id`,`published_at`,`deleted_at`);--> statement-breakpoint
DROP INDEX `projects_created_idx`;--> statement-breakpoint
DROP INDEX `projects_category_idx`;--> statement-breakpoint
DROP INDEX `projects_title_idx`;--> statement-breakpoint
ALTER TABLE `projects` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `deleted_by` text;--> statement-breakpoint
CREATE INDEX `projects_created_idx` ON `projects` (`deleted_at`,`created_at`,`published_at`);--> statement-breakpoint
CREATE INDEX `projects_category_idx` ON `projects` (`deleted_at`,`category`,`created_at`,`published_at`);--> statement-breakpoint
CREATE INDEX `projects_title_idx` ON `projects` (`deleted_at`,"title" collate nocase,`published_at`);--> statement-breakpoint
ALTER TABLE `enquiries` ADD `deleted_at` text;--> statement-breakpoint
ALTER TABLE `enquiries` ADD `deleted_by` text;