CREATE TABLE `announcement_dismissals` (
	`announcement_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`announcement_id`, `user_id`),
	FOREIGN KEY (`announcement_id`) REFERENCES `announcements`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `announcements` (
	`id` text PRIMARY KEY NOT NULL,
	`title_en` text NOT NULL,
	`title_id` text NOT NULL,
	`body_en` text NOT NULL,
	`body_id` text NOT NULL,
	`level` text DEFAULT 'info' NOT NULL,
	`audience` text DEFAULT 'everyone' NOT NULL,
	`starts_at` integer,
	`ends_at` integer,
	`published` integer DEFAULT false NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `announcements_published_start_idx` ON `announcements` (`published`,`starts_at`);--> statement-breakpoint
CREATE TABLE `audit_log` (
	`id` text PRIMARY KEY NOT NULL,
	`actor_id` text,
	`action` text NOT NULL,
	`entity` text NOT NULL,
	`entity_id` text,
	`before` text,
	`after` text,
	`request_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_entity_idx` ON `audit_log` (`entity`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `categories` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `categories_name_uq` ON `categories` (`name`);--> statement-breakpoint
CREATE TABLE `conflicting_extensions` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `email_blasts` (
	`id` text PRIMARY KEY NOT NULL,
	`sender_id` text,
	`source` text NOT NULL,
	`segment` text,
	`subject` text NOT NULL,
	`body` text NOT NULL,
	`status` text DEFAULT 'scheduled' NOT NULL,
	`scheduled_at` integer,
	`total` integer DEFAULT 0 NOT NULL,
	`created_by` text,
	`started_at` integer,
	`completed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`sender_id`) REFERENCES `email_senders`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `email_blasts_created_idx` ON `email_blasts` (`created_at`);--> statement-breakpoint
CREATE TABLE `email_recipients` (
	`id` text PRIMARY KEY NOT NULL,
	`blast_id` text NOT NULL,
	`email` text NOT NULL,
	`name` text,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`error` text,
	`sent_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`blast_id`) REFERENCES `email_blasts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `email_recipients_blast_email_uq` ON `email_recipients` (`blast_id`,`email`);--> statement-breakpoint
CREATE INDEX `email_recipients_blast_status_idx` ON `email_recipients` (`blast_id`,`status`);--> statement-breakpoint
CREATE TABLE `email_senders` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`from_address` text NOT NULL,
	`reply_to` text,
	`provider` text DEFAULT 'outbox' NOT NULL,
	`daily_limit` integer DEFAULT 10000 NOT NULL,
	`per_second` integer DEFAULT 10 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `email_unsubscribes` (
	`email` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `extension_releases` (
	`id` text PRIMARY KEY NOT NULL,
	`extension_id` text NOT NULL,
	`version` text NOT NULL,
	`media_key` text,
	`file_name` text,
	`created_by` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`extension_id`) REFERENCES `extensions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `extension_releases_version_uq` ON `extension_releases` (`extension_id`,`version`);--> statement-breakpoint
CREATE TABLE `extensions` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`minimum_version` text DEFAULT '0.0.0' NOT NULL,
	`fallback_url` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `media` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`content_type` text NOT NULL,
	`size` integer NOT NULL,
	`original_name` text,
	`uploaded_by` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `media_key_uq` ON `media` (`key`);--> statement-breakpoint
CREATE TABLE `newsletter_subscriptions` (
	`email` text PRIMARY KEY NOT NULL,
	`locale` text,
	`confirm_token_hash` text,
	`confirmed_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to_address` text NOT NULL,
	`from_address` text NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text,
	`headers` text,
	`blast_id` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `outbox_created_idx` ON `outbox` (`created_at`);--> statement-breakpoint
CREATE INDEX `outbox_to_idx` ON `outbox` (`to_address`);--> statement-breakpoint
CREATE TABLE `packages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`price` integer NOT NULL,
	`currency` text DEFAULT 'IDR' NOT NULL,
	`timeframe_id` text,
	`days` integer NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`highlight` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`timeframe_id`) REFERENCES `timeframes`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `packages_name_uq` ON `packages` (`name`);--> statement-breakpoint
CREATE INDEX `packages_status_sort_idx` ON `packages` (`status`,`sort_order`);--> statement-breakpoint
CREATE TABLE `password_resets` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `payment_events` (
	`id` text PRIMARY KEY NOT NULL,
	`provider` text NOT NULL,
	`event_id` text NOT NULL,
	`transaction_id` text,
	`type` text NOT NULL,
	`note` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_events_provider_event_uq` ON `payment_events` (`provider`,`event_id`);--> statement-breakpoint
CREATE TABLE `plan_services` (
	`id` text PRIMARY KEY NOT NULL,
	`package_id` text NOT NULL,
	`service_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `plan_services_pair_uq` ON `plan_services` (`package_id`,`service_id`);--> statement-breakpoint
CREATE INDEX `plan_services_service_idx` ON `plan_services` (`service_id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `referral_rewards` (
	`id` text PRIMARY KEY NOT NULL,
	`referrer_id` text NOT NULL,
	`referral_id` text NOT NULL,
	`kind` text NOT NULL,
	`days` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`referrer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`referral_id`) REFERENCES `referrals`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referral_rewards_once_uq` ON `referral_rewards` (`referral_id`,`kind`);--> statement-breakpoint
CREATE INDEX `referral_rewards_referrer_idx` ON `referral_rewards` (`referrer_id`);--> statement-breakpoint
CREATE TABLE `referrals` (
	`id` text PRIMARY KEY NOT NULL,
	`referrer_id` text NOT NULL,
	`referred_id` text NOT NULL,
	`code` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`flag_reason` text,
	`review_note` text,
	`reviewed_by` text,
	`ip` text,
	`converted_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`referrer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`referred_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `referrals_referred_uq` ON `referrals` (`referred_id`);--> statement-breakpoint
CREATE INDEX `referrals_referrer_idx` ON `referrals` (`referrer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `referrals_status_idx` ON `referrals` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `referrals_ip_idx` ON `referrals` (`ip`,`created_at`);--> statement-breakpoint
CREATE TABLE `refresh_tokens` (
	`token_hash` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `refresh_tokens_session_idx` ON `refresh_tokens` (`session_id`);--> statement-breakpoint
CREATE TABLE `service_reports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`service_id` text,
	`service_name` text NOT NULL,
	`description` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by` text,
	`resolved_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `service_reports_user_idx` ON `service_reports` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `service_reports_status_idx` ON `service_reports` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `service_usage` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`service_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_id`) REFERENCES `services`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_usage_user_idx` ON `service_usage` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `service_usage_service_idx` ON `service_usage` (`service_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `services` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`slug` text NOT NULL,
	`logo` text,
	`type_service` text DEFAULT 'cookie' NOT NULL,
	`category_id` text,
	`status` text DEFAULT 'active' NOT NULL,
	`description` text,
	`access_url` text,
	`access_secret` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`category_id`) REFERENCES `categories`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `services_slug_uq` ON `services` (`slug`);--> statement-breakpoint
CREATE INDEX `services_category_idx` ON `services` (`category_id`);--> statement-breakpoint
CREATE INDEX `services_status_sort_idx` ON `services` (`status`,`sort_order`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`user_agent` text,
	`browser` text,
	`os` text,
	`ip` text,
	`created_at` integer NOT NULL,
	`last_seen_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`revoked_reason` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`,`revoked_at`);--> statement-breakpoint
CREATE TABLE `subscription_ledger` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`source` text NOT NULL,
	`source_id` text NOT NULL,
	`package_id` text,
	`days` integer NOT NULL,
	`end_before` integer,
	`end_after` integer,
	`banked` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_ledger_source_uq` ON `subscription_ledger` (`source`,`source_id`);--> statement-breakpoint
CREATE INDEX `subscription_ledger_user_idx` ON `subscription_ledger` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`package_id` text,
	`start_at` integer,
	`end_at` integer,
	`banked_days` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_user_uq` ON `subscriptions` (`user_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_end_idx` ON `subscriptions` (`end_at`);--> statement-breakpoint
CREATE TABLE `timeframes` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`days` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `timeframes_name_uq` ON `timeframes` (`name`);--> statement-breakpoint
CREATE TABLE `transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`package_id` text,
	`package_name` text NOT NULL,
	`days` integer NOT NULL,
	`provider` text NOT NULL,
	`provider_ref` text,
	`amount` integer NOT NULL,
	`discount_amount` integer DEFAULT 0 NOT NULL,
	`currency` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_url` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	`completed_at` integer,
	`expires_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `transactions_user_created_idx` ON `transactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_status_created_idx` ON `transactions` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `transactions_provider_ref_idx` ON `transactions` (`provider`,`provider_ref`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`email_canonical` text NOT NULL,
	`password_hash` text,
	`google_sub` text,
	`phone` text,
	`country` text,
	`role` text DEFAULT 'user' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`referral_code` text NOT NULL,
	`locale` text,
	`last_login_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_uq` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_referral_code_uq` ON `users` (`referral_code`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_sub_uq` ON `users` (`google_sub`);--> statement-breakpoint
CREATE INDEX `users_email_canonical_idx` ON `users` (`email_canonical`);--> statement-breakpoint
CREATE INDEX `users_status_created_idx` ON `users` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`);--> statement-breakpoint
CREATE TABLE `voucher_redemptions` (
	`id` text PRIMARY KEY NOT NULL,
	`voucher_id` text NOT NULL,
	`user_id` text NOT NULL,
	`user_seq` integer DEFAULT 1 NOT NULL,
	`days` integer NOT NULL,
	`period_start` integer,
	`period_end` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`voucher_id`) REFERENCES `vouchers`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `voucher_redemptions_user_seq_uq` ON `voucher_redemptions` (`voucher_id`,`user_id`,`user_seq`);--> statement-breakpoint
CREATE INDEX `voucher_redemptions_user_idx` ON `voucher_redemptions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `vouchers` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`package_id` text,
	`days` integer NOT NULL,
	`max_redemptions` integer DEFAULT 1 NOT NULL,
	`redeemed_count` integer DEFAULT 0 NOT NULL,
	`per_user_limit` integer DEFAULT 1 NOT NULL,
	`redeem_by` integer,
	`status` text DEFAULT 'active' NOT NULL,
	`created_by` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`package_id`) REFERENCES `packages`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vouchers_code_uq` ON `vouchers` (`code`);--> statement-breakpoint
CREATE INDEX `vouchers_status_created_idx` ON `vouchers` (`status`,`created_at`);