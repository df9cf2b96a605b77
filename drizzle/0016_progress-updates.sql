CREATE TABLE `progress_updates` (
	`id` text PRIMARY KEY NOT NULL,
	`project_id` text NOT NULL,
	`date` text NOT NULL,
	`stage` text NOT NULL,
	`percent` integer NOT NULL,
	`title` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`ta` text,
	`slug` text,
	`share_image` text,
	`share_image_ta` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text,
	`published_at` text DEFAULT '1970-01-01T00:00:00.000Z',
	`deleted_at` text,
	`deleted_by` text,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `progress_updates_project_idx` ON `progress_updates` (`project_id`,`deleted_at`,`date`,`created_at`);--> statement-breakpoint
CREATE INDEX `progress_updates_created_idx` ON `progress_updates` (`deleted_at`,`created_at`,`published_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `progress_updates_slug_idx` ON `progress_updates` (`slug`);--> statement-breakpoint
PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_images` (
	`id` text PRIMARY KEY NOT NULL,
	`file_name` text NOT NULL,
	`project_id` text,
	`blog_id` text,
	`gallery_id` text,
	`progress_id` text,
	`role` text NOT NULL,
	`position` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`alt` text DEFAULT '' NOT NULL,
	`caption` text DEFAULT '' NOT NULL,
	`ta` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`project_id`) REFERENCES `projects`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`blog_id`) REFERENCES `blogs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`gallery_id`) REFERENCES `galleries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`progress_id`) REFERENCES `progress_updates`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "images_one_owner" CHECK(("__new_images"."project_id" IS NOT NULL) + ("__new_images"."blog_id" IS NOT NULL) + ("__new_images"."gallery_id" IS NOT NULL) + ("__new_images"."progress_id" IS NOT NULL) = 1)
);
--> statement-breakpoint
INSERT INTO `__new_images`("id", "file_name", "project_id", "blog_id", "gallery_id", "progress_id", "role", "position", "width", "height", "alt", "caption", "ta", "created_at") SELECT "id", "file_name", "project_id", "blog_id", "gallery_id", NULL, "role", "position", "width", "height", "alt", "caption", "ta", "created_at" FROM `images`;--> statement-breakpoint
DROP TABLE `images`;--> statement-breakpoint
ALTER TABLE `__new_images` RENAME TO `images`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `images_file_name_unique` ON `images` (`file_name`);--> statement-breakpoint
CREATE INDEX `images_project_idx` ON `images` (`project_id`,`role`,`position`);--> statement-breakpoint
CREATE INDEX `images_blog_idx` ON `images` (`blog_id`,`position`);--> statement-breakpoint
CREATE INDEX `images_gallery_idx` ON `images` (`gallery_id`,`position`);--> statement-breakpoint
CREATE INDEX `images_progress_idx` ON `images` (`progress_id`,`position`);