CREATE TABLE `tool_provider_usage` (
	`day` text NOT NULL,
	`provider` text NOT NULL,
	`calls` integer DEFAULT 0 NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `provider`)
);
--> statement-breakpoint
CREATE TABLE `tool_usage` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
