import MarkdownIt from "markdown-it";
import xss, { type IFilterXSSOptions } from "xss";

// xss is CommonJS: its classes hang off the default export at run time.
const { FilterXSS } = xss as unknown as {
  FilterXSS: new (options: IFilterXSSOptions) => { process(html: string): string };
};

const markdown = new MarkdownIt({ html: true, linkify: true, breaks: true });

/**
 * Whitelist sanitizer run on the rendered HTML: unknown tags are escaped, every on* handler and
 * style is dropped, and only http(s), mailto and relative URLs survive in links and images.
 */
const sanitizer = new FilterXSS({
  whiteList: {
    a: ["href", "title", "target", "rel"],
    p: [],
    br: [],
    strong: [],
    em: [],
    b: [],
    i: [],
    u: [],
    s: [],
    del: [],
    code: [],
    pre: [],
    blockquote: [],
    ul: [],
    ol: [],
    li: [],
    h1: [],
    h2: [],
    h3: [],
    h4: [],
    hr: [],
    img: ["src", "alt", "title", "width", "height"],
    table: [],
    thead: [],
    tbody: [],
    tr: [],
    th: [],
    td: [],
  },
  stripIgnoreTag: true,
  stripIgnoreTagBody: ["script", "style", "iframe", "object", "embed"],
  safeAttrValue(_tag: string, name: string, value: string) {
    if (name === "href" || name === "src") {
      const v = value.trim();
      if (/^(https?:|mailto:)/i.test(v) || v.startsWith("/") || v.startsWith("#")) return v.replace(/"/g, "&quot;");
      return "";
    }
    return value.replace(/"/g, "&quot;");
  },
  onTagAttr(tag: string, name: string, _value: string) {
    if (tag === "a" && name === "target") return 'target="_blank" rel="noopener noreferrer"';
    return undefined;
  },
});

export function renderMarkdown(source: string): string {
  return sanitizer.process(markdown.render(source));
}

type Token = ReturnType<typeof markdown.parse>[number];

/** The text of inline tokens: a link as "text (url)" unless the text is the url, an image as its alt. */
function inlineText(tokens: readonly Token[]): string {
  let out = "";
  let href: string | null = null;
  let linkText = "";
  for (const token of tokens) {
    if (token.type === "link_open") {
      href = String(token.attrGet("href") ?? "");
      linkText = "";
    } else if (token.type === "link_close") {
      out += href && href !== linkText && `mailto:${linkText}` !== href ? `${linkText} (${href})` : linkText;
      href = null;
    } else {
      const piece =
        token.type === "softbreak" || token.type === "hardbreak"
          ? "\n"
          : token.type === "image"
            ? token.content
            : token.type === "text" || token.type === "code_inline"
              ? token.content
              : "";
      if (href !== null) linkText += piece;
      else out += piece;
    }
  }
  return out;
}

/**
 * Markdown as the plain text a mail's text part carries (issue 44): paragraphs apart, headings and
 * quotes as their text, list items with "-" or their number, links as "text (url)", no markup and no
 * raw HTML tags.
 */
export function markdownToText(source: string): string {
  // Each block with what goes before it: a blank line, or a line break between items of one list.
  const blocks: { text: string; tight: boolean }[] = [];
  const lists: { ordered: boolean; next: number; started: boolean }[] = [];
  let quote = 0;
  let itemStarts = false;
  const push = (text: string, tight = false) => {
    if (text) blocks.push({ text: quote > 0 ? text.replace(/^/gm, "> ") : text, tight });
  };
  for (const token of markdown.parse(source, {})) {
    if (token.type === "bullet_list_open") lists.push({ ordered: false, next: 1, started: false });
    else if (token.type === "ordered_list_open")
      lists.push({ ordered: true, next: Number(token.attrGet("start") ?? 1), started: false });
    else if (token.type === "bullet_list_close" || token.type === "ordered_list_close") lists.pop();
    else if (token.type === "list_item_open") itemStarts = true;
    else if (token.type === "blockquote_open") quote += 1;
    else if (token.type === "blockquote_close") quote -= 1;
    else if (token.type === "hr") push("—");
    else if (token.type === "fence" || token.type === "code_block") push(token.content.replace(/\n$/, ""));
    else if (token.type === "html_block") push(token.content.replace(/<[^>]*>/g, "").trim());
    else if (token.type === "inline") {
      // Raw inline HTML is left out token by token (inlineText): a name written "<b>" stays text.
      const text = inlineText(token.children ?? []);
      const list = lists[lists.length - 1];
      if (list) {
        const indent = "  ".repeat(lists.length - 1);
        const marker = itemStarts ? `${list.ordered ? `${list.next++}.` : "-"} ` : "  ";
        // A list starts after a blank line (a nested one right under its item); its items follow line by line.
        push(`${indent}${marker}${text}`, list.started || lists.length > 1);
        list.started = true;
        itemStarts = false;
      } else push(text);
    }
  }
  return blocks
    .map((block, index) => (index === 0 ? "" : block.tight ? "\n" : "\n\n") + block.text)
    .join("")
    .trim();
}

/**
 * HTML character references (&amp;, &eacute;, &#233;) decoded, with the entity table markdown-it
 * already carries. Its unescapeAll also reads Markdown's backslash escapes, so each backslash is
 * doubled first and comes back as itself.
 */
export function decodeHtmlEntities(text: string): string {
  return markdown.utils.unescapeAll(text.replaceAll("\\", "\\\\"));
}
