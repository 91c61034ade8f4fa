import { splitLocalePath } from "@app/shared/locale";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { ToastProvider } from "./components/toast.tsx";
import { setUnauthorizedHandler } from "./lib/api-client.ts";
import { LocaleProvider, type LocaleState } from "./lib/locale.tsx";
import { nextTask } from "./lib/next-task.ts";
import { createQueryClient } from "./lib/query-client.ts";
import { signInFirst } from "./lib/session/auth-guard.ts";
import { forceLogout } from "./lib/session/forced-logout.ts";
import { getAuthToken } from "./lib/storage.ts";
import { createAppRouter } from "./router.tsx";

/** Starts the app once main.tsx has the page's language (decision 042 explains the steps). */
export async function startApp(initialLocale: LocaleState, rootElement: HTMLElement): Promise<void> {
  await nextTask(); // this module's evaluation (router, route tree) was the task so far

  // Pages are root-based (/login, /panel/…); under /en/… or /id/… the router mounts below that prefix.
  const urlLocale = splitLocalePath(window.location.pathname).locale;

  // A 401 or a session message (docs/product.md#session-messages) in any API answer ends the session.
  setUnauthorizedHandler(forceLogout);

  // A visitor with no session starts on the sign-in form itself (decision 076).
  const { rest } = splitLocalePath(window.location.pathname);
  const signIn = signInFirst(
    { path: rest, search: window.location.search, hash: window.location.hash },
    !!getAuthToken(),
  );
  if (signIn) {
    const prefix = urlLocale ? `/${urlLocale}` : "";
    window.history.replaceState(null, "", `${prefix}${signIn.to}?redirect=${encodeURIComponent(signIn.redirect)}`);
  }

  const queryClient = createQueryClient();
  const router = createAppRouter({ queryClient, basepath: urlLocale ? `/${urlLocale}` : undefined });

  // The first page's route chunk and guards are ready before React starts: the first render then
  // runs in a transition (small slices) instead of a synchronous re-render when the chunk arrives.
  await nextTask();
  await router.load();
  await nextTask();

  startTransition(() =>
    createRoot(rootElement).render(
      <StrictMode>
        <LocaleProvider initial={initialLocale}>
          <QueryClientProvider client={queryClient}>
            <ToastProvider>
              <RouterProvider router={router} />
            </ToastProvider>
          </QueryClientProvider>
        </LocaleProvider>
      </StrictMode>,
    ),
  );
}
