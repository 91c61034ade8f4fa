import type { MessageKey } from "@app/shared/i18n/translate";
import { Fragment, type ReactNode } from "react";
import type { Translate } from "../../lib/locale.tsx";

const MARK = "\u0000";

/**
 * A dictionary sentence with elements in its slots (a link where the text says `{terms}`), so each
 * language keeps its own word order: the slots are filled with markers, then split around them.
 */
export function richText(t: Translate, key: MessageKey, nodes: Record<string, ReactNode>): ReactNode[] {
  const markers = Object.fromEntries(Object.keys(nodes).map((name) => [name, `${MARK}${name}${MARK}`]));
  // Every other part is a slot's name (each slot appears once in a sentence).
  return t(key, markers)
    .split(MARK)
    .map((part, index) => (index % 2 === 1 && part in nodes ? <Fragment key={part}>{nodes[part]}</Fragment> : part));
}
