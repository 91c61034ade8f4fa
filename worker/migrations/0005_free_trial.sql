CREATE TABLE `trial_claims` (
	`user_id` text PRIMARY KEY NOT NULL,
	`phone` text NOT NULL,
	`claimed_at` integer NOT NULL,
	`subscription_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trial_claims_phone_uq` ON `trial_claims` (`phone`);--> statement-breakpoint
ALTER TABLE `packages` ADD `trial_days` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `packages_trial_idx` ON `packages` (`trial_days`) WHERE trial_days > 0;