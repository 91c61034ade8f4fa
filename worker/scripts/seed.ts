import { DEMO_ADMIN, DEMO_USER, seedDemo } from "../src/db/seed.ts";
import { assertLocal, openLocalD1 } from "./local-db.ts";

assertLocal("The demo seed");
const { db, client } = openLocalD1();
await seedDemo(db);
client.close();
console.log(
  `Seeded demo data. Admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}  User: ${DEMO_USER.email} / ${DEMO_USER.password}`,
);
