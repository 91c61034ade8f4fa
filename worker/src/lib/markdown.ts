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
