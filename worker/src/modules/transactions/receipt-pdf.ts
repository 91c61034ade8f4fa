import { formatPrice } from "@app/shared/cart";
import type { Locale } from "@app/shared/constants";
import { pluralForm } from "@app/shared/i18n/plural";
import { type MessageKey, translate } from "@app/shared/i18n/translate";
import type { ReceiptDto } from "@app/shared/schemas/commerce";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.06, 0.09, 0.16);
const MUTED = rgb(0.39, 0.45, 0.55);
const RULE = rgb(0.89, 0.91, 0.94);
const BAND = rgb(0.97, 0.98, 0.99);
const PAID = rgb(0.08, 0.5, 0.24);

/**
 * Intl output and people's names may hold characters the standard fonts cannot encode (they use
 * WinAnsi): narrow and thin spaces become spaces, the minus sign a hyphen, accented letters outside
 * the set lose their accent, and anything else becomes "?".
 */
export function winAnsiSafe(text: string, encodable: ReadonlySet<number>): string {
  let out = "";
  for (const char of text.replace(/[\u2000-\u200a\u202f\u205f]/g, " ").replace(/\u2212/g, "-")) {
    const code = char.codePointAt(0) as number;
    if (encodable.has(code) || char === "\n") {
      out += char;
      continue;
    }
    const bare = char.normalize("NFKD").replace(/\p{M}/gu, "");
    out += bare && [...bare].every((c) => encodable.has(c.codePointAt(0) as number)) ? bare : "?";
  }
  return out;
}

/** Splits text into lines that fit `width` at `size`, breaking at spaces (a long word is cut). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split("\n")) {
    let line = "";
    for (const word of paragraph.split(" ")) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
        let cut = line.length - 1;
        while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
        lines.push(line.slice(0, cut));
        line = line.slice(cut);
      }
    }
    lines.push(line);
  }
  return lines;
}

type Style = { size?: number; bold?: boolean; color?: ReturnType<typeof rgb>; align?: "left" | "right" };

/** A top-down writer on one page: `y` is the baseline of the next line. */
class Writer {
  y = A4[1] - MARGIN;
  readonly right = A4[0] - MARGIN;

  constructor(
    private readonly page: PDFPage,
    private readonly regular: PDFFont,
    private readonly bold: PDFFont,
    private readonly encodable: ReadonlySet<number>,
  ) {}

  /** Writes wrapped text at `x` (or ending at `x` when right-aligned) within `width`; returns the lines' height. */
  text(value: string, x: number, y: number, width: number, style: Style = {}): number {
    const size = style.size ?? 10;
    const font = style.bold ? this.bold : this.regular;
    const lines = wrap(winAnsiSafe(value, this.encodable), font, size, width);
    lines.forEach((line, index) => {
      const left = style.align === "right" ? x - font.widthOfTextAtSize(line, size) : x;
      this.page.drawText(line, { x: left, y: y - index * size * 1.35, size, font, color: style.color ?? INK });
    });
    return lines.length * size * 1.35;
  }

  rule(gap = 14): void {
    this.y -= gap;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + 10 },
      end: { x: this.right, y: this.y + 10 },
      thickness: 0.75,
      color: RULE,
    });
    this.y -= 8;
  }

  /** A label on the left and its value (wrapped) in a column from `valueX`. */
  field(label: string, value: string, valueX = MARGIN + 150, style: Style = {}): void {
    this.text(label, MARGIN, this.y, valueX - MARGIN - 12, { color: MUTED });
    this.y -= Math.max(this.text(value, valueX, this.y, this.right - valueX, style), 13.5) + 4;
  }

  /** A description on the left and an amount on the right. */
  amountRow(label: string, amount: string, style: Style = {}): void {
    const size = style.size ?? 10;
    const used = this.text(label, MARGIN, this.y, this.right - MARGIN - 140, { ...style, size });
    this.text(amount, this.right, this.y, 140, { ...style, size, align: "right" });
    this.y -= used + 4;
  }

  band(height: number): void {
    this.page.drawRectangle({
      x: MARGIN - 8,
      y: this.y - height + 14,
      width: this.right - MARGIN + 16,
      height,
      color: BAND,
    });
  }
}

/**
 * The receipt as an A4 PDF in the requested language (every text from the shared dictionaries),
 * its dates in `timeZone`. Standard Helvetica: nothing to embed, so the file stays a few kilobytes.
 */
export async function receiptPdf(receipt: ReceiptDto, locale: Locale, timeZone: string): Promise<Uint8Array> {
  const t = (key: MessageKey, vars?: Record<string, string | number>) => translate(locale, key, vars);
  const money = (amount: number) => formatPrice(amount, receipt.currency, locale);
  const day = (iso: string) => new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone }).format(new Date(iso));
  const paidAt = new Intl.DateTimeFormat(locale, {
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZoneName: "short",
    timeZone,
  }).format(new Date(receipt.paidAt));
  const days = t(`receipt.days.${pluralForm(locale, receipt.days)}`, {
    days: new Intl.NumberFormat(locale).format(receipt.days),
  });
  const { merchant } = receipt;

  const doc = await PDFDocument.create();
  doc.setTitle(t("receipt.documentTitle", { id: receipt.uuid.slice(0, 8) }));
  doc.setAuthor(merchant.name);
  doc.setCreator(t("app.name"));
  doc.setLanguage(locale);
  const page = doc.addPage(A4);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const w = new Writer(page, regular, bold, new Set(regular.getCharacterSet()));
  const half = (w.right - MARGIN) / 2;

  // The seller on the left, the document's title and state on the right.
  w.text(t("receipt.title"), w.right, w.y, half - 12, { size: 22, bold: true, align: "right" });
  w.text(t("receipt.paid"), w.right, w.y - 20, half - 12, { size: 11, bold: true, color: PAID, align: "right" });
  w.y -= w.text(merchant.name, MARGIN, w.y, half, { size: 16, bold: true }) + 2;
  for (const line of [
    merchant.address,
    t("receipt.contact", { email: merchant.email }),
    merchant.taxId ? t("receipt.taxId", { taxId: merchant.taxId }) : null,
  ]) {
    if (line) w.y -= w.text(line, MARGIN, w.y, half, { color: MUTED });
  }
  w.y = Math.min(w.y, A4[1] - MARGIN - 40);
  w.rule();

  w.field(t("receipt.transactionId"), receipt.uuid, undefined, { bold: true });
  w.field(t("receipt.datePaid"), paidAt);
  w.field(t("receipt.method"), t(`receipt.method.${receipt.provider}`));
  w.rule(6);

  w.text(t("receipt.billedTo"), MARGIN, w.y, half, { color: MUTED });
  w.y -= 15;
  w.y -= w.text(receipt.customer.name, MARGIN, w.y, w.right - MARGIN, { bold: true });
  w.y -= w.text(receipt.customer.email, MARGIN, w.y, w.right - MARGIN);
  w.y -= 16;

  w.band(24);
  w.amountRow(t("receipt.description"), t("receipt.amountColumn"), { bold: true, size: 9, color: MUTED });
  w.y -= 8;
  w.amountRow(t("receipt.package", { name: receipt.packageName }), money(receipt.listPrice), { bold: true });
  const period = receipt.period
    ? t("receipt.period", { start: day(receipt.period.start), end: day(receipt.period.end), days })
    : t("receipt.periodDaysOnly", { days });
  w.y -= w.text(period, MARGIN, w.y, w.right - MARGIN - 140, { color: MUTED }) + 4;
  if (receipt.discount > 0) {
    w.amountRow(t("receipt.listPrice"), money(receipt.listPrice), { color: MUTED });
    w.amountRow(t("receipt.discount"), `-${money(receipt.discount)}`, { color: MUTED });
  }
  w.rule(4);
  w.amountRow(t("receipt.amountPaid"), money(receipt.amount), { bold: true, size: 13 });
  if (receipt.tax) {
    const rate = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(receipt.tax.ratePercent);
    const line = t("receipt.taxIncluded", { label: receipt.tax.label, rate, amount: money(receipt.tax.amount) });
    w.y -= w.text(line, w.right, w.y, w.right - MARGIN, { size: 9, color: MUTED, align: "right" });
  }
  w.rule(10);

  w.y -= w.text(t("receipt.thanks"), MARGIN, w.y, w.right - MARGIN, { bold: true }) + 2;
  w.text(t("receipt.questions", { email: merchant.email }), MARGIN, w.y, w.right - MARGIN, { color: MUTED });

  return doc.save({ useObjectStreams: false });
}
