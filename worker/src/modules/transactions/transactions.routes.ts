import {
  receiptDto,
  receiptPdfQuery,
  subscriptionInfo as subscriptionInfoDto,
  transactionDto,
  transactionListQuery,
} from "@app/shared/schemas/commerce";
import { uuidParam } from "@app/shared/schemas/common";
import { ok, okPage } from "../../lib/respond.ts";
import { operations, routes } from "../../middleware/operation.ts";
import { subscriptionInfo } from "../subscriptions/subscriptions.service.ts";
import { receiptPdf } from "./receipt-pdf.ts";
import * as receipts from "./receipts.service.ts";
import * as transactions from "./transactions.service.ts";

const op = operations("Commerce");

export const transactionsRoutes = routes(op)
  .get(
    {
      path: "/",
      summary: "Transactions, one page: the caller's own, or everyone's (with userEmail) for admins",
      auth: "user",
      request: { query: transactionListQuery },
      page: transactionDto,
    },
    async (c) => {
      return okPage(c, await transactions.listTransactions(c.var.db, c.get("auth").user, c.req.valid("query")));
    },
  )
  .get(
    {
      path: "/:uuid/receipt",
      summary: "The receipt of a completed transaction: the caller's own, or anyone's for admins",
      description: "Someone else's, an unknown and a not completed transaction all answer 404.",
      auth: "user",
      request: { params: uuidParam },
      ok: receiptDto,
      errors: [404],
    },
    async (c) => ok(c, await receipts.receiptOf(c.var.db, c.env, c.get("auth").user, c.req.valid("param").uuid)),
  )
  .get(
    {
      path: "/:uuid/receipt.pdf",
      summary: "The same receipt as an A4 PDF, in English or Indonesian",
      description: "`tz` is the time zone its dates are written in (default UTC).",
      auth: "user",
      request: { params: uuidParam, query: receiptPdfQuery },
      responses: {
        200: {
          description: "The PDF, sent as a download (receipt-<first 8 characters>.pdf)",
          mediaType: "application/pdf",
        },
      },
      errors: [404],
    },
    async (c) => {
      const receipt = await receipts.receiptOf(c.var.db, c.env, c.get("auth").user, c.req.valid("param").uuid);
      const { locale, tz } = c.req.valid("query");
      const pdf = await receiptPdf(receipt, locale, tz);
      return new Response(pdf, {
        headers: {
          "Content-Type": "application/pdf",
          "Content-Disposition": `attachment; filename="receipt-${receipt.uuid.slice(0, 8)}.pdf"`,
          "Cache-Control": "private, no-store",
        },
      });
    },
  ).hono;

/** Mounted at /api/user-information. */
export const userInformationRoutes = routes(op).get(
  { path: "/", summary: "The caller's subscription", auth: "user", ok: subscriptionInfoDto },
  async (c) => ok(c, await subscriptionInfo(c.var.db, c.get("auth").user.id)),
).hono;
