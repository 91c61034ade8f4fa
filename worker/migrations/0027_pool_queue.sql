CREATE TABLE `pool_alerts` (
	`service_id` text PRIMARY KEY NOT NULL,
	`seats` integer NOT NULL,
	`used` integer NOT NULL,
	`alerted_at` integer NOT NULL,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
DROP INDEX `seat_waits_service_idx`;--> statement-breakpoint
CREATE INDEX `seat_waits_queue_idx` ON `seat_waits` (`service_id`,`created_at`,`user_id`);--> statement-breakpoint
ALTER TABLE `service_assignments` ADD `held_until` integer;--> statement-breakpoint
CREATE INDEX `service_assignments_held_idx` ON `service_assignments` (`held_until`) WHERE held_until IS NOT NULL;