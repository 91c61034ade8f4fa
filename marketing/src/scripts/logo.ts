/** Logos are data: URIs or our own /api/media/… URLs; anything else is not shown. */
export function safeLogo(logo: string | null | undefined): string | null {
  if (!logo) return null;
  if (logo.startsWith("data:image/")) return logo;
  try {
    const url = new URL(logo, location.origin);
    return url.origin === location.origin ? url.href : null;
  } catch {
    return null;
  }
}

/** The fallback mark of a service without a logo: its initial, as the panel's ServiceLogo shows it. */
export function logoInitial(name: string): string {
  return name.trim().charAt(0).toUpperCase();
}
