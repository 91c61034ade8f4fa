CREATE TABLE `renewal_cycles` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`end_at` integer NOT NULL,
	`package_id` text,
	`transaction_id` text NOT NULL,
	`method_id` text,
	`amount` integer NOT NULL,
	`currency` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`first_attempt_at` integer,
	`next_attempt_at` integer,
	`failure_code` text,
	`grace_days` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`transaction_id`) REFERENCES `transactions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `renewal_cycles_user_end_uq` ON `renewal_cycles` (`user_id`,`end_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `renewal_cycles_transaction_uq` ON `renewal_cycles` (`transaction_id`);--> statement-breakpoint
CREATE INDEX `renewal_cycles_status_next_idx` ON `renewal_cycles` (`status`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `renewal_methods` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`provider` text NOT NULL,
	`channel` text NOT NULL,
	`token_id` text,
	`label` text,
	`status` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `renewal_methods_active_uq` ON `renewal_methods` (`user_id`) WHERE status = 'active';--> statement-breakpoint
CREATE INDEX `renewal_methods_user_idx` ON `renewal_methods` (`user_id`);--> statement-breakpoint
CREATE INDEX `renewal_methods_token_idx` ON `renewal_methods` (`provider`,`token_id`);