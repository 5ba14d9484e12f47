import type { THealthRepo } from './health.repo.ts';

export type THealthContext = { repos: { health: THealthRepo } };

const HEALTH_TIMEOUT_MS = 3000;

/** Resolves when the database answers a real query; rejects when it fails or does not answer in time. */
export async function checkDatabase({ repos }: THealthContext): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  // A database that accepts connections but does not answer must not hang the check itself.
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('database check timed out')), HEALTH_TIMEOUT_MS);
  });
  try {
    await Promise.race([repos.health.ping(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
