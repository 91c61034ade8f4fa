/** Text for HTML: the five characters that could open markup or end an attribute become entities. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
