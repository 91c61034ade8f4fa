import { type EmailMessage, EmailSendError, type EmailSender } from "./sender.ts";

/** An HTTP email API in Resend's shape: POST {base}/emails with a bearer key. */
export function httpEmailSender(baseUrl: string, apiKey: string): EmailSender {
  return {
    async send(message: EmailMessage) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl.replace(/\/$/, "")}/emails`, {
          method: "POST",
          headers: { Authorization: `Bearer ${apiKey}`, "Content-Type": "application/json" },
          body: JSON.stringify({
            from: message.from,
            to: [message.to],
            subject: message.subject,
            html: message.html,
            text: message.text,
            headers: message.headers,
          }),
        });
      } catch (error) {
        throw new EmailSendError(`network: ${String(error)}`, true);
      }
      if (!response.ok) {
        const transient = response.status === 429 || response.status >= 500;
        throw new EmailSendError(`HTTP ${response.status}: ${(await response.text()).slice(0, 200)}`, transient);
      }
    },
  };
}
