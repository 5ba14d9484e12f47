import { describe, expect, it } from 'vitest';
import { earlyRequestsFor } from './early-requests.ts';

describe('earlyRequestsFor', () => {
  it("names who is signed in and the page's own first read, as the pages ask for them", () => {
    expect(earlyRequestsFor('/mypage')).toEqual(['/api/member/login', '/api/member/family']);
    expect(earlyRequestsFor('/admindashboard')).toEqual(['/api/member/login', '/api/admin/all']);
    expect(earlyRequestsFor('/admindashboard/association')).toEqual(['/api/member/login', '/api/admin/all']);
    expect(earlyRequestsFor('/admindashboard/content')).toEqual(['/api/member/login']);
    expect(earlyRequestsFor('/adminfamily/0007A')).toEqual(['/api/member/login', '/api/admin/family/0007A']);
    expect(earlyRequestsFor('/adminfamily/a%20b')).toEqual(['/api/member/login', '/api/admin/family/a%20b']);
  });

  it('asks only who is signed in elsewhere, and nothing for a malformed path', () => {
    expect(earlyRequestsFor('/more')).toEqual(['/api/member/login']);
    expect(earlyRequestsFor('/adminfamily/%E0%A4%A')).toEqual(['/api/member/login']);
  });
});
