/**
 * Service slug of docs/product.md#screens-and-addresses: the name lower-cased, spaces replaced by
 * hyphens.
 */
export function serviceSlug(name: string): string {
  return name.trim().toLowerCase().replace(/\s+/g, "-");
}
