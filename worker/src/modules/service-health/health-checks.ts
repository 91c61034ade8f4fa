import { translate } from "@app/shared/i18n/translate";
import { ACCOUNT_MESSAGES, SERVICE_MESSAGES } from "@app/shared/messages";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { serviceAccounts, services } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { mailAdmins } from "../../lib/admin-mail.ts";
import { AppError } from "../../lib/errors.ts";
import { mailDate } from "../../mail/dates.ts";
import { hit, rateKey } from "../../middleware/rate-limit.ts";
import { openSession, toAccountDto } from "../service-accounts/service-accounts.service.ts";
import { probeUrlAllowed } from "../services/probe-url.ts";
import {
  assignedAccount,
  claimDownAlert,
  claimDueProbes,
  claimProbeNow,
  entitledTo,
  healthCauseText,
  noProbe,
  type ProbeOutcome,
  probeOf,
  probeTimeout,
  recordSignal,
  runProbe,
  type SignalInput,
} from "./service-health.service.ts";

/**
 * What runs the health rules of service-health.service.ts against the world: probes with each
 * account's session, the extension's and the reports' signals, and the admins' alert when an
 * account goes down (decision 048).
 */

async function accountWithService(db: Db, serviceId: string, accountId: string) {
  const row = await db
    .select({ account: serviceAccounts, service: services })
    .from(serviceAccounts)
    .innerJoin(services, eq(services.id, serviceAccounts.serviceId))
    .where(and(eq(serviceAccounts.id, accountId), eq(serviceAccounts.serviceId, serviceId)))
    .get();
  if (!row) throw AppError.notFound("Account");
  return row;
}

/**
 * Records a signal; when it takes the account down, the admins are mailed once for that incident.
 * A subscriber's bad hint that leaves the account suspect has it probed at once, when the service
 * has a probe (decision 062): the probe, not the hint, says whether it is down.
 */
export async function signal(db: Db, env: AppEnv, input: SignalInput, now = Date.now()) {
  let after = await recordSignal(db, input, now);
  if (input.source !== "probe" && input.result === "bad" && after.health === "suspect") {
    const { service } = await accountWithService(db, input.serviceId, input.accountId);
    if (probeOf(service) && (await claimProbeNow(db, input.accountId, now))) {
      const checked = await checkAccount(db, env, input.serviceId, input.accountId, now);
      after = { health: checked.account.health, healthSince: Date.parse(checked.account.healthSince ?? "") || now };
    }
  }
  if (after.health === "down") {
    const incident = await claimDownAlert(db, input.accountId, now);
    if (incident) {
      const { account, service } = await accountWithService(db, input.serviceId, input.accountId);
      await mailAdmins(
        db,
        env,
        (locale) => {
          const vars = {
            service: service.name,
            account: account.label,
            cause: healthCauseText(locale, incident.cause),
            date: mailDate(locale, incident.startedAt),
          };
          return {
            subject: translate(locale, "email.accountDown.subject", vars),
            body: translate(locale, "email.accountDown.body", vars),
          };
        },
        "/panel/admin/services",
      );
    }
  }
  return after;
}

/** Probes one account with its session now, and records what it found. */
export async function checkAccount(
  db: Db,
  env: AppEnv,
  serviceId: string,
  accountId: string,
  now = Date.now(),
): Promise<ProbeOutcome & { account: ReturnType<typeof toAccountDto> }> {
  const { account, service } = await accountWithService(db, serviceId, accountId);
  const probe = probeOf(service);
  if (!probe) noProbe();
  const session = account.secret ? await openSession(env, account.secret) : null;
  // A row saved before probe URLs were checked is never fetched, and says nothing about the account.
  const cookieDomains = session?.cookies.map((c) => c.domain) ?? [];
  if (!probeUrlAllowed(probe.url, service, cookieDomains, env))
    return {
      result: "error",
      status: null,
      cause: { code: "probe-url-not-allowed", value: null },
      account: toAccountDto(account),
    };
  const outcome = session
    ? await runProbe(probe, session.cookies, probeTimeout(env), now)
    : { result: "bad" as const, status: null, cause: { code: "no-session" as const, value: null } };
  await db.update(serviceAccounts).set({ probedAt: now }).where(eq(serviceAccounts.id, accountId));
  await signal(db, env, { serviceId, accountId, source: "probe", result: outcome.result, cause: outcome.cause }, now);
  const fresh = await accountWithService(db, serviceId, accountId);
  return { ...outcome, account: toAccountDto(fresh.account) };
}

/** Cron: probes the accounts that are due, a few per run. */
export async function runDueProbes(db: Db, env: AppEnv, now = Date.now()) {
  const ids = await claimDueProbes(db, now);
  for (const id of ids) {
    const row = await db.query.serviceAccounts.findFirst({ where: eq(serviceAccounts.id, id) });
    if (row) await checkAccount(db, env, row.serviceId, id, now).catch((e) => console.warn("probe failed", String(e)));
  }
  return ids.length;
}

/**
 * Field signals and reports share one limit per subscriber and service (issue 41): a few in ten
 * minutes, whatever mix of them.
 */
export const SIGNAL_RULE = { limit: 6, windowSeconds: 600 };
const withinSignalLimit = async (db: Db, userId: string, serviceId: string) =>
  hit(db, await rateKey("service-signal", "user", `${userId}:${serviceId}`), SIGNAL_RULE);

/** The Access extension's check after opening a service: signed in or out, on the user's account. */
export async function fieldSignal(db: Db, env: AppEnv, userId: string, serviceId: string, signedIn: boolean) {
  if (!(await entitledTo(db, userId, serviceId)))
    throw new AppError(403, "SUBSCRIPTION_REQUIRED", SERVICE_MESSAGES.noSubscription);
  const accountId = await assignedAccount(db, userId, serviceId);
  if (!accountId) throw AppError.notFound("Account");
  if (!(await withinSignalLimit(db, userId, serviceId)))
    throw new AppError(429, "RATE_LIMITED", ACCOUNT_MESSAGES.rateLimited, undefined, {
      "Retry-After": String(SIGNAL_RULE.windowSeconds),
    });
  await signal(db, env, {
    serviceId,
    accountId,
    source: "field",
    result: signedIn ? "good" : "bad",
    userId,
    cause: { code: signedIn ? "extension-signed-in" : "extension-signed-out", value: null },
  });
  return { recorded: true };
}

/**
 * A report about a service counts against the reporter's account of it, if they still subscribe
 * to it and hold one, within the limit it shares with the field signals.
 */
export async function reportSignal(db: Db, env: AppEnv, userId: string, serviceName: string) {
  const service = await db.query.services.findFirst({ where: eq(services.name, serviceName), columns: { id: true } });
  if (!service || !(await entitledTo(db, userId, service.id))) return false;
  const accountId = await assignedAccount(db, userId, service.id);
  if (!accountId || !(await withinSignalLimit(db, userId, service.id))) return false;
  await signal(db, env, {
    serviceId: service.id,
    accountId,
    source: "report",
    result: "bad",
    userId,
    cause: { code: "subscriber-report", value: null },
  });
  return true;
}
