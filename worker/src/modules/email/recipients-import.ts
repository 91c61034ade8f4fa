import Papa from "papaparse";
import { readSheet } from "read-excel-file/universal";
import { z } from "zod";

export type ImportedRecipient = { email: string; name: string | null };
export type ImportReport = {
  recipients: ImportedRecipient[];
  invalid: { row: number; value: string }[];
  duplicates: { row: number; email: string }[];
  emailColumn: string;
};

const isEmail = (value: string) => z.email().safeParse(value).success;

/** Reads rows from an uploaded .xlsx or .csv (by content: xlsx files are zip archives). */
export async function readRows(file: File): Promise<string[][]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === 0x50 && bytes[1] === 0x4b) {
    const rows = await readSheet(bytes.buffer as ArrayBuffer);
    return rows.map((row) => row.map((cell) => (cell === null || cell === undefined ? "" : String(cell))));
  }
  const text = new TextDecoder().decode(bytes).replace(/^\uFEFF/, "");
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: "greedy" });
  return parsed.data.map((row) => row.map((cell) => String(cell ?? "")));
}

/**
 * Finds the email column (a header named like "email"/"e-mail", else the column where most cells
 * are addresses) and an optional name column; reports invalid and duplicate rows instead of
 * silently dropping them. Row numbers are 1-based as a spreadsheet shows them.
 */
export function extractRecipients(rows: string[][], { typedList = false } = {}): ImportReport {
  const header = typedList ? [] : (rows[0]?.map((h) => h.trim().toLowerCase()) ?? []);
  let emailIndex = typedList ? 0 : header.findIndex((h) => /^e-?mail( address)?$|^alamat email$/.test(h));
  // A first row with no address in it is a header row; a typed list has none, so row N is its Nth address.
  const hasHeader = !typedList && (emailIndex >= 0 || (header.some(Boolean) && !header.some((h) => isEmail(h))));
  if (emailIndex < 0) {
    const width = Math.max(0, ...rows.map((r) => r.length));
    let best = -1;
    for (let col = 0; col < width; col++) {
      const hits = rows.filter((r) => isEmail((r[col] ?? "").trim())).length;
      if (hits > best) {
        best = hits;
        emailIndex = col;
      }
    }
  }
  const nameIndex = hasHeader ? header.findIndex((h) => /^(full )?name$|^nama( lengkap)?$/.test(h)) : -1;
  const recipients: ImportedRecipient[] = [];
  const invalid: ImportReport["invalid"] = [];
  const duplicates: ImportReport["duplicates"] = [];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    if (i === 0 && hasHeader) return;
    const raw = (row[emailIndex] ?? "").trim();
    const email = raw.toLowerCase();
    if (!raw && row.every((c) => !c.trim())) return;
    if (!isEmail(email)) invalid.push({ row: i + 1, value: raw });
    else if (seen.has(email)) duplicates.push({ row: i + 1, email });
    else {
      seen.add(email);
      recipients.push({ email, name: nameIndex >= 0 ? (row[nameIndex] ?? "").trim() || null : null });
    }
  });
  return {
    recipients,
    invalid,
    duplicates,
    emailColumn: hasHeader ? (rows[0]?.[emailIndex] ?? "") : `column ${emailIndex + 1}`,
  };
}
