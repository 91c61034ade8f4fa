// Footer newsletter field: POST /api/newsletter {email, locale}, then a neutral status message.
import { track } from "@app/shared/analytics";
import { isLocale } from "@app/shared/locale";
import { wireEmailForm } from "./email-form.ts";

for (const form of document.querySelectorAll<HTMLFormElement>("form[data-newsletter]")) {
  const status = form.querySelector<HTMLElement>("[data-newsletter-status]");
  if (!status) continue;
  wireEmailForm(form, status, {
    locale: () => {
      const lang = document.documentElement.lang;
      return isLocale(lang) ? lang : "en";
    },
    onSuccess: () =>
      track("button_click", "Interaction", { label: "newsletter_subscribe", page_path: location.pathname }),
  });
}
