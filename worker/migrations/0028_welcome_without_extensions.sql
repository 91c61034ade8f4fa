-- The seeded welcome asks to install the extensions: aimed at computers without them (issue 46),
-- so a phone, or a browser with both, no longer shows it. Only the untouched seeded row changes.
UPDATE `announcements` SET `audience` = 'without_extensions'
WHERE `audience` = 'everyone' AND `title_en` = 'Welcome to PremiumHub'
  AND `body_en` = 'Install both extensions, refresh the page, then open your services from the dashboard.';
