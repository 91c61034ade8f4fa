CREATE TABLE `support_admin_presence` (
	`admin_id` text PRIMARY KEY NOT NULL,
	`last_seen_at` integer NOT NULL,
	FOREIGN KEY (`admin_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `support_admin_presence_seen_idx` ON `support_admin_presence` (`last_seen_at`);--> statement-breakpoint
CREATE TABLE `support_conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`locale` text NOT NULL,
	`topic` text,
	`channel` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`assignee_id` text,
	`subject` text NOT NULL,
	`preview` text NOT NULL,
	`last_author` text NOT NULL,
	`last_message_at` integer NOT NULL,
	`unread_for_admin` integer DEFAULT 0 NOT NULL,
	`unread_for_user` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`assignee_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `support_conversations_status_last_idx` ON `support_conversations` (`status`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `support_conversations_last_idx` ON `support_conversations` (`last_message_at`);--> statement-breakpoint
CREATE INDEX `support_conversations_user_last_idx` ON `support_conversations` (`user_id`,`last_message_at`);--> statement-breakpoint
CREATE INDEX `support_conversations_unread_admin_idx` ON `support_conversations` (`unread_for_admin`) WHERE unread_for_admin > 0;--> statement-breakpoint
CREATE TABLE `support_live_tickets` (
	`ticket_hash` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`session_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`conversation_id`) REFERENCES `support_conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `support_live_tickets_expires_idx` ON `support_live_tickets` (`expires_at`);--> statement-breakpoint
CREATE TABLE `support_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`author` text NOT NULL,
	`author_id` text,
	`body` text NOT NULL,
	`created_at` integer NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`conversation_id`) REFERENCES `support_conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `support_messages_conversation_idx` ON `support_messages` (`conversation_id`,`created_at`);