import { loadDictionary } from "./lib/dictionary.ts";
import { startExtensionBridge } from "./lib/extension-bridge.ts";
import { applyDocumentLocale, readInitialLocale } from "./lib/locale.tsx";
import { nextTask } from "./lib/next-task.ts";
import "./styles.css";

const initialLocale = readInitialLocale();
applyDocumentLocale(initialLocale.locale);

// Listen for the extensions' hello from the start: they announce themselves once, after load,
// which may come before the app below has started.
startExtensionBridge();

const rootElement = document.getElementById("root");
if (!rootElement) throw new Error("#root is missing from index.html");

// The page's language is loaded first (one dictionary chunk), then the app starts. React, then the
// app (router, route tree), are evaluated in tasks of their own: on a phone one task for all of it
// blocks input for a quarter of a second (bench/lighthouse.ts, decision 042). The pre-rendered
// frame is on screen meanwhile.
const dictionary = loadDictionary(initialLocale.locale);
void nextTask()
  .then(() => import("react-dom/client"))
  .then(nextTask)
  .then(() => import("./app.tsx"))
  .then(async ({ startApp }) => {
    await dictionary;
    await startApp(initialLocale, rootElement);
  });
