import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { actionErrorReason } from './action-error.ts';
import { createTestI18n } from '../../testing/render-with-i18n.tsx';
import { auditActionKey } from './audit/audit-log-table.tsx';
import { csvFileName } from './members/api/download-members-csv.ts';

describe('auditActionKey', () => {
  it('turns the server action codes into catalog keys', () => {
    expect(auditActionKey('registration.approve')).toBe('registrationApprove');
    expect(auditActionKey('membership.approve')).toBe('membershipApprove');
    expect(auditActionKey('role.change')).toBe('roleChange');
    expect(auditActionKey('approve_renewal')).toBe('approveRenewal');
  });
});

describe('csvFileName', () => {
  it('takes the name from Content-Disposition, else members.csv', () => {
    expect(csvFileName('attachment; filename="members-2025-04-01.csv"')).toBe('members-2025-04-01.csv');
    expect(csvFileName("attachment; filename*=UTF-8''medlemmar%202025.csv")).toBe('medlemmar 2025.csv');
    expect(csvFileName('attachment; filename="../../etc/passwd"')).toBe('....etcpasswd');
    expect(csvFileName(null)).toBe('members.csv');
    expect(csvFileName('attachment')).toBe('members.csv');
  });
});

describe('actionErrorReason', () => {
  it("is the admin catalog's text for the answer's code, in the reader's language; never the server's English", () => {
    const path = '/api/admin/role';
    const lastAdmin = new ApiError(409, { error: 'last_admin', message: 'The last admin stays.' }, path);
    for (const language of ['en', 'ta', 'sv']) {
      const i18n = createTestI18n(language);
      expect(actionErrorReason(lastAdmin, i18n)).toBe(i18n.t('admin:serverErrors.last_admin'));
      expect(actionErrorReason(lastAdmin, i18n)).not.toBe('The last admin stays.');
      const notRegistrant = new ApiError(
        409,
        { error: 'not_registrant', message: 'x', params: { givenId: '0042A' } },
        path,
      );
      expect(actionErrorReason(notRegistrant, i18n)).toContain('0042A');
      expect(actionErrorReason(new ApiError(409, 'Already approved.', path), i18n)).toBeNull();
      expect(actionErrorReason(new ApiError(409, { error: 'brand_new', message: 'English.' }, path), i18n)).toBeNull();
      expect(actionErrorReason(new ApiError(502, '<html>Bad gateway</html>', path), i18n)).toBeNull();
      expect(actionErrorReason(new ApiError(500, { error: 'internal' }, path), i18n)).toBeNull();
      expect(actionErrorReason(new TypeError('Failed to fetch'), i18n)).toBeNull();
    }
  });
});
