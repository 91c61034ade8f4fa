import { BLAST_SEGMENTS, type BlastSegment } from "@app/shared/constants/comms";
import { useQuery } from "@tanstack/react-query";
import { useDebouncedValue } from "../../../hooks/use-debounced-value.ts";
import { useT } from "../../../lib/locale.tsx";
import { sampleRecipientQueryOptions } from "../api.ts";
import { type ComposeFormInput, isEmailAddress, parseEmailList } from "../compose-form.ts";

/** How long the typed list stays unchanged before its first address is looked up. */
const SAMPLE_LOOKUP_DEBOUNCE_MS = 400;

const isSegment = (value: string | undefined): value is BlastSegment =>
  (BLAST_SEGMENTS as readonly string[]).includes(value ?? "");

/**
 * The recipient the preview is filled for ({name}, {email}): the first real one (issue 28), that
 * is the segment's first address or the first valid typed one, asked for once typing pauses. A file
 * is read by the server, so it keeps the made-up sample, as does a lookup without an answer.
 */
export function useSampleRecipient({
  source,
  emails,
  segment,
}: Pick<ComposeFormInput, "source" | "emails" | "segment">): { name: string; email: string } {
  const t = useT();
  const firstTyped = source === "manual" ? parseEmailList(emails).find(isEmailAddress)?.toLowerCase() : undefined;
  const typed = useDebouncedValue(firstTyped, SAMPLE_LOOKUP_DEBOUNCE_MS);
  const from =
    source === "database" && isSegment(segment) ? { segment } : source === "manual" && typed ? { email: typed } : null;
  const real = useQuery({
    ...sampleRecipientQueryOptions(from ?? { email: "" }),
    enabled: from !== null,
  });
  return (
    (from && real.data) || { name: t("adminEmail.compose.sampleName"), email: t("adminEmail.compose.sampleEmail") }
  );
}
