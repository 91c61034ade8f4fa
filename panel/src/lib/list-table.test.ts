import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { dayRangeFilter, type ListRoute, type ListSearch, useListTable } from "./list-table.ts";

interface Search extends ListSearch {
  search?: string | undefined;
  status?: "active" | "suspended" | undefined;
  sortBy?: "name" | "createdAt" | undefined;
  sortOrder?: "asc" | "desc" | undefined;
}

function setup(search: Search) {
  const navigate = vi.fn<(options: { search: (previous: Search) => Search; replace?: boolean }) => Promise<void>>(
    async () => {},
  );
  const route: ListRoute<Search> = { useSearch: () => search, useNavigate: () => navigate };
  const { result } = renderHook(() =>
    useListTable<Search, "name" | "createdAt">(route, {
      filters: [
        { key: "search", column: "name" },
        { key: "status", values: ["active", "suspended"] },
      ],
      sort: { fields: ["name", "createdAt"], by: "createdAt", order: "desc" },
    }),
  );
  /** The URL state the last navigation produced from `search`, and whether it replaced the entry. */
  const lastNavigation = () => {
    const options = navigate.mock.calls.at(-1)?.[0];
    return { search: options?.search(search), replace: options?.replace };
  };
  return { table: result.current, lastNavigation, navigations: () => navigate.mock.calls.length };
}

describe("useListTable", () => {
  it("reads the URL with its defaults and hands the filters to the table under their column ids", () => {
    const { table } = setup({ search: "ana", status: "active" });
    expect([table.page, table.limit, table.sortBy, table.sortOrder]).toEqual([1, 10, "createdAt", "desc"]);
    expect(table.table.filters).toEqual({ name: "ana", status: "active" });
    expect(table.table.sort).toEqual({ id: "createdAt", desc: true });
  });

  it("writes a filter edit back to page 1, replacing the entry, and drops a value a select does not have", () => {
    const { table, lastNavigation } = setup({ page: 3, search: "ana", status: "active" });
    table.table.onFiltersChange?.({ name: "budi", status: "deleted" });
    expect(lastNavigation()).toEqual({
      search: { page: undefined, limit: undefined, search: "budi", status: undefined },
      replace: true,
    });
  });

  it("leaves the default page, size and order out of the URL, and ignores an unknown sort column", () => {
    const { table, lastNavigation, navigations } = setup({ page: 2, limit: 20, sortBy: "name", sortOrder: "asc" });
    table.table.onPaginationChange({ page: 1, pageSize: 10 });
    expect(lastNavigation()).toMatchObject({
      search: { page: undefined, limit: undefined, sortBy: "name", sortOrder: "asc" },
      replace: false,
    });
    table.table.onSortChange?.({ id: "createdAt", desc: true });
    expect(lastNavigation().search).toMatchObject({ sortBy: undefined, sortOrder: undefined, page: undefined });
    table.table.onSortChange?.({ id: "password", desc: false });
    expect(navigations()).toBe(2);
  });
});

describe("dayRangeFilter", () => {
  it("shows the URL's days and writes an edit back to page 1, replacing the entry", () => {
    const update = vi.fn();
    const filter = dayRangeFilter<ListSearch & { from?: string; to?: string }>({
      search: { page: 3, from: "2026-01-02" },
      update,
    });
    expect(filter.value).toEqual({ from: "2026-01-02", to: undefined });
    filter.onChange({ to: "2026-01-05" });
    expect(update).toHaveBeenCalledWith({ to: "2026-01-05", page: undefined }, true);
  });
});
