PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_trial_claims` (
	`user_id` text PRIMARY KEY NOT NULL,
	`phone` text,
	`phone_hash` text,
	`email_canonical` text,
	`ip_hash` text,
	`claimed_at` integer NOT NULL,
	`subscription_id` text NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
-- Hand-edited: the old table has no hash or email columns. Each claim takes its user's canonical
-- email, except later claims of a mailbox that already has one (the farming issue 26 found).
INSERT INTO `__new_trial_claims`("user_id", "phone", "phone_hash", "email_canonical", "ip_hash", "claimed_at", "subscription_id")
SELECT c.user_id, c.phone, NULL,
  CASE WHEN u.email_canonical IS NOT NULL
    AND ROW_NUMBER() OVER (PARTITION BY u.email_canonical ORDER BY c.claimed_at, c.user_id) = 1
    THEN u.email_canonical END,
  NULL, c.claimed_at, c.subscription_id
FROM `trial_claims` c LEFT JOIN `users` u ON u.id = c.user_id;--> statement-breakpoint
DROP TABLE `trial_claims`;--> statement-breakpoint
ALTER TABLE `__new_trial_claims` RENAME TO `trial_claims`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `trial_claims_phone_uq` ON `trial_claims` (`phone`);--> statement-breakpoint
CREATE UNIQUE INDEX `trial_claims_phone_hash_uq` ON `trial_claims` (`phone_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `trial_claims_email_uq` ON `trial_claims` (`email_canonical`);--> statement-breakpoint
CREATE INDEX `trial_claims_ip_idx` ON `trial_claims` (`ip_hash`,`claimed_at`);