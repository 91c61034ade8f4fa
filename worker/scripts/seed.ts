import { DEMO_ADMIN, DEMO_USER, seedDemo } from "../seed/seed.ts";
import { assertLocal, devVar, openLocalD1 } from "./local-db.ts";

assertLocal("The demo seed");
const { db, client } = openLocalD1();
// The demo services' sessions and keys are sealed with the local key, as the Worker will open them.
await seedDemo(db, Date.now(), {
  serviceSecretKey: devVar("SERVICE_SECRET_KEY"),
  demoSiteOrigin: devVar("APP_ORIGIN") ?? "http://localhost:8787",
});
client.close();
console.log(
  `Seeded demo data. Admin: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}  User: ${DEMO_USER.email} / ${DEMO_USER.password}`,
);
