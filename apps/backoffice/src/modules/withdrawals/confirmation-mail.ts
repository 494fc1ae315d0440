// The confirmation a shopper gets at once after declaring withdrawal (§356a BGB): it repeats what
// they declared and states the date and time of receipt. Text and HTML; HTML escapes every value.
import { escapeHtml, type MailLang, type OutgoingMail } from '../mail/index.ts';

export type DeclaredWithdrawal = { name: string; email: string; order_ref: string; items: string; message: string };

const texts = {
  de: {
    subject: (ref: string) => `Eingangsbestätigung Ihres Widerrufs (Bestellung ${ref})`,
    greeting: (name: string) => `Hallo ${name},`,
    intro: 'wir haben Ihre Erklärung über den Widerruf des Vertrags erhalten. Sie lautet:',
    labels: { name: 'Name', email: 'E-Mail-Adresse', order: 'Bestellnummer', items: 'Betroffene Artikel', message: 'Nachricht' },
    wholeContract: 'der gesamte Vertrag',
    none: '(keine)',
    received: (at: string) => `Eingegangen am: ${at}`,
    outro: 'Wir melden uns zur Abwicklung des Widerrufs bei Ihnen. Bitte bewahren Sie diese E-Mail als Nachweis auf.',
  },
  ro: {
    subject: (ref: string) => `Confirmare de primire a declarației de retragere (comanda ${ref})`,
    greeting: (name: string) => `Bună ziua, ${name},`,
    intro: 'am primit declarația dumneavoastră de retragere din contract. Conținutul ei este:',
    labels: { name: 'Nume', email: 'Adresă de e-mail', order: 'Număr comandă', items: 'Articole vizate', message: 'Mesaj' },
    wholeContract: 'întregul contract',
    none: '(niciunul)',
    received: (at: string) => `Data și ora primirii: ${at}`,
    outro: 'Vă vom contacta pentru derularea retragerii. Vă rugăm să păstrați acest e-mail ca dovadă.',
  },
  en: {
    subject: (ref: string) => `Confirmation of receipt of your withdrawal (order ${ref})`,
    greeting: (name: string) => `Hello ${name},`,
    intro: 'we have received your declaration of withdrawal from the contract. It reads:',
    labels: { name: 'Name', email: 'Email address', order: 'Order number', items: 'Items concerned', message: 'Message' },
    wholeContract: 'the whole contract',
    none: '(none)',
    received: (at: string) => `Received on: ${at}`,
    outro: 'We will contact you to process the withdrawal. Please keep this email as proof.',
  },
} as const;

export function withdrawalConfirmationMail(
  lang: MailLang,
  declared: DeclaredWithdrawal,
  receivedAt: string,
  shopName: string,
): Pick<OutgoingMail, 'subject' | 'text' | 'html'> {
  const t = texts[lang];
  const rows: [string, string][] = [
    [t.labels.name, declared.name],
    [t.labels.email, declared.email],
    [t.labels.order, declared.order_ref],
    [t.labels.items, declared.items || t.wholeContract],
    [t.labels.message, declared.message || t.none],
  ];
  const subject = t.subject(declared.order_ref);
  const text = [t.greeting(declared.name), '', t.intro, '', ...rows.map(([label, value]) => `${label}: ${value}`), '', t.received(receivedAt), '', t.outro, '', shopName].join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; color: #1f2933;">',
    `<p>${escapeHtml(t.greeting(declared.name))}</p>`,
    `<p>${escapeHtml(t.intro)}</p>`,
    '<table style="border-collapse: collapse;">',
    ...rows.map(([label, value]) => `<tr><th style="text-align: left; padding: 2px 12px 2px 0; vertical-align: top;">${escapeHtml(label)}</th><td style="white-space: pre-wrap;">${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p><strong>${escapeHtml(t.received(receivedAt))}</strong></p>`,
    `<p>${escapeHtml(t.outro)}</p>`,
    `<p>${escapeHtml(shopName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject, text, html };
}
