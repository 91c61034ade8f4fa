CREATE TABLE `account_signals` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`source` text NOT NULL,
	`result` text NOT NULL,
	`user_id` text,
	`detail` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`account_id`) REFERENCES `service_accounts`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `account_signals_account_idx` ON `account_signals` (`account_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `incidents` (
	`id` text PRIMARY KEY NOT NULL,
	`service_id` text NOT NULL,
	`account_id` text,
	`state` text NOT NULL,
	`cause` text NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	`alerted_at` integer,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `service_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `incidents_service_idx` ON `incidents` (`service_id`,`started_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `incidents_open_account_uq` ON `incidents` (`account_id`) WHERE ended_at IS NULL AND account_id IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `incidents_open_service_uq` ON `incidents` (`service_id`) WHERE ended_at IS NULL AND account_id IS NULL;--> statement-breakpoint
ALTER TABLE `service_accounts` ADD `health` text DEFAULT 'healthy' NOT NULL;--> statement-breakpoint
ALTER TABLE `service_accounts` ADD `health_since` integer;--> statement-breakpoint
ALTER TABLE `service_accounts` ADD `probed_at` integer;--> statement-breakpoint
ALTER TABLE `services` ADD `probe_url` text;--> statement-breakpoint
ALTER TABLE `services` ADD `probe_signed_in_text` text;--> statement-breakpoint
ALTER TABLE `services` ADD `probe_signed_out_text` text;