import type { ReactNode } from "react";
import { apiErrorText } from "../lib/api-error-text.ts";
import { useT } from "../lib/locale.tsx";
import { DismissButton } from "./dismiss-button.tsx";
import { StrokeIcon } from "./stroke-icon.tsx";
import { useToast } from "./toast.tsx";

/** How much a banner matters: its colours, icon and role. */
export type BannerTone = "info" | "warning" | "critical";

const TONE_CLASS: Record<BannerTone, string> = {
  info: "border-brand-200 bg-brand-50 text-brand-900",
  warning: "border-amber-300 bg-amber-50 text-amber-900",
  critical: "border-red-300 bg-red-50 text-red-900",
};

/**
 * A list of dismissible banners (a section with a heading for assistive technology only), or nothing
 * when there are no `items`; `children` gives each item's `<li>`, which holds one DismissibleBanner.
 */
export function BannerList<Item>({
  headingId,
  title,
  testId,
  items,
  children,
}: {
  headingId: string;
  title: string;
  testId: string;
  items: readonly Item[];
  children: (item: Item) => ReactNode;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="sr-only">
        {title}
      </h2>
      <ul className="flex flex-col gap-3">{items.map((item) => children(item))}</ul>
    </section>
  );
}

/**
 * The dismiss action of a BannerList's items: `mutate` (the mutation that removes the item from the
 * list) with a failure reported as an error toast, `failed` then the API's reason.
 */
export function useBannerDismiss(
  mutate: (uuid: string, options: { onError: (error: Error) => void }) => void,
  failed: string,
) {
  const t = useT();
  const toast = useToast();
  return (uuid: string) => mutate(uuid, { onError: (error) => toast.error(failed, apiErrorText(error, t)) });
}

/**
 * One message with its tone's colours and icon (a critical one is an alert, the others status
 * messages) and the button that dismisses it. `children` is the message's body, which takes the
 * room left (`min-w-0 flex-1`).
 */
export function DismissibleBanner({
  tone,
  dismissLabel,
  dismissTitle,
  onDismiss,
  children,
}: {
  tone: BannerTone;
  dismissLabel: string;
  dismissTitle: string;
  onDismiss: () => void;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === "critical" ? "alert" : "status"}
      className={`flex items-start gap-3 rounded-lg border p-4 ${TONE_CLASS[tone]}`}
    >
      <BannerIcon tone={tone} />
      {children}
      <DismissButton label={dismissLabel} title={dismissTitle} onClick={onDismiss} />
    </div>
  );
}

/** An "i" in a circle for information, a warning sign for the rest. */
function BannerIcon({ tone }: { tone: BannerTone }) {
  return (
    <StrokeIcon className="mt-0.5 size-5 shrink-0">
      {tone === "info" ? (
        <>
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5M12 8h.01" />
        </>
      ) : (
        <>
          <path d="M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z" />
          <path d="M12 9v4M12 17h.01" />
        </>
      )}
    </StrokeIcon>
  );
}
