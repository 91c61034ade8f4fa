CREATE TABLE `user_search_terms` (
	`term` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`term`, `user_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `user_search_terms_user_idx` ON `user_search_terms` (`user_id`);--> statement-breakpoint
-- Backfill (decision 046): the words of each name and email, the whole email behind an @ (a word search never meets it), the phone's digits.
INSERT OR IGNORE INTO `user_search_terms` (`term`, `user_id`, `created_at`)
  SELECT value, users.id, users.created_at FROM users, json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(users.name || ' ' || users.email), '.', ' '), '@', ' '), '_', ' '), '-', ' '), '+', ' '), ',', ' '), '(', ' '), ')', ' '), '"', ' '), '''', ' '), '=', ' '), '/', ' '), char(9), ' '), char(10), ' ')), ' ', '","') || ']') WHERE value <> '';
--> statement-breakpoint
INSERT OR IGNORE INTO `user_search_terms` (`term`, `user_id`, `created_at`) SELECT '@' || lower(email), id, created_at FROM users;
--> statement-breakpoint
INSERT OR IGNORE INTO `user_search_terms` (`term`, `user_id`, `created_at`)
  SELECT replace(phone, '+', ''), id, created_at FROM users WHERE phone IS NOT NULL AND phone <> '';
--> statement-breakpoint
CREATE TRIGGER `users_search_insert` AFTER INSERT ON `users` BEGIN
  INSERT OR IGNORE INTO `user_search_terms` (`term`, `user_id`, `created_at`)
    SELECT value, NEW.id, NEW.created_at FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(NEW.name || ' ' || NEW.email), '.', ' '), '@', ' '), '_', ' '), '-', ' '), '+', ' '), ',', ' '), '(', ' '), ')', ' '), '"', ' '), '''', ' '), '=', ' '), '/', ' '), char(9), ' '), char(10), ' ')), ' ', '","') || ']') WHERE value <> '';
  INSERT OR IGNORE INTO `user_search_terms` (`term`, `user_id`, `created_at`) VALUES ('@' || lower(NEW.email), NEW.id, NEW.created_at);
  INSERT OR IGNORE INTO `user_search_terms` (`term`, `user_id`, `created_at`)
    SELECT replace(NEW.phone, '+', ''), NEW.id, NEW.created_at WHERE NEW.phone IS NOT NULL AND NEW.phone <> '';
END;
--> statement-breakpoint
CREATE TRIGGER `users_search_update` AFTER UPDATE OF name, email, phone, created_at ON `users` WHEN OLD.name IS NOT NEW.name OR OLD.email IS NOT NEW.email OR OLD.phone IS NOT NEW.phone OR OLD.created_at IS NOT NEW.created_at BEGIN
  DELETE FROM `user_search_terms` WHERE `user_id` = NEW.id;
  INSERT OR IGNORE INTO `user_search_terms` (`term`, `user_id`, `created_at`)
    SELECT value, NEW.id, NEW.created_at FROM json_each('[' || replace(json_quote(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(lower(NEW.name || ' ' || NEW.email), '.', ' '), '@', ' '), '_', ' '), '-', ' '), '+', ' '), ',', ' '), '(', ' '), ')', ' '), '"', ' '), '''', ' '), '=', ' '), '/', ' '), char(9), ' '), char(10), ' ')), ' ', '","') || ']') WHERE value <> '';
  INSERT OR IGNORE INTO `user_search_terms` (`term`, `user_id`, `created_at`) VALUES ('@' || lower(NEW.email), NEW.id, NEW.created_at);
  INSERT OR IGNORE INTO `user_search_terms` (`term`, `user_id`, `created_at`)
    SELECT replace(NEW.phone, '+', ''), NEW.id, NEW.created_at WHERE NEW.phone IS NOT NULL AND NEW.phone <> '';
END;
