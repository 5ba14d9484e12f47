import { config } from 'zod/v4/core';

/*
 * The CSP forbids eval. Zod 4 probes for it with `new Function('')` when it builds an object schema,
 * and the browser reports that caught probe as a CSP violation. Jitless zod never probes and parses
 * the same. The browser entry imports this first; only zod's small core config comes with it.
 */
config({ jitless: true });
