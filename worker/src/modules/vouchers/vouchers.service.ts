import type { VoucherRefusalCode } from "@app/shared/constants/commerce";
import { VOUCHER_ERRORS } from "@app/shared/messages";
import type { RedemptionDto, VoucherDto, VoucherPreviewResult } from "@app/shared/schemas/commerce";
import { voucherState } from "@app/shared/vouchers";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { packages, subscriptionLedger, voucherRedemptions, vouchers } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { randomCode } from "../../lib/codes.ts";
import { iso } from "../../lib/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { INVALID } from "../../lib/field-errors.ts";
import { likeContains } from "../../lib/like.ts";
import { oneColumn, paginate } from "../../lib/paginate.ts";
import { rawStatement } from "../../lib/raw-sql.ts";
import {
  currentSubscription,
  type Grant,
  grantStatements,
  isActive,
  projectGrant,
} from "../subscriptions/subscriptions.service.ts";

type VoucherRow = typeof vouchers.$inferSelect;
const packageName = sql<string | null>`${packages.name}`.as("package_name");

const toDto = (v: VoucherRow, pkgName: string | null): VoucherDto => ({
  uuid: v.id,
  code: v.code,
  packageUuid: v.packageId,
  packageName: pkgName,
  days: v.days,
  maxRedemptions: v.maxRedemptions,
  redeemedCount: v.redeemedCount,
  perUserLimit: v.perUserLimit,
  redeemBy: iso(v.redeemBy),
  status: v.status,
  createdAt: new Date(v.createdAt).toISOString(),
});

const withPackage = (db: Db) =>
  db.select({ v: vouchers, packageName }).from(vouchers).leftJoin(packages, eq(packages.id, vouchers.packageId));

/** Codes compare case-insensitively: stored upper-case, looked up upper-case. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

export async function list(
  db: Db,
  query: { page: number; limit: number; search?: string | undefined; status?: "active" | "disabled" | undefined },
) {
  const conditions: SQL[] = [];
  if (query.status) conditions.push(eq(vouchers.status, query.status));
  if (query.search) conditions.push(likeContains(vouchers.code, normalizeCode(query.search)));
  const where = conditions.length ? and(...conditions) : undefined;
  return paginate(db, query, {
    rows: withPackage(db).where(where).orderBy(desc(vouchers.createdAt)).$dynamic(),
    counted: db.select(oneColumn).from(vouchers).where(where).$dynamic(),
    item: (r) => toDto(r.v, r.packageName),
  });
}

async function find(db: Db, id: string) {
  const row = await withPackage(db).where(eq(vouchers.id, id)).get();
  if (!row) throw AppError.notFound("Voucher");
  return row;
}
export const get = async (db: Db, id: string) => {
  const row = await find(db, id);
  return toDto(row.v, row.packageName);
};

export type VoucherCreate = {
  code?: string | undefined;
  quantity: number;
  packageUuid: string;
  days: number;
  maxRedemptions: number;
  perUserLimit: number;
  redeemBy?: Date | undefined;
  status: "active" | "disabled";
};

/** With a code: one voucher. Without: `quantity` generated codes from the unambiguous alphabet. */
export async function create(db: Db, actor: Actor, input: VoucherCreate) {
  const pkg = await db.query.packages.findFirst({ where: eq(packages.id, input.packageUuid) });
  if (!pkg)
    throw new AppError(400, "VALIDATION_ERROR", "packageUuid is invalid", {
      fields: [{ field: "packageUuid", message: "packageUuid is invalid", ...INVALID }],
    });
  const codes = input.code ? [normalizeCode(input.code)] : Array.from({ length: input.quantity }, () => randomCode(10));
  const now = Date.now();
  const rows: VoucherRow[] = codes.map((code) => ({
    id: crypto.randomUUID(),
    code,
    packageId: pkg.id,
    days: input.days,
    maxRedemptions: input.maxRedemptions,
    redeemedCount: 0,
    perUserLimit: input.perUserLimit,
    redeemBy: input.redeemBy?.getTime() ?? null,
    status: input.status,
    createdBy: actor.id,
    createdAt: now,
    updatedAt: now,
  }));
  const inserts = [];
  for (let i = 0; i < rows.length; i += 8) inserts.push(db.insert(vouchers).values(rows.slice(i, i + 8)));
  await auditedWrite(
    db,
    actor,
    {
      action: "voucher.create",
      entity: "voucher",
      entityId: rows.length === 1 ? rows[0]?.id : null,
      after: { codes, days: input.days, packageUuid: pkg.id },
    },
    inserts,
    {
      field: "code",
      message: "A voucher with this code already exists",
      code: "VOUCHER_CODE_TAKEN",
    },
  );
  return rows.map((r) => toDto(r, pkg.name));
}

export async function update(
  db: Db,
  actor: Actor,
  id: string,
  input: {
    days?: number | undefined;
    maxRedemptions?: number | undefined;
    perUserLimit?: number | undefined;
    redeemBy?: Date | null | undefined;
    status?: "active" | "disabled" | undefined;
  },
) {
  const { v: before } = await find(db, id);
  const after: VoucherRow = {
    ...before,
    days: input.days ?? before.days,
    maxRedemptions: input.maxRedemptions ?? before.maxRedemptions,
    perUserLimit: input.perUserLimit ?? before.perUserLimit,
    redeemBy: input.redeemBy === undefined ? before.redeemBy : (input.redeemBy?.getTime() ?? null),
    status: input.status ?? before.status,
    updatedAt: Date.now(),
  };
  await auditedWrite(db, actor, { action: "voucher.update", entity: "voucher", entityId: id, before, after }, [
    db.update(vouchers).set(after).where(eq(vouchers.id, id)),
  ]);
  return get(db, id);
}

export async function remove(db: Db, actor: Actor, id: string) {
  const { v: before } = await find(db, id);
  await auditedWrite(db, actor, { action: "voucher.delete", entity: "voucher", entityId: id, before }, [
    db.delete(vouchers).where(eq(vouchers.id, id)),
  ]);
}

type Refusal = { status: 404 | 409 | 422; code: VoucherRefusalCode; message: string };

const UNKNOWN: Refusal = { status: 404, code: "VOUCHER_UNKNOWN", message: VOUCHER_ERRORS.unknown };

function reasonFor(voucher: VoucherRow | undefined, userRedemptions: number, now: number): Refusal | null {
  if (!voucher) return UNKNOWN;
  const state = voucherState(voucher, now);
  if (state === "disabled") return { status: 422, code: "VOUCHER_DISABLED", message: VOUCHER_ERRORS.disabled };
  if (state === "expired") return { status: 422, code: "VOUCHER_EXPIRED", message: VOUCHER_ERRORS.expired };
  // A user at the limit hears so even when the code is used up for everyone else.
  if (userRedemptions >= voucher.perUserLimit)
    return { status: 409, code: "VOUCHER_ALREADY_REDEEMED", message: VOUCHER_ERRORS.alreadyRedeemed };
  if (state === "used_up") return { status: 409, code: "VOUCHER_USED_UP", message: VOUCHER_ERRORS.usedUp };
  return null;
}

/** A refusal names the `code` field too, so a form can show it next to the field. */
const refused = (reason: Refusal) =>
  new AppError(reason.status, reason.code, reason.message, {
    fields: [{ field: "code", message: reason.message, code: reason.code }],
  });

async function currentState(db: Db, code: string, userId: string) {
  const voucher = await db.query.vouchers.findFirst({ where: eq(vouchers.code, code) });
  const mine = voucher
    ? ((
        await db
          .select({ n: count() })
          .from(voucherRedemptions)
          .where(and(eq(voucherRedemptions.voucherId, voucher.id), eq(voucherRedemptions.userId, userId)))
      )[0]?.n ?? 0)
    : 0;
  return { voucher, mine };
}

/**
 * The voucher behind a code this user may redeem now, or why not: one rule for the preview (which
 * answers the refusal) and redeem (which throws it).
 */
async function standing(
  db: Db,
  userId: string,
  code: string,
  now: number,
): Promise<{ voucher: VoucherRow; refusal: null } | { voucher: null; refusal: Refusal }> {
  const { voucher, mine } = await currentState(db, code, userId);
  const refusal = reasonFor(voucher, mine, now);
  if (refusal || !voucher) return { voucher: null, refusal: refusal ?? UNKNOWN };
  return { voucher, refusal: null };
}

/** The voucher behind a code this user may redeem now; otherwise the refusal, thrown as its error. */
async function redeemable(db: Db, userId: string, code: string, now: number) {
  const { voucher, refusal } = await standing(db, userId, code, now);
  if (refusal) throw refused(refusal);
  return voucher;
}

const grantOf = (voucher: VoucherRow): Grant => ({ kind: "voucher", packageId: voucher.packageId, days: voucher.days });

/**
 * What redeeming a code would do now, by the rules the redemption applies (`projectGrant`), or the
 * refusal redeem would give (its code and message), as an answer rather than an error. Reads only:
 * the voucher is not used and nothing is written.
 */
export async function previewVoucher(
  db: Db,
  userId: string,
  rawCode: string,
  now = Date.now(),
): Promise<VoucherPreviewResult> {
  const code = normalizeCode(rawCode);
  const { voucher, refusal } = await standing(db, userId, code, now);
  if (refusal) return { redeemable: false, refusal: { code: refusal.code, message: refusal.message } };
  const sub = await currentSubscription(db, userId);
  const currentId = isActive(sub, now) ? sub.packageId : null;
  const ids = [voucher.packageId, currentId].filter((id): id is string => !!id);
  const names = new Map(
    ids.length
      ? (await db.select({ id: packages.id, name: packages.name }).from(packages).where(inArray(packages.id, ids))).map(
          (p) => [p.id, p.name],
        )
      : [],
  );
  const projection = projectGrant(sub, grantOf(voucher), now);
  return {
    redeemable: true,
    preview: {
      code: voucher.code,
      packageUuid: voucher.packageId,
      packageName: voucher.packageId ? (names.get(voucher.packageId) ?? null) : null,
      days: voucher.days,
      effect: projection.effect,
      currentPackageName: currentId ? (names.get(currentId) ?? null) : null,
      carriedDays: projection.carriedDays,
      endDate: iso(projection.endAt),
    },
  };
}

/**
 * Redeems a code, exactly once per use, enforced in the database: one batch increments the
 * counter only while uses remain, inserts the redemption only if that increment happened and the
 * user is under the per-user limit (otherwise it inserts a NULL id, which fails and rolls the batch
 * back), then grants the days. N simultaneous redemptions of the last use give one success.
 */
export async function redeemVoucher(db: Db, userId: string, rawCode: string, now = Date.now()) {
  const code = normalizeCode(rawCode);
  const voucher = await redeemable(db, userId, code, now);
  const redemptionId = crypto.randomUUID();
  const claim = rawStatement(
    db,
    sql`UPDATE vouchers SET redeemed_count = redeemed_count + 1, updated_at = ${now}
    WHERE id = ${voucher.id} AND status = 'active' AND redeemed_count < max_redemptions
      AND (redeem_by IS NULL OR redeem_by > ${now})`,
  );
  const mineNow = sql`(SELECT count(*) FROM voucher_redemptions WHERE voucher_id = ${voucher.id} AND user_id = ${userId})`;
  const record = rawStatement(
    db,
    sql`INSERT INTO voucher_redemptions (id, voucher_id, user_id, user_seq, days, created_at)
    SELECT CASE WHEN changes() = 1 AND ${mineNow} < per_user_limit THEN ${redemptionId} END,
           id, ${userId}, ${mineNow} + 1, days, ${now}
    FROM vouchers WHERE id = ${voucher.id}`,
  );
  const grant = grantStatements(db, userId, "voucher", redemptionId, grantOf(voucher), now);
  try {
    await db.batch([claim, record, ...grant]);
  } catch (error) {
    const after = await currentState(db, code, userId);
    const reason = reasonFor(after.voucher, after.mine, now) ?? {
      status: 409 as const,
      code: "VOUCHER_USED_UP" as const,
      message: VOUCHER_ERRORS.usedUp,
    };
    if (!/constraint failed/i.test(String(error))) throw error;
    throw refused(reason);
  }
  const ledger = await db.query.subscriptionLedger.findFirst({
    where: and(eq(subscriptionLedger.source, "voucher"), eq(subscriptionLedger.sourceId, redemptionId)),
  });
  await db
    .update(voucherRedemptions)
    .set({
      periodStart: ledger?.banked ? null : ledger?.endBefore && ledger.endBefore > now ? ledger.endBefore : now,
      periodEnd: ledger?.banked ? null : (ledger?.endAfter ?? null),
    })
    .where(eq(voucherRedemptions.id, redemptionId));
  return { days: voucher.days, banked: !!ledger?.banked, endDate: iso(ledger?.endAfter) };
}

export async function redemptionHistory(db: Db, userId: string): Promise<RedemptionDto[]> {
  const rows = await db
    .select({ r: voucherRedemptions, code: vouchers.code, packageName, banked: subscriptionLedger.banked })
    .from(voucherRedemptions)
    .innerJoin(vouchers, eq(vouchers.id, voucherRedemptions.voucherId))
    .leftJoin(packages, eq(packages.id, vouchers.packageId))
    .leftJoin(
      subscriptionLedger,
      and(eq(subscriptionLedger.source, "voucher"), eq(subscriptionLedger.sourceId, voucherRedemptions.id)),
    )
    .where(eq(voucherRedemptions.userId, userId))
    .orderBy(desc(voucherRedemptions.redeemedAt));
  return rows.map((row) => ({
    uuid: row.r.id,
    code: row.code,
    package: row.packageName,
    days: row.r.days,
    period: { start: iso(row.r.periodStart), end: iso(row.r.periodEnd) },
    status: row.banked ? "banked" : "applied",
    redeemedAt: new Date(row.r.redeemedAt).toISOString(),
  }));
}
