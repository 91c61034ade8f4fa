ALTER TABLE `transactions` ADD `is_renewal` integer DEFAULT false NOT NULL;--> statement-breakpoint
-- The payments completed before: a renewal when the subscriber had completed one before.
UPDATE `transactions` SET `is_renewal` = 1
  WHERE `status` = 'completed' AND EXISTS (SELECT 1 FROM `transactions` p WHERE p.`user_id` = `transactions`.`user_id`
    AND p.`status` = 'completed' AND p.`id` <> `transactions`.`id`
    AND (p.`completed_at` < `transactions`.`completed_at` OR (p.`completed_at` = `transactions`.`completed_at` AND p.`id` < `transactions`.`id`)));
--> statement-breakpoint
-- Renewals by month (issue 43): completed renewals by the day they completed and their currency,
-- kept by triggers as the other daily figures are (decision 045). Churn reads 'subscriptions-ending'.
CREATE TRIGGER `transactions_renewals_insert` AFTER INSERT ON `transactions` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'renewals', strftime('%Y-%m-%d', NEW.completed_at / 1000, 'unixepoch'), NEW.currency, 1, NEW.amount
    WHERE NEW.status = 'completed' AND NEW.completed_at IS NOT NULL AND NEW.is_renewal
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_renewals_delete` AFTER DELETE ON `transactions` BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'renewals', strftime('%Y-%m-%d', OLD.completed_at / 1000, 'unixepoch'), OLD.currency, -1, -OLD.amount
    WHERE OLD.status = 'completed' AND OLD.completed_at IS NOT NULL AND OLD.is_renewal
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
CREATE TRIGGER `transactions_renewals_update` AFTER UPDATE OF status, completed_at, amount, currency, is_renewal ON `transactions`
WHEN OLD.status IS NOT NEW.status OR OLD.completed_at IS NOT NEW.completed_at OR OLD.amount IS NOT NEW.amount
  OR OLD.currency IS NOT NEW.currency OR OLD.is_renewal IS NOT NEW.is_renewal BEGIN
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'renewals', strftime('%Y-%m-%d', OLD.completed_at / 1000, 'unixepoch'), OLD.currency, -1, -OLD.amount
    WHERE OLD.status = 'completed' AND OLD.completed_at IS NOT NULL AND OLD.is_renewal
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
  INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
    SELECT 'renewals', strftime('%Y-%m-%d', NEW.completed_at / 1000, 'unixepoch'), NEW.currency, 1, NEW.amount
    WHERE NEW.status = 'completed' AND NEW.completed_at IS NOT NULL AND NEW.is_renewal
    ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
END;
--> statement-breakpoint
INSERT INTO `daily_figures` (`metric`, `day`, `dim`, `count`, `amount`)
  SELECT 'renewals', strftime('%Y-%m-%d', `completed_at` / 1000, 'unixepoch'), `currency`, count(*), sum(`amount`)
  FROM `transactions` WHERE `status` = 'completed' AND `completed_at` IS NOT NULL AND `is_renewal`
  GROUP BY 2, 3
  ON CONFLICT (`metric`, `day`, `dim`) DO UPDATE SET `count` = `count` + excluded.`count`, `amount` = `amount` + excluded.`amount`;
