import type { ApiEnvelope } from "@app/shared/api/envelope";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiResponse } from "../../../lib/api-client.ts";
import { attachmentName, saveBlob } from "../../../lib/download.ts";

export interface ExportProgress {
  bytes: number;
  /** Data rows received so far (lines after the header). */
  rows: number;
}

const NEWLINE = 10;

/**
 * Reads a CSV body chunk by chunk, reporting bytes and rows after every chunk. Rows are counted by
 * line breaks, so a quoted value with a line break counts twice: good enough for a progress figure.
 */
export async function readCsvStream(
  body: ReadableStream<Uint8Array>,
  onProgress: (progress: ExportProgress) => void,
): Promise<{ parts: Uint8Array[]; bytes: number; rows: number }> {
  const reader = body.getReader();
  const parts: Uint8Array[] = [];
  let bytes = 0;
  let newlines = 0;
  let last = NEWLINE;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!value || value.byteLength === 0) continue;
    parts.push(value);
    bytes += value.byteLength;
    for (const byte of value) if (byte === NEWLINE) newlines++;
    last = value[value.byteLength - 1] ?? last;
    onProgress({ bytes, rows: Math.max(0, newlines - 1) });
  }
  // A last line without a trailing line break is a row as well.
  const lines = newlines + (bytes > 0 && last !== NEWLINE ? 1 : 0);
  return { parts, bytes, rows: Math.max(0, lines - 1) };
}

async function failureOf(response: Response): Promise<ApiError> {
  let envelope: ApiEnvelope<unknown> | null = null;
  try {
    envelope = (await response.json()) as ApiEnvelope<unknown>;
  } catch {
    envelope = null;
  }
  if (envelope && envelope.error === true) {
    return new ApiError(envelope.code, envelope.message, response.status, envelope.details);
  }
  return new ApiError(
    response.status === 401 ? "UNAUTHORIZED" : "INTERNAL_ERROR",
    response.statusText,
    response.status,
  );
}

/**
 * Streams a CSV export (GET with auth), shows bytes/rows while it arrives and saves it through a
 * Blob URL. `start` resolves with the row count and the file name, or throws an ApiError.
 */
export function useCsvExport() {
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async (path: string, fallbackName: string) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ bytes: 0, rows: 0 });
    try {
      const response = await apiResponse(path, { headers: { Accept: "text/csv" }, signal: abort.signal });
      if (!response.ok) throw await failureOf(response);
      const filename = attachmentName(response.headers.get("content-disposition"), fallbackName);
      const type = response.headers.get("content-type") ?? "text/csv";
      if (!response.body) {
        const blob = await response.blob();
        saveBlob(blob, filename);
        return { rows: Math.max(0, (await blob.text()).split("\n").filter(Boolean).length - 1), filename };
      }
      const { parts, rows } = await readCsvStream(response.body, (next) => {
        if (!abort.signal.aborted) setProgress(next);
      });
      saveBlob(new Blob(parts as BlobPart[], { type }), filename);
      return { rows, filename };
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setProgress(null);
      }
    }
  }, []);

  return { start, progress, exporting: progress !== null };
}
