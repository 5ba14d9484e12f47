/*
 * The CSP forbids eval. Zod 4 probes for it with `new Function('')` when it builds an object schema,
 * and the browser reports that caught probe as a CSP violation. Jitless zod never probes and parses
 * the same. The browser's hydration entry imports this before any schema module runs.
 *
 * Zod keeps its settings in this global and adopts an object already there when it loads, so the
 * setting is made without loading zod itself into every page (zod-without-eval.test.ts checks that
 * zod still reads it).
 */
type TZodGlobal = { __zod_globalConfig?: Record<string, unknown> };

const zodGlobal = globalThis as TZodGlobal;
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;

// A module, so it runs once however often it is imported.
export {};
