import { signIn } from "./api-session.ts";

/**
 * Recipients per second of the email pipeline with the outbox sender: a manual blast of `count`
 * addresses is created and the clock runs until its status says completed (queue batches,
 * consumer, outbox inserts and status updates all included).
 */
export async function queueThroughput(
  origin: string,
  count = 2000,
): Promise<{ count: number; seconds: number; perSecond: number }> {
  const token = await signIn(origin, "admin@demo.test", "Admin#2026demo");
  const auth = { authorization: `Bearer ${token}`, "content-type": "application/json" };
  const senders = (await (await fetch(`${origin}/api/email-blasts/senders`, { headers: auth })).json()) as {
    data: { uuid: string; provider: string; perSecond: number }[];
  };
  const demo = senders.data[0];
  if (!demo) throw new Error("no email sender (the demo seed creates one)");
  // A sender of its own, like the demo's but with room for the run: on a database kept between runs,
  // the demo sender's daily limit (10,000 in 24 hours) ran out after a few benches and left the last
  // recipients waiting for tomorrow.
  const run = Date.now();
  const ownSender = await fetch(`${origin}/api/email-blasts/senders`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({
      name: `Bench ${run}`,
      fromAddress: "bench@example.com",
      provider: demo.provider,
      perSecond: demo.perSecond,
      dailyLimit: 10_000_000,
    }),
  });
  if (!ownSender.ok) throw new Error(`sender creation failed: ${ownSender.status} ${await ownSender.text()}`);
  const senderId = ((await ownSender.json()) as { data: { uuid: string } }).data.uuid;
  const emails = Array.from({ length: count }, (_, i) => `bench-${run}-${i}@example.com`);
  const started = performance.now();
  const created = await fetch(`${origin}/api/email-blasts/manual`, {
    method: "POST",
    headers: auth,
    body: JSON.stringify({ senderId, subject: "Bench {name}", body: "Hello **{name}**", emails }),
  });
  if (!created.ok) throw new Error(`blast creation failed: ${created.status} ${await created.text()}`);
  const blastId = ((await created.json()) as { data: { blast: { uuid: string } } }).data.blast.uuid;
  const deadline = Date.now() + 180_000;
  for (;;) {
    const status = (
      (await (await fetch(`${origin}/api/email-blasts/status/${blastId}`, { headers: auth })).json()) as {
        data: { status: string; sent: number };
      }
    ).data;
    if (status.status === "completed") break;
    if (Date.now() > deadline) throw new Error(`blast not completed after 180 s (${status.sent}/${count} sent)`);
    await new Promise((r) => setTimeout(r, 200));
  }
  const seconds = (performance.now() - started) / 1000;
  return { count, seconds, perSecond: count / seconds };
}
