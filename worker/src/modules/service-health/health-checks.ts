import { translate } from "@app/shared/i18n/translate";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { serviceAccounts, services } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { mailAdmins, mailDate } from "../../lib/admin-mail.ts";
import { appOrigin } from "../../lib/config-check.ts";
import { AppError } from "../../lib/errors.ts";
import { openSession, toAccountDto } from "../service-accounts/service-accounts.service.ts";
import {
  assignedAccount,
  claimDownAlert,
  claimDueProbes,
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

/** Records a signal; when it takes the account down, the admins are mailed once for that incident. */
export async function signal(db: Db, env: AppEnv, input: SignalInput, now = Date.now()) {
  const after = await recordSignal(db, input, now);
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
            cause: incident.cause,
            date: mailDate(locale, incident.startedAt),
          };
          return {
            subject: translate(locale, "email.accountDown.subject", vars),
            body: translate(locale, "email.accountDown.body", vars),
          };
        },
        `${appOrigin(env)}/panel/admin/services`,
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
  const outcome = session
    ? await runProbe(probe, session.cookies, probeTimeout(env), now)
    : { result: "bad" as const, status: null, detail: "the account has no session" };
  await db.update(serviceAccounts).set({ probedAt: now }).where(eq(serviceAccounts.id, accountId));
  await signal(db, env, { serviceId, accountId, source: "probe", result: outcome.result, detail: outcome.detail }, now);
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

/** The Access extension's check after opening a service: signed in or out, on the user's account. */
export async function fieldSignal(db: Db, env: AppEnv, userId: string, serviceId: string, signedIn: boolean) {
  const accountId = await assignedAccount(db, userId, serviceId);
  if (!accountId) throw AppError.notFound("Account");
  await signal(db, env, {
    serviceId,
    accountId,
    source: "field",
    result: signedIn ? "good" : "bad",
    userId,
    detail: signedIn ? "the extension saw the signed-in page" : "the extension saw the signed-out page",
  });
  return { recorded: true };
}

/** A report about a service counts against the reporter's account of it, if they hold one. */
export async function reportSignal(db: Db, env: AppEnv, userId: string, serviceName: string) {
  const service = await db.query.services.findFirst({ where: eq(services.name, serviceName), columns: { id: true } });
  if (!service) return false;
  const accountId = await assignedAccount(db, userId, service.id);
  if (!accountId) return false;
  await signal(db, env, {
    serviceId: service.id,
    accountId,
    source: "report",
    result: "bad",
    userId,
    detail: "a subscriber reported a problem",
  });
  return true;
}
