CREATE TABLE `referrer_window_starts` (
	`window_days` integer PRIMARY KEY NOT NULL,
	`first_ms` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `referrer_windows` (
	`window_days` integer NOT NULL,
	`referrer_id` text NOT NULL,
	`total` integer DEFAULT 0 NOT NULL,
	`successful` integer DEFAULT 0 NOT NULL,
	`pending` integer DEFAULT 0 NOT NULL,
	`reward_days` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`window_days`, `referrer_id`)
);
--> statement-breakpoint
CREATE INDEX `referrer_windows_rank_idx` ON `referrer_windows` (`window_days`,`successful`,`total`,`referrer_id`);--> statement-breakpoint
DROP INDEX `referrals_referrer_idx`;--> statement-breakpoint
CREATE INDEX `referrals_referrer_idx` ON `referrals` (`referrer_id`,`created_at`,`status`);--> statement-breakpoint
CREATE INDEX `referrals_referrer_status_idx` ON `referrals` (`referrer_id`,`status`,`created_at`);--> statement-breakpoint
-- The leaderboard windows (decision 060): all time, and the admin page's ranges of 7, 30, 90 and 365
-- whole UTC days up to today (REFERRAL_RANGE_DAYS), starting from the day this migration runs.
INSERT INTO `referrer_window_starts` (`window_days`, `first_ms`)
  SELECT 0, 0 UNION ALL
  SELECT d, (CAST(strftime('%s', 'now') AS INTEGER) / 86400 - (d - 1)) * 86400000
  FROM (SELECT 7 AS d UNION ALL SELECT 30 UNION ALL SELECT 90 UNION ALL SELECT 365);
--> statement-breakpoint
INSERT INTO `referrer_windows` (`window_days`, `referrer_id`, `total`, `successful`, `pending`)
  SELECT w.`window_days`, r.`referrer_id`, count(*), sum(r.`status` = 'successful'), sum(r.`status` = 'pending')
  FROM `referrals` r JOIN `referrer_window_starts` w ON r.`created_at` >= w.`first_ms`
  GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO `referrer_windows` (`window_days`, `referrer_id`, `reward_days`)
  SELECT 0, `referrer_id`, sum(`days`) FROM `referral_rewards` WHERE 1 GROUP BY `referrer_id`
  ON CONFLICT (`window_days`, `referrer_id`) DO UPDATE SET `reward_days` = excluded.`reward_days`;
--> statement-breakpoint
-- A referral counts in every window that started on or before its creation.
CREATE TRIGGER `referrals_windows_insert` AFTER INSERT ON `referrals` BEGIN
  INSERT INTO `referrer_windows` (`window_days`, `referrer_id`, `total`, `successful`, `pending`)
    SELECT `window_days`, NEW.`referrer_id`, 1, NEW.`status` = 'successful', NEW.`status` = 'pending'
    FROM `referrer_window_starts` WHERE NEW.`created_at` >= `first_ms`
    ON CONFLICT (`window_days`, `referrer_id`) DO UPDATE SET `total` = `total` + excluded.`total`,
      `successful` = `successful` + excluded.`successful`, `pending` = `pending` + excluded.`pending`;
END;
--> statement-breakpoint
CREATE TRIGGER `referrals_windows_delete` AFTER DELETE ON `referrals` BEGIN
  INSERT INTO `referrer_windows` (`window_days`, `referrer_id`, `total`, `successful`, `pending`)
    SELECT `window_days`, OLD.`referrer_id`, -1, -(OLD.`status` = 'successful'), -(OLD.`status` = 'pending')
    FROM `referrer_window_starts` WHERE OLD.`created_at` >= `first_ms`
    ON CONFLICT (`window_days`, `referrer_id`) DO UPDATE SET `total` = `total` + excluded.`total`,
      `successful` = `successful` + excluded.`successful`, `pending` = `pending` + excluded.`pending`;
  DELETE FROM `referrer_windows`
    WHERE `window_days` IN (SELECT `window_days` FROM `referrer_window_starts`) AND `referrer_id` = OLD.`referrer_id` AND `total` <= 0 AND `reward_days` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `referrals_windows_update` AFTER UPDATE OF `status`, `referrer_id`, `created_at` ON `referrals`
  WHEN OLD.`status` IS NOT NEW.`status` OR OLD.`referrer_id` IS NOT NEW.`referrer_id` OR OLD.`created_at` IS NOT NEW.`created_at` BEGIN
  INSERT INTO `referrer_windows` (`window_days`, `referrer_id`, `total`, `successful`, `pending`)
    SELECT `window_days`, OLD.`referrer_id`, -1, -(OLD.`status` = 'successful'), -(OLD.`status` = 'pending')
    FROM `referrer_window_starts` WHERE OLD.`created_at` >= `first_ms`
    ON CONFLICT (`window_days`, `referrer_id`) DO UPDATE SET `total` = `total` + excluded.`total`,
      `successful` = `successful` + excluded.`successful`, `pending` = `pending` + excluded.`pending`;
  INSERT INTO `referrer_windows` (`window_days`, `referrer_id`, `total`, `successful`, `pending`)
    SELECT `window_days`, NEW.`referrer_id`, 1, NEW.`status` = 'successful', NEW.`status` = 'pending'
    FROM `referrer_window_starts` WHERE NEW.`created_at` >= `first_ms`
    ON CONFLICT (`window_days`, `referrer_id`) DO UPDATE SET `total` = `total` + excluded.`total`,
      `successful` = `successful` + excluded.`successful`, `pending` = `pending` + excluded.`pending`;
  DELETE FROM `referrer_windows`
    WHERE `window_days` IN (SELECT `window_days` FROM `referrer_window_starts`) AND `referrer_id` = OLD.`referrer_id` AND `total` <= 0 AND `reward_days` <= 0;
END;
--> statement-breakpoint
-- The days a referrer earned, in the all-time row: GET /referrals/stats reads one row, not every reward.
CREATE TRIGGER `referral_rewards_windows_insert` AFTER INSERT ON `referral_rewards` BEGIN
  INSERT INTO `referrer_windows` (`window_days`, `referrer_id`, `reward_days`)
    SELECT 0, NEW.`referrer_id`, NEW.`days` WHERE 1
    ON CONFLICT (`window_days`, `referrer_id`) DO UPDATE SET `reward_days` = `reward_days` + excluded.`reward_days`;
END;
--> statement-breakpoint
CREATE TRIGGER `referral_rewards_windows_delete` AFTER DELETE ON `referral_rewards` BEGIN
  INSERT INTO `referrer_windows` (`window_days`, `referrer_id`, `reward_days`)
    SELECT 0, OLD.`referrer_id`, -OLD.`days` WHERE 1
    ON CONFLICT (`window_days`, `referrer_id`) DO UPDATE SET `reward_days` = `reward_days` + excluded.`reward_days`;
  DELETE FROM `referrer_windows` WHERE `window_days` = 0 AND `referrer_id` = OLD.`referrer_id` AND `total` <= 0 AND `reward_days` <= 0;
END;
--> statement-breakpoint
CREATE TRIGGER `referral_rewards_windows_update` AFTER UPDATE OF `days`, `referrer_id` ON `referral_rewards`
  WHEN OLD.`days` IS NOT NEW.`days` OR OLD.`referrer_id` IS NOT NEW.`referrer_id` BEGIN
  INSERT INTO `referrer_windows` (`window_days`, `referrer_id`, `reward_days`)
    SELECT 0, OLD.`referrer_id`, -OLD.`days` WHERE 1
    ON CONFLICT (`window_days`, `referrer_id`) DO UPDATE SET `reward_days` = `reward_days` + excluded.`reward_days`;
  INSERT INTO `referrer_windows` (`window_days`, `referrer_id`, `reward_days`)
    SELECT 0, NEW.`referrer_id`, NEW.`days` WHERE 1
    ON CONFLICT (`window_days`, `referrer_id`) DO UPDATE SET `reward_days` = `reward_days` + excluded.`reward_days`;
  DELETE FROM `referrer_windows` WHERE `window_days` = 0 AND `referrer_id` = OLD.`referrer_id` AND `total` <= 0 AND `reward_days` <= 0;
END;
