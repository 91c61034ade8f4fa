import { printLoad, runLoad } from "../../bench/load.ts";
import { BASE_URL } from "../playwright.config.ts";
import { expect, test } from "../support/fixtures.ts";

/**
 * The small version of `npm run bench`'s load test (issue 26): 20 virtual users for 10 s of
 * sign-ups, sign-ins, voucher redemptions, sandbox purchases paid twice and extension opens, then
 * the books. It runs after the browser specs (its own project), so it never slows them.
 */
test("under mixed load no request fails on the server and the books balance", async ({ admin }) => {
  test.setTimeout(180_000);
  const plan = { origin: BASE_URL, adminToken: admin.token, connections: 20, seconds: 10 };
  const result = await runLoad(plan);
  printLoad(result, plan);
  expect(result.serverErrors).toBe(0);
  expect(result.socketErrors).toBe(0);
  expect(result.books).toMatchObject({
    paymentsWithoutOneEffect: 0,
    ledgerRowsOfUnpaidTransactions: 0,
    vouchersOverRedeemed: 0,
    voucherCountMismatches: 0,
    redemptionsWithoutOneEffect: 0,
    subscriptionsOffTheirLedger: 0,
    referralRewardMismatches: 0,
    balanced: true,
  });
  // The load did what it says: payments completed, vouchers ran out, referrals paid, services opened.
  expect(result.books.completedPayments).toBeGreaterThan(10);
  expect(result.tally["voucher redemption"]?.[409] ?? 0).toBeGreaterThan(0);
  expect(result.books.successfulReferrals).toBeGreaterThan(0);
  expect(result.tally["extension opens the service"]?.[200] ?? 0).toBeGreaterThan(20);
});
