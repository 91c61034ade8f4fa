import type { Context } from "hono";
import { afterResponse } from "../../lib/background.ts";
import type { AppBindings } from "../../types.ts";
import { sendStatusAlerts } from "./status-subscriptions.service.ts";

/**
 * After a request that may have opened or closed a service incident (a probe, a subscriber's signal
 * or report, an account saved or removed): the status subscribers are mailed the events once the
 * response is sent (decision 069). The cron sends what these miss (a service's first account saved
 * with the service itself) within ten minutes.
 */
export const statusAlertsAfter = <E extends AppBindings>(c: Context<E>) =>
  afterResponse(c, () => sendStatusAlerts(c.get("db"), c.env));
