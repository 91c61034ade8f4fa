import { SUPPORT_LIMITS } from "@app/shared/support-topics";
import { eq } from "drizzle-orm";
import PostalMime from "postal-mime";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema.ts";
import type { AppEnv } from "../../env.ts";
import { normalizeEmail } from "../../lib/email.ts";
import { decodeHtmlEntities } from "../../lib/markdown.ts";
import { addMessage, conversationByReplyToken, REPLY_LOCAL_PART } from "./support.service.ts";
import { deliver } from "./support-live.ts";

/**
 * A customer's answer to a support reply mail, handed over by Cloudflare Email Routing to the
 * Worker's email() handler (decision 066). Only what this needs of ForwardableEmailMessage.
 */
export type InboundMail = Pick<ForwardableEmailMessage, "from" | "to" | "raw" | "rawSize">;

/** Larger mail is dropped unread: a reply is text, and attachments are not taken over. */
export const INBOUND_MAX_BYTES = 512 * 1024;

export type InboundDropReason =
  | "oversized"
  | "unknown-recipient"
  | "unreadable"
  | "wrong-sender"
  | "failed-authentication"
  | "empty";

export type InboundOutcome =
  | { added: true; conversationId: string; messageId: string }
  | { added: false; reason: InboundDropReason };

/**
 * Where the quoted message starts, in the clients our customers use, in English and Indonesian
 * (decision 066): Gmail and Apple Mail ("On … wrote:", "Pada … menulis:", sometimes wrapped onto a
 * second line), Outlook ("From: name <address>" or "Dari: …", after a rule), and the older
 * "Original Message" separators. Each pattern reads one or two lines, so none can backtrack far.
 */
const QUOTE_HEADERS = [
  /^[ \t]*On[ \t][^\n]{0,300}(?:\n[^\n]{0,300})?[ \t]wrote:[ \t]*$/m,
  /^[ \t]*Pada[ \t][^\n]{0,300}(?:\n[^\n]{0,300})?[ \t]?menulis[ \t]?:[ \t]*$/m,
  /^[ \t]*(?:From|Dari)[ \t]?:[ \t][^\n]{0,300}[<[][^\n]{0,300}@[^\n]{0,300}[>\]]/m,
  /^[ \t]*-{2,}[ \t]*(?:Original Message|Pesan Asli)[ \t]*-{2,}[ \t]*$/im,
];

/** The standard signature delimiter, and the phone's "Sent from" line. */
const SIGNATURE = [/^-- $/m, /^(?:Sent from my|Dikirim dari)[ \t][^\n]{0,80}$/m];

/** A forwarded message's own block is content the customer chose to send, not quoted text. */
const FORWARDED_MARKER =
  /^[ \t]*-{2,}[ \t]*(?:Forwarded message|Pesan yang diteruskan|Pesan terusan)[ \t]*-{2,}[ \t]*$|^[ \t]*Begin forwarded message:[ \t]*$/im;

function cutAtFirst(text: string, patterns: RegExp[]): string {
  let end = text.length;
  for (const pattern of patterns) {
    const match = pattern.exec(text);
    if (match && match.index < end) end = match.index;
  }
  return text.slice(0, end);
}

/** What the customer wrote: the quoted message, ">" lines, the signature and rules left out. */
export function visibleReply(text: string): string {
  const normalized = text.replace(/\r\n?/g, "\n");
  const forwarded = FORWARDED_MARKER.exec(normalized);
  const own = forwarded ? normalized.slice(0, forwarded.index) : normalized;
  const written = cutAtFirst(cutAtFirst(own, QUOTE_HEADERS), SIGNATURE)
    .split("\n")
    .filter((line) => !line.startsWith(">"))
    .join("\n")
    .trimEnd()
    .replace(/(?:\n[ \t]*[_-]{5,}[ \t]*)+$/, "")
    .trim();
  const block = forwarded ? normalized.slice(forwarded.index).trim() : "";
  return [written, block]
    .filter(Boolean)
    .join("\n\n")
    .replace(/\n{3,}/g, "\n\n");
}

/** Elements whose text is not the customer's: the document head, scripts, and quoted messages. */
const HIDDEN_HTML = "head, script, style, template, blockquote, .gmail_quote, .yahoo_quoted, #appendonsend";
const BLOCK_HTML = "p, div, table, tr, li, ul, ol, h1, h2, h3, h4, h5, h6, hr, pre";

/**
 * The text of an HTML-only mail, read with the runtime's HTMLRewriter: blocks and <br> become line
 * breaks, quoted blocks are left out, character references decoded.
 */
export async function htmlToText(html: string): Promise<string> {
  const parts: string[] = [];
  let hidden = 0;
  const rewriter = new HTMLRewriter()
    .on(HIDDEN_HTML, {
      element(element) {
        hidden++;
        element.onEndTag(() => {
          hidden--;
        });
      },
    })
    .on(BLOCK_HTML, {
      element(element) {
        parts.push("\n");
        if (element.tagName !== "hr") element.onEndTag(() => void parts.push("\n"));
      },
    })
    .on("br", { element: () => void parts.push("\n") })
    .onDocument({
      text(chunk) {
        if (hidden === 0) parts.push(chunk.text.replace(/[ \t\r\n]+/g, " "));
      },
    });
  await rewriter.transform(new Response(html)).arrayBuffer();
  return decodeHtmlEntities(parts.join(""))
    .replaceAll("\u00a0", " ")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

const clip = (text: string) =>
  text.length > SUPPORT_LIMITS.message ? `${text.slice(0, SUPPORT_LIMITS.message - 1)}…` : text;

function dropped(reason: InboundDropReason, mail: InboundMail, extra: Record<string, unknown> = {}): InboundOutcome {
  console.warn(
    JSON.stringify({ level: "warn", supportInbound: "dropped", reason, to: mail.to, size: mail.rawSize, ...extra }),
  );
  return { added: false, reason };
}

/**
 * Adds a customer's mailed answer to its conversation as if typed in the panel: the message, the
 * counters, the live event. Anything else (too large, unknown address, unreadable, not from the
 * conversation's owner, nothing left once the quote is gone) is dropped with a log line.
 */
export async function receiveSupportReply(db: Db, env: AppEnv, mail: InboundMail): Promise<InboundOutcome> {
  if (mail.rawSize > INBOUND_MAX_BYTES) return dropped("oversized", mail);
  const [localPart = "", domain = ""] = mail.to.toLowerCase().split("@");
  const token = REPLY_LOCAL_PART.exec(localPart)?.[1];
  const conversation = token ? await conversationByReplyToken(db, token) : undefined;
  if (!conversation || !domain) return dropped("unknown-recipient", mail);

  let parsed: Awaited<ReturnType<typeof PostalMime.parse>>;
  try {
    parsed = await PostalMime.parse(mail.raw, { maxNestingDepth: 20, maxHeadersSize: 64 * 1024 });
  } catch (error) {
    return dropped("unreadable", mail, { error: String(error) });
  }

  const owner = conversation.userId
    ? await db.query.users.findFirst({ where: eq(users.id, conversation.userId), columns: { email: true } })
    : { email: conversation.email };
  const sender = parsed.from?.address ? normalizeEmail(parsed.from.address) : null;
  if (!owner || !sender || sender !== normalizeEmail(owner.email))
    return dropped("wrong-sender", mail, { conversation: conversation.id });
  // Email Routing records the receiving side's checks; a forged From fails DMARC.
  const authentication = parsed.headers
    .filter((header) => header.key === "authentication-results")
    .map((header) => header.value.toLowerCase());
  if (authentication.some((value) => /\bdmarc=fail\b/.test(value)))
    return dropped("failed-authentication", mail, { conversation: conversation.id });

  const text = parsed.text ?? (parsed.html ? await htmlToText(parsed.html) : "");
  const body = clip(visibleReply(text));
  if (!body) return dropped("empty", mail, { conversation: conversation.id });

  const author = { id: conversation.userId, role: "user" as const, name: conversation.name };
  const posted = await addMessage(db, author, conversation, body);
  await deliver(env, db, conversation.id, { type: "message", message: posted.message });
  console.log(
    JSON.stringify({
      level: "info",
      supportInbound: "added",
      conversation: conversation.id,
      message: posted.message.uuid,
    }),
  );
  return { added: true, conversationId: conversation.id, messageId: posted.message.uuid };
}
