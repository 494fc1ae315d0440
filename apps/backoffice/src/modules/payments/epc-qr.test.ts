import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { epcPayload, epcQrSvg } from './epc-qr.ts';

const transfer = { bic: 'SSKNDE77XXX', beneficiary: 'Bad & Heim GmbH', iban: 'DE89 3704 0044 0532 0130 00', amountCents: 12345, reference: '2026-000042' };

describe('EPC QR code (EPC069-12)', () => {
  it('writes the fields in the standard order, one per line', () => {
    expect(epcPayload(transfer).split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      'SSKNDE77XXX',
      'Bad & Heim GmbH',
      'DE89370400440532013000',
      'EUR123.45',
      '',
      '',
      '2026-000042',
    ]);
  });

  it('writes amounts with two decimals and refuses what the standard does not allow', () => {
    expect(epcPayload({ ...transfer, amountCents: 5 }).split('\n')[7]).toBe('EUR0.05');
    expect(epcPayload({ ...transfer, amountCents: 100_000 }).split('\n')[7]).toBe('EUR1000.00');
    expect(() => epcPayload({ ...transfer, amountCents: 0 })).toThrow(RangeError);
    expect(() => epcPayload({ ...transfer, amountCents: 100_000_000_000 })).toThrow(RangeError);
  });

  it('clips the name to 70 and the reference to 140 characters', () => {
    const lines = epcPayload({ ...transfer, beneficiary: 'Ä'.repeat(80), reference: 'x'.repeat(200) }).split('\n');
    expect(lines[5]).toBe('Ä'.repeat(70));
    expect(lines[10]).toHaveLength(140);
  });

  it('renders an SVG QR code with error correction M', async () => {
    const payload = epcPayload(transfer);
    const svg = await epcQrSvg(payload);
    expect(svg.startsWith('<svg')).toBe(true);
    const code = QRCode.create(payload, { errorCorrectionLevel: 'M' });
    // The SVG is the module grid plus a quiet zone of 4 on each side.
    expect(svg).toContain(`viewBox="0 0 ${code.modules.size + 8} ${code.modules.size + 8}"`);
  });
});
