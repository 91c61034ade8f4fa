/**
 * Bindings and configuration of the Worker. The bindings (DB, MEDIA, ASSETS, EMAIL_QUEUE,
 * SUPPORT_ROOM) and wrangler.toml's [vars] come from the generated `Env`
 * (src/worker-configuration.d.ts, `npm run -w worker types`). What `wrangler types` cannot know is
 * declared here: secrets (`wrangler secret put`, .dev.vars) and the optional variables that
 * wrangler.toml leaves unset, each with its default where the code reads it.
 */
export interface AppEnv extends Env {
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
  /** "count/seconds" of service reports per user (default 5/3600); four times that per network. */
  RATE_LIMIT_REPORTS?: string;
  /** Hours after which a pending transaction expires (default 24). */
  PENDING_TRANSACTION_TTL_HOURS?: string;
  /** Days of access after the last declined renewal try (default 3, decision 065). */
  RENEWAL_GRACE_DAYS?: string;
  /** Days granted at every 5th successful referral (default 7). */
  REFERRAL_MILESTONE_DAYS?: string;
  /**
   * Seconds the public catalogue reads stay in the Workers Cache API (decision 044; default 60).
   * "0" turns the cache off (the worker tests, which write rows straight into D1).
   */
  PUBLIC_CACHE_SECONDS?: string;
  /**
   * Store listings of the extensions (Chrome Web Store), by extension id: when set, the Addons page
   * offers one-click install from the store instead of the zip files (README, "Publishing").
   */
  EXTENSION_STORE_URL_CORE?: string;
  EXTENSION_STORE_URL_HELPER?: string;
  /** Their addons.mozilla.org and Microsoft Edge Add-ons listings (decision 059). */
  EXTENSION_STORE_URL_CORE_FIREFOX?: string;
  EXTENSION_STORE_URL_HELPER_FIREFOX?: string;
  EXTENSION_STORE_URL_CORE_EDGE?: string;
  EXTENSION_STORE_URL_HELPER_EDGE?: string;
  /** Embed URL of the extension tutorial video. */
  TUTORIAL_VIDEO_URL?: string;
  /** Media downloader providers (POST { url } with an API-key header); A first, B as fallback. */
  MEDIA_DOWNLOADER_A_URL?: string;
  MEDIA_DOWNLOADER_A_KEY?: string;
  /** Header that carries the key (default x-api-key; RapidAPI providers use x-rapidapi-key). */
  MEDIA_DOWNLOADER_A_KEY_HEADER?: string;
  MEDIA_DOWNLOADER_B_URL?: string;
  MEDIA_DOWNLOADER_B_KEY?: string;
  MEDIA_DOWNLOADER_B_KEY_HEADER?: string;
  /** Downloads per user and UTC day (default 20). */
  MEDIA_DOWNLOAD_DAILY_LIMIT?: string;
  /** How long one provider may take before the other is asked (default 8000 ms). */
  MEDIA_DOWNLOADER_TIMEOUT_MS?: string;
  /** Cloudflare Turnstile on the contact form: on when the secret is set. */
  TURNSTILE_SITE_KEY?: string;
  /** Free trials started from one IP address a day (default 3). */
  TRIAL_IP_DAILY_LIMIT?: string;
  /** Analytics the marketing build loads (marketing/README.md): set here too, so the CSP allows their hosts. */
  PUBLIC_GA4_ID?: string;
  PUBLIC_META_PIXEL_ID?: string;
  TURNSTILE_SECRET_KEY?: string;
  /** Siteverify endpoint (default Cloudflare's; tests point it to a local fake). */
  TURNSTILE_VERIFY_URL?: string;
  /**
   * "required" or "optional": whether admins need a second factor to use admin routes (decision
   * 053). Unset: required in production, optional elsewhere.
   */
  ADMIN_MFA?: string;
  /** How long a health probe may take before it counts as an error (default 8000 ms; decision 048). */
  PROBE_TIMEOUT_MS?: string;
  /** The seller on the checkout and the receipts (lib/merchant.ts): name (default the app's name), contact email. */
  MERCHANT_NAME?: string;
  MERCHANT_EMAIL?: string;
  MERCHANT_ADDRESS?: string;
  MERCHANT_TAX_ID?: string;
  /**
   * The domain whose mail Cloudflare Email Routing hands to this Worker's email() handler: support
   * replies carry reply+<token>@ this domain as Reply-To (decision 066). Default: the APP_ORIGIN
   * host without www.
   */
  SUPPORT_REPLY_DOMAIN?: string;
  /** The tax prices include (e.g. "PPN" and "11"): receipts show it when both are set. */
  TAX_LABEL?: string;
  TAX_RATE_PERCENT?: string;
}

declare global {
  namespace Cloudflare {
    interface Env extends AppEnv {}
  }
}
