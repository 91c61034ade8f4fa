// File downloads of API answers (exports); shared by the user and admin areas, so it lives outside
// the admin features (whose modules go to admin-only chunks).

/** The file name of a Content-Disposition header, or the fallback. */
export function attachmentName(header: string | null, fallback: string): string {
  const star = header?.match(/filename\*=(?:UTF-8'')?([^;]+)/i)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim().replace(/^"|"$/g, ""));
    } catch {
      // malformed: try the plain parameter
    }
  }
  const plain = header?.match(/filename="?([^";]+)"?/i)?.[1];
  return plain?.trim() || fallback;
}

/** Saves a blob as a download through a temporary object URL. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
