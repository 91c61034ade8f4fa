/** Case-insensitive "contains" for the client-side name filters of the small admin lists. */
export function matches(value: string | null | undefined, filter: string | undefined): boolean {
  const needle = filter?.trim().toLowerCase();
  if (!needle) return true;
  return (value ?? "").toLowerCase().includes(needle);
}
