CREATE TABLE `email_verifications` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `email_verifications_user_idx` ON `email_verifications` (`user_id`);--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` integer;--> statement-breakpoint
-- Google confirmed these addresses already.
UPDATE `users` SET `email_verified_at` = `created_at` WHERE `google_sub` IS NOT NULL;--> statement-breakpoint
CREATE INDEX `password_resets_user_idx` ON `password_resets` (`user_id`);--> statement-breakpoint
CREATE INDEX `rate_limits_window_idx` ON `rate_limits` (`window_start`);--> statement-breakpoint
-- Keep only the newest open discounted payment per user before the index enforces one.
UPDATE `transactions` SET `status` = 'canceled' WHERE `status` = 'pending' AND `discount_amount` > 0 AND `id` NOT IN (SELECT `id` FROM (SELECT `id`, ROW_NUMBER() OVER (PARTITION BY `user_id` ORDER BY `created_at` DESC) AS `rn` FROM `transactions` WHERE `status` = 'pending' AND `discount_amount` > 0) WHERE `rn` = 1);--> statement-breakpoint
CREATE UNIQUE INDEX `transactions_open_discount_uq` ON `transactions` (`user_id`) WHERE status = 'pending' AND discount_amount > 0;