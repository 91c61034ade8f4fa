import { env } from "cloudflare:workers";
import { formatPrice } from "@app/shared/cart";
import { translate } from "@app/shared/i18n/translate";
import type { ReceiptDto } from "@app/shared/schemas/commerce";
import { eq } from "drizzle-orm";
import { unzlibSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { buy, createPackages, payThroughSandboxPage, type TestPackage } from "../../../test/commerce.ts";
import { documentedData } from "../../../test/expect-documented.ts";
import { app, call, createUser, db, errorOf, signIn, signInAdmin } from "../../../test/factories.ts";
import { transactions } from "../../db/schema.ts";
import { configurationProblems } from "../../lib/config-check.ts";
import { includedTax, merchantInfo, merchantProblems } from "../../lib/merchant.ts";
import { DAY_MS } from "../subscriptions/subscriptions.service.ts";
import { winAnsiSafe } from "./receipt-pdf.ts";

/** Bytes as ISO-8859-1 text: one character per byte, so string offsets are byte offsets. */
const latin1 = (bytes: Uint8Array) => Array.from(bytes, (b) => String.fromCharCode(b)).join("");
const WIN_ANSI_EXTRA: Record<number, string> = { 150: "–", 133: "…" };

/** The text a PDF shows: every `<hex> Tj` of its (Flate) content streams, one line each. */
function pdfText(pdf: Uint8Array): string {
  const raw = latin1(pdf);
  const lines: string[] = [];
  for (const match of raw.matchAll(/stream\r?\n/g)) {
    const start = (match.index as number) + match[0].length;
    const end = raw.indexOf("endstream", start);
    let content: string;
    try {
      content = latin1(unzlibSync(pdf.subarray(start, end)));
    } catch {
      continue;
    }
    for (const [, hex] of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) {
      const codes = (hex as string).match(/../g) ?? [];
      lines.push(
        codes
          .map((h) => WIN_ANSI_EXTRA[Number.parseInt(h, 16)] ?? String.fromCharCode(Number.parseInt(h, 16)))
          .join(""),
      );
    }
  }
  return lines.join("\n").replace(/\u00a0/g, " ");
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

let pkgA: TestPackage;
let owner: Awaited<ReturnType<typeof createUser>>;
let ownerToken: string;
let first: string;
let second: string;

beforeAll(async () => {
  [pkgA] = await createPackages();
  owner = await createUser({ name: "Zoë Rahmawati 王" });
  ownerToken = (await signIn(owner.email)).token;
  first = (await buy(ownerToken, pkgA.id)).transactionUuid;
  await payThroughSandboxPage(first);
  second = (await buy(ownerToken, pkgA.id)).transactionUuid;
  await payThroughSandboxPage(second);
});

const receipt = (uuid: string, token = ownerToken) => call(`/api/transactions/${uuid}/receipt`, { token });
const pdf = (uuid: string, query = "", token = ownerToken) =>
  call(`/api/transactions/${uuid}/receipt.pdf${query}`, { token });

describe("receipt of a completed transaction", () => {
  it("the buyer reads it: seller, buyer, package, period, method, amounts and the included tax", async () => {
    const res = await receipt(first);
    expect(res.status).toBe(200);
    const data = await documentedData<ReceiptDto>("GET", "/api/transactions/{uuid}/receipt", res);
    const tx = await db().query.transactions.findFirst({ where: eq(transactions.id, first) });
    expect(data).toMatchObject({
      uuid: first,
      paidAt: new Date(tx?.completedAt as number).toISOString(),
      customer: { name: owner.name, email: owner.email },
      packageName: tx?.packageName,
      days: 30,
      provider: "sandbox",
      currency: "IDR",
      listPrice: 50_000,
      discount: 0,
      amount: 50_000,
      // 50 000 × 11 / 111 = 4 954.95…
      tax: { label: "PPN", ratePercent: 11, amount: 4_955 },
      merchant: {
        name: "PT Premium Hub Indonesia",
        email: "billing@premiumhub.test",
        address: "Jl. Jenderal Sudirman No. 1, Jakarta 10220",
        taxId: "01.234.567.8-901.000",
        tax: { label: "PPN", ratePercent: 11 },
      },
    });
    // The first purchase started the subscription when it completed and covers its 30 days.
    expect(data.period).toEqual({
      start: data.paidAt,
      end: new Date(Date.parse(data.paidAt) + 30 * DAY_MS).toISOString(),
    });
  });

  it("a repeat purchase covers the days after the end it extended", async () => {
    const firstPeriod = (await (await receipt(first)).json<{ data: ReceiptDto }>()).data.period;
    const data = (await (await receipt(second)).json<{ data: ReceiptDto }>()).data;
    expect(data.period).toEqual({
      start: firstPeriod?.end,
      end: new Date(Date.parse(firstPeriod?.end as string) + 30 * DAY_MS).toISOString(),
    });
  });

  it("someone else's, a pending and a canceled transaction answer 404; an admin reads anyone's", async () => {
    const other = await signIn((await createUser()).email);
    const foreign = await receipt(first, other.token);
    expect(foreign.status).toBe(404);
    expect((await errorOf(foreign)).code).toBe("NOT_FOUND");
    expect((await pdf(first, "", other.token)).status).toBe(404);

    const pending = (await buy(ownerToken, pkgA.id)).transactionUuid;
    expect((await receipt(pending)).status).toBe(404);
    expect((await pdf(pending)).status).toBe(404);
    const canceled = (await buy(ownerToken, pkgA.id)).transactionUuid;
    await payThroughSandboxPage(canceled, "cancel");
    expect((await receipt(canceled)).status).toBe(404);
    expect((await receipt(crypto.randomUUID())).status).toBe(404);

    const admin = await signInAdmin();
    const read = await receipt(first, admin.token);
    expect(read.status).toBe(200);
    expect((await read.json<{ data: ReceiptDto }>()).data.customer.email).toBe(owner.email);
  });

  it("a record without a ledger entry (seeded) has no period, only its days", async () => {
    const [row] = await db()
      .insert(transactions)
      .values({
        userId: owner.id,
        packageName: "Seeded plan",
        days: 90,
        provider: "seed",
        amount: 120_000,
        discountAmount: 12_000,
        currency: "IDR",
        status: "completed",
        completedAt: Date.now(),
      })
      .returning();
    const data = (await (await receipt(row?.id as string)).json<{ data: ReceiptDto }>()).data;
    expect(data).toMatchObject({ period: null, days: 90, listPrice: 132_000, discount: 12_000, amount: 120_000 });
    const text = pdfText(new Uint8Array(await (await pdf(row?.id as string)).arrayBuffer()));
    expect(text).toContain("Subscription of 90 days");
    expect(text).toContain(`List price\n${plain(formatPrice(132_000, "IDR", "en"))}`);
    expect(text).toContain(`Discount\n-${plain(formatPrice(12_000, "IDR", "en"))}`);
    expect(text).toContain(translate("en", "receipt.method.seed"));
  });

  it("needs a signed-in user, and names the field of a bad uuid, locale or time zone", async () => {
    expect((await call(`/api/transactions/${first}/receipt`)).status).toBe(401);
    expect((await call(`/api/transactions/${first}/receipt.pdf`)).status).toBe(401);
    for (const [path, field] of [
      ["/api/transactions/not-a-uuid/receipt", "uuid"],
      ["/api/transactions/not-a-uuid/receipt.pdf", "uuid"],
      [`/api/transactions/${first}/receipt.pdf?locale=fr`, "locale"],
      [`/api/transactions/${first}/receipt.pdf?tz=Mars/Olympus`, "tz"],
    ] as const) {
      const res = await call(path, { token: ownerToken });
      expect(res.status, path).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.details?.fields?.map((f) => f.field)).toEqual([field]);
    }
  });
});

describe("receipt PDF", () => {
  it("is a PDF download named after the transaction, in English by default", async () => {
    const res = await pdf(first);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="receipt-${first.slice(0, 8)}.pdf"`);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(latin1(bytes.subarray(0, 5))).toBe("%PDF-");
    const text = pdfText(bytes);
    const tx = await db().query.transactions.findFirst({ where: eq(transactions.id, first) });
    for (const expected of [
      "Receipt",
      "Paid",
      "PT Premium Hub Indonesia",
      "Jl. Jenderal Sudirman No. 1, Jakarta 10220",
      "Contact: billing@premiumhub.test",
      "Tax ID: 01.234.567.8-901.000",
      "Transaction ID",
      first,
      "Test payment (sandbox)",
      "Billed to",
      owner.email,
      `${tx?.packageName} package`,
      "Amount paid",
      plain(formatPrice(50_000, "IDR", "en")),
      `Includes PPN 11%: ${plain(formatPrice(4_955, "IDR", "en"))}`,
      "30 days",
    ]) {
      expect(text).toContain(expected);
    }
    // The standard fonts cannot write every name: accents outside WinAnsi go, other scripts become "?".
    expect(text).toContain("Zoë Rahmawati ?");
    // Without a discount the package's line is the list price: no subtotal lines.
    expect(text).not.toContain("Discount");
    expect(text).not.toContain("List price");
  });

  it("speaks Indonesian with ?locale=id, and writes its dates in the time zone asked for", async () => {
    const data = (await (await receipt(first)).json<{ data: ReceiptDto }>()).data;
    const text = pdfText(new Uint8Array(await (await pdf(first, "?locale=id&tz=Asia/Jakarta")).arrayBuffer()));
    const tx = await db().query.transactions.findFirst({ where: eq(transactions.id, first) });
    for (const expected of [
      "Kuitansi",
      "Lunas",
      "ID transaksi",
      "Tanggal bayar",
      "Pembayaran uji (sandbox)",
      "Ditagihkan kepada",
      `Paket ${tx?.packageName}`,
      "Jumlah dibayar",
      plain(formatPrice(50_000, "IDR", "id")),
      `Sudah termasuk PPN 11%: ${plain(formatPrice(4_955, "IDR", "id"))}`,
      "NPWP: 01.234.567.8-901.000",
      "30 hari",
      new Intl.DateTimeFormat("id", { dateStyle: "long", timeZone: "Asia/Jakarta" }).format(
        new Date(data.period?.end as string),
      ),
    ]) {
      expect(text).toContain(plain(expected));
    }
    expect(text).not.toContain("Amount paid");
    expect(text).toMatch(/WIB/);
  });
});

describe("merchant settings", () => {
  it("the checkout reads the seller from GET /payments/methods", async () => {
    const data = await documentedData<{ merchant: unknown }>(
      "GET",
      "/api/payments/methods",
      await call("/api/payments/methods"),
    );
    expect(data.merchant).toEqual(merchantInfo(env));
  });

  it("defaults: the app's name, support@ the origin's domain, no address, tax id or tax line", async () => {
    const bare = {
      ...env,
      APP_ORIGIN: "https://www.premiumhub.example",
      MERCHANT_NAME: undefined,
      MERCHANT_EMAIL: " ",
      MERCHANT_ADDRESS: undefined,
      MERCHANT_TAX_ID: undefined,
      TAX_LABEL: undefined,
      TAX_RATE_PERCENT: undefined,
    };
    const expected = { name: "PremiumHub", email: "support@premiumhub.example", address: null, taxId: null, tax: null };
    expect(merchantInfo(bare)).toEqual(expected);
    const res = await app.request(
      `/api/transactions/${first}/receipt`,
      { headers: { authorization: `Bearer ${ownerToken}` } },
      bare,
    );
    expect((await res.json<{ data: ReceiptDto }>()).data).toMatchObject({ merchant: expected, tax: null });
  });

  it("unusable values are configuration problems; the included tax rounds to the minor unit", () => {
    expect(merchantProblems({ ...env, MERCHANT_EMAIL: "billing" })).toEqual([
      "MERCHANT_EMAIL must be an email address.",
    ]);
    expect(merchantProblems({ ...env, TAX_RATE_PERCENT: "11%" })).toEqual([
      "TAX_RATE_PERCENT must be a number above 0 and below 100, such as 11.",
    ]);
    expect(merchantProblems({ ...env, TAX_LABEL: "" })).toEqual([
      "TAX_LABEL and TAX_RATE_PERCENT go together: set both or neither.",
    ]);
    expect(configurationProblems({ ...env, TAX_RATE_PERCENT: "100" })).toContain(
      "TAX_RATE_PERCENT must be a number above 0 and below 100, such as 11.",
    );
    expect(merchantProblems(env)).toEqual([]);
    expect(includedTax(49_000, 11)).toBe(4_856);
    expect(includedTax(10_000, 7.5)).toBe(698);
    expect(includedTax(0, 11)).toBe(0);
  });

  it("text for the standard fonts keeps WinAnsi characters and replaces the rest", () => {
    const encodable = new Set(
      [..." -.,:?%éë–RpIDabcdefghijklmnopqrstuvwxyz0123456789\u00a0"].map((c) => c.codePointAt(0) as number),
    );
    expect(winAnsiSafe("Rp\u00a049.000", encodable)).toBe("Rp\u00a049.000");
    expect(winAnsiSafe("10:00\u202fam", encodable)).toBe("10:00 am");
    expect(winAnsiSafe("\u22124.856", encodable)).toBe("-4.856");
    expect(winAnsiSafe("ž王", encodable)).toBe("z?");
  });
});
