import { BLAST_SEGMENTS } from "@app/shared/constants/comms";
import { useCallback } from "react";
import { useT } from "../../../lib/locale.tsx";
import type { BlastDto, BlastSegment } from "../api.ts";

function isSegment(value: string | null): value is BlastSegment {
  return (BLAST_SEGMENTS as readonly (string | null)[]).includes(value);
}

/** The label of a segment (database segments, docs/product.md#announcements-and-email). */
export function useSegmentLabel(): (segment: BlastSegment) => string {
  const t = useT();
  return useCallback((segment: BlastSegment) => t(`adminEmail.segment.${segment}`), [t]);
}

/** Where a blast's recipients came from: a typed list, a file, or a segment by name. */
export function useSourceLabel(): (blast: Pick<BlastDto, "source" | "segment">) => string {
  const t = useT();
  const segmentLabel = useSegmentLabel();
  return useCallback(
    (blast: Pick<BlastDto, "source" | "segment">) => {
      if (blast.source === "database") {
        return t("adminEmail.source.database", {
          segment: isSegment(blast.segment) ? segmentLabel(blast.segment) : (blast.segment ?? ""),
        });
      }
      return t(blast.source === "excel" ? "adminEmail.source.excel" : "adminEmail.source.manual");
    },
    [t, segmentLabel],
  );
}
