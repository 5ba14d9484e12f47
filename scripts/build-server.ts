// `npm run build:server`: compiles the server (and the shared code it uses) from src/ to dist/ with
// the same folder layout (dist/server, dist/shared), so each file's paths to migrations/, locales/,
// association.json and the built web app (dist/client, dist/ssr) stay right. Types are checked by
// `npm run typecheck`; this only emits. Files the server reads beside its code (the seed pages, the
// common-password list) are copied along. The backup and restore commands, which a production
// machine runs without the development tools, go to dist/ops.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const COMPILED = /\.tsx?$/;

for (const dir of ['dist/server', 'dist/shared', 'dist/ops']) {
  rmSync(path.join(ROOT, dir), { recursive: true, force: true });
}

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
for (const project of ['tsconfig.server.json', 'tsconfig.ops.json']) {
  const compiled = spawnSync(process.execPath, [tsc, '-p', project, '--noCheck'], { cwd: ROOT, stdio: 'inherit' });
  if (compiled.status !== 0) process.exit(compiled.status ?? 1);
}

let copied = 0;
for (const area of ['server', 'shared']) {
  const from = path.join(ROOT, 'src', area);
  for (const entry of readdirSync(from, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || COMPILED.test(entry.name)) continue;
    const relative = path.relative(from, path.join(entry.parentPath, entry.name));
    cpSync(path.join(from, relative), path.join(ROOT, 'dist', area, relative));
    copied += 1;
  }
}
console.log(`Compiled the server to dist/server and copied ${copied} files it reads.`);
