// npm run bench:import: how long the board waits for a register of 500 rows to import (167 families of
// two adults and a kid, 334 invitations), on the embedded database, five imports, median. Fails when
// the median passes ten seconds. Each run imports other people, so none is refused as a duplicate.
import { buildTestApp, createTestUser, tokenFor } from '../../src/server/testing/build-test-app.ts';
import { multipartBody } from '../../src/server/testing/events.fixtures.ts';
import {
  csvOf,
  householdRows,
  REGISTER_HEADER,
} from '../../src/server/modules/register-import/register-samples.fixtures.ts';

const RUNS = 5;
const LIMIT_SECONDS = 10;

const t = await buildTestApp();
try {
  const admin = await createTestUser(t.db, { email: 'bench.admin@example.org', role: 'Admin', familyNumber: 9901 });
  const headers = { authorization: `Bearer ${await tokenFor(admin)}` };
  const seconds: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const rows = householdRows(167, `Bench${run}x`, 100 + run * 170).slice(0, 500);
    const body = await multipartBody(
      { year: String(new Date().getFullYear()), language: 'sv' },
      {
        bytes: Buffer.from(csvOf([REGISTER_HEADER, ...rows])),
        name: 'register.csv',
        type: 'text/csv',
        field: 'register',
      },
    );
    const started = performance.now();
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/admin/register-imports',
      headers: { ...body.headers, ...headers },
      payload: body.payload,
    });
    const took = (performance.now() - started) / 1000;
    if (answer.statusCode !== 200) throw new Error(`run ${run + 1}: ${answer.statusCode} ${answer.body}`);
    seconds.push(took);
    console.log(
      `run ${run + 1}: ${took.toFixed(2)} s (${answer.json().families} families, ${answer.json().people} people)`,
    );
  }
  const sorted = [...seconds].sort((a, b) => a - b);
  const median = sorted[Math.floor(RUNS / 2)]!;
  console.log(`register import of 500 rows: median ${median.toFixed(2)} s, worst ${sorted[RUNS - 1]!.toFixed(2)} s`);
  if (median > LIMIT_SECONDS) {
    console.error(`FAIL: over ${LIMIT_SECONDS} s`);
    process.exitCode = 1;
  }
} finally {
  await t.close();
}
