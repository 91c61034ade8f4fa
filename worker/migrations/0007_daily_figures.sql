CREATE TABLE `daily_figures` (
	`metric` text NOT NULL,
	`day` text NOT NULL,
	`dim` text DEFAULT '' NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	`amount` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`metric`, `day`, `dim`)
);
--> statement-breakpoint
CREATE INDEX `referrals_created_referrer_idx` ON `referrals` (`created_at`,`referrer_id`);--> statement-breakpoint
-- Backfill from the existing rows (decision 045); the triggers below keep the figures exact from here on.
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'users', '', status, count(*), 0 FROM `users` WHERE 1 GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'signups', strftime('%Y-%m-%d', created_at / 1000, 'unixepoch'), '', count(*), 0 FROM `users` WHERE 1 GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'transactions', '', status, count(*), 0 FROM `transactions` WHERE 1 GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'purchases', strftime('%Y-%m-%d', completed_at / 1000, 'unixepoch'), currency || ' ' || coalesce(package_id, 'name:' || package_name), count(*), sum(amount) FROM `transactions` WHERE status = 'completed' AND completed_at IS NOT NULL GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'accesses', strftime('%Y-%m-%d', created_at / 1000, 'unixepoch'), '', count(*), 0 FROM `service_usage` WHERE 1 GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'reports', '', status, count(*), 0 FROM `service_reports` WHERE 1 GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'subscriptions-ending', strftime('%Y-%m-%d', end_at / 1000, 'unixepoch'), '', count(*), 0 FROM `subscriptions` WHERE end_at IS NOT NULL GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'referrals', strftime('%Y-%m-%d', created_at / 1000, 'unixepoch'), status || CASE WHEN flag_reason IS NULL THEN '' ELSE ' flagged' END, count(*), 0 FROM `referrals` WHERE 1 GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'referrals', '', status || CASE WHEN flag_reason IS NULL THEN '' ELSE ' flagged' END, count(*), 0 FROM `referrals` WHERE 1 GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'conversions', strftime('%Y-%m-%d', converted_at / 1000, 'unixepoch'), '', count(*), 0 FROM `referrals` WHERE converted_at IS NOT NULL GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'referral-days', '', '', count(*), sum(days) FROM `referral_rewards` WHERE 1 GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'rewards', strftime('%Y-%m-%d', created_at / 1000, 'unixepoch'), '', count(*), sum(days) FROM `referral_rewards` WHERE 1 GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'referrers', '', '', count(DISTINCT `referrer_id`), 0 FROM `referrals` HAVING count(*) > 0;
--> statement-breakpoint
CREATE TRIGGER `users_figures_insert` AFTER INSERT ON `users` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'users', '', NEW.status, 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'signups', strftime('%Y-%m-%d', NEW.created_at / 1000, 'unixepoch'), '', 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `users_figures_delete` AFTER DELETE ON `users` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'users', '', OLD.status, -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'signups', strftime('%Y-%m-%d', OLD.created_at / 1000, 'unixepoch'), '', -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `users_figures_update` AFTER UPDATE OF status, created_at ON `users` WHEN OLD.status IS NOT NEW.status OR OLD.created_at IS NOT NEW.created_at BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'users', '', OLD.status, -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'signups', strftime('%Y-%m-%d', OLD.created_at / 1000, 'unixepoch'), '', -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'users', '', NEW.status, 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'signups', strftime('%Y-%m-%d', NEW.created_at / 1000, 'unixepoch'), '', 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_figures_insert` AFTER INSERT ON `transactions` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'transactions', '', NEW.status, 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'purchases', strftime('%Y-%m-%d', NEW.completed_at / 1000, 'unixepoch'), NEW.currency || ' ' || coalesce(NEW.package_id, 'name:' || NEW.package_name), 1, NEW.amount WHERE NEW.status = 'completed' AND NEW.completed_at IS NOT NULL
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_figures_delete` AFTER DELETE ON `transactions` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'transactions', '', OLD.status, -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'purchases', strftime('%Y-%m-%d', OLD.completed_at / 1000, 'unixepoch'), OLD.currency || ' ' || coalesce(OLD.package_id, 'name:' || OLD.package_name), -1, -OLD.amount WHERE OLD.status = 'completed' AND OLD.completed_at IS NOT NULL
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_figures_update` AFTER UPDATE OF status, completed_at, currency, package_id, package_name, amount ON `transactions` WHEN OLD.status IS NOT NEW.status OR OLD.completed_at IS NOT NEW.completed_at OR OLD.currency IS NOT NEW.currency OR OLD.package_id IS NOT NEW.package_id OR OLD.package_name IS NOT NEW.package_name OR OLD.amount IS NOT NEW.amount BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'transactions', '', OLD.status, -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'purchases', strftime('%Y-%m-%d', OLD.completed_at / 1000, 'unixepoch'), OLD.currency || ' ' || coalesce(OLD.package_id, 'name:' || OLD.package_name), -1, -OLD.amount WHERE OLD.status = 'completed' AND OLD.completed_at IS NOT NULL
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'transactions', '', NEW.status, 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'purchases', strftime('%Y-%m-%d', NEW.completed_at / 1000, 'unixepoch'), NEW.currency || ' ' || coalesce(NEW.package_id, 'name:' || NEW.package_name), 1, NEW.amount WHERE NEW.status = 'completed' AND NEW.completed_at IS NOT NULL
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_usage_figures_insert` AFTER INSERT ON `service_usage` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'accesses', strftime('%Y-%m-%d', NEW.created_at / 1000, 'unixepoch'), '', 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_usage_figures_delete` AFTER DELETE ON `service_usage` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'accesses', strftime('%Y-%m-%d', OLD.created_at / 1000, 'unixepoch'), '', -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_usage_figures_update` AFTER UPDATE OF created_at ON `service_usage` WHEN OLD.created_at IS NOT NEW.created_at BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'accesses', strftime('%Y-%m-%d', OLD.created_at / 1000, 'unixepoch'), '', -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'accesses', strftime('%Y-%m-%d', NEW.created_at / 1000, 'unixepoch'), '', 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_reports_figures_insert` AFTER INSERT ON `service_reports` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'reports', '', NEW.status, 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_reports_figures_delete` AFTER DELETE ON `service_reports` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'reports', '', OLD.status, -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_reports_figures_update` AFTER UPDATE OF status ON `service_reports` WHEN OLD.status IS NOT NEW.status BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'reports', '', OLD.status, -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'reports', '', NEW.status, 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `subscriptions_figures_insert` AFTER INSERT ON `subscriptions` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'subscriptions-ending', strftime('%Y-%m-%d', NEW.end_at / 1000, 'unixepoch'), '', 1, 0 WHERE NEW.end_at IS NOT NULL
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `subscriptions_figures_delete` AFTER DELETE ON `subscriptions` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'subscriptions-ending', strftime('%Y-%m-%d', OLD.end_at / 1000, 'unixepoch'), '', -1, 0 WHERE OLD.end_at IS NOT NULL
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `subscriptions_figures_update` AFTER UPDATE OF end_at ON `subscriptions` WHEN OLD.end_at IS NOT NEW.end_at BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'subscriptions-ending', strftime('%Y-%m-%d', OLD.end_at / 1000, 'unixepoch'), '', -1, 0 WHERE OLD.end_at IS NOT NULL
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'subscriptions-ending', strftime('%Y-%m-%d', NEW.end_at / 1000, 'unixepoch'), '', 1, 0 WHERE NEW.end_at IS NOT NULL
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `referrals_figures_insert` AFTER INSERT ON `referrals` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrals', strftime('%Y-%m-%d', NEW.created_at / 1000, 'unixepoch'), NEW.status || CASE WHEN NEW.flag_reason IS NULL THEN '' ELSE ' flagged' END, 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrals', '', NEW.status || CASE WHEN NEW.flag_reason IS NULL THEN '' ELSE ' flagged' END, 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'conversions', strftime('%Y-%m-%d', NEW.converted_at / 1000, 'unixepoch'), '', 1, 0 WHERE NEW.converted_at IS NOT NULL
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `referrals_figures_delete` AFTER DELETE ON `referrals` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrals', strftime('%Y-%m-%d', OLD.created_at / 1000, 'unixepoch'), OLD.status || CASE WHEN OLD.flag_reason IS NULL THEN '' ELSE ' flagged' END, -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrals', '', OLD.status || CASE WHEN OLD.flag_reason IS NULL THEN '' ELSE ' flagged' END, -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'conversions', strftime('%Y-%m-%d', OLD.converted_at / 1000, 'unixepoch'), '', -1, 0 WHERE OLD.converted_at IS NOT NULL
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `referrals_figures_update` AFTER UPDATE OF status, flag_reason, created_at, converted_at ON `referrals` WHEN OLD.status IS NOT NEW.status OR OLD.flag_reason IS NOT NEW.flag_reason OR OLD.created_at IS NOT NEW.created_at OR OLD.converted_at IS NOT NEW.converted_at BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrals', strftime('%Y-%m-%d', OLD.created_at / 1000, 'unixepoch'), OLD.status || CASE WHEN OLD.flag_reason IS NULL THEN '' ELSE ' flagged' END, -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrals', '', OLD.status || CASE WHEN OLD.flag_reason IS NULL THEN '' ELSE ' flagged' END, -1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'conversions', strftime('%Y-%m-%d', OLD.converted_at / 1000, 'unixepoch'), '', -1, 0 WHERE OLD.converted_at IS NOT NULL
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrals', strftime('%Y-%m-%d', NEW.created_at / 1000, 'unixepoch'), NEW.status || CASE WHEN NEW.flag_reason IS NULL THEN '' ELSE ' flagged' END, 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrals', '', NEW.status || CASE WHEN NEW.flag_reason IS NULL THEN '' ELSE ' flagged' END, 1, 0 WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'conversions', strftime('%Y-%m-%d', NEW.converted_at / 1000, 'unixepoch'), '', 1, 0 WHERE NEW.converted_at IS NOT NULL
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `referral_rewards_figures_insert` AFTER INSERT ON `referral_rewards` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referral-days', '', '', 1, NEW.days WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'rewards', strftime('%Y-%m-%d', NEW.created_at / 1000, 'unixepoch'), '', 1, NEW.days WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `referral_rewards_figures_delete` AFTER DELETE ON `referral_rewards` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referral-days', '', '', -1, -OLD.days WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'rewards', strftime('%Y-%m-%d', OLD.created_at / 1000, 'unixepoch'), '', -1, -OLD.days WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `referral_rewards_figures_update` AFTER UPDATE OF days, created_at ON `referral_rewards` WHEN OLD.days IS NOT NEW.days OR OLD.created_at IS NOT NEW.created_at BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referral-days', '', '', -1, -OLD.days WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'rewards', strftime('%Y-%m-%d', OLD.created_at / 1000, 'unixepoch'), '', -1, -OLD.days WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referral-days', '', '', 1, NEW.days WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'rewards', strftime('%Y-%m-%d', NEW.created_at / 1000, 'unixepoch'), '', 1, NEW.days WHERE 1
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `referrals_referrers_insert` AFTER INSERT ON `referrals` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrers', '', '', 1, 0 WHERE NOT EXISTS (SELECT 1 FROM `referrals` WHERE `referrer_id` = NEW.referrer_id AND `id` <> NEW.id)
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `referrals_referrers_delete` AFTER DELETE ON `referrals` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrers', '', '', -1, 0 WHERE NOT EXISTS (SELECT 1 FROM `referrals` WHERE `referrer_id` = OLD.referrer_id)
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `referrals_referrers_update` AFTER UPDATE OF referrer_id ON `referrals` WHEN OLD.referrer_id IS NOT NEW.referrer_id BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrers', '', '', -1, 0 WHERE NOT EXISTS (SELECT 1 FROM `referrals` WHERE `referrer_id` = OLD.referrer_id)
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrers', '', '', 1, 0 WHERE NOT EXISTS (SELECT 1 FROM `referrals` WHERE `referrer_id` = NEW.referrer_id AND `id` <> NEW.id)
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'referrer-last-day', strftime('%Y-%m-%d', m / 1000, 'unixepoch'), '', count(*), 0
  FROM (SELECT max(`created_at`) AS m FROM `referrals` GROUP BY `referrer_id`) WHERE 1 GROUP BY 2;
--> statement-breakpoint
CREATE TRIGGER `referrals_last_day_insert` AFTER INSERT ON `referrals` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrer-last-day', strftime('%Y-%m-%d', prev.m / 1000, 'unixepoch'), '', -1, 0 FROM (SELECT `created_at` AS m FROM `referrals` WHERE `referrer_id` = NEW.referrer_id AND `created_at` < NEW.created_at ORDER BY `created_at` DESC LIMIT 1) AS prev WHERE prev.m IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `referrals` WHERE `referrer_id` = NEW.referrer_id AND `created_at` >= NEW.created_at AND `id` <> NEW.id)
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrer-last-day', strftime('%Y-%m-%d', NEW.created_at / 1000, 'unixepoch'), '', 1, 0 WHERE NOT EXISTS (SELECT 1 FROM `referrals` WHERE `referrer_id` = NEW.referrer_id AND `created_at` >= NEW.created_at AND `id` <> NEW.id)
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `referrals_last_day_delete` AFTER DELETE ON `referrals` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrer-last-day', strftime('%Y-%m-%d', OLD.created_at / 1000, 'unixepoch'), '', -1, 0 WHERE NOT EXISTS (SELECT 1 FROM `referrals` WHERE `referrer_id` = OLD.referrer_id AND `created_at` >= OLD.created_at)
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'referrer-last-day', strftime('%Y-%m-%d', prev.m / 1000, 'unixepoch'), '', 1, 0 FROM (SELECT `created_at` AS m FROM `referrals` WHERE `referrer_id` = OLD.referrer_id AND `created_at` < OLD.created_at ORDER BY `created_at` DESC LIMIT 1) AS prev WHERE prev.m IS NOT NULL AND NOT EXISTS (SELECT 1 FROM `referrals` WHERE `referrer_id` = OLD.referrer_id AND `created_at` >= OLD.created_at)
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
