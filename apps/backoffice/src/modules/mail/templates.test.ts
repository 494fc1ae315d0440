import { describe, expect, it } from 'vitest';
import { newsletterConfirmationMail, passwordResetMail, romanianMinutes } from './templates.ts';

describe('Romanian mail texts', () => {
  it('count minutes with the Romanian plural: 1 minut, 15 minute, 60 de minute', () => {
    expect([1, 15, 19, 20, 60].map(romanianMinutes)).toEqual(['1 minut', '15 minute', '19 minute', '20 de minute', '60 de minute']);
  });

  it('address the customer formally (dumneavoastră)', () => {
    const reset = passwordResetMail('ro', { firstname: 'Ana', link: 'https://shop/p', validMinutes: 15, shopName: 'Baie & Casă' });
    expect(reset.subject).toBe('Parola dumneavoastră nouă');
    expect(reset.text).toContain('Ați solicitat o parolă nouă pentru contul dumneavoastră de client.');
    expect(reset.text).toContain('Linkul este valabil 15 minute');
    expect(reset.text).toContain('vă rugăm să ignorați acest e-mail');
    const newsletter = newsletterConfirmationMail('ro', { confirmLink: 'https://shop/c', unsubscribeLink: 'https://shop/u', shopName: 'Baie & Casă' });
    expect(newsletter.subject).toBe('Vă rugăm să confirmați abonarea la newsletter');
    for (const text of [reset.text, newsletter.text]) expect(text).not.toMatch(/\b(tău|ta)\b|Te rugăm|Îți|\bai cerut|ignoră/);
  });
});
