import "@app/shared/i18n/translate";
import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { extensionBridge } from "../lib/extension-bridge.ts";

// findBy/waitFor wait on a condition; 1 s (the default) is short for a first render on a busy
// two-core CI machine, and a longer limit only lengthens a test that fails anyway.
configure({ asyncUtilTimeout: 3000 });

// The page's bridge listens as in main.tsx; what a test's extensions announced is forgotten after it.
extensionBridge.start();

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => {};

// Testing Library only cleans up by itself when test globals are enabled; they are not.
afterEach(() => {
  cleanup();
  extensionBridge.reset();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  window.sessionStorage.clear();
  delete (window as { dataLayer?: unknown }).dataLayer;
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
});
