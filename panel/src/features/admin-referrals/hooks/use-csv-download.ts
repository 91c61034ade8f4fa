import type { ApiEnvelope } from "@app/shared/api/envelope";
import { useCallback, useState } from "react";
import { ApiError, apiResponse } from "../../../lib/api-client.ts";

/** The file name of a Content-Disposition header, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  return header?.match(/filename="?([^";]+)"?/i)?.[1]?.trim() || fallback;
}

async function failureOf(response: Response): Promise<ApiError> {
  const envelope = (await response.json().catch(() => null)) as ApiEnvelope<unknown> | null;
  if (envelope && envelope.error === true) {
    return new ApiError(envelope.code, envelope.message, response.status, envelope.details);
  }
  return new ApiError("INTERNAL_ERROR", response.statusText, response.status);
}

/**
 * Downloads a CSV export (GET with auth) and saves it through a temporary Blob URL. `download`
 * resolves with the file name, or throws an ApiError.
 */
export function useCsvDownload() {
  const [pending, setPending] = useState(false);
  const download = useCallback(async (path: string, fallbackName: string) => {
    setPending(true);
    try {
      const response = await apiResponse(path, { headers: { Accept: "text/csv" } });
      if (!response.ok) throw await failureOf(response);
      const filename = attachmentName(response.headers.get("content-disposition"), fallbackName);
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement("a");
      link.href = url;
      link.download = filename;
      link.rel = "noopener";
      link.style.display = "none";
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 0);
      return filename;
    } finally {
      setPending(false);
    }
  }, []);
  return { download, pending };
}
