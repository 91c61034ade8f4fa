-- Health causes become codes with texts in both languages (issue 44; shared/src/health-causes.ts).
-- The English sentences stored so far are read back into their codes; anything else is 'unknown'.
UPDATE `account_signals` SET `detail` = CASE
    WHEN `detail` LIKE 'upstream answered %' THEN 'probe-upstream-error:' || substr(`detail`, 19)
    WHEN `detail` LIKE 'redirected (%): signed out' THEN 'probe-redirected:' || substr(`detail`, 13, instr(`detail`, ')') - 13)
    WHEN `detail` LIKE 'refused (%): signed out' THEN 'probe-refused:' || substr(`detail`, 10, instr(`detail`, ')') - 10)
    WHEN `detail` = 'the page shows the signed-out marker' THEN 'probe-signed-out-marker'
    WHEN `detail` = 'the page lacks the signed-in marker' THEN 'probe-no-signed-in-marker'
    WHEN `detail` = 'signed in' THEN 'probe-signed-in'
    WHEN `detail` LIKE 'no answer within % ms' THEN 'probe-timeout:' || replace(substr(`detail`, 18), ' ms', '')
    WHEN `detail` LIKE 'could not reach the site:%' THEN 'probe-unreachable'
    WHEN `detail` LIKE 'The probe URL must be%' THEN 'probe-url-not-allowed'
    WHEN `detail` = 'the account has no session' THEN 'no-session'
    WHEN `detail` = 'the extension saw the signed-in page' THEN 'extension-signed-in'
    WHEN `detail` = 'the extension saw the signed-out page' THEN 'extension-signed-out'
    WHEN `detail` = 'a subscriber reported a problem' THEN 'subscriber-report'
    ELSE 'unknown' END
WHERE `detail` IS NOT NULL;--> statement-breakpoint
UPDATE `incidents` SET `cause` = CASE
    WHEN substr(`cause`, instr(`cause`, ': ') + 2) LIKE 'upstream answered %' THEN 'probe-upstream-error:' || substr(substr(`cause`, instr(`cause`, ': ') + 2), 19)
    WHEN substr(`cause`, instr(`cause`, ': ') + 2) LIKE 'redirected (%): signed out' THEN 'probe-redirected:' || substr(substr(`cause`, instr(`cause`, ': ') + 2), 13, instr(substr(`cause`, instr(`cause`, ': ') + 2), ')') - 13)
    WHEN substr(`cause`, instr(`cause`, ': ') + 2) LIKE 'refused (%): signed out' THEN 'probe-refused:' || substr(substr(`cause`, instr(`cause`, ': ') + 2), 10, instr(substr(`cause`, instr(`cause`, ': ') + 2), ')') - 10)
    WHEN substr(`cause`, instr(`cause`, ': ') + 2) = 'the page shows the signed-out marker' THEN 'probe-signed-out-marker'
    WHEN substr(`cause`, instr(`cause`, ': ') + 2) = 'the page lacks the signed-in marker' THEN 'probe-no-signed-in-marker'
    WHEN substr(`cause`, instr(`cause`, ': ') + 2) = 'signed in' THEN 'probe-signed-in'
    WHEN substr(`cause`, instr(`cause`, ': ') + 2) LIKE 'no answer within % ms' THEN 'probe-timeout:' || replace(substr(substr(`cause`, instr(`cause`, ': ') + 2), 18), ' ms', '')
    WHEN substr(`cause`, instr(`cause`, ': ') + 2) LIKE 'could not reach the site:%' THEN 'probe-unreachable'
    WHEN substr(`cause`, instr(`cause`, ': ') + 2) LIKE 'The probe URL must be%' THEN 'probe-url-not-allowed'
    WHEN substr(`cause`, instr(`cause`, ': ') + 2) = 'the account has no session' THEN 'no-session'
    WHEN substr(`cause`, instr(`cause`, ': ') + 2) = 'the extension saw the signed-in page' THEN 'extension-signed-in'
    WHEN substr(`cause`, instr(`cause`, ': ') + 2) = 'the extension saw the signed-out page' THEN 'extension-signed-out'
    WHEN substr(`cause`, instr(`cause`, ': ') + 2) = 'a subscriber reported a problem' THEN 'subscriber-report'
    ELSE 'unknown' END
WHERE instr(`cause`, ': ') > 0;--> statement-breakpoint
UPDATE `incidents` SET `cause` = 'unknown' WHERE instr(`cause`, ':') = 0 AND `cause` NOT IN ('probe-signed-in', 'probe-signed-out-marker', 'probe-no-signed-in-marker', 'probe-unreachable', 'probe-url-not-allowed', 'no-session', 'extension-signed-in', 'extension-signed-out', 'subscriber-report');
