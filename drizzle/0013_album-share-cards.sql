ALTER TABLE `galleries` ADD `share_image` text;--> statement-breakpoint
ALTER TABLE `galleries` ADD `share_image_ta` text;