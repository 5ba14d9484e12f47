import { describe, expect, it } from 'vitest';
import { readSqlmapOutput, sqlmapArguments } from '../../scripts/security/sqlmap.ts';

// `npm run security` fails on what this reads: check it on sqlmap's real wording.
describe('reading sqlmap output', () => {
  it('sees no finding in a clean run, even with many 4xx answers', () => {
    const output = [
      "[05:12:45] [WARNING] URI parameter '#1*' does not seem to be injectable",
      '[05:12:45] [WARNING] HTTP error codes detected during run:\r',
      '404 (Not Found) - 105 times, 400 (Bad Request) - 57 times\r',
    ].join('\n');
    expect(readSqlmapOutput(output)).toEqual({ findings: [], serverErrors: [], testedParameters: 1, problems: [] });
  });

  it('reports an identified injection point and server errors', () => {
    const output = [
      'sqlmap identified the following injection point(s) with a total of 46 HTTP(s) requests:',
      '---',
      'Parameter: JSON email ((custom) POST)',
      '    Type: boolean-based blind',
      '---',
      '[05:12:45] [WARNING] HTTP error codes detected during run:',
      '500 (Internal Server Error) - 12 times, 400 (Bad Request) - 3 times',
    ].join('\n');
    const result = readSqlmapOutput(output);
    expect(result.findings).toEqual([
      'sqlmap identified the following injection point(s) with a total of 46 HTTP(s) requests:',
      'Parameter: JSON email ((custom) POST)',
      'Type: boolean-based blind',
    ]);
    expect(result.serverErrors).toEqual(['500 (Internal Server Error) - 12 times']);
  });

  it('notices a run that tested nothing', () => {
    const result = readSqlmapOutput('[05:03:40] [CRITICAL] page not found (404)\n');
    expect(result).toMatchObject({ testedParameters: 0, problems: ['[05:03:40] [CRITICAL] page not found (404)'] });
  });

  it('sends the token and the JSON body, and stays bounded', () => {
    const args = sqlmapArguments(
      { name: 'x', method: 'POST', url: 'http://127.0.0.1:1/api/x', json: { a: 1 }, token: 'abc' },
      '/tmp/out',
    );
    expect(args).toEqual(
      expect.arrayContaining([
        '--data={"a":1}',
        '--headers=Authorization: Bearer abc\nContent-Type: application/json',
        '--batch',
        '--level=3',
        '--time-sec=1',
      ]),
    );
  });
});
