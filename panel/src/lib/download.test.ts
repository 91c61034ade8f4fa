import { describe, expect, it } from "vitest";
import { attachmentName } from "./download.ts";

describe("attachmentName", () => {
  it("reads the file name of Content-Disposition, else the fallback", () => {
    expect(attachmentName('attachment; filename="users-2026-01-02.csv"', "x.csv")).toBe("users-2026-01-02.csv");
    expect(attachmentName("attachment; filename*=UTF-8''pengguna%20baru.csv", "x.csv")).toBe("pengguna baru.csv");
    expect(attachmentName(null, "x.csv")).toBe("x.csv");
  });
});
