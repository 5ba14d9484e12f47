import { describe, expect, it } from 'vitest';
import { decodeSvgQr } from './qr-decode.fixtures.ts';
import { swishAppLink, swishMessage, swishPayee, swishPayload, swishPayment, swishQrSvg } from './swish-qr.ts';

describe('Swish QR', () => {
  it('writes the payload from numbers only', () => {
    const payment = swishPayment('123 000 00 00', 150, 2025, ['0042A', '0042K1']);
    expect(payment).toEqual({ payee: '1230000000', amount: '150,00', message: 'FY2025 0042A 0042K1' });
    expect(swishPayload(payment)).toBe('C1230000000;150,00;FY2025 0042A 0042K1;0');
  });

  it('keeps the message within 50 characters for a family of seven', () => {
    const ids = ['0042A', '0042B', '0042K1', '0042K2', '0042K3', '0042K4', '0042K5'];
    const message = swishMessage(2025, ids);
    expect(message).toBe('FY2025 0042 A B K1 K2 K3 K4 K5');
    expect(message.length).toBeLessThanOrEqual(50);
  });

  it('refuses anything that is not a givenId', () => {
    expect(() => swishMessage(2025, ['<script>'])).toThrow(RangeError);
    expect(() => swishPayee('no digits')).toThrow(RangeError);
  });

  it('renders an SVG that decodes to the payload', async () => {
    const payment = swishPayment('1230000000', 150, 2025, ['0042A', '0042B']);
    const svg = await swishQrSvg(payment);
    expect(svg).toMatch(/^<svg/);
    expect(svg).not.toMatch(/script|foreignObject|\son\w+=/i);
    expect(await decodeSvgQr(svg)).toBe('C1230000000;150,00;FY2025 0042A 0042B;0');
  });

  it('opens the Swish app with the payee, amount and locked message of the QR code', () => {
    const payment = swishPayment('123 000 00 00', 150, 2025, ['0042A', '0042K1']);
    const link = swishAppLink(payment);
    expect(link.startsWith('swish://payment?data=')).toBe(true);
    // One query value: nothing in it may end it early or need escaping again.
    expect(link.slice('swish://payment?data='.length)).toMatch(/^[A-Za-z0-9%._~!*'()-]+$/);
    const data = new URL(link).searchParams.get('data');
    expect(JSON.parse(data ?? '')).toEqual({
      version: 1,
      payee: { value: '1230000000' },
      amount: { value: 150 },
      message: { value: 'FY2025 0042A 0042K1', editable: false },
    });
  });

  it('writes an amount with öre as a decimal number', () => {
    const link = swishAppLink({ payee: '1230000000', amount: '50,50', message: 'FY2025 0042K1' });
    expect(JSON.parse(new URL(link).searchParams.get('data') ?? '').amount).toEqual({ value: 50.5 });
  });
});
