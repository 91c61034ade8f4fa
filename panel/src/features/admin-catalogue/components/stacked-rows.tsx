import { Button } from "../../../components/button.tsx";
import { Skeleton } from "../../../components/skeleton.tsx";

/** Two placeholder cards while a dialog's stacked rows (accounts, their holders) load. */
export function StackedRowsLoading({ testId }: { testId: string }) {
  return (
    <ul aria-busy="true" data-testid={testId} className="flex flex-col gap-3">
      {[0, 1].map((index) => (
        <li key={index} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton />
        </li>
      ))}
    </ul>
  );
}

/** The closing row of the pool's dialogs. */
export function DialogCloseRow({ label, onClose }: { label: string; onClose: () => void }) {
  return (
    <div className="flex justify-end">
      <Button variant="secondary" size="md" onClick={onClose}>
        {label}
      </Button>
    </div>
  );
}
