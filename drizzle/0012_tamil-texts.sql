ALTER TABLE `blogs` ADD `ta` text;--> statement-breakpoint
ALTER TABLE `blogs` ADD `share_image_ta` text;--> statement-breakpoint
ALTER TABLE `galleries` ADD `ta` text;--> statement-breakpoint
ALTER TABLE `images` ADD `ta` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `ta` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `share_image_ta` text;