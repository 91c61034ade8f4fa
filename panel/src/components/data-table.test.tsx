import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type ReactNode, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { LocaleProvider } from "../lib/locale.tsx";
import type { SortState, TableFilters } from "../lib/table-state.ts";
import { DataTable, type DataTableColumn, type DataTableProps, truncateUuid } from "./data-table.tsx";

interface Person {
  uuid: string;
  name: string;
  status: string;
}

const PEOPLE: Person[] = [
  { uuid: "0f8fad5b-d9cb-469f-a165-70867728950e", name: "Ana", status: "active" },
  { uuid: "7c9e6679-7425-40de-944b-e07fc1f90ae7", name: "Budi", status: "suspended" },
];

const COLUMNS: DataTableColumn<Person>[] = [
  { header: "ID", accessor: "uuid", kind: "uuid" },
  { header: "Name", accessor: "name", sortable: true, filterable: true, filterType: "text" },
  {
    header: "Status",
    accessor: "status",
    sortable: true,
    filterable: true,
    filterType: "select",
    filterOptions: [
      { value: "active", label: "Active" },
      { value: "suspended", label: "Suspended" },
    ],
  },
];

function wrap(children: ReactNode, locale: "en" | "id" = "en") {
  return (
    <LocaleProvider initial={{ locale, autoDetected: false, preference: null }} navigate={() => {}}>
      {children}
    </LocaleProvider>
  );
}

function ControlledFilters({
  initial,
  onFiltersChange,
}: {
  initial: TableFilters;
  onFiltersChange: (filters: TableFilters) => void;
}) {
  const [filters, setFilters] = useState<TableFilters>(initial);
  return (
    <DataTable
      columns={COLUMNS}
      rows={PEOPLE}
      getRowId={(p) => p.uuid}
      filters={filters}
      onFiltersChange={(next) => {
        onFiltersChange(next);
        setFilters(next);
      }}
    />
  );
}

function ControlledSort({ onSortChange }: { onSortChange: (sort: SortState) => void }) {
  const [sort, setSort] = useState<SortState | null>(null);
  return (
    <DataTable
      columns={COLUMNS}
      rows={PEOPLE}
      getRowId={(p) => p.uuid}
      sort={sort}
      onSortChange={(next) => {
        onSortChange(next);
        setSort(next);
      }}
    />
  );
}

describe("truncateUuid", () => {
  it("keeps the first 8 characters and adds an ellipsis", () => {
    expect(truncateUuid("0f8fad5b-d9cb-469f-a165-70867728950e")).toBe("0f8fad5b…");
    expect(truncateUuid("short")).toBe("short");
  });
});

describe("DataTable", () => {
  it("shows skeleton rows with the full column count while loading, and marks the table busy", () => {
    render(
      wrap(
        <DataTable columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.uuid} loading pageSize={5} onDelete={() => {}} />,
      ),
    );
    const table = screen.getByRole("table");
    expect(table.getAttribute("aria-busy")).toBe("true");
    const skeletons = screen.getAllByTestId("skeleton-row");
    expect(skeletons).toHaveLength(5);
    // 3 data columns + the actions column
    for (const row of skeletons) expect(row.querySelectorAll("td")).toHaveLength(4);
    expect(screen.queryByText("Ana")).toBeNull();
    expect(screen.queryByTestId("table-empty")).toBeNull();
  });

  it("shows the empty message in one full-width cell", () => {
    render(wrap(<DataTable columns={COLUMNS} rows={[]} getRowId={(p) => p.uuid} />));
    const empty = screen.getByTestId("table-empty");
    expect(empty.textContent).toBe("No data available.");
    expect(empty.getAttribute("colspan")).toBe("3");
    expect(screen.getByRole("table").getAttribute("aria-busy")).toBe("false");
    expect(screen.queryAllByTestId("skeleton-row")).toHaveLength(0);
  });

  it("shows the empty message in the current language", () => {
    render(wrap(<DataTable columns={COLUMNS} rows={[]} getRowId={(p) => p.uuid} />, "id"));
    expect(screen.getByTestId("table-empty").textContent).toBe("Tidak ada data.");
  });

  it("truncates uuid cells and keeps the full value in the title", () => {
    render(wrap(<DataTable columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.uuid} />));
    const cell = screen.getByText("0f8fad5b…");
    expect(cell.getAttribute("title")).toBe("0f8fad5b-d9cb-469f-a165-70867728950e");
    expect(screen.queryByText("0f8fad5b-d9cb-469f-a165-70867728950e")).toBeNull();
    expect(screen.getAllByTestId("table-row")).toHaveLength(2);
  });

  describe("filters", () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it("calls onFiltersChange only 500 ms after the last keystroke, with the typed value", () => {
      const onFiltersChange = vi.fn();
      render(
        wrap(
          <DataTable
            columns={COLUMNS}
            rows={PEOPLE}
            getRowId={(p) => p.uuid}
            filters={{}}
            onFiltersChange={onFiltersChange}
          />,
        ),
      );
      const input = screen.getByRole("searchbox", { name: "Filter Name" });
      fireEvent.change(input, { target: { value: "an" } });
      act(() => vi.advanceTimersByTime(300));
      fireEvent.change(input, { target: { value: "ana" } });
      act(() => vi.advanceTimersByTime(499));
      expect(onFiltersChange).not.toHaveBeenCalled();

      act(() => vi.advanceTimersByTime(1));
      expect(onFiltersChange).toHaveBeenCalledTimes(1);
      expect(onFiltersChange).toHaveBeenCalledWith({ name: "ana" });

      act(() => vi.advanceTimersByTime(2000));
      expect(onFiltersChange).toHaveBeenCalledTimes(1);
    });

    it("sends the select filters with the text filters and drops cleared values", () => {
      const onFiltersChange = vi.fn();
      render(wrap(<ControlledFilters initial={{ name: "bu" }} onFiltersChange={onFiltersChange} />));
      expect((screen.getByRole("searchbox", { name: "Filter Name" }) as HTMLInputElement).value).toBe("bu");
      act(() => vi.advanceTimersByTime(1000));
      expect(onFiltersChange).not.toHaveBeenCalled();

      const select = screen.getByRole("combobox", { name: "Filter Status" }) as HTMLSelectElement;
      expect(Array.from(select.options).map((o) => o.textContent)).toEqual(["All", "Active", "Suspended"]);
      fireEvent.change(select, { target: { value: "suspended" } });
      act(() => vi.advanceTimersByTime(500));
      expect(onFiltersChange).toHaveBeenLastCalledWith({ name: "bu", status: "suspended" });

      fireEvent.change(screen.getByRole("searchbox", { name: "Filter Name" }), { target: { value: "" } });
      act(() => vi.advanceTimersByTime(500));
      expect(onFiltersChange).toHaveBeenLastCalledWith({ status: "suspended" });
      expect(onFiltersChange).toHaveBeenCalledTimes(2);
    });

    it("takes filter changes from outside without echoing them back", () => {
      const onFiltersChange = vi.fn();
      const { rerender } = render(
        wrap(
          <DataTable
            columns={COLUMNS}
            rows={PEOPLE}
            getRowId={(p) => p.uuid}
            filters={{}}
            onFiltersChange={onFiltersChange}
          />,
        ),
      );
      rerender(
        wrap(
          <DataTable
            columns={COLUMNS}
            rows={PEOPLE}
            getRowId={(p) => p.uuid}
            filters={{ name: "zed" }}
            onFiltersChange={onFiltersChange}
          />,
        ),
      );
      expect((screen.getByRole("searchbox", { name: "Filter Name" }) as HTMLInputElement).value).toBe("zed");
      act(() => vi.advanceTimersByTime(1000));
      expect(onFiltersChange).not.toHaveBeenCalled();
    });
  });

  it("toggles the sort of a column between ascending and descending", async () => {
    const user = userEvent.setup();
    const onSortChange = vi.fn();
    render(wrap(<ControlledSort onSortChange={onSortChange} />));
    const nameHeader = screen.getByRole("columnheader", { name: "Name" });
    const statusHeader = screen.getByRole("columnheader", { name: "Status" });
    expect(nameHeader.getAttribute("aria-sort")).toBe("none");
    expect(screen.getByRole("columnheader", { name: "ID" }).getAttribute("aria-sort")).toBeNull();
    expect(within(screen.getByRole("columnheader", { name: "ID" })).queryByRole("button")).toBeNull();

    await user.click(within(nameHeader).getByRole("button", { name: "Name" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: "name", desc: false });
    expect(nameHeader.getAttribute("aria-sort")).toBe("ascending");

    await user.click(within(nameHeader).getByRole("button", { name: "Name" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: "name", desc: true });
    expect(nameHeader.getAttribute("aria-sort")).toBe("descending");

    await user.click(within(nameHeader).getByRole("button", { name: "Name" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: "name", desc: false });

    await user.click(within(statusHeader).getByRole("button", { name: "Status" }));
    expect(onSortChange).toHaveBeenLastCalledWith({ id: "status", desc: false });
    expect(statusHeader.getAttribute("aria-sort")).toBe("ascending");
    expect(nameHeader.getAttribute("aria-sort")).toBe("none");
  });

  it("offers edit and delete; delete asks first and runs only after Yes", async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    const onDelete = vi.fn(() => Promise.resolve());
    render(
      wrap(
        <DataTable
          columns={COLUMNS}
          rows={PEOPLE}
          getRowId={(p) => p.uuid}
          onEdit={onEdit}
          onDelete={onDelete}
          getRowLabel={(p) => p.name}
        />,
      ),
    );
    expect(screen.getByRole("columnheader", { name: "Actions" })).toBeVisible();
    await user.click(screen.getByRole("button", { name: "Edit Budi" }));
    expect(onEdit).toHaveBeenCalledWith(PEOPLE[1]);

    await user.click(screen.getByRole("button", { name: "Delete Ana" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete this item?" });
    await user.click(within(dialog).getByRole("button", { name: "No, cancel" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Delete Ana" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Yes, I'm sure" }));
    expect(onDelete).toHaveBeenCalledWith(PEOPLE[0]);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });

  it("renders the pager when the total is known and reports page changes", async () => {
    const user = userEvent.setup();
    const onPaginationChange = vi.fn();
    render(
      wrap(
        <DataTable
          columns={COLUMNS}
          rows={PEOPLE}
          getRowId={(p) => p.uuid}
          total={42}
          page={1}
          pageSize={10}
          onPaginationChange={onPaginationChange}
        />,
      ),
    );
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(onPaginationChange).toHaveBeenCalledWith({ page: 2, pageSize: 10 });
  });
});

/** Lays every element out `scrollWidth` wide inside a `clientWidth` frame (jsdom lays nothing out). */
function stubWidths(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, "scrollWidth", "get").mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockReturnValue(clientWidth);
}

describe("DataTable wider than its frame (issue 28)", () => {
  afterEach(() => vi.restoreAllMocks());

  const renderWide = () =>
    render(
      wrap(
        <DataTable
          columns={COLUMNS}
          rows={PEOPLE}
          getRowId={(p) => p.uuid}
          caption="People"
          onEdit={() => {}}
          onDelete={() => {}}
          getRowLabel={(p) => p.name}
        />,
      ),
    );
  const cue = (edge: "left" | "right") => screen.getByTestId(`scroll-cue-${edge}`).className;

  it("shows a shadow on each side where columns lie beyond the edge, as it scrolls", () => {
    stubWidths(1000, 600);
    renderWide();
    const region = screen.getByRole("region", { name: "People, scrolls sideways" });
    expect(cue("left")).toContain("invisible");
    expect(cue("right")).not.toContain("invisible");
    expect(region.hasAttribute("data-more-end")).toBe(true);

    act(() => {
      region.scrollLeft = 200;
      fireEvent.scroll(region);
    });
    expect(cue("left")).not.toContain("invisible");
    expect(cue("right")).not.toContain("invisible");

    act(() => {
      region.scrollLeft = 400;
      fireEvent.scroll(region);
    });
    expect(cue("left")).not.toContain("invisible");
    expect(cue("right")).toContain("invisible");
    expect(region.hasAttribute("data-more-end")).toBe(false);
  });

  it("shows no shadow when the table fits", () => {
    stubWidths(600, 600);
    renderWide();
    expect(cue("left")).toContain("invisible");
    expect(cue("right")).toContain("invisible");
  });

  it("keeps the row actions in view at the end edge from sm, where they draw the end shadow", () => {
    stubWidths(1000, 600);
    renderWide();
    const header = screen.getByRole("columnheader", { name: "Actions" });
    const cell = screen.getByRole("button", { name: "Delete Ana" }).closest("td");
    for (const element of [header, cell]) {
      expect(element?.className).toContain("sm:sticky");
      expect(element?.className).toContain("sm:right-0");
    }
    expect(cue("right")).toContain("sm:hidden");
  });
});

/** matchMedia answering the `sm` breakpoint query: a phone is narrower than it. */
function stubScreen(kind: "phone" | "wide") {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: kind === "wide",
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe("DataTable on a narrow screen", () => {
  const CARD_COLUMNS: DataTableColumn<Person>[] = [
    ...COLUMNS,
    {
      id: "open",
      header: "Open",
      accessor: "uuid",
      actions: true,
      cell: (p) => <a href={`/people/${p.uuid}`}>Open</a>,
    },
  ];

  /** A DataTable of PEOPLE that becomes cards on a phone; `props` add to or replace these. */
  function cardTable(props: Partial<DataTableProps<Person>> = {}) {
    return wrap(<DataTable columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.uuid} phoneLayout="cards" {...props} />);
  }

  it("keeps a dense table in a labelled, focusable region that scrolls by itself", () => {
    stubScreen("phone");
    render(wrap(<DataTable columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.uuid} caption="People" />));
    const region = screen.getByRole("region", { name: "People, scrolls sideways" });
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(region.className).toContain("overflow-x-auto");
    // Positioned, so that visually hidden texts in cells past the edge stay inside the region.
    expect(region.className).toContain("relative");
    expect(within(region).getByRole("table", { name: "People" })).toBeVisible();
    expect(screen.queryByTestId("data-cards")).toBeNull();
  });

  it("names the region in Indonesian, and generically without a caption", () => {
    render(wrap(<DataTable columns={COLUMNS} rows={PEOPLE} getRowId={(p) => p.uuid} />, "id"));
    expect(screen.getByRole("region", { name: "Tabel, dapat digeser ke samping" })).toBeVisible();
  });

  it("shows each row as a card of header/value pairs, the actions at its foot", async () => {
    const user = userEvent.setup();
    stubScreen("phone");
    const onEdit = vi.fn();
    render(cardTable({ columns: CARD_COLUMNS, caption: "People", onEdit, getRowLabel: (p) => p.name }));
    expect(screen.queryByRole("table")).toBeNull();
    const list = screen.getByRole("list", { name: "People" });
    const cards = within(list).getAllByTestId("table-row");
    expect(cards).toHaveLength(2);
    const budi = cards[1] as HTMLElement;
    // Every data column is there, labelled by its header: none is dropped.
    const terms = within(budi)
      .getAllByRole("term")
      .map((term) => term.textContent);
    expect(terms).toEqual(["ID", "Name", "Status"]);
    const values = within(budi)
      .getAllByRole("definition")
      .map((value) => value.textContent);
    expect(values).toEqual(["7c9e6679…", "Budi", "suspended"]);
    // The action column has no label of its own; it sits with the edit button after the pairs.
    const open = within(budi).getByRole("link", { name: "Open" });
    expect(open.closest("dl")).toBeNull();
    await user.click(within(budi).getByRole("button", { name: "Edit Budi" }));
    expect(onEdit).toHaveBeenCalledWith(PEOPLE[1]);
  });

  it("puts a row's own actions before Edit and Delete: in the kept-in-view cell, and at a card's foot (issue 44)", async () => {
    const user = userEvent.setup();
    const onAccounts = vi.fn();
    const props = {
      onEdit: () => {},
      onDelete: () => {},
      getRowLabel: (p: Person) => p.name,
      rowActions: (p: Person) => (
        <button type="button" onClick={() => onAccounts(p)}>
          Accounts of {p.name}
        </button>
      ),
    };
    stubScreen("wide");
    const { unmount } = render(cardTable(props));
    const cell = screen.getByRole("button", { name: "Accounts of Budi" }).closest("td");
    expect(cell?.className).toContain("sm:sticky");
    expect(
      within(cell as HTMLElement)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["Accounts of Budi", "Edit", "Delete"]);
    unmount();

    stubScreen("phone");
    render(cardTable(props));
    const budi = within(screen.getByTestId("data-cards")).getAllByTestId("table-row")[1] as HTMLElement;
    const accounts = within(budi).getByRole("button", { name: "Accounts of Budi" });
    expect(accounts.closest("dl")).toBeNull();
    await user.click(accounts);
    expect(onAccounts).toHaveBeenCalledWith(PEOPLE[1]);
  });

  it("puts the filters and the sort above the cards as labelled controls", async () => {
    const user = userEvent.setup();
    stubScreen("phone");
    const onSortChange = vi.fn();
    render(cardTable({ sort: { id: "name", desc: false }, onSortChange }));
    const filters = screen.getByTestId("filter-row");
    expect(within(filters).getByRole("searchbox", { name: "Filter Name" })).toBeVisible();
    expect(within(filters).getByRole("combobox", { name: "Filter Status" })).toBeVisible();
    expect(within(filters).getByText("Status").tagName).toBe("LABEL");
    const sort = within(filters).getByRole("combobox", { name: "Sort by" }) as HTMLSelectElement;
    expect(sort.value).toBe("name:asc");
    await user.selectOptions(sort, "status:desc");
    expect(onSortChange).toHaveBeenCalledWith({ id: "status", desc: true });
  });

  it("shows skeleton cards while loading and the empty message as a card", () => {
    stubScreen("phone");
    const { rerender } = render(cardTable({ rows: [], loading: true, pageSize: 3 }));
    expect(screen.getByTestId("data-cards").getAttribute("aria-busy")).toBe("true");
    expect(screen.getAllByTestId("skeleton-row")).toHaveLength(3);
    rerender(cardTable({ rows: [] }));
    expect(screen.getByTestId("table-empty").textContent).toBe("No data available.");
  });

  it("keeps the table for a card list on a wide screen", () => {
    stubScreen("wide");
    render(cardTable({ columns: CARD_COLUMNS }));
    expect(screen.getByRole("table")).toBeVisible();
    expect(screen.getByRole("columnheader", { name: "Open" })).toBeVisible();
    expect(screen.queryByTestId("data-cards")).toBeNull();
  });
});
