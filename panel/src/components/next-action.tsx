import { createContext, type ReactNode, useCallback, useContext, useLayoutEffect, useMemo, useState } from "react";

type Queue = { ranks: ReadonlyMap<string, number>; set: (id: string, rank: number | null) => void };

const NextActionContext = createContext<Queue | null>(null);

/**
 * One next action at a time (issue 46): inside this queue, the calls to action that have something
 * to ask (verify the address, start the trial, set up this browser, …) each claim a rank, and only
 * the lowest shows; the others wait their turn. The page composes the candidates (features never
 * import each other), each asks `useNextActionTurn`.
 */
export function NextActionQueue({ children }: { children: ReactNode }) {
  const [ranks, setRanks] = useState<ReadonlyMap<string, number>>(new Map());
  const set = useCallback((id: string, rank: number | null) => {
    setRanks((current) => {
      if ((current.get(id) ?? null) === rank) return current;
      const next = new Map(current);
      if (rank === null) next.delete(id);
      else next.set(id, rank);
      return next;
    });
  }, []);
  const queue = useMemo(() => ({ ranks, set }), [ranks, set]);
  return <NextActionContext.Provider value={queue}>{children}</NextActionContext.Provider>;
}

/**
 * Whether the call to action `id` (rank: lower comes first) may show now: it wants to (`wants`) and
 * no candidate of a lower rank wants to. Outside a queue, whenever it wants to.
 */
export function useNextActionTurn(id: string, rank: number, wants: boolean): boolean {
  const queue = useContext(NextActionContext);
  const set = queue?.set;
  useLayoutEffect(() => {
    if (!set) return;
    set(id, wants ? rank : null);
    return () => set(id, null);
  }, [set, id, rank, wants]);
  if (!queue || !wants) return wants;
  for (const [other, otherRank] of queue.ranks) if (other !== id && otherRank < rank) return false;
  return true;
}

/**
 * The ranks of the dashboard's calls to action. The trial comes first: it carries the address to
 * confirm inside its card, since confirming is its first step. A subscriber then sets up this
 * browser, which is what opens the services; an address still unconfirmed after that comes last,
 * as nothing a subscriber uses waits on it.
 */
export const NEXT_ACTION_RANK = { trial: 1, browserSetup: 2, verifyEmail: 3 } as const;
