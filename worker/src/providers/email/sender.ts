/** An email provider behind one interface; `registry.ts` picks the one configured. */
export type EmailMessage = {
  to: string;
  from: string;
  subject: string;
  html: string;
  text?: string;
  headers?: Record<string, string>;
  blastId?: string;
};

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
  /** Senders that can store many messages at once (the outbox) implement this. */
  sendBatch?(messages: EmailMessage[]): Promise<void>;
}

/** Transient failures are retried by the caller; permanent ones are recorded with the reason. */
export class EmailSendError extends Error {
  constructor(
    message: string,
    readonly transient: boolean,
  ) {
    super(message);
  }
}

export const DEFAULT_FROM = "PremiumHub <no-reply@premiumhub.test>";
