import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../lib/locale.tsx";
import type { PaginationState } from "../lib/table-state.ts";
import { Pagination, pageCount, pageWindow } from "./pagination.tsx";

describe("pageWindow", () => {
  it("centres the current page in a window of 5", () => {
    expect(pageWindow(5, 10)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });
  it("shifts the window at both ends", () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });
  it("shows every page when there are fewer than the window", () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it("clamps out-of-range input and never returns an empty window", () => {
    expect(pageWindow(0, 0)).toEqual([1]);
    expect(pageWindow(42, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(-3, 7)).toEqual([1, 2, 3, 4, 5]);
  });
  it("takes other window sizes", () => {
    expect(pageWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(10, 10, 7)).toEqual([4, 5, 6, 7, 8, 9, 10]);
  });
  it("pageCount rounds up and has at least one page", () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(101, 20)).toBe(6);
  });
});

function Harness({
  initial,
  total,
  onChange,
}: {
  initial: PaginationState;
  total: number;
  onChange: (s: PaginationState) => void;
}) {
  const [state, setState] = useState(initial);
  return (
    <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: null }} navigate={() => {}}>
      <Pagination
        page={state.page}
        pageSize={state.pageSize}
        total={total}
        onChange={(next) => {
          onChange(next);
          setState(next);
        }}
      />
    </LocaleProvider>
  );
}

describe("Pagination", () => {
  it("starts at page 1 with 10 rows and disables Previous on the first page", () => {
    render(
      <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: null }} navigate={() => {}}>
        <Pagination total={95} onChange={() => {}} />
      </LocaleProvider>,
    );
    const nav = screen.getByRole("navigation", { name: "Pagination" });
    expect(within(nav).getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(
      within(nav)
        .getAllByRole("button", { name: /^Page / })
        .map((b) => b.textContent),
    ).toEqual(["1", "2", "3", "4", "5"]);
    expect((screen.getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByLabelText("Rows per page") as HTMLSelectElement).value).toBe("10");
    expect(screen.getByTestId("pagination-range").textContent).toBe("Showing 1–10 of 95");
  });

  it("moves with Next and the page buttons, and disables Next on the last page", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={{ page: 9, pageSize: 10 }} total={95} onChange={onChange} />);
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 10, pageSize: 10 });
    expect(screen.getByRole("button", { name: "Page 10" }).getAttribute("aria-current")).toBe("page");
    expect((screen.getByRole("button", { name: "Next" }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("pagination-range").textContent).toBe("Showing 91–95 of 95");

    await user.click(screen.getByRole("button", { name: "Page 7" }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 7, pageSize: 10 });
    await user.click(screen.getByRole("button", { name: "Previous" }));
    expect(onChange).toHaveBeenLastCalledWith({ page: 6, pageSize: 10 });
  });

  it("resets to page 1 when the page size changes", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={{ page: 4, pageSize: 10 }} total={95} onChange={onChange} />);
    const select = screen.getByLabelText("Rows per page") as HTMLSelectElement;
    expect(Array.from(select.options).map((o) => o.value)).toEqual(["10", "20", "50", "100"]);

    await user.selectOptions(select, "50");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, pageSize: 50 });
    expect(screen.getByRole("button", { name: "Page 1" }).getAttribute("aria-current")).toBe("page");
    expect(screen.getAllByRole("button", { name: /^Page / })).toHaveLength(2);
  });

  it("says 'more than' when the server counted up to its cap", () => {
    render(
      <LocaleProvider initial={{ locale: "en", autoDetected: false, preference: null }} navigate={() => {}}>
        <Pagination page={100} total={1000} totalCapped onChange={() => {}} />
      </LocaleProvider>,
    );
    expect(screen.getByTestId("pagination-range").textContent).toBe("Showing 991–1,000 of more than 1,000");
  });

  it("speaks Indonesian", () => {
    render(
      <LocaleProvider initial={{ locale: "id", autoDetected: false, preference: null }} navigate={() => {}}>
        <Pagination total={30} onChange={() => {}} />
      </LocaleProvider>,
    );
    expect(screen.getByRole("button", { name: "Sebelumnya" })).toBeVisible();
    expect(screen.getByRole("button", { name: "Berikutnya" })).toBeVisible();
    expect(screen.getByLabelText("Baris per halaman")).toBeVisible();
  });
});
