CREATE INDEX `transactions_created_idx` ON `transactions` (`created_at`);--> statement-breakpoint
CREATE INDEX `vouchers_created_idx` ON `vouchers` (`created_at`);