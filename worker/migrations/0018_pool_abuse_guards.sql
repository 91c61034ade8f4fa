CREATE TABLE `assignment_history` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`service_id` text NOT NULL,
	`account_id` text NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer NOT NULL,
	`end_reason` text NOT NULL,
	`opens` integer DEFAULT 0 NOT NULL,
	`last_open_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `assignment_history_account_idx` ON `assignment_history` (`account_id`,`ended_at`);--> statement-breakpoint
CREATE INDEX `assignment_history_ended_idx` ON `assignment_history` (`ended_at`);--> statement-breakpoint
CREATE TABLE `downtime_coverage` (
	`user_id` text PRIMARY KEY NOT NULL,
	`covered_until` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `incidents` ADD `confirmed_by` text;--> statement-breakpoint
ALTER TABLE `incidents` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `service_assignments` ADD `opens` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE `service_assignments` ADD `last_open_at` integer;--> statement-breakpoint
ALTER TABLE `service_assignments` ADD `end_reason` text;--> statement-breakpoint
ALTER TABLE `service_assignments` ADD `ended_at` integer;--> statement-breakpoint
-- Who held what (issue 41): an ended assignment is copied with its reason, which the ending
-- statement set right before the delete; a cascade (account or service deleted) leaves it null.
-- A deleted user's rows are not copied (the user is already gone; their history goes with them).
CREATE TRIGGER `service_assignments_history` AFTER DELETE ON `service_assignments`
WHEN EXISTS (SELECT 1 FROM `users` WHERE `id` = OLD.user_id) AND EXISTS (SELECT 1 FROM `services` WHERE `id` = OLD.service_id)
BEGIN
  INSERT INTO `assignment_history` (`id`, `user_id`, `service_id`, `account_id`, `started_at`, `ended_at`, `end_reason`, `opens`, `last_open_at`)
  VALUES (lower(hex(randomblob(4))) || '-' || lower(hex(randomblob(2))) || '-4' || substr(lower(hex(randomblob(2))), 2) || '-' || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(lower(hex(randomblob(2))), 2) || '-' || lower(hex(randomblob(6))),
    OLD.user_id, OLD.service_id, OLD.account_id, OLD.created_at,
    coalesce(OLD.ended_at, CAST(unixepoch('subsec') * 1000 AS INTEGER)), coalesce(OLD.end_reason, 'deleted'), OLD.opens, OLD.last_open_at);
END;
--> statement-breakpoint
-- Outages a probe saw before confirmation existed count as confirmed by it.
UPDATE `incidents` SET `confirmed_by` = 'probe', `confirmed_at` = `started_at`
  WHERE `account_id` IS NULL AND `state` = 'down' AND `cause` LIKE 'probe:%';
