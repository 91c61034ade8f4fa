import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../../../lib/locale.tsx";
import type { BlastCreated, BlastDto } from "../api.ts";
import { ImportReport, REPORT_ROW_LIMIT } from "./import-report.tsx";

const BLAST: BlastDto = {
  uuid: "5e4d3c2b-1a09-4f8e-8d7c-6b5a49382716",
  source: "excel",
  segment: null,
  subject: "November news",
  status: "sending",
  total: 3,
  senderId: "1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9",
  senderName: "PremiumHub",
  scheduledAt: null,
  startedAt: "2026-11-22T01:00:00.000Z",
  completedAt: null,
  createdAt: "2026-11-22T01:00:00.000Z",
};

function renderReport(result: BlastCreated, locale: "en" | "id" = "en") {
  render(
    <LocaleProvider initial={{ locale, autoDetected: false, preference: null }} navigate={() => {}}>
      <ImportReport result={result} actions={<button type="button">next</button>} />
    </LocaleProvider>,
  );
}

describe("ImportReport", () => {
  it("shows the accepted count, the email column, and the invalid and duplicate rows with their numbers", () => {
    renderReport({
      blast: BLAST,
      emailColumn: "E-mail",
      accepted: 3,
      invalid: [
        { row: 3, value: "not-an-address" },
        { row: 5, value: "" },
      ],
      duplicates: [{ row: 6, email: "rina@example.com" }],
    });
    expect(screen.getByRole("heading", { name: "Import report" })).toBeVisible();
    expect(screen.getByTestId("import-report-summary").textContent).toBe(
      '3 recipients accepted from the column "E-mail".',
    );

    const invalid = screen.getByRole("table", { name: "Invalid addresses (2), left out" });
    const invalidRows = within(invalid).getAllByRole("row").slice(1);
    expect(invalidRows.map((row) => row.textContent)).toEqual(["3not-an-address", "5(empty)"]);

    const duplicates = screen.getByRole("table", { name: "Duplicates (1), sent once" });
    expect(within(duplicates).getAllByRole("row")[1]?.textContent).toBe("6rina@example.com");
    expect(screen.queryByText("No invalid or duplicate rows.")).toBeNull();
    expect(screen.getByRole("button", { name: "next" })).toBeVisible();
  });

  it("says so when nothing was left out (typed list: no column)", () => {
    renderReport({ blast: { ...BLAST, source: "manual", total: 12 }, invalid: [], duplicates: [] });
    expect(screen.getByTestId("import-report-summary").textContent).toBe("12 recipients accepted.");
    expect(screen.getByText("No invalid or duplicate rows.")).toBeVisible();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("lists a long report's first rows and counts the rest, in the page language", () => {
    const invalid = Array.from({ length: REPORT_ROW_LIMIT + 5 }, (_, i) => ({ row: i + 2, value: `bad-${i}` }));
    renderReport({ blast: BLAST, emailColumn: "email", accepted: 1, invalid, duplicates: [] }, "id");
    const table = screen.getByTestId("import-report-invalid");
    expect(within(table).getAllByRole("row")).toHaveLength(REPORT_ROW_LIMIT + 1);
    expect(screen.getByText("…dan 5 lainnya")).toBeVisible();
    expect(screen.getByTestId("import-report-summary").textContent).toBe('1 penerima diterima dari kolom "email".');
  });
});
