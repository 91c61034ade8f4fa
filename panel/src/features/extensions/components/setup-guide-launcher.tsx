import { lazy, Suspense, useCallback, useState } from "react";
import { Button } from "../../../components/button.tsx";
import { useT } from "../../../lib/locale.tsx";

// The guide is its own chunk: it is fetched when it opens, not with the page.
const ExtensionSetupModal = lazy(() =>
  import("./extension-setup-modal.tsx").then((module) => ({ default: module.ExtensionSetupModal })),
);

/**
 * The "Extension setup guide" button and the guide it opens (focus returns to the button on close).
 * `openAtStart`: the guide is open when the page loads (a link that says "install first").
 */
export function SetupGuideLauncher({ openAtStart = false, onClose }: { openAtStart?: boolean; onClose?: () => void }) {
  const t = useT();
  const [open, setOpen] = useState(openAtStart);
  const openGuide = useCallback(() => setOpen(true), []);
  return (
    <>
      <Button onClick={openGuide} variant="secondary" data-testid="extension-setup-open">
        {t("extensions.setup.open")}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ExtensionSetupModal
            onClose={() => {
              setOpen(false);
              onClose?.();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
