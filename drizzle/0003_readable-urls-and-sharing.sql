CREATE TABLE `slug_history` (
	`kind` text NOT NULL,
	`slug` text NOT NULL,
	`item_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`kind`, `slug`)
);
--> statement-breakpoint
CREATE INDEX `slug_history_item_idx` ON `slug_history` (`item_id`);--> statement-breakpoint
ALTER TABLE `blogs` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `blogs` ADD `search_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blogs` ADD `share_image_alt` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `blogs` ADD `share_image` text;--> statement-breakpoint
CREATE UNIQUE INDEX `blogs_slug_idx` ON `blogs` (`slug`);--> statement-breakpoint
ALTER TABLE `galleries` ADD `slug` text;--> statement-breakpoint
CREATE UNIQUE INDEX `galleries_slug_idx` ON `galleries` (`slug`);--> statement-breakpoint
ALTER TABLE `projects` ADD `slug` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `search_description` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `share_image_alt` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `share_image` text;--> statement-breakpoint
CREATE UNIQUE INDEX `projects_slug_idx` ON `projects` (`slug`);