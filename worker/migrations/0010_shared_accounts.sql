CREATE TABLE `demo_site_sessions` (
	`token` text PRIMARY KEY NOT NULL,
	`account` text NOT NULL,
	`storage_token` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `demo_site_sessions_account_idx` ON `demo_site_sessions` (`account`);--> statement-breakpoint
CREATE TABLE `seat_waits` (
	`user_id` text NOT NULL,
	`service_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `service_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `seat_waits_service_idx` ON `seat_waits` (`service_id`);--> statement-breakpoint
CREATE TABLE `service_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`service_id` text NOT NULL,
	`label` text NOT NULL,
	`secret` text,
	`seats` integer,
	`seats_used` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`expires_at` integer,
	`expiry_warned_for` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_accounts_service_idx` ON `service_accounts` (`service_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `service_accounts_label_uq` ON `service_accounts` (`service_id`,`label`);--> statement-breakpoint
CREATE INDEX `service_accounts_expiry_idx` ON `service_accounts` (`expires_at`);--> statement-breakpoint
CREATE TABLE `service_assignments` (
	`user_id` text NOT NULL,
	`service_id` text NOT NULL,
	`account_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `service_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`account_id`) REFERENCES `service_accounts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_assignments_account_idx` ON `service_assignments` (`account_id`);--> statement-breakpoint
ALTER TABLE `services` ADD `blocked_urls` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
-- Seats in use, kept by triggers (decision 047): the seat guard is one conditional insert that
-- reads `seats_used < seats` inside SQLite's write lock, never read-then-write.
CREATE TRIGGER `service_assignments_seat_insert` AFTER INSERT ON `service_assignments` BEGIN
  UPDATE `service_accounts` SET `seats_used` = `seats_used` + 1 WHERE `id` = NEW.account_id;
END;
--> statement-breakpoint
CREATE TRIGGER `service_assignments_seat_delete` AFTER DELETE ON `service_assignments` BEGIN
  UPDATE `service_accounts` SET `seats_used` = `seats_used` - 1 WHERE `id` = OLD.account_id;
END;
--> statement-breakpoint
-- Each service's current secret becomes the first account of its pool (unlimited seats), so
-- every subscriber keeps opening it as before.
INSERT INTO `service_accounts` (`id`, `service_id`, `label`, `secret`, `seats`, `seats_used`, `active`, `expires_at`, `created_at`, `updated_at`)
  SELECT lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
    `id`, 'Main', `access_secret`, NULL, 0, 1, NULL, `updated_at`, `updated_at`
  FROM `services` WHERE `access_secret` IS NOT NULL;
