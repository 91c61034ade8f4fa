import type { ApiEnvelope } from "@app/shared/api/envelope";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, apiResponse } from "./api-client.ts";
import { attachmentName, saveBlob } from "./download.ts";

// CSV exports of the admin screens (users, referrals): GET with auth, streamed, saved as a file.

export interface CsvProgress {
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
  onProgress: (progress: CsvProgress) => void,
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

/** The ApiError of a failed export answer: the envelope's code and message when there is one. */
async function failureOf(response: Response): Promise<ApiError> {
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<unknown> | null;
  if (envelope && envelope.error === true) {
    return new ApiError(envelope.code, envelope.message, response.status, envelope.details);
  }
  const code = response.status === 401 ? "UNAUTHORIZED" : "INTERNAL_ERROR";
  return new ApiError(code, response.statusText, response.status);
}

/**
 * Downloads a CSV export and saves it under the Content-Disposition name (`filename*`, then
 * `filename`, else `fallbackName`). Resolves with the data rows and the file name; a failed answer
 * throws an ApiError.
 */
export async function downloadCsv(
  path: string,
  fallbackName: string,
  options: { signal?: AbortSignal; onProgress?: (progress: CsvProgress) => void } = {},
): Promise<{ rows: number; filename: string }> {
  const response = await apiResponse(path, {
    headers: { Accept: "text/csv" },
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!response.ok) throw await failureOf(response);
  const filename = attachmentName(response.headers.get("content-disposition"), fallbackName);
  const type = response.headers.get("content-type") ?? "text/csv";
  const body = response.body ?? new Blob([await response.text()]).stream();
  const { parts, rows } = await readCsvStream(body, (next) => options.onProgress?.(next));
  saveBlob(new Blob(parts as BlobPart[], { type }), filename);
  return { rows, filename };
}

/**
 * `downloadCsv` for a button: the progress while the file arrives (null when idle). A new download,
 * or leaving the page, aborts the running one; `download` then resolves with null.
 */
export function useCsvDownload() {
  const [progress, setProgress] = useState<CsvProgress | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const download = useCallback(async (path: string, fallbackName: string) => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ bytes: 0, rows: 0 });
    try {
      return await downloadCsv(path, fallbackName, {
        signal: abort.signal,
        onProgress: (next) => {
          if (!abort.signal.aborted) setProgress(next);
        },
      });
    } catch (error) {
      if (abort.signal.aborted) return null;
      throw error;
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setProgress(null);
      }
    }
  }, []);

  return { download, progress, pending: progress !== null };
}
