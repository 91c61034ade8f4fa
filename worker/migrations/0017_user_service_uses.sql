CREATE TABLE `user_service_uses` (
	`user_id` text NOT NULL,
	`service_id` text NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL,
	`last_accessed_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `service_id`)
);
--> statement-breakpoint
CREATE INDEX `user_service_uses_recent_idx` ON `user_service_uses` (`user_id`,`last_accessed_at`);--> statement-breakpoint
-- Backfill, then triggers keep the counts and the latest use exact on every insert and delete.
INSERT INTO `user_service_uses` (`user_id`, `service_id`, `uses`, `last_accessed_at`)
  SELECT `user_id`, `service_id`, count(*), max(`created_at`) FROM `service_usage` WHERE 1 GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER `service_usage_user_uses_insert` AFTER INSERT ON `service_usage` BEGIN
  INSERT INTO `user_service_uses` (`user_id`, `service_id`, `uses`, `last_accessed_at`)
    SELECT NEW.`user_id`, NEW.`service_id`, 1, NEW.`created_at` WHERE 1
    ON CONFLICT (`user_id`, `service_id`) DO UPDATE SET `uses` = `uses` + 1,
      `last_accessed_at` = max(`last_accessed_at`, excluded.`last_accessed_at`);
END;
--> statement-breakpoint
CREATE TRIGGER `service_usage_user_uses_delete` AFTER DELETE ON `service_usage` BEGIN
  UPDATE `user_service_uses` SET `uses` = `uses` - 1,
      `last_accessed_at` = coalesce((SELECT `created_at` FROM `service_usage` WHERE `user_id` = OLD.`user_id`
        AND `service_id` = OLD.`service_id` ORDER BY `created_at` DESC LIMIT 1), `last_accessed_at`)
    WHERE `user_id` = OLD.`user_id` AND `service_id` = OLD.`service_id`;
  DELETE FROM `user_service_uses` WHERE `user_id` = OLD.`user_id` AND `service_id` = OLD.`service_id` AND `uses` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `service_usage_user_uses_update` AFTER UPDATE OF `created_at` ON `service_usage` WHEN OLD.`created_at` IS NOT NEW.`created_at` BEGIN
  UPDATE `user_service_uses` SET `last_accessed_at` = (SELECT `created_at` FROM `service_usage` WHERE `user_id` = NEW.`user_id`
      AND `service_id` = NEW.`service_id` ORDER BY `created_at` DESC LIMIT 1)
    WHERE `user_id` = NEW.`user_id` AND `service_id` = NEW.`service_id`;
END;
