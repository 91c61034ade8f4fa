/** Download names say which product a file is (issue 27): `premiumhub-access-1.5.0.zip`, not `core-1.5.0.zip`. */
export const EXTENSION_FILE_STEMS = { core: "premiumhub-access", helper: "premiumhub-session-helper" } as const;

/** `xpi`: the Firefox build (decision 059). */
export function releaseFileName(extensionId: string, version: string, kind: "zip" | "crx" | "xpi" = "zip"): string {
  const stem = EXTENSION_FILE_STEMS[extensionId as keyof typeof EXTENSION_FILE_STEMS] ?? extensionId;
  return `${stem}-${version}.${kind}`;
}
