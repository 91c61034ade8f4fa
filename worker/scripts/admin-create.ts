import { eq } from "drizzle-orm";
import { users } from "../src/db/schema.ts";
import { normalizeEmail } from "../src/lib/email.ts";
import { assertLocal, openLocalD1 } from "./local-db.ts";

// Promotes an existing local account to admin: npm run admin:create -- someone@example.com
// In production, set ADMIN_EMAILS instead (see README).
assertLocal("admin:create");
const email = process.argv[2];
if (!email) {
  console.error("Usage: npm run admin:create -- <email>");
  process.exit(1);
}
const { db, client } = openLocalD1();
const updated = await db
  .update(users)
  .set({ role: "admin", updatedAt: Date.now() })
  .where(eq(users.email, normalizeEmail(email)))
  .returning({ id: users.id });
client.close();
if (updated.length === 0) {
  console.error(`No account with email ${email}. Register it first, then run this again.`);
  process.exit(1);
}
console.log(`${email} is now an admin.`);
