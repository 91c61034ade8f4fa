import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import { measureExport } from "./export-check.ts";
import { deepPageRows, type RouteCost, SEAT_ROWS_BUDGET, verdict } from "./route-cost.ts";

const cost = (over: Partial<RouteCost>): RouteCost => ({
  path: "/api/x",
  kind: "user",
  status: 200,
  queries: 1,
  roundTrips: 1,
  rowsRead: 2,
  medianMs: 10,
  ratio: 1.5,
  ...over,
});

it("fails each scale target it is given, and passes a route within all of them", () => {
  expect(verdict(cost({}), cost({})).pass).toBe(true);
  expect(verdict(cost({ roundTrips: 3 }), cost({})).why).toEqual(["3 round trips > 2"]);
  expect(verdict(cost({ rowsRead: 101 }), cost({})).why).toEqual(["101 rows read > 100"]);
  expect(verdict(cost({ ratio: 2.4 }), cost({ ratio: 1.5 })).pass).toBe(false);
  expect(verdict(cost({ kind: "admin-list", rowsRead: 2_001 }), undefined).why).toEqual(["2001 rows read > 2000"]);
  expect(verdict(cost({ kind: "admin-list", ratio: 4.6 }), cost({ kind: "admin-list", ratio: 1.5 })).pass).toBe(false);
  expect(verdict(cost({ kind: "dashboard", rowsRead: 1_379 }), undefined).pass).toBe(true);
  expect(verdict(cost({ kind: "public", queries: 1, ratio: 1 }), undefined).pass).toBe(false);
  expect(verdict(cost({ kind: "public", queries: 0, ratio: 1.2 }), undefined).pass).toBe(false);
  expect(verdict(cost({ kind: "public", queries: 0, ratio: 1.05 }), undefined).pass).toBe(true);
  expect(verdict(cost({ status: 503 }), cost({})).why).toEqual(["status 503"]);
  // A deep page reads index entries down to it, for the page and for the count, and no more.
  expect(deepPageRows(500, 10)).toBe(10_220);
  const deep = (rowsRead: number) => cost({ kind: "admin-list", rowsRead, rowsBudget: deepPageRows(500, 10) });
  expect(verdict(deep(10_093), undefined).pass).toBe(true);
  expect(verdict(deep(10_221), undefined).why).toEqual(["10221 rows read > 10220"]);
  // The cards' seats read each service's accounts: a budget of their own, still two round trips.
  const seats = (over: Partial<RouteCost>) => cost({ rowsBudget: SEAT_ROWS_BUDGET, ...over });
  expect(verdict(seats({ rowsRead: 133 }), undefined).pass).toBe(true);
  expect(verdict(seats({ rowsRead: 401 }), undefined).why).toEqual(["401 rows read > 400"]);
  expect(verdict(seats({ roundTrips: 3 }), undefined).why).toEqual(["3 round trips > 2"]);
});

it("counts a streamed export's rows, a CRLF split across chunks included, and compares them", async () => {
  const chunks = ["\uFEFFid,name\r\n1,a\r", '\n2,"b\nc"\r\n', "3,d\r\n"];
  const server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/csv" });
    const next = () => {
      const chunk = chunks.shift();
      if (chunk === undefined) return res.end();
      res.write(chunk, () => setTimeout(next, 5));
    };
    next();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  try {
    const run = await measureExport(origin, "token", "/export", 3);
    expect(run).toMatchObject({ status: 200, rows: 3, expected: 3, pass: true });
    chunks.push("id\r\n", "1\r\n");
    expect((await measureExport(origin, "token", "/export", 2)).pass).toBe(false);
  } finally {
    server.close();
  }
});
