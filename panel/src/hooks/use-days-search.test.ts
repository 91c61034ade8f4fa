import { renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { ListRoute } from "../lib/list-table.ts";
import { useDaysSearch } from "./use-days-search.ts";

type Search = { days?: number | undefined; status?: string | undefined };

function setup(search: Search) {
  const navigate = vi.fn<(options: { search: (previous: Search) => Search; replace?: boolean }) => Promise<void>>(
    async () => {},
  );
  const route: ListRoute<Search> = { useSearch: () => search, useNavigate: () => navigate };
  const { result } = renderHook(() => useDaysSearch(route, [7, 30, 90] as const, 30));
  const lastNavigation = () => {
    const options = navigate.mock.calls.at(-1)?.[0];
    return { search: options?.search(search), replace: options?.replace };
  };
  return { result, lastNavigation };
}

describe("useDaysSearch", () => {
  it("reads a known period from the URL and falls back for anything else", () => {
    expect(setup({ days: 90 }).result.current[0]).toBe(90);
    expect(setup({ days: 12 }).result.current[0]).toBe(30);
    expect(setup({}).result.current[0]).toBe(30);
  });

  it("writes a choice into the URL, keeping the rest, and leaves the fallback out", () => {
    const { result, lastNavigation } = setup({ days: 7, status: "failed" });
    result.current[1](90);
    expect(lastNavigation()).toEqual({ search: { days: 90, status: "failed" }, replace: true });
    result.current[1](30);
    expect(lastNavigation()).toEqual({ search: { days: undefined, status: "failed" }, replace: true });
  });
});
