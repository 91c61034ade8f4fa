import { splitLocalePath } from "@app/shared/locale";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "@tanstack/react-router";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { ToastProvider } from "./components/toast.tsx";
import { setUnauthorizedHandler } from "./lib/api-client.ts";
import { loadDictionary } from "./lib/dictionary.ts";
import { startExtensionBridge } from "./lib/extension-bridge.ts";
import { applyDocumentLocale, LocaleProvider, readInitialLocale } from "./lib/locale.tsx";
import { createQueryClient } from "./lib/query-client.ts";
import { forceLogout } from "./lib/session/forced-logout.ts";
import { createAppRouter } from "./router.tsx";
import "./styles.css";

// Pages are root-based (/login, /panel/…); under /en/… or /id/… the router mounts below that prefix.
const urlLocale = splitLocalePath(window.location.pathname).locale;
const initialLocale = readInitialLocale();
applyDocumentLocale(initialLocale.locale);

// A 401 or a SPEC §8 session message in any API answer ends the session.
setUnauthorizedHandler(forceLogout);

// Listen for the extensions' hello from the start: they announce themselves once, after load.
startExtensionBridge();

const queryClient = createQueryClient();
const router = createAppRouter({ queryClient, basepath: urlLocale ? `/${urlLocale}` : undefined });

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("#root is missing from index.html");

// The page's language is loaded first (one dictionary chunk), then the app renders.
// A transition: React renders in small slices, so the first render never blocks input for long
// (the pre-rendered frame of decision 042 is on screen meanwhile).
void loadDictionary(initialLocale.locale).then(() =>
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
  ),
);
