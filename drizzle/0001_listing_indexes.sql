CREATE INDEX `blogs_category_idx` ON `blogs` (`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `blogs_title_idx` ON `blogs` ("title" collate nocase);--> statement-breakpoint
CREATE INDEX `galleries_title_idx` ON `galleries` ("title" collate nocase);--> statement-breakpoint
CREATE INDEX `projects_category_idx` ON `projects` (`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `projects_title_idx` ON `projects` ("title" collate nocase);