export type TextPart = { kind: "text"; text: string } | { kind: "link"; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"'`]+/gi;
/** Punctuation that ends a sentence rather than the address ("see https://x.test/a."). */
const TRAILING = /[.,;:!?'")\]}]+$/;

/**
 * A message body as text and links: only http(s) addresses become links, the rest stays text.
 * A closing parenthesis belongs to the address when it opened one inside it (Wikipedia-style).
 */
export function splitLinks(body: string): TextPart[] {
  const parts: TextPart[] = [];
  let index = 0;
  for (const match of body.matchAll(URL_PATTERN)) {
    const start = match.index ?? 0;
    let href = match[0];
    let trail = TRAILING.exec(href)?.[0] ?? "";
    href = href.slice(0, href.length - trail.length);
    while (trail.startsWith(")") && countOf(href, "(") > countOf(href, ")")) {
      href += ")";
      trail = trail.slice(1);
    }
    if (!/^https?:\/\/[^/?#]+/i.test(href)) continue;
    if (start > index) parts.push({ kind: "text", text: body.slice(index, start) });
    parts.push({ kind: "link", text: href, href });
    index = start + href.length;
  }
  if (index < body.length) parts.push({ kind: "text", text: body.slice(index) });
  return parts;
}

function countOf(text: string, char: string): number {
  return text.split(char).length - 1;
}

/** A support message as plain text with clickable links; nothing in it is rendered as HTML. */
export function SupportMessageText({ body }: { body: string }) {
  return (
    <p className="break-words whitespace-pre-wrap">
      {splitLinks(body).map((part, i) =>
        part.kind === "link" ? (
          <a
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never reorder
            key={i}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer"
            className="underline underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one body never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}
