CREATE INDEX `service_usage_user_service_idx` ON `service_usage` (`user_id`,`service_id`,`created_at`);
--> statement-breakpoint
-- Backfill (decision 045): per service and day, its uses (count) and the users whose latest use of it
-- falls on that day (amount).
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'service-use', d, s, sum(uses), sum(latest) FROM (
    SELECT strftime('%Y-%m-%d', created_at / 1000, 'unixepoch') AS d, `service_id` AS s, count(*) AS uses, 0 AS latest FROM `service_usage` GROUP BY 1, 2
    UNION ALL
    SELECT strftime('%Y-%m-%d', m / 1000, 'unixepoch'), `service_id`, 0, count(*) FROM (SELECT `service_id`, max(`created_at`) AS m FROM `service_usage` GROUP BY `user_id`, `service_id`) GROUP BY 1, 2
  ) WHERE 1 GROUP BY 1, 2;
--> statement-breakpoint
CREATE TRIGGER `service_usage_uses_insert` AFTER INSERT ON `service_usage` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'service-use', strftime('%Y-%m-%d', NEW.created_at / 1000, 'unixepoch'), NEW.service_id, 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_usage_uses_delete` AFTER DELETE ON `service_usage` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'service-use', strftime('%Y-%m-%d', OLD.created_at / 1000, 'unixepoch'), OLD.service_id, -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_usage_latest_insert` AFTER INSERT ON `service_usage` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'service-use', strftime('%Y-%m-%d', prev.m / 1000, 'unixepoch'), NEW.service_id, 0, -1 FROM (SELECT `created_at` AS m FROM `service_usage` WHERE `user_id` = NEW.user_id AND `service_id` = NEW.service_id AND `created_at` < NEW.created_at ORDER BY `created_at` DESC LIMIT 1) AS prev WHERE prev.m IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `service_usage` WHERE `user_id` = NEW.user_id AND `service_id` = NEW.service_id AND `created_at` >= NEW.created_at AND `id` <> NEW.id)
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'service-use', strftime('%Y-%m-%d', NEW.created_at / 1000, 'unixepoch'), NEW.service_id, 0, 1 WHERE NOT EXISTS (SELECT 1 FROM `service_usage` WHERE `user_id` = NEW.user_id AND `service_id` = NEW.service_id AND `created_at` >= NEW.created_at AND `id` <> NEW.id)
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_usage_latest_delete` AFTER DELETE ON `service_usage` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'service-use', strftime('%Y-%m-%d', OLD.created_at / 1000, 'unixepoch'), OLD.service_id, 0, -1 WHERE NOT EXISTS (SELECT 1 FROM `service_usage` WHERE `user_id` = OLD.user_id AND `service_id` = OLD.service_id AND `created_at` >= OLD.created_at)
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'service-use', strftime('%Y-%m-%d', prev.m / 1000, 'unixepoch'), OLD.service_id, 0, 1 FROM (SELECT `created_at` AS m FROM `service_usage` WHERE `user_id` = OLD.user_id AND `service_id` = OLD.service_id AND `created_at` < OLD.created_at ORDER BY `created_at` DESC LIMIT 1) AS prev WHERE prev.m IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `service_usage` WHERE `user_id` = OLD.user_id AND `service_id` = OLD.service_id AND `created_at` >= OLD.created_at)
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
