import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { refreshQueries } from "./refresh-queries.ts";

describe("refreshQueries", () => {
  it("does not join a first load that started before the write", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let rows = ["old"];
    let calls = 0;
    // The first load reads before the write and answers late; later loads answer at once.
    const queryFn = async ({ signal }: { signal: AbortSignal }) => {
      calls += 1;
      const snapshot = [...rows];
      if (calls === 1) await new Promise((resolve) => setTimeout(resolve, 50));
      signal.throwIfAborted();
      return snapshot;
    };
    const observer = new QueryObserver(client, { queryKey: ["list"], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    rows = ["old", "new"];
    await refreshQueries(client, [["list"]]);
    expect(client.getQueryData(["list"])).toEqual(["old", "new"]);
    expect(calls).toBe(2);
    unsubscribe();
  });
});
