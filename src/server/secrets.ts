import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TConfig } from './config.ts';

/** JWT_SECRET when set; otherwise one generated on the first start and kept in DATA_DIR, so tokens survive restarts. */
export async function loadJwtSecret(config: Pick<TConfig, 'jwtSecret' | 'dataDir'>): Promise<string> {
  if (config.jwtSecret) return config.jwtSecret;
  const file = jwtSecretPath(config.dataDir);
  const existing = await readSecret(file);
  if (existing !== undefined) return existing;

  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': if another process got here first, keep its secret rather than overwrite it.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch (error) {
    if (isCode(error, 'EEXIST')) return (await readSecret(file)) ?? secret;
    throw error;
  }
}

export function jwtSecretPath(dataDir: string): string {
  return path.resolve(dataDir, 'secrets', 'jwt-secret');
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const secret = (await readFile(file, 'utf8')).trim();
    if (secret.length < 32)
      throw new Error(`${file} holds no usable secret (under 32 characters): delete it to make a new one`);
    return secret;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return undefined;
    throw error;
  }
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}
