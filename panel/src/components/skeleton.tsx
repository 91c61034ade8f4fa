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
