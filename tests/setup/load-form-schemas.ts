// A form fetches its shared schema once it is on screen (src/web/lib/lazy-schema.ts), and a person
// presses long after it arrived. A component test presses at once, so the schemas are loaded before
// each component test file: the test then meets the form as a person does, not a module still being
// compiled. Server tests import what they use themselves.
if (typeof document !== 'undefined') {
  await Promise.all(Object.values(import.meta.glob('../../src/shared/**/*.schema.ts')).map((load) => load()));
}
