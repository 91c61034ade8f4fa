import { REPORT_SERVICE_NOT_YOURS } from "@app/shared/messages";
import type { ReportDto } from "@app/shared/schemas/catalogue";
import { and, count, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { serviceReports, users } from "../../db/schema.ts";
import type { Actor } from "../../lib/actor.ts";
import { auditedWrite } from "../../lib/audit.ts";
import { iso } from "../../lib/dates.ts";
import { AppError } from "../../lib/errors.ts";
import { oneColumn, paginate } from "../../lib/paginate.ts";
import { reportableServices } from "../services/services.service.ts";

type ReportRow = typeof serviceReports.$inferSelect;
const userName = sql<string | null>`${users.name}`.as("user_name");

const toDto = (r: ReportRow, name: string | null, email: string | null): ReportDto => ({
  uuid: r.id,
  serviceName: r.serviceName,
  description: r.description,
  status: r.status,
  userName: name,
  userEmail: email,
  createdAt: new Date(r.createdAt).toISOString(),
  resolvedAt: iso(r.resolvedAt),
});

export async function fileReport(
  db: Db,
  reporter: { id: string; role: string },
  input: { serviceName: string; description: string },
) {
  const wanted = input.serviceName.toLocaleLowerCase("en");
  const service = (await reportableServices(db, reporter)).find((s) => s.name.toLocaleLowerCase("en") === wanted);
  if (!service) {
    throw new AppError(400, "REPORT_SERVICE_NOT_YOURS", REPORT_SERVICE_NOT_YOURS, {
      fields: [{ field: "serviceName", message: REPORT_SERVICE_NOT_YOURS, code: "REPORT_SERVICE_NOT_YOURS" }],
    });
  }
  const userId = reporter.id;
  const row: ReportRow = {
    id: crypto.randomUUID(),
    userId,
    serviceId: service.uuid,
    serviceName: service.name,
    description: input.description,
    status: "open",
    resolvedBy: null,
    resolvedAt: null,
    createdAt: Date.now(),
  };
  await db.insert(serviceReports).values(row);
  return toDto(row, null, null);
}

/** Users see their own reports; admins see everyone's, optionally by status. */
export async function listReports(
  db: Db,
  viewer: { id: string; role: string },
  query: { page: number; limit: number; status?: "open" | "resolved" | undefined },
) {
  const conditions = [];
  if (viewer.role !== "admin") conditions.push(eq(serviceReports.userId, viewer.id));
  if (query.status) conditions.push(eq(serviceReports.status, query.status));
  const where = conditions.length ? and(...conditions) : undefined;
  return paginate(db, query, {
    rows: db
      .select({ report: serviceReports, userName, userEmail: users.email })
      .from(serviceReports)
      .leftJoin(users, eq(users.id, serviceReports.userId))
      .where(where)
      .orderBy(desc(serviceReports.createdAt))
      .$dynamic(),
    counted: db.select(oneColumn).from(serviceReports).where(where).$dynamic(),
    item: (r) => toDto(r.report, r.userName, r.userEmail),
  });
}

export async function setReportStatus(db: Db, actor: Actor, id: string, status: "open" | "resolved") {
  const before = await db.query.serviceReports.findFirst({ where: eq(serviceReports.id, id) });
  if (!before) throw AppError.notFound("Report");
  const now = Date.now();
  const after = {
    ...before,
    status,
    resolvedAt: status === "resolved" ? now : null,
    resolvedBy: status === "resolved" ? actor.id : null,
  };
  await auditedWrite(
    db,
    actor,
    {
      action: "report.status",
      entity: "service_report",
      entityId: id,
      before: { status: before.status },
      after: { status },
    },
    [db.update(serviceReports).set(after).where(eq(serviceReports.id, id))],
  );
  return toDto(after, null, null);
}

export async function reportSummary(db: Db) {
  return db
    .select({
      serviceName: serviceReports.serviceName,
      total: count(),
      open: sql<number>`sum(case when ${serviceReports.status} = 'open' then 1 else 0 end)`,
      lastReportedAt: sql<number>`max(${serviceReports.createdAt})`,
    })
    .from(serviceReports)
    .groupBy(serviceReports.serviceName)
    .orderBy(desc(count()))
    .then((rows) => rows.map((r) => ({ ...r, open: Number(r.open), lastReportedAt: iso(r.lastReportedAt) })));
}
