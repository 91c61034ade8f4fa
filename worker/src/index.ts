import { createApp } from "./app.ts";
import { createDb } from "./db/client.ts";
import type { AppEnv } from "./env.ts";
import { cachedConfigurationProblems } from "./lib/config-check.ts";
import { pruneRateLimits } from "./middleware/rate-limit.ts";
import { consumeEmailQueue } from "./modules/email/blast-consumer.ts";
import { startDueBlasts } from "./modules/email/blasts.service.ts";
import { pruneExtensionLinks } from "./modules/extensions/extension-access.service.ts";
import { recordCronRun } from "./modules/health/health.service.ts";
import { settleDowntimeCredits } from "./modules/incidents/incidents.service.ts";
import { pruneMfaChallenges } from "./modules/mfa/mfa.service.ts";
import { expirePendingTransactions } from "./modules/payments/payments.service.ts";
import { RENEWALS_CRON, runRenewals } from "./modules/payments/renewal-charges.service.ts";
import { rollReferrerWindows } from "./modules/referrals/referrer-windows.ts";
import { checkPoolAlerts, promoteWaiters } from "./modules/service-accounts/seat-queue.ts";
import { releaseAssignments, warnExpiringAccounts } from "./modules/service-accounts/service-accounts.service.ts";
import { runDueProbes } from "./modules/service-health/health-checks.ts";
import {
  prunePending as prunePendingStatusSubscriptions,
  sendStatusAlerts,
} from "./modules/status/status-subscriptions.service.ts";
import { sendRenewalReminders } from "./modules/subscriptions/renewal-reminders.service.ts";
import { hashLegacyTrialPhones } from "./modules/subscriptions/trial.service.ts";
import { receiveSupportReply } from "./modules/support/support-inbound.ts";

export { SupportRoom } from "./modules/support/support-room.ts";

const app = createApp();

/**
 * A misconfigured Worker does no background work either
 * (docs/decisions/001-production-is-the-default.md).
 */
function refuseMisconfigured(env: AppEnv, what: string): boolean {
  const problems = cachedConfigurationProblems(env);
  if (problems.length > 0)
    console.error(JSON.stringify({ level: "error", [what]: "skipped", misconfigured: problems }));
  return problems.length > 0;
}

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    if (refuseMisconfigured(env, "cron")) return;
    const db = createDb(env.DB);
    if (controller.cron === RENEWALS_CRON) {
      // Hourly: the mails and charges of renewals (decision 065), apart from the 10-minute jobs, so
      // that a test can run them alone through the local trigger.
      ctx.waitUntil(
        Promise.all([
          recordCronRun(db, controller.scheduledTime),
          sendRenewalReminders(db, env),
          runRenewals(db, env),
        ]).then(([, reminders, renewals]) =>
          console.log(JSON.stringify({ level: "info", cron: "hourly", renewalReminders: reminders, renewals })),
        ),
      );
      return;
    }
    ctx.waitUntil(
      Promise.all([
        recordCronRun(db, controller.scheduledTime),
        expirePendingTransactions(db, env),
        startDueBlasts(db, env),
        pruneRateLimits(db),
        pruneExtensionLinks(db),
        // Seats freed by ended subscriptions (and holds not opened in time) go to the queues.
        releaseAssignments(db)
          .then(() => promoteWaiters(db, env))
          .then(() => checkPoolAlerts(db, env)),
        warnExpiringAccounts(db, env),
        // The status subscribers hear of what the probes found in the same run (decision 069).
        runDueProbes(db, env).then(async () => {
          const [credited] = await Promise.all([settleDowntimeCredits(db), sendStatusAlerts(db, env)]);
          return credited;
        }),
        hashLegacyTrialPhones(db, env),
        pruneMfaChallenges(db),
        rollReferrerWindows(db),
        prunePendingStatusSubscriptions(db),
      ]).then(([, expired, started, pruned, , , , credited]) =>
        console.log(
          JSON.stringify({
            level: "info",
            cron: "every-10-minutes",
            expiredTransactions: expired,
            startedBlasts: started,
            prunedRateLimits: pruned,
            downtimeCredits: credited,
          }),
        ),
      ),
    );
  },
  /** Customers' answers to support reply mail, from Cloudflare Email Routing (decision 066). */
  async email(message, env) {
    if (refuseMisconfigured(env, "email")) return;
    await receiveSupportReply(createDb(env.DB), env, message);
  },
  async queue(batch, env) {
    if (refuseMisconfigured(env, "queue")) {
      batch.retryAll();
      return;
    }
    await consumeEmailQueue(batch, env);
  },
} satisfies ExportedHandler<AppEnv>;
