import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { actionErrorReason } from './action-error.ts';
import { auditActionKey } from './audit-log-table.tsx';
import { csvFileName } from './download-members-csv.ts';

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
  it("is the server's JSON message or plain text, never an HTML page", () => {
    const path = '/api/admin/role';
    expect(actionErrorReason(new ApiError(409, { error: 'last_admin', message: 'The last admin stays.' }, path))).toBe(
      'The last admin stays.',
    );
    expect(actionErrorReason(new ApiError(409, 'Already approved.', path))).toBe('Already approved.');
    expect(actionErrorReason(new ApiError(502, '<html>Bad gateway</html>', path))).toBeNull();
    expect(actionErrorReason(new ApiError(500, { error: 'internal' }, path))).toBeNull();
    expect(actionErrorReason(new TypeError('Failed to fetch'))).toBeNull();
  });
});
