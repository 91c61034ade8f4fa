/** Bindings and configuration of the Worker (wrangler.toml [vars] plus secrets from .dev.vars). */
export interface AppEnv {
  DB: D1Database;
  MEDIA: R2Bucket;
  ASSETS: Fetcher;
  EMAIL_QUEUE: Queue<unknown>;
  ENVIRONMENT: "development" | "test" | "production";
  APP_ORIGIN: string;
  PAYMENT_PROVIDERS: string;
  EMAIL_PROVIDER: string;
  ADMIN_EMAILS?: string;
  JWT_SECRET?: string;
  SERVICE_SECRET_KEY?: string;
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
  GOOGLE_ISSUER?: string;
  XENDIT_BASE_URL?: string;
  XENDIT_SECRET_KEY?: string;
  XENDIT_CALLBACK_TOKEN?: string;
  COINBASE_BASE_URL?: string;
  COINBASE_API_KEY?: string;
  COINBASE_WEBHOOK_SECRET?: string;
  EMAIL_API_KEY?: string;
  EMAIL_API_URL?: string;
  /** "count/seconds" for sign-in, registration and password reset, per IP and per email. */
  RATE_LIMIT_AUTH?: string;
  /** Hours after which a pending transaction expires (default 24). */
  PENDING_TRANSACTION_TTL_HOURS?: string;
  /** Days granted at every 5th successful referral (default 7). */
  REFERRAL_MILESTONE_DAYS?: string;
  /** Embed URL of the extension tutorial video. */
  TUTORIAL_VIDEO_URL?: string;
}

declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {}
  }
}
