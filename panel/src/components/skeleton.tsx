/**
 * Grey placeholder bar shown while content loads; hidden from assistive technology. `still`: no
 * pulse, for the pre-rendered frames, where an animation would cost main-thread work on every frame
 * while the app starts (decision 042).
 */
export function Skeleton({ className = "h-4 w-full", still = false }: { className?: string; still?: boolean }) {
  return (
    <span aria-hidden="true" className={`block ${still ? "" : "animate-pulse "}rounded bg-slate-200 ${className}`} />
  );
}

/** A card of placeholder lines (a title, two lines, an amount) while a summary loads; named for assistive technology. */
export function SkeletonCard({ label }: { label: string }) {
  return (
    <section
      aria-busy="true"
      aria-label={label}
      className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <Skeleton className="h-5 w-1/3" />
      <Skeleton />
      <Skeleton />
      <Skeleton className="h-8 w-1/2" />
    </section>
  );
}
