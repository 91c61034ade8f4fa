import { receiptPdfQuery, transactionListQuery } from "@app/shared/schemas/commerce";
import { uuidParam } from "@app/shared/schemas/common";
import { Hono } from "hono";
import { ok, okPage } from "../../lib/respond.ts";
import { validate } from "../../lib/validate.ts";
import { requireAuth } from "../../middleware/auth.ts";
import type { AppBindings } from "../../types.ts";
import { subscriptionInfo } from "../subscriptions/subscriptions.service.ts";
import { receiptPdf } from "./receipt-pdf.ts";
import { receiptOf } from "./receipts.service.ts";
import { listTransactions } from "./transactions.service.ts";

export const transactionsRoutes = new Hono<AppBindings>()
  .get("/", requireAuth, validate("query", transactionListQuery), async (c) => {
    return okPage(c, await listTransactions(c.var.db, c.get("auth").user, c.req.valid("query")));
  })
  .get("/:uuid/receipt", requireAuth, validate("param", uuidParam), async (c) =>
    ok(c, await receiptOf(c.var.db, c.env, c.get("auth").user, c.req.valid("param").uuid)),
  )
  .get(
    "/:uuid/receipt.pdf",
    requireAuth,
    validate("param", uuidParam),
    validate("query", receiptPdfQuery),
    async (c) => {
      const receipt = await receiptOf(c.var.db, c.env, c.get("auth").user, c.req.valid("param").uuid);
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
  );

/** Mounted at /api/user-information. */
export const userInformationRoutes = new Hono<AppBindings>().get("/", requireAuth, async (c) =>
  ok(c, await subscriptionInfo(c.var.db, c.get("auth").user.id)),
);
