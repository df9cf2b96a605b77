CREATE TABLE `two_factor_recovery_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	FOREIGN KEY (`admin_id`) REFERENCES `administrators`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `two_factor_recovery_codes_admin_idx` ON `two_factor_recovery_codes` (`admin_id`);--> statement-breakpoint
ALTER TABLE `administrators` ADD `two_factor_secret` text;--> statement-breakpoint
ALTER TABLE `administrators` ADD `two_factor_pending_secret` text;--> statement-breakpoint
ALTER TABLE `administrators` ADD `two_factor_last_step` integer;--> statement-breakpoint
ALTER TABLE `administrators` ADD `two_factor_enabled_at` text;