/**
 * False on phones and tablets: the extensions are unpacked Chrome extensions
 * (docs/product.md#extensions, setup guide, developer mode), which only desktop Chrome can load.
 */
export function canInstallExtensions(nav: Navigator = navigator): boolean {
  const uaData = (nav as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData;
  if (uaData?.mobile) return false;
  return !/Android|iPhone|iPad|iPod|Mobi/i.test(nav.userAgent);
}
