/**
 * The subset of Chrome's declarativeNetRequest `urlFilter` syntax a service's blocked pages are
 * written in (decision 047): `*` any run of characters, `^` a separator (anything but a letter,
 * digit or `_ - . %`, or the end), `|` at either end anchors the start or the end, and a leading
 * `||` anchors a domain (the host or any subdomain of it). Matching ignores case, as Chrome's does
 * by default. The Worker uses it to refuse a pattern that would block the service's own page, the
 * extension's tests to prove what its rules stop.
 */

const MAX_LENGTH = 500;

/** Why a pattern is not a usable filter, or null. */
export function urlFilterProblem(filter: string): string | null {
  if (filter.length === 0) return "is empty";
  if (filter.length > MAX_LENGTH) return `is longer than ${MAX_LENGTH} characters`;
  if (!/^[\x21-\x7e]+$/.test(filter)) return "may only hold printable ASCII characters without spaces";
  if (filter.startsWith("||*")) return "may not start with ||*";
  if (/^[|*^]+$/.test(filter)) return "would block every page";
  return null;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.+?${}()[\]\\/]/g, (ch) => `\\${ch}`);
}

/** The regular expression a urlFilter stands for. */
export function urlFilterRegExp(filter: string): RegExp {
  let rest = filter;
  let head = "";
  if (rest.startsWith("||")) {
    rest = rest.slice(2);
    head = "^[a-z][a-z0-9+.-]*://(?:[^/?#@]*@)?(?:[^/?#:]*\\.)?";
  } else if (rest.startsWith("|")) {
    rest = rest.slice(1);
    head = "^";
  }
  let tail = "";
  if (rest.endsWith("|")) {
    rest = rest.slice(0, -1);
    tail = "$";
  }
  let body = "";
  for (const ch of rest) {
    if (ch === "*") body += ".*";
    else if (ch === "^") body += "(?:[^a-z0-9_.%-]|$)";
    else if (ch === "|") body += "\\|";
    else body += escapeRegExp(ch);
  }
  return new RegExp(`${head}${body}${tail}`, "i");
}

export function urlFilterMatches(filter: string, url: string): boolean {
  return urlFilterRegExp(filter).test(url);
}

/**
 * The host a pattern is anchored to, lower-case and without a port: `||host…` or
 * `|scheme://host…`. Null when the pattern may match on any host: not anchored to one, or with a
 * wildcard in its host.
 */
export function urlFilterHost(filter: string): string | null {
  const anchored = filter.startsWith("||")
    ? /^\|\|([^/^:?#*|]+)(.?)/.exec(filter)
    : /^\|[a-z][a-z0-9+.-]*:\/\/([^/^:?#*|]+)(.?)/i.exec(filter);
  if (!anchored) return null;
  const [, host = "", next] = anchored;
  if (next === "*") return null;
  const name = host.toLowerCase();
  return /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(name) ? name : null;
}
