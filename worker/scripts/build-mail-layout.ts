/**
 * Compiles the email layout (src/mail/layout.mjml) with MJML into src/mail/layout.generated.ts, so
 * the Worker ships plain HTML and no MJML (issue 28). `npm run -w worker mail:build` after editing
 * the layout; a test fails while the generated file is stale.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import mjml2html from "mjml";

const source = path.join(import.meta.dirname, "../src/mail/layout.mjml");
export const generatedPath = path.join(import.meta.dirname, "../src/mail/layout.generated.ts");

export async function compileMailLayout(): Promise<string> {
  // `fonts: {}`: no web font is linked. MJML links Google Fonts' Roboto because the font stack names
  // it, which the admin preview's CSP blocks and mail apps do not need: the stack falls back to
  // each system's own font (issue 44).
  const { html, errors } = await mjml2html(readFileSync(source, "utf8"), { validationLevel: "strict", fonts: {} });
  if (errors.length) throw new Error(errors.map((e) => e.formattedMessage).join("\n"));
  const compact = html.replace(/^[ \t]+/gm, "").replace(/\n{2,}/g, "\n");
  return `// Generated from layout.mjml by scripts/build-mail-layout.ts. Do not edit.\nexport const MAIL_LAYOUT = ${JSON.stringify(compact)};\n`;
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(generatedPath, await compileMailLayout());
  console.log(`wrote ${generatedPath}`);
}
