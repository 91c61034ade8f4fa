// One email field posted as JSON {email, locale}, with a neutral status line worded by the form's
// data-label-* attributes: the footer's newsletter and the status page's subscription.

export type EmailFormTone = "success" | "error" | "invalid" | "rate-limited" | "sending";

/** "rate-limited" → "labelRateLimited": the dataset key of a tone's text. */
const labelKey = (tone: string) => `label${tone.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase())}`;

/**
 * Validates, posts and reports. `answers` words some failing statuses (the status page: 429 and the
 * server's 400 on the address); any other failure reads "error". `onSuccess` runs after a 2xx.
 */
export function wireEmailForm(
  form: HTMLFormElement,
  status: HTMLElement,
  options: {
    locale: () => string;
    answers?: Partial<Record<number, "invalid" | "rate-limited">>;
    onSuccess?: () => void;
  },
): void {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !submit) return;
  const show = (tone: EmailFormTone) => {
    status.textContent = form.dataset[labelKey(tone)] ?? "";
    status.dataset.tone = tone;
  };
  const invalid = () => {
    input.setAttribute("aria-invalid", "true");
    show("invalid");
  };
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (!input.checkValidity() || !email) {
      invalid();
      input.focus();
      return;
    }
    input.removeAttribute("aria-invalid");
    submit.disabled = true;
    show("sending");
    try {
      const response = await fetch(form.action, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ email, locale: options.locale() }),
      });
      const answer = options.answers?.[response.status];
      if (answer === "invalid") return invalid();
      if (answer) return show(answer);
      if (!response.ok) throw new Error(`${form.action}: HTTP ${response.status}`);
      show("success");
      form.reset();
      options.onSuccess?.();
    } catch {
      show("error");
    } finally {
      submit.disabled = false;
    }
  });
}
