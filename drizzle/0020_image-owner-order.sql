DROP INDEX `images_owner_idx`;--> statement-breakpoint
CREATE INDEX `images_owner_role_idx` ON `images` (`owner_kind`,`owner_id`,`role`,`position`);--> statement-breakpoint
CREATE INDEX `images_owner_idx` ON `images` (`owner_kind`,`owner_id`,`position`);