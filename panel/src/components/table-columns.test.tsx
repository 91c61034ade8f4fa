import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "../lib/locale.tsx";
import { timestampColumn } from "./table-columns.tsx";

interface Row {
  uuid: string;
  createdAt: string;
  endedAt: string | null;
}

const format = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

function cell(node: ReactNode) {
  return render(
    <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: null }} navigate={() => {}}>
      <div data-testid="cell">{node}</div>
    </LocaleProvider>,
  );
}

describe("timestampColumn", () => {
  const row: Row = { uuid: "r1", createdAt: "2025-03-04T05:06:00Z", endedAt: null };

  it("reads the field, keeps to one line and shows the date in a <time> element", () => {
    const column = timestampColumn<Row>("createdAt", "Created", format, { sortable: true });
    expect(column).toMatchObject({
      id: "createdAt",
      accessor: "createdAt",
      sortable: true,
      className: "whitespace-nowrap",
    });
    cell(column.cell?.(row, row.createdAt));
    const time = screen.getByTestId("cell").querySelector("time");
    expect(time?.getAttribute("dateTime")).toBe("2025-03-04T05:06:00Z");
    expect(time?.textContent).toBe(format.format(new Date("2025-03-04T05:06:00Z")));
  });

  it("shows the table's no-value text for an absent timestamp, or what the column says instead", () => {
    cell(timestampColumn<Row>("endedAt", "Ended", format).cell?.(row, null));
    expect(screen.getByTestId("cell").textContent).toBe("—");
    expect(timestampColumn<Row>("endedAt", "Ended", format).sortable).toBeUndefined();
  });

  it("shows a value that is no date as it came", () => {
    const odd = { ...row, createdAt: "not a date" };
    cell(timestampColumn<Row>("createdAt", "Created", format, { empty: "open" }).cell?.(odd, odd.createdAt));
    expect(screen.getByTestId("cell").textContent).toBe("not a date");
    expect(screen.getByTestId("cell").querySelector("time")).toBeNull();
  });
});
