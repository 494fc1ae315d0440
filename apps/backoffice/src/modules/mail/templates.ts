// The texts of the mails accounts and newsletter send, in the shop's language (de, ro; en for any
// other). Each mail has a plain-text and an HTML part; the HTML escapes every value it shows.
import type { OutgoingMail } from './outbox.ts';
import { escapeHtml } from './html.ts';

export type MailLang = 'de' | 'ro' | 'en';

/** 'de_AT' or 'de' -> 'de'; languages without texts get English. */
export function mailLangOf(localeOrLang: string): MailLang {
  const lang = localeOrLang.slice(0, 2).toLowerCase();
  return lang === 'de' || lang === 'ro' ? lang : 'en';
}

/** Romanian plural rules for hours: 1 oră, 2 ore, 24 de ore. */
export function romanianHours(count: number): string {
  const form = new Intl.PluralRules('ro').select(count);
  return form === 'one' ? `${count} oră` : form === 'few' ? `${count} ore` : `${count} de ore`;
}

type Rendered = Pick<OutgoingMail, 'subject' | 'text' | 'html'>;

/** Romanian plural rules (CLDR one/few/other): 1 minut, 15 minute, 60 de minute. */
export function romanianMinutes(count: number): string {
  const form = new Intl.PluralRules('ro').select(count);
  return form === 'one' ? `${count} minut` : form === 'few' ? `${count} minute` : `${count} de minute`;
}

/** A mail of paragraphs and one call-to-action link, as text and as HTML. */
function render(lang: MailLang, parts: { subject: string; greeting: string; before: string[]; link: { label: string; url: string }; after: string[]; shopName: string }): Rendered {
  const text = [parts.greeting, '', ...parts.before, '', `${parts.link.label}: ${parts.link.url}`, '', ...parts.after, '', parts.shopName].join('\n');
  const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const html = [
    '<!doctype html>',
    `<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(parts.subject)}</title></head>`,
    '<body style="font-family: Arial, sans-serif; color: #1f2933;">',
    `<p>${escapeHtml(parts.greeting)}</p>`,
    paragraphs(parts.before),
    `<p><a href="${escapeHtml(parts.link.url)}" style="color: #0b5cad;">${escapeHtml(parts.link.label)}</a></p>`,
    `<p style="font-size: 12px; color: #52606d;">${escapeHtml(parts.link.url)}</p>`,
    paragraphs(parts.after),
    `<p>${escapeHtml(parts.shopName)}</p>`,
    '</body></html>',
  ].join('\n');
  return { subject: parts.subject, text, html };
}

export function passwordResetMail(lang: MailLang, values: { firstname: string; link: string; validMinutes: number; shopName: string }): Rendered {
  const texts = {
    de: {
      subject: 'Ihr neues Passwort',
      greeting: `Hallo ${values.firstname},`,
      before: ['Sie haben ein neues Passwort für Ihr Kundenkonto angefordert. Über den folgenden Link können Sie es festlegen.'],
      label: 'Neues Passwort festlegen',
      after: [`Der Link ist ${values.validMinutes} Minuten gültig und funktioniert nur einmal. Wenn Sie nichts angefordert haben, ignorieren Sie diese E-Mail einfach.`],
    },
    ro: {
      subject: 'Parola dumneavoastră nouă',
      greeting: `Bună ziua, ${values.firstname},`,
      before: ['Ați solicitat o parolă nouă pentru contul dumneavoastră de client. O puteți seta folosind linkul de mai jos.'],
      label: 'Setează parola nouă',
      after: [`Linkul este valabil ${romanianMinutes(values.validMinutes)} și funcționează o singură dată. Dacă nu ați solicitat nimic, vă rugăm să ignorați acest e-mail.`],
    },
    en: {
      subject: 'Your new password',
      greeting: `Hello ${values.firstname},`,
      before: ['You asked for a new password for your customer account. You can set it with the link below.'],
      label: 'Set a new password',
      after: [`The link is valid for ${values.validMinutes} minutes and works only once. If you did not ask for this, simply ignore this email.`],
    },
  }[lang];
  return render(lang, { ...texts, link: { label: texts.label, url: values.link }, shopName: values.shopName });
}

export function newsletterConfirmationMail(lang: MailLang, values: { confirmLink: string; unsubscribeLink: string; shopName: string }): Rendered {
  const texts = {
    de: {
      subject: 'Bitte bestätigen Sie Ihre Newsletter-Anmeldung',
      greeting: 'Hallo,',
      before: [`Vielen Dank für Ihr Interesse am Newsletter von ${values.shopName}. Bitte bestätigen Sie Ihre Anmeldung über den folgenden Link.`],
      label: 'Anmeldung bestätigen',
      after: ['Ohne Bestätigung erhalten Sie keinen Newsletter.', `Abmelden können Sie sich jederzeit: ${values.unsubscribeLink}`],
    },
    ro: {
      subject: 'Vă rugăm să confirmați abonarea la newsletter',
      greeting: 'Bună ziua,',
      before: [`Vă mulțumim pentru interesul față de newsletterul ${values.shopName}. Vă rugăm să confirmați abonarea folosind linkul de mai jos.`],
      label: 'Confirmă abonarea',
      after: ['Fără confirmare nu veți primi newsletterul.', `Vă puteți dezabona oricând: ${values.unsubscribeLink}`],
    },
    en: {
      subject: 'Please confirm your newsletter subscription',
      greeting: 'Hello,',
      before: [`Thank you for your interest in the ${values.shopName} newsletter. Please confirm your subscription with the link below.`],
      label: 'Confirm subscription',
      after: ['Without confirmation you will not receive the newsletter.', `You can unsubscribe at any time: ${values.unsubscribeLink}`],
    },
  }[lang];
  return render(lang, { ...texts, link: { label: texts.label, url: values.confirmLink }, shopName: values.shopName });
}

export function newsletterUnsubscribeMail(lang: MailLang, values: { unsubscribeLink: string; shopName: string }): Rendered {
  const texts = {
    de: {
      subject: 'Vom Newsletter abmelden',
      greeting: 'Hallo,',
      before: ['Sie möchten den Newsletter nicht mehr erhalten. Bitte bestätigen Sie die Abmeldung über den folgenden Link.'],
      label: 'Abmelden',
      after: ['Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail einfach.'],
    },
    ro: {
      subject: 'Dezabonare de la newsletter',
      greeting: 'Bună ziua,',
      before: ['Nu mai doriți să primiți newsletterul. Vă rugăm să confirmați dezabonarea folosind linkul de mai jos.'],
      label: 'Dezabonare',
      after: ['Dacă nu ați solicitat acest lucru, vă rugăm să ignorați acest e-mail.'],
    },
    en: {
      subject: 'Unsubscribe from the newsletter',
      greeting: 'Hello,',
      before: ['You no longer want to receive the newsletter. Please confirm with the link below.'],
      label: 'Unsubscribe',
      after: ['If you did not ask for this, simply ignore this email.'],
    },
  }[lang];
  return render(lang, { ...texts, link: { label: texts.label, url: values.unsubscribeLink }, shopName: values.shopName });
}

/** Issue 17: the link that makes a new email address the account's; sent to the new address. */
export function emailChangeMail(lang: MailLang, values: { firstname: string; newEmail: string; link: string; validHours: number; shopName: string }): Rendered {
  const texts = {
    de: {
      subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
      greeting: `Hallo ${values.firstname},`,
      before: [`Sie möchten die E-Mail-Adresse Ihres Kundenkontos in ${values.newEmail} ändern. Bitte bestätigen Sie die neue Adresse über den folgenden Link. Erst dann gilt sie.`],
      label: 'Neue E-Mail-Adresse bestätigen',
      after: [`Der Link ist ${values.validHours} Stunden gültig und funktioniert nur einmal. Wenn Sie nichts geändert haben, ignorieren Sie diese E-Mail einfach: Ihr Konto bleibt, wie es ist.`],
    },
    ro: {
      subject: 'Vă rugăm să confirmați noua adresă de e-mail',
      greeting: `Bună ziua, ${values.firstname},`,
      before: [`Doriți să schimbați adresa de e-mail a contului dumneavoastră în ${values.newEmail}. Vă rugăm să confirmați noua adresă folosind linkul de mai jos. Abia apoi va fi valabilă.`],
      label: 'Confirmă noua adresă de e-mail',
      after: [`Linkul este valabil ${romanianHours(values.validHours)} și funcționează o singură dată. Dacă nu ați schimbat nimic, vă rugăm să ignorați acest e-mail: contul dumneavoastră rămâne neschimbat.`],
    },
    en: {
      subject: 'Please confirm your new email address',
      greeting: `Hello ${values.firstname},`,
      before: [`You want to change the email address of your customer account to ${values.newEmail}. Please confirm the new address with the link below; only then does it apply.`],
      label: 'Confirm the new email address',
      after: [`The link is valid for ${values.validHours} hours and works only once. If you did not change anything, simply ignore this email: your account stays as it is.`],
    },
  }[lang];
  return render(lang, { ...texts, link: { label: texts.label, url: values.link }, shopName: values.shopName });
}

/** Issue 17: the account has been deleted; sent to its address one last time. */
export function accountDeletedMail(lang: MailLang, values: { firstname: string; shopUrl: string; shopName: string }): Rendered {
  const texts = {
    de: {
      subject: 'Ihr Kundenkonto wurde gelöscht',
      greeting: `Hallo ${values.firstname},`,
      before: [
        'wie gewünscht haben wir Ihr Kundenkonto gelöscht. Ihre Adressen, Ihre Newsletter-Anmeldung und Ihr Name bei Bewertungen sind entfernt.',
        'Ihre Bestellungen und Rechnungen bewahren wir auf, solange das Handels- und Steuerrecht es verlangt (bis zu zehn Jahre), und nutzen sie nur dafür.',
      ],
      label: 'Zum Shop',
      after: ['Sie können sich jederzeit mit derselben E-Mail-Adresse neu registrieren.'],
    },
    ro: {
      subject: 'Contul dumneavoastră de client a fost șters',
      greeting: `Bună ziua, ${values.firstname},`,
      before: [
        'Conform solicitării dumneavoastră, am șters contul de client. Adresele, abonarea la newsletter și numele dumneavoastră din recenzii au fost eliminate.',
        'Păstrăm comenzile și facturile atât timp cât o cere legislația comercială și fiscală (până la zece ani) și le folosim doar în acest scop.',
      ],
      label: 'Către magazin',
      after: ['Vă puteți înregistra oricând din nou cu aceeași adresă de e-mail.'],
    },
    en: {
      subject: 'Your customer account has been deleted',
      greeting: `Hello ${values.firstname},`,
      before: [
        'As you asked, we have deleted your customer account. Your addresses, your newsletter subscription and your name on reviews are removed.',
        'We keep your orders and invoices as long as commercial and tax law require (up to ten years), and use them only for that.',
      ],
      label: 'To the shop',
      after: ['You can register again with the same email address at any time.'],
    },
  }[lang];
  return render(lang, { ...texts, link: { label: texts.label, url: values.shopUrl }, shopName: values.shopName });
}
