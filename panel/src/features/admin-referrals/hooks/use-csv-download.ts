import type { ApiEnvelope } from "@app/shared/api/envelope";
import { useCallback, useState } from "react";
import { ApiError, apiResponse } from "../../../lib/api-client.ts";
import { attachmentName, saveBlob } from "../../../lib/download.ts";

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
      saveBlob(await response.blob(), filename);
      return filename;
    } finally {
      setPending(false);
    }
  }, []);
  return { download, pending };
}
