CREATE TABLE `idempotency_keys` (
	`admin_id` text NOT NULL,
	`key` text NOT NULL,
	`scope` text NOT NULL,
	`item_id` text,
	`created_at` text NOT NULL,
	PRIMARY KEY(`admin_id`, `key`),
	FOREIGN KEY (`admin_id`) REFERENCES `administrators`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `resumable_uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`file_name` text DEFAULT '' NOT NULL,
	`size` integer NOT NULL,
	`created_at` text NOT NULL,
	`expires_at` text NOT NULL,
	`stored_file_name` text,
	`width` integer,
	`height` integer,
	FOREIGN KEY (`admin_id`) REFERENCES `administrators`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `resumable_uploads_admin_idx` ON `resumable_uploads` (`admin_id`);