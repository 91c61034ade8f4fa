/** Base styles of a fragment shown in the frame (a whole document keeps its own); light in either theme. */
const FRAGMENT_STYLE =
  "html{background:#fff}body{font-family:system-ui,-apple-system,'Segoe UI',sans-serif;font-size:14px;line-height:1.5;color:#0f172a;margin:12px;overflow-wrap:anywhere}a{color:#4f46e5}img{max-width:100%;height:auto}";

/** The srcdoc of a frame: a whole HTML document as it is, a fragment inside a minimal page. */
function frameDocument(html: string): string {
  if (/<html[\s>]/i.test(html)) return html;
  return `<!doctype html><html><head><meta charset="utf-8"><style>${FRAGMENT_STYLE}</style></head><body>${html}</body></html>`;
}

/**
 * Shows HTML that did not come from the panel (a rendered Markdown preview, a stored email) in an
 * iframe with `sandbox=""`: a unique origin, no scripts, no forms, no popups, no top navigation.
 */
export function SandboxedHtml({
  html,
  title,
  className = "h-64",
  testId,
}: {
  html: string;
  /** Accessible name of the frame. */
  title: string;
  className?: string;
  testId?: string;
}) {
  return (
    <iframe
      sandbox=""
      srcDoc={frameDocument(html)}
      title={title}
      data-testid={testId}
      className={`w-full rounded-md border border-slate-200 bg-[#fff] ${className}`}
    />
  );
}
