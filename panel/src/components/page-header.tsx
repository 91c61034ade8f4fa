import type { ReactNode } from "react";
import { usePageTitle } from "../hooks/use-page-title.ts";

/**
 * Title, intro and actions (e.g. a "New …" button) at the top of a page or admin screen. A level 1
 * header is the page's own: its title also names the browser tab.
 */
export function PageHeader({
  id,
  title,
  intro,
  actions,
  level = 2,
}: {
  /** Id of the heading, for the page's aria-labelledby. */
  id: string;
  title: string;
  intro?: string | undefined;
  actions?: ReactNode;
  level?: 1 | 2;
}) {
  usePageTitle(level === 1 ? title : undefined);
  const Heading = level === 1 ? "h1" : "h2";
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div className="flex flex-col gap-1">
        <Heading id={id} data-testid={id} className={level === 1 ? "text-2xl font-semibold" : "text-xl font-semibold"}>
          {title}
        </Heading>
        {intro ? <p className="text-sm text-slate-600">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

/**
 * A page: a section named by its level 1 PageHeader (title, intro, actions), then the page's
 * content.
 */
export function PageSection({
  headingId,
  title,
  intro,
  actions,
  className = "flex flex-col gap-4",
  children,
}: {
  /** Id of the page's heading, which names the section. */
  headingId: string;
  title: string;
  intro?: string | undefined;
  actions?: ReactNode;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <section className={className} aria-labelledby={headingId}>
      <PageHeader id={headingId} level={1} title={title} intro={intro} actions={actions} />
      {children}
    </section>
  );
}
