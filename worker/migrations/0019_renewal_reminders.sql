CREATE TABLE `renewal_reminders` (
	`user_id` text NOT NULL,
	`end_at` integer NOT NULL,
	`days_before` integer NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `end_at`, `days_before`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `users` ADD `renewal_reminders` integer DEFAULT true NOT NULL;