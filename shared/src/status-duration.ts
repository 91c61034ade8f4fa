/**
 * How long an incident lasted, as the status page, its feed and its mails say it (issue 46): whole
 * minutes (at least one) below an hour, hours and minutes below a day, else days and hours. The
 * words are `status.duration.<unit>` with `{d}`, `{h}` and `{m}`.
 */
export function durationParts(ms: number): { unit: "minutes" | "hours" | "days"; d: number; h: number; m: number } {
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const d = Math.floor(minutes / 1440);
  const h = Math.floor((minutes % 1440) / 60);
  const m = minutes % 60;
  return { unit: d > 0 ? "days" : h > 0 ? "hours" : "minutes", d, h, m };
}
