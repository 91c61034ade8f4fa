import type { ReactNode } from "react";

/** How a card stands out: plain, a warning (amber) or a dashed outline for a side note. */
export type CardTone = "plain" | "warning" | "dashed";

const TONE_CLASS: Record<CardTone, { card: string; heading: string; intro: string }> = {
  plain: { card: "border-slate-200 bg-white", heading: "text-slate-900", intro: "text-slate-600" },
  warning: { card: "border-amber-200 bg-amber-50 text-amber-950", heading: "", intro: "text-amber-900" },
  dashed: { card: "border-dashed border-slate-300 bg-white", heading: "text-slate-900", intro: "text-slate-600" },
};

/**
 * A card named by its heading: the title and a one-line intro, then the content. An `action` (a
 * link or button) sits beside the title and intro, below them when the card is narrow.
 */
export function TitledCard({
  headingId,
  testId,
  title,
  intro,
  tone = "plain",
  level = 2,
  action,
  className = "flex flex-col gap-4",
  children,
}: {
  /** Id of the heading, which names the card. */
  headingId: string;
  testId: string;
  title: string;
  intro: string;
  tone?: CardTone;
  level?: 2 | 3;
  action?: ReactNode;
  /** Layout of the card's content (and any extra look, such as a shadow to match its neighbours). */
  className?: string;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  const colours = TONE_CLASS[tone];
  const header = (
    <div className={`flex flex-col gap-1 ${action ? "min-w-0 flex-1 basis-64" : ""}`}>
      <Heading id={headingId} className={`text-base font-semibold ${colours.heading}`}>
        {title}
      </Heading>
      <p className={`text-sm ${colours.intro}`}>{intro}</p>
    </div>
  );
  return (
    <section
      aria-labelledby={headingId}
      data-testid={testId}
      className={`rounded-xl border p-4 ${colours.card} ${className}`}
    >
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-3">
          {header}
          {action}
        </div>
      ) : (
        header
      )}
      {children}
    </section>
  );
}
