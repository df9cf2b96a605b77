DROP INDEX `blogs_created_idx`;--> statement-breakpoint
DROP INDEX `blogs_category_idx`;--> statement-breakpoint
DROP INDEX `blogs_title_idx`;--> statement-breakpoint
ALTER TABLE `blogs` ADD `published_at` text DEFAULT '1970-01-01T00:00:00.000Z';--> statement-breakpoint
CREATE INDEX `blogs_created_idx` ON `blogs` (`created_at`,`published_at`);--> statement-breakpoint
CREATE INDEX `blogs_category_idx` ON `blogs` (`category`,`created_at`,`published_at`);--> statement-breakpoint
CREATE INDEX `blogs_title_idx` ON `blogs` ("title" collate nocase,`published_at`);--> statement-breakpoint
DROP INDEX `galleries_created_idx`;--> statement-breakpoint
DROP INDEX `galleries_title_idx`;--> statement-breakpoint
ALTER TABLE `galleries` ADD `published_at` text DEFAULT '1970-01-01T00:00:00.000Z';--> statement-breakpoint
CREATE INDEX `galleries_visible_idx` ON `galleries` (`id`,`published_at`);--> statement-breakpoint
CREATE INDEX `galleries_created_idx` ON `galleries` (`created_at`,`published_at`);--> statement-breakpoint
CREATE INDEX `galleries_title_idx` ON `galleries` ("title" collate nocase,`published_at`);--> statement-breakpoint
DROP INDEX `projects_created_idx`;--> statement-breakpoint
DROP INDEX `projects_category_idx`;--> statement-breakpoint
DROP INDEX `projects_title_idx`;--> statement-breakpoint
ALTER TABLE `projects` ADD `published_at` text DEFAULT '1970-01-01T00:00:00.000Z';--> statement-breakpoint
CREATE INDEX `projects_created_idx` ON `projects` (`created_at`,`published_at`);--> statement-breakpoint
CREATE INDEX `projects_category_idx` ON `projects` (`category`,`created_at`,`published_at`);--> statement-breakpoint
CREATE INDEX `projects_title_idx` ON `projects` ("title" collate nocase,`published_at`);--> statement-breakpoint
-- Rows from before publish states were live: they count as published when they were created.
UPDATE `blogs` SET `published_at` = `created_at`;--> statement-breakpoint
UPDATE `galleries` SET `published_at` = `created_at`;--> statement-breakpoint
UPDATE `projects` SET `published_at` = `created_at`;
