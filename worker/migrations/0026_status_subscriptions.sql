CREATE TABLE `status_subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`email` text NOT NULL,
	`locale` text NOT NULL,
	`confirm_token_hash` text,
	`confirmed_at` integer,
	`alerted_through` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `status_subscriptions_email_uq` ON `status_subscriptions` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `status_subscriptions_token_uq` ON `status_subscriptions` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `status_subscriptions_due_idx` ON `status_subscriptions` (`alerted_through`) WHERE confirmed_at IS NOT NULL;--> statement-breakpoint
CREATE INDEX `status_subscriptions_pending_idx` ON `status_subscriptions` (`created_at`) WHERE confirmed_at IS NULL;