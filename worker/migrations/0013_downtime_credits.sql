CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_notices` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`source_id` text NOT NULL,
	`data` text NOT NULL,
	`created_at` integer NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_notices_source_uq` ON `user_notices` (`kind`,`source_id`);--> statement-breakpoint
CREATE INDEX `user_notices_user_idx` ON `user_notices` (`user_id`,`created_at`);--> statement-breakpoint
ALTER TABLE `incidents` ADD `credit_claim` text;--> statement-breakpoint
ALTER TABLE `incidents` ADD `credited_at` integer;--> statement-breakpoint
ALTER TABLE `incidents` ADD `credit_outcome` text;--> statement-breakpoint
ALTER TABLE `incidents` ADD `credited_users` integer;--> statement-breakpoint
ALTER TABLE `incidents` ADD `credit_days` integer;--> statement-breakpoint
CREATE INDEX `incidents_started_idx` ON `incidents` (`started_at`);--> statement-breakpoint
CREATE INDEX `incidents_unsettled_idx` ON `incidents` (`ended_at`) WHERE credit_claim IS NULL AND account_id IS NULL AND state = 'down' AND ended_at IS NOT NULL;