// Footer newsletter field: POST /api/newsletter {email, locale}, then a neutral status message.
import { track } from "@app/shared/analytics";
import { isLocale } from "@app/shared/locale";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-newsletter]")) {
  const input = form.querySelector<HTMLInputElement>('input[type="email"]');
  const status = form.querySelector<HTMLElement>("[data-newsletter-status]");
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  if (!input || !status || !submit) continue;
  const show = (key: "success" | "error" | "invalid" | "sending") => {
    status.textContent = form.dataset[`label${key[0]?.toUpperCase()}${key.slice(1)}`] ?? "";
    status.dataset.tone = key;
  };
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const email = input.value.trim();
    if (!input.checkValidity() || !email) {
      input.setAttribute("aria-invalid", "true");
      show("invalid");
      input.focus();
      return;
    }
    input.removeAttribute("aria-invalid");
    const lang = document.documentElement.lang;
    submit.disabled = true;
    show("sending");
    try {
      const response = await fetch(form.action, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ email, locale: isLocale(lang) ? lang : "en" }),
      });
      if (!response.ok) throw new Error(`newsletter: HTTP ${response.status}`);
      show("success");
      form.reset();
      track("button_click", "Interaction", { label: "newsletter_subscribe", page_path: location.pathname });
    } catch {
      show("error");
    } finally {
      submit.disabled = false;
    }
  });
}
