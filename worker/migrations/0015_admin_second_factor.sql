CREATE TABLE `mfa_challenges` (
	`challenge` text PRIMARY KEY NOT NULL,
	`session_id` text NOT NULL,
	`purpose` text NOT NULL,
	`created_at` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`session_id`) REFERENCES `sessions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mfa_challenges_session_idx` ON `mfa_challenges` (`session_id`,`purpose`);--> statement-breakpoint
CREATE INDEX `mfa_challenges_expires_idx` ON `mfa_challenges` (`expires_at`);--> statement-breakpoint
CREATE TABLE `mfa_factors` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`label` text NOT NULL,
	`secret` text,
	`last_step` integer,
	`credential_id` text,
	`public_key` text,
	`sign_count` integer DEFAULT 0 NOT NULL,
	`transports` text,
	`created_at` integer NOT NULL,
	`confirmed_at` integer,
	`last_used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mfa_factors_user_idx` ON `mfa_factors` (`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `mfa_factors_credential_uq` ON `mfa_factors` (`credential_id`);--> statement-breakpoint
CREATE TABLE `mfa_recovery_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	`used_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mfa_recovery_codes_user_idx` ON `mfa_recovery_codes` (`user_id`);--> statement-breakpoint
ALTER TABLE `sessions` ADD `mfa_verified_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `mfa_enabled_at` integer;