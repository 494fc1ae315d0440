import { describe, expect, it } from 'vitest';
import { accountDeletedMail, emailChangeMail, newsletterConfirmationMail, passwordResetMail, romanianHours, romanianMinutes } from './templates.ts';

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

describe('privacy mails (issue 17)', () => {
  it('the email-change link goes to the new address, formally in Romanian, with the hours counted right', () => {
    expect([1, 2, 19, 24].map(romanianHours)).toEqual(['1 oră', '2 ore', '19 ore', '24 de ore']);
    const ro = emailChangeMail('ro', { firstname: 'Ana', newEmail: 'ana@nou.ro', link: 'https://shop/account/email-confirm?token=t', validHours: 24, shopName: 'Baie & Casă' });
    expect(ro.subject).toBe('Vă rugăm să confirmați noua adresă de e-mail');
    expect(ro.text).toContain('ana@nou.ro');
    expect(ro.text).toContain('Linkul este valabil 24 de ore');
    expect(ro.text).not.toMatch(/\b(tău|ta)\b|Te rugăm|Îți|ignoră/);
    const de = emailChangeMail('de', { firstname: 'Erika', newEmail: 'erika@neu.de', link: 'https://shop/x', validHours: 24, shopName: 'Bad & Heim' });
    expect(de.text).toContain('Der Link ist 24 Stunden gültig');
  });

  it('the deletion mail says what is kept and that the address may register again; HTML escapes the name', () => {
    const de = accountDeletedMail('de', { firstname: '<Erika>', shopUrl: 'https://shop', shopName: 'Bad & Heim' });
    expect(de.subject).toBe('Ihr Kundenkonto wurde gelöscht');
    expect(de.text).toContain('Ihre Bestellungen und Rechnungen bewahren wir auf');
    expect(de.text).toContain('mit derselben E-Mail-Adresse neu registrieren');
    expect(de.html).toContain('&lt;Erika&gt;');
    const ro = accountDeletedMail('ro', { firstname: 'Ana', shopUrl: 'https://shop', shopName: 'Baie & Casă' });
    expect(ro.subject).toBe('Contul dumneavoastră de client a fost șters');
  });
});
