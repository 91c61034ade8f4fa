import { FAQ_TOPICS } from "@app/shared/constants";

export type FaqTopic = (typeof FAQ_TOPICS)[number];

/**
 * Dictionary keys of one FAQ topic (docs/product.md#marketing-site: ten topics, question and answer
 * each).
 */
export function faqKeys(topic: FaqTopic) {
  return { question: `faq.${topic}.q` as const, answer: `faq.${topic}.a` as const };
}

export const FAQ_ITEMS = FAQ_TOPICS.map((topic) => ({ topic, ...faqKeys(topic) }));
