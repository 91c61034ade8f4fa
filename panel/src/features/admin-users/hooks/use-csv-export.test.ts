import { describe, expect, it, vi } from "vitest";
import { userExportPath, userListPath } from "../api.ts";
import { type ExportProgress, readCsvStream } from "./use-csv-export.ts";

function streamOf(chunks: string[]): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

describe("readCsvStream", () => {
  it("reports bytes and data rows after every chunk and returns all parts", async () => {
    const seen: ExportProgress[] = [];
    const chunks = ["uuid,name\n", "a,Ana\nb,Bu", "di\nc,Citra\n"];
    const result = await readCsvStream(streamOf(chunks), (p) => seen.push(p));
    expect(seen).toEqual([
      { bytes: 10, rows: 0 },
      { bytes: 20, rows: 1 },
      { bytes: 31, rows: 3 },
    ]);
    expect(result.rows).toBe(3);
    expect(result.bytes).toBe(31);
    expect(await new Blob(result.parts as BlobPart[]).text()).toBe(chunks.join(""));
  });

  it("counts a last line without a line break", async () => {
    const onProgress = vi.fn();
    expect((await readCsvStream(streamOf(["h\n1\n2"]), onProgress)).rows).toBe(2);
    expect((await readCsvStream(streamOf(["h\n"]), onProgress)).rows).toBe(0);
    expect((await readCsvStream(streamOf([]), onProgress)).rows).toBe(0);
  });
});

describe("API paths", () => {
  it("send the list's filters and order to both the list and the export", () => {
    const filters = { search: "ana b", status: "active" as const, sortBy: "name" as const, sortOrder: "asc" as const };
    expect(userListPath({ ...filters, page: 2, limit: 20 })).toBe(
      "/users/list/pagination?page=2&limit=20&search=ana+b&status=active&sortBy=name&sortOrder=asc",
    );
    expect(userExportPath(filters)).toBe("/users/export?search=ana+b&status=active&sortBy=name&sortOrder=asc");
    expect(userExportPath({ sortBy: "createdAt", sortOrder: "desc" })).toBe(
      "/users/export?sortBy=createdAt&sortOrder=desc",
    );
  });
});
