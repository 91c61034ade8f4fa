ALTER TABLE `users` ADD `welcome_mailed_at` integer;--> statement-breakpoint
-- Accounts that subscribed before the welcome mail existed are not welcomed at their next payment.
UPDATE `users` SET `welcome_mailed_at` = `created_at` WHERE `id` IN (SELECT `user_id` FROM `subscriptions`);
