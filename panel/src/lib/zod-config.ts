import { config } from "zod/v4/core";

// The CSP's script-src has no 'unsafe-eval' (worker/src/lib/security-headers.ts). Unless jitless,
// zod probes `new Function` when it builds its first object schema, and the browser reports that
// probe as a CSP violation even though zod catches it. Import this module (for its side effect)
// before anything that builds a zod schema: lib/form.ts and every module importing zod or a shared
// schema as a value.
config({ jitless: true });
