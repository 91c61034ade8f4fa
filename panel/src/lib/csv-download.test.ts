import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { failure, mockApi } from "../test/test-utils.tsx";
import { ApiError } from "./api-client.ts";
import { type CsvProgress, downloadCsv, readCsvStream } from "./csv-download.ts";

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
    const seen: CsvProgress[] = [];
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

describe("downloadCsv", () => {
  let saved: { name: string; blob: Blob }[];

  beforeEach(() => {
    saved = [];
    const blobs = new Map<string, Blob>();
    // jsdom has no object URLs: each blob gets a name, and the click on the link records it.
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        const url = `blob:${blobs.size}`;
        blobs.set(url, blob);
        return url;
      },
      revokeObjectURL: () => {},
    });
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.getAttribute("href") ?? "");
      if (blob) saved.push({ name: this.download, blob });
    });
  });

  const { createObjectURL, revokeObjectURL } = URL;
  afterEach(() => {
    vi.restoreAllMocks();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  const csv = (disposition: string | null) => () =>
    new Response("uuid,name\na,Ana\nb,Budi\n", {
      headers: { "Content-Type": "text/csv", ...(disposition ? { "Content-Disposition": disposition } : {}) },
    });

  it("saves the file under the filename* name, before the plain filename, and counts the rows", async () => {
    const calls = mockApi({
      "GET /api/users/export": csv(`attachment; filename="plain.csv"; filename*=UTF-8''pengguna%20baru.csv`),
    });
    const progress: CsvProgress[] = [];
    const result = await downloadCsv("/users/export?status=active", "fallback.csv", {
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({ rows: 2, filename: "pengguna baru.csv" });
    expect(saved.map((file) => file.name)).toEqual(["pengguna baru.csv"]);
    expect(await saved[0]?.blob.text()).toBe("uuid,name\na,Ana\nb,Budi\n");
    expect(progress.at(-1)).toEqual({ bytes: 23, rows: 2 });
    expect(calls[0]?.headers.get("Accept")).toBe("text/csv");
    expect(calls[0]?.search).toBe("?status=active");
  });

  it("falls back to the plain filename, then to the given name", async () => {
    mockApi({ "GET /api/a": csv(`attachment; filename="referrals.csv"`), "GET /api/b": csv(null) });
    expect((await downloadCsv("/a", "fallback.csv")).filename).toBe("referrals.csv");
    expect((await downloadCsv("/b", "fallback.csv")).filename).toBe("fallback.csv");
    expect(saved.map((file) => file.name)).toEqual(["referrals.csv", "fallback.csv"]);
  });

  it("throws the envelope's error and saves nothing", async () => {
    mockApi({ "GET /api/users/export": () => failure(403, "Insufficient permissions", "FORBIDDEN") });
    const error = await downloadCsv("/users/export", "x.csv").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "FORBIDDEN", status: 403, message: "Insufficient permissions" });
    expect(saved).toEqual([]);
  });
});
