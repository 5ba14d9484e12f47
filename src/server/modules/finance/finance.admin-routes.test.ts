import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestUser, tokenFor, type TTestApp } from '../../testing/build-test-app.ts';
import { FINANCE_PDF_MAX_BYTES } from '../../../shared/finance.ts';
import type { TFinanceAdminReport } from '../../../shared/finance.schema.ts';
import { auditLog, financeReports } from '../../db/schema.ts';
import { multipartBody, pngBytes } from '../../testing/events.fixtures.ts';
import { FINANCE_2022 } from './finance.service.ts';

let t: TTestApp;
const tokens: Record<'admin' | 'member', string> = { admin: '', member: '' };
const auth = (who: keyof typeof tokens) => ({ authorization: `Bearer ${tokens[who]}` });

/** The smallest file that starts like a PDF does; the server checks no more than that. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const FIGURES = { incomeSek: 61000, expenseSek: 59500, resultSek: 1500 };

beforeAll(async () => {
  t = await buildTestApp();
  const admin = await createTestUser(t.db, { email: 'fin.admin@example.org', role: 'Admin' });
  const member = await createTestUser(t.db, { email: 'fin.member@example.org' });
  tokens.admin = await tokenFor(admin);
  tokens.member = await tokenFor(member);
});
afterAll(() => t.close());

async function uploadPdf(year: number, bytes: Buffer, who: keyof typeof tokens = 'admin', field = 'pdf') {
  const body = await multipartBody({}, { bytes, name: 'report.pdf', type: 'application/pdf', field });
  return t.app.inject({
    method: 'PUT',
    url: `/api/admin/finance/${year}/report.pdf`,
    headers: { ...body.headers, ...auth(who) },
    payload: body.payload,
  });
}

const publicReport = (year: number | string) => t.app.inject({ method: 'GET', url: `/api/content/finance/${year}` });
const publicPdf = (year: number | string) =>
  t.app.inject({ method: 'GET', url: `/api/content/finance/${year}/report.pdf` });
const saveFigures = (year: number, payload: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/admin/finance/${year}`,
    headers: auth('admin'),
    payload: payload as object,
  });

describe('/api/admin/finance', () => {
  it('refuses a visitor (401) and a member (403) on every route, and changes nothing', async () => {
    const before = await t.db.select().from(financeReports);
    const routes = [
      { method: 'GET', url: '/api/admin/finance' },
      { method: 'PUT', url: '/api/admin/finance/2023', payload: FIGURES },
      { method: 'DELETE', url: '/api/admin/finance/2023' },
      { method: 'DELETE', url: '/api/admin/finance/2022/report.pdf' },
    ] as const;
    for (const route of routes) {
      expect((await t.app.inject(route)).statusCode).toBe(401);
      expect((await t.app.inject({ ...route, headers: auth('member') })).statusCode).toBe(403);
    }
    expect((await uploadPdf(2022, PDF, 'member')).statusCode).toBe(403);
    expect(await t.db.select().from(financeReports)).toEqual(before);
  });

  it('publishes a year with a PDF: the public answer says hasPdf at once and the PDF downloads', async () => {
    expect((await publicReport(2023)).statusCode).toBe(404); // remembered as missing in the cache
    expect((await uploadPdf(2023, PDF)).statusCode).toBe(404); // figures first
    expect((await saveFigures(2023, FIGURES)).statusCode).toBe(200);
    expect((await publicReport(2023)).json()).toEqual({ year: 2023, ...FIGURES, hasPdf: false });
    expect((await publicPdf(2023)).statusCode).toBe(404);

    const uploaded = await uploadPdf(2023, PDF);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toEqual({
      year: 2023,
      ...FIGURES,
      published: true,
      hasPdf: true,
      pdfBytes: PDF.length,
      fixed: false,
    });
    expect((await publicReport(2023)).json()).toMatchObject({ hasPdf: true });
    const download = await publicPdf(2023);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="finance-report-FY2023.pdf"');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.target, 'finance:2023'));
    expect(audit.filter((entry) => entry.action === 'finance.pdf')).toHaveLength(1);
  });

  it('refuses what is not a PDF, a wrong field, a missing file and an oversized file with 4xx, keeping the old PDF', async () => {
    expect((await saveFigures(2024, FIGURES)).statusCode).toBe(200);
    expect((await uploadPdf(2024, PDF)).statusCode).toBe(200);
    const refusals: [Promise<{ statusCode: number; json: () => unknown }>, number, string][] = [
      [uploadPdf(2024, await pngBytes(20, 20)), 400, 'invalid_pdf'],
      [uploadPdf(2024, Buffer.from('hello %PDF-')), 400, 'invalid_pdf'],
      [uploadPdf(2024, PDF, 'admin', 'file'), 400, 'validation'],
      [uploadPdf(2024, Buffer.alloc(0)), 400, 'pdf_missing'],
      [uploadPdf(2024, Buffer.concat([PDF, Buffer.alloc(FINANCE_PDF_MAX_BYTES)])), 413, 'pdf_too_large'],
    ];
    for (const [request, status, error] of refusals) {
      const response = await request;
      expect(response.statusCode, error).toBe(status);
      expect(response.json()).toMatchObject({ error });
    }
    const asJson = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/finance/2024/report.pdf',
      headers: auth('admin'),
      payload: { pdf: 'x' },
    });
    expect(asJson.statusCode).toBe(415);
    expect((await publicPdf(2024)).rawPayload.equals(PDF)).toBe(true);
  });

  it('answers 400 for bad figures and years and changes nothing', async () => {
    const before = await t.db.select().from(financeReports);
    for (const payload of [
      { ...FIGURES, incomeSek: 'a lot' },
      { ...FIGURES, incomeSek: 1.5 },
      { ...FIGURES, resultSek: undefined },
      { ...FIGURES, extra: 1 },
      { ...FIGURES, published: 'maybe' },
    ]) {
      expect((await saveFigures(2023, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    for (const url of ['/api/admin/finance/1999', '/api/admin/finance/abc', '/api/admin/finance/20233']) {
      const response = await t.app.inject({ method: 'PUT', url, headers: auth('admin'), payload: FIGURES });
      expect(response.statusCode).toBe(400);
    }
    expect(await t.db.select().from(financeReports)).toEqual(before);
  });

  it('unpublishes a year: its figures and PDF leave the public site at once; publishing brings them back', async () => {
    expect((await saveFigures(2025, FIGURES)).statusCode).toBe(200);
    expect((await uploadPdf(2025, PDF)).statusCode).toBe(200);
    expect((await saveFigures(2025, { ...FIGURES, published: false })).statusCode).toBe(200);
    expect((await publicReport(2025)).statusCode).toBe(404);
    expect((await publicPdf(2025)).statusCode).toBe(404);
    expect((await saveFigures(2025, FIGURES)).json()).toMatchObject({ hasPdf: true });
    expect((await publicPdf(2025)).statusCode).toBe(200);
  });

  it('keeps FY 2022 as published, but lets its PDF be replaced and removed', async () => {
    const { year: _year, ...figures } = FINANCE_2022;
    expect((await saveFigures(2022, { ...figures, incomeSek: 1 })).statusCode).toBe(409);
    expect((await saveFigures(2022, { ...figures, published: false })).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/admin/finance/2022', headers: auth('admin') })).statusCode,
    ).toBe(409);
    expect((await saveFigures(2022, figures)).statusCode).toBe(200);
    expect((await uploadPdf(2022, PDF)).statusCode).toBe(200);
    expect((await publicReport(2022)).json()).toEqual({ ...FINANCE_2022, hasPdf: true });
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/finance/2022/report.pdf',
      headers: auth('admin'),
    });
    expect(removed.json()).toMatchObject({ year: 2022, hasPdf: false, pdfBytes: null, fixed: true });
    expect((await publicReport(2022)).json()).toEqual({ ...FINANCE_2022, hasPdf: false });
  });

  it('lists every year for the admin and deletes one', async () => {
    expect((await saveFigures(2026, FIGURES)).statusCode).toBe(200);
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/finance', headers: auth('admin') });
    const years = list.json<TFinanceAdminReport[]>().map((report) => [report.year, report.fixed] as const);
    expect(years).toContainEqual([2026, false]);
    expect(years).toContainEqual([2022, true]);
    expect(years.map(([year]) => year)).toEqual(years.map(([year]) => year).sort((a, b) => b - a));
    const url = '/api/admin/finance/2026';
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth('admin') })).statusCode).toBe(204);
    expect((await publicReport(2026)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url, headers: auth('admin') })).statusCode).toBe(404);
  });
});
