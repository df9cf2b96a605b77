PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_images` (
	`id` text PRIMARY KEY NOT NULL,
	`file_name` text NOT NULL,
	`owner_kind` text NOT NULL,
	`owner_id` text NOT NULL,
	`role` text NOT NULL,
	`position` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`caption` text DEFAULT '' NOT NULL,
	`ta` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
-- Each photo keeps its owner: the one per-kind column that was set (the old table's CHECK said exactly one).
INSERT INTO `__new_images`("id", "file_name", "owner_kind", "owner_id", "role", "position", "width", "height", "alt", "caption", "ta", "created_at") SELECT "id", "file_name", CASE WHEN "project_id" IS NOT NULL THEN 'project' WHEN "blog_id" IS NOT NULL THEN 'blog' WHEN "gallery_id" IS NOT NULL THEN 'gallery' ELSE 'progress' END, coalesce("project_id", "blog_id", "gallery_id", "progress_id"), "role", "position", "width", "height", "alt", "caption", "ta", "created_at" FROM `images`;--> statement-breakpoint
DROP TABLE `images`;--> statement-breakpoint
ALTER TABLE `__new_images` RENAME TO `images`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `images_file_name_unique` ON `images` (`file_name`);--> statement-breakpoint
CREATE INDEX `images_owner_idx` ON `images` (`owner_kind`,`owner_id`,`role`,`position`);