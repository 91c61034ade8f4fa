/** Service slug of SPEC §2: the name lower-cased, spaces replaced by hyphens. */
export function serviceSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}
