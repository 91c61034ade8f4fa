import { describe, expect, it } from "vitest";
import { markdownToText, renderMarkdown } from "./markdown.ts";

describe("markdown sanitizer", () => {
  it("renders markdown", () => {
    expect(renderMarkdown("**Hi** [docs](https://example.com)")).toBe(
      '<p><strong>Hi</strong> <a href="https://example.com">docs</a></p>\n',
    );
  });
  it("strips script tags with their content", () => {
    const html = renderMarkdown("Hello <script>alert(1)</script> world");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain("alert(1)");
  });
  it("drops event handlers and styles", () => {
    const html = renderMarkdown('<img src="/x.png" onerror="alert(1)" style="x"> <a href="/a" onclick="steal()">a</a>');
    expect(html).toContain('<img src="/x.png">');
    expect(html).not.toMatch(/onerror|onclick|style=/i);
  });
  it("removes javascript: and data: links, in markdown and in raw HTML", () => {
    for (const source of [
      "[x](javascript:alert(1))",
      '<a href="javascript:alert(1)">x</a>',
      '<a href=" JaVaScRiPt:alert(1)">x</a>',
      '<img src="data:text/html,<script>">',
    ]) {
      const html = renderMarkdown(source);
      expect(html, source).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data):/i);
      expect(html, source).not.toMatch(/<script/i);
    }
  });
  it("escapes unknown tags like iframe and form", () => {
    const html = renderMarkdown('<iframe src="https://evil"></iframe><form action="/x"><input></form>');
    expect(html).not.toMatch(/<iframe|<form|<input/i);
  });
});

describe("markdownToText (issue 44)", () => {
  it("reads as plain text: paragraphs, headings, lists, links and quotes without markup", () => {
    const source = [
      "# News for **you**",
      "",
      'Hello *Budi*, read [the guide](https://example.com/guide) or write to <a href="mailto:x@y.z">us</a>.',
      "See https://example.com too.",
      "",
      "- one",
      "- **two**",
      "",
      "1. first",
      "2. second",
      "",
      "> quoted",
      "",
      "---",
      "",
      "`code` and ![logo](https://example.com/l.png)",
    ].join("\n");
    expect(markdownToText(source)).toBe(
      [
        "News for you",
        "",
        "Hello Budi, read the guide (https://example.com/guide) or write to us.\nSee https://example.com too.",
        "",
        "- one\n- two",
        "",
        "1. first\n2. second",
        "",
        "> quoted",
        "",
        "—",
        "",
        "code and logo",
      ].join("\n"),
    );
    // Text that looks like a tag, written as character references (a personalised name), stays.
    expect(markdownToText("Hi &#60;Budi&#62;")).toBe("Hi <Budi>");
  });
});
