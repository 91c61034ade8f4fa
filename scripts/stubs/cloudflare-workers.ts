// `cloudflare:workers` outside workerd, for Node tests that only build the Worker's app (its routes
// and their definitions), never run a Durable Object: scripts/openapi-lint.test.ts.
export class DurableObject {}
export const env = {};
