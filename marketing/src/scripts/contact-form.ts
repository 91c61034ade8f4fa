// The landing page's contact form (components/ContactForm.astro) is a plain HTML form post. This
// script only adds to it: the message of the result the server redirected with (?contact=…), and
// Cloudflare Turnstile, fetched on the form's first focus and only when the server has a site key.
import { CONTACT_RESULT_QUERY, CONTACT_RESULTS, SUPPORT_FORM_FIELDS } from "@app/shared/support-topics";
import { keepInView } from "./keep-in-view.ts";

const TURNSTILE_SCRIPT = "https://challenges.cloudflare.com/turnstile/v0/api.js";

const form = document.querySelector<HTMLFormElement>("form[data-contact-form]");
if (form) {
  showResult(form);
  prepareTurnstile(form);
}

/** Reveals the result's message once; the parameter leaves the address so a reload does not repeat it. */
function showResult(form: HTMLFormElement) {
  const params = new URLSearchParams(location.search);
  const result = params.get(CONTACT_RESULT_QUERY);
  if (!result || !(CONTACT_RESULTS as readonly string[]).includes(result)) return;
  const message = form.querySelector<HTMLElement>(`[data-contact-result="${result}"]`);
  if (message) {
    message.hidden = false;
    message.focus({ preventScroll: true });
    // In view on a phone too, while the sections above it still load (issue 27).
    keepInView(message, { block: "center" });
  }
  params.delete(CONTACT_RESULT_QUERY);
  const query = params.toString();
  history.replaceState(history.state, "", `${location.pathname}${query ? `?${query}` : ""}${location.hash}`);
}

function prepareTurnstile(form: HTMLFormElement) {
  const status = form.querySelector<HTMLElement>("[data-contact-status]");
  let state: "idle" | "loading" | "off" | "on" = "idle";
  let submitWhenReady = false;

  const load = async () => {
    state = "loading";
    let siteKey: string | null | undefined;
    try {
      const response = await fetch("/api/support/config", { headers: { Accept: "application/json" } });
      siteKey = ((await response.json()) as { data?: { turnstileSiteKey?: string | null } }).data?.turnstileSiteKey;
    } catch {
      // Without the configuration the form posts as it is; the server decides.
      siteKey = null;
    }
    const slot = form.querySelector<HTMLElement>("[data-turnstile]");
    if (!siteKey || !slot) {
      state = "off";
      if (submitWhenReady) form.submit();
      return;
    }
    // The widget renders into .cf-turnstile and adds its token field to the form.
    slot.className = "cf-turnstile";
    slot.dataset.sitekey = siteKey;
    slot.dataset.language = document.documentElement.lang || "auto";
    const script = document.createElement("script");
    script.src = TURNSTILE_SCRIPT;
    script.async = true;
    document.head.append(script);
    state = "on";
    if (submitWhenReady && status) status.textContent = form.dataset.labelAntispam ?? "";
  };

  form.addEventListener("focusin", () => {
    if (state === "idle") void load();
  });
  form.addEventListener("submit", (event) => {
    const token = form.querySelector<HTMLInputElement>(`input[name="${SUPPORT_FORM_FIELDS.turnstile}"]`)?.value;
    if (state === "off" || (state === "on" && token)) return;
    event.preventDefault();
    if (state === "idle") void load();
    if (state === "on") {
      if (status) status.textContent = form.dataset.labelAntispam ?? "";
      return;
    }
    submitWhenReady = true;
  });
}
