ALTER TABLE `support_conversations` ADD `reply_token` text;--> statement-breakpoint
CREATE UNIQUE INDEX `support_conversations_reply_token_idx` ON `support_conversations` (`reply_token`);