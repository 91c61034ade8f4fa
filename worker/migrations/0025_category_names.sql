ALTER TABLE `categories` ADD `name_indonesian` text;--> statement-breakpoint
-- The demo categories' Indonesian names (worker/src/db/seed.ts); admins name their own in the form.
UPDATE `categories` SET `name_indonesian` = CASE `name`
  WHEN 'AI Tools' THEN 'Alat AI'
  WHEN 'Developer Tools' THEN 'Alat pengembang'
  WHEN 'Design' THEN 'Desain'
  WHEN 'Productivity' THEN 'Produktivitas'
  WHEN 'Education' THEN 'Pendidikan'
  WHEN 'Music' THEN 'Musik'
  WHEN 'Streaming' THEN 'Streaming'
END WHERE `name_indonesian` IS NULL;
