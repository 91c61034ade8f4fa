CREATE INDEX `service_usage_user_service_idx` ON `service_usage` (`user_id`,`service_id`,`created_at`);--> statement-breakpoint
-- Backfill (decision 045): uses of each service by day, and the day of each user's latest use of it.
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'service-accesses', strftime('%Y-%m-%d', created_at / 1000, 'unixepoch'), `service_id`, count(*), 0 FROM `service_usage` WHERE 1 GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'service-user-last-day', strftime('%Y-%m-%d', m / 1000, 'unixepoch'), `service_id`, count(*), 0
  FROM (SELECT `service_id`, max(`created_at`) AS m FROM `service_usage` GROUP BY `user_id`, `service_id`) WHERE 1 GROUP BY 2, 3;
--> statement-breakpoint
CREATE TRIGGER `service_usage_most_used_insert` AFTER INSERT ON `service_usage` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'service-accesses', strftime('%Y-%m-%d', NEW.created_at / 1000, 'unixepoch'), NEW.service_id, 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'service-user-last-day', strftime('%Y-%m-%d', latest.m / 1000, 'unixepoch'), NEW.service_id, -1, 0 FROM (SELECT max(`created_at`) AS m FROM `service_usage` WHERE `user_id` = NEW.user_id AND `service_id` = NEW.service_id AND `id` <> NEW.id) AS latest WHERE latest.m IS NOT NULL AND latest.m < NEW.created_at
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'service-user-last-day', strftime('%Y-%m-%d', NEW.created_at / 1000, 'unixepoch'), NEW.service_id, 1, 0 FROM (SELECT max(`created_at`) AS m FROM `service_usage` WHERE `user_id` = NEW.user_id AND `service_id` = NEW.service_id AND `id` <> NEW.id) AS latest WHERE latest.m IS NULL OR latest.m < NEW.created_at
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_usage_most_used_delete` AFTER DELETE ON `service_usage` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'service-accesses', strftime('%Y-%m-%d', OLD.created_at / 1000, 'unixepoch'), OLD.service_id, -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'service-user-last-day', strftime('%Y-%m-%d', OLD.created_at / 1000, 'unixepoch'), OLD.service_id, -1, 0 FROM (SELECT max(`created_at`) AS m FROM `service_usage` WHERE `user_id` = OLD.user_id AND `service_id` = OLD.service_id) AS latest WHERE latest.m IS NULL OR latest.m < OLD.created_at
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'service-user-last-day', strftime('%Y-%m-%d', latest.m / 1000, 'unixepoch'), OLD.service_id, 1, 0 FROM (SELECT max(`created_at`) AS m FROM `service_usage` WHERE `user_id` = OLD.user_id AND `service_id` = OLD.service_id) AS latest WHERE latest.m IS NOT NULL AND latest.m < OLD.created_at
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
