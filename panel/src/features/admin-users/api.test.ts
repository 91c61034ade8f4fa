import { describe, expect, it } from "vitest";
import { userExportPath, userListSearch } from "./api.ts";

describe("API paths", () => {
  it("send the list's filters and order to both the list and the export", () => {
    const filters = { search: "ana b", status: "active" as const, sortBy: "name" as const, sortOrder: "asc" as const };
    expect(userListSearch({ ...filters, page: 2, limit: 20 })).toEqual({ ...filters, page: 2, limit: 20 });
    expect(userExportPath(filters)).toBe("/users/export?search=ana+b&status=active&sortBy=name&sortOrder=asc");
    expect(userExportPath({ sortBy: "createdAt", sortOrder: "desc" })).toBe(
      "/users/export?sortBy=createdAt&sortOrder=desc",
    );
  });
});
