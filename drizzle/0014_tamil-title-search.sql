CREATE INDEX `blogs_titles_idx` ON `blogs` (`deleted_at`,`published_at`,`title`,json_extract("ta", '$.title'));--> statement-breakpoint
CREATE INDEX `galleries_titles_idx` ON `galleries` (`deleted_at`,`published_at`,`title`,json_extract("ta", '$.title'));--> statement-breakpoint
CREATE INDEX `projects_titles_idx` ON `projects` (`deleted_at`,`published_at`,`title`,json_extract("ta", '$.title'));