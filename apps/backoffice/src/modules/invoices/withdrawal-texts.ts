// The withdrawal instructions and the model withdrawal form, per country, with the seller's data
// filled in: Germany (Anlage 1 and 2 zu Art. 246a § 1 EGBGB), Austria (FAGG Anhang I, with its
// "Rücktrittsrecht" headings) and Romania (OUG nr. 34/2014, anexa nr. 1 and 2). The same words as
// the shop's withdrawal page; used by the form's PDF and by the order confirmation (§ 312f BGB).
import type { Seller } from './seller.ts';

export type WithdrawalCountry = 'DE' | 'AT' | 'RO';
export type TextSection = { heading: string; paragraphs: string[] };
export type ModelForm = { title: string; intro: string; lines: string[]; footnote: string | null };

export function sellerAddressLine(seller: Seller): string {
  return `${seller.legalName}, ${seller.street}, ${seller.zipcode} ${seller.city}`;
}

/** The model withdrawal form: the lines the consumer fills in, addressed to the seller. */
export function modelWithdrawalForm(country: WithdrawalCountry, seller: Seller): ModelForm {
  if (country === 'RO') {
    return {
      title: 'Formular de retragere',
      intro: '(Completați și returnați prezentul formular numai dacă doriți să vă retrageți din contract.)',
      lines: [
        `Către ${sellerAddressLine(seller)}, e-mail: ${seller.email}`,
        'Vă informez prin prezenta cu privire la retragerea mea din contractul referitor la vânzarea următoarelor produse:',
        'Comandate la data / primite la data:',
        'Numele consumatorului:',
        'Adresa consumatorului:',
        'Semnătura consumatorului (doar în cazul în care acest formular este notificat pe hârtie):',
        'Data:',
      ],
      footnote: null,
    };
  }
  return {
    title: 'Muster-Widerrufsformular',
    intro: '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
    lines: [
      `An ${sellerAddressLine(seller)}, E-Mail: ${seller.email}`,
      'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*):',
      'Bestellt am (*)/erhalten am (*):',
      'Name des/der Verbraucher(s):',
      'Anschrift des/der Verbraucher(s):',
      'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
      'Datum:',
    ],
    footnote: '(*) Unzutreffendes streichen.',
  };
}

/** The withdrawal instructions; `freightReturn` is the estimate for goods that cannot go by post. */
export function withdrawalInstructions(country: WithdrawalCountry, seller: Seller, freightReturn: string): TextSection[] {
  const contact = `${sellerAddressLine(seller)}, ${country === 'RO' ? 'telefon' : 'Telefon'} ${seller.phone}, ${country === 'RO' ? 'e-mail' : 'E-Mail'} ${seller.email}`;
  if (country === 'RO') {
    return [
      {
        heading: 'Dreptul de retragere',
        paragraphs: [
          'Aveți dreptul de a vă retrage din prezentul contract, fără a preciza motivele, în termen de 14 zile. Perioada de retragere expiră după 14 zile de la ziua în care intrați sau o parte terță, alta decât transportatorul și indicată de dumneavoastră, intră în posesia fizică a ultimului produs.',
          `Pentru a vă exercita dreptul de retragere, trebuie să ne informați (${contact}) cu privire la decizia dumneavoastră de a vă retrage din contract, utilizând o declarație neechivocă (de exemplu, o scrisoare trimisă prin poștă sau e-mail). Puteți utiliza modelul de formular de retragere anexat, dar nu este obligatoriu. Vă puteți retrage și online, fără autentificare, prin linkul „Retragere din contract” din subsolul fiecărei pagini a magazinului.`,
          'Pentru a respecta termenul-limită de retragere, este suficient să trimiteți comunicarea privind exercitarea dreptului de retragere înainte de expirarea perioadei de retragere.',
        ],
      },
      {
        heading: 'Consecințele retragerii',
        paragraphs: [
          'În cazul în care vă retrageți din contract, vă vom returna orice sumă pe care am primit-o de la dumneavoastră, inclusiv costurile livrării (cu excepția costurilor suplimentare determinate de faptul că ați ales altă modalitate de livrare decât cel mai ieftin tip de livrare standard oferit de noi), fără întârzieri nejustificate și, în orice caz, nu mai târziu de 14 zile de la data la care suntem informați cu privire la decizia dumneavoastră de a vă retrage din contract. Vom efectua rambursarea folosind aceeași modalitate de plată ca și cea folosită pentru tranzacția inițială, cu excepția cazului în care ați convenit în mod expres altfel; în orice caz, nu veți suporta comisioane ca urmare a rambursării. Putem amâna rambursarea până la data la care primim produsele înapoi sau până la data la care ne-ați furnizat dovada că ați trimis produsele înapoi, luând în considerare data cea mai apropiată.',
          `Vă rugăm să ne trimiteți înapoi produsele fără întârzieri nejustificate și în orice caz în cel mult 14 zile de la data la care ne comunicați retragerea. Veți suporta costul direct al returnării produselor. Costul returnării produselor care, prin natura lor, nu pot fi returnate prin poștă (produse voluminoase) este estimat la maximum aproximativ ${freightReturn}.`,
          'Sunteți responsabil doar pentru diminuarea valorii produselor rezultată din manipularea acestora, alta decât cea necesară pentru determinarea naturii, calităților și funcționării produselor.',
        ],
      },
      {
        heading: 'Excepții',
        paragraphs: ['Dreptul de retragere nu se aplică produselor confecționate după specificațiile consumatorului sau personalizate în mod clar (art. 16 lit. c) din OUG nr. 34/2014), de exemplu pereți de duș sau oglinzi la comandă.'],
      },
    ];
  }
  const de = country === 'DE';
  return [
    {
      heading: de ? 'Widerrufsrecht' : 'Rücktrittsrecht',
      paragraphs: [
        'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Bei mehreren Waren, die Sie im Rahmen einer einheitlichen Bestellung bestellt haben und die getrennt geliefert werden, beginnt die Frist mit dem Besitz der letzten Ware.',
        `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${contact}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das beigefügte Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Sie können den Widerruf auch über den Link „Vertrag widerrufen“ unten auf jeder Seite unseres Shops erklären, ohne Anmeldung.`,
        'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.',
      ],
    },
    {
      heading: 'Folgen des Widerrufs',
      paragraphs: [
        'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.',
        `Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden. Sie tragen die unmittelbaren Kosten der Rücksendung der Waren. Die Kosten für Waren, die wegen ihrer Beschaffenheit nicht normal mit der Post zurückgesandt werden können (Speditionsware), werden auf höchstens etwa ${freightReturn} geschätzt.`,
        'Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.',
      ],
    },
    {
      heading: de ? 'Ausschluss des Widerrufsrechts' : 'Ausnahmen vom Rücktrittsrecht',
      paragraphs: [
        `Das ${de ? 'Widerrufsrecht' : 'Rücktrittsrecht'} besteht nicht bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind (${de ? '§ 312g Abs. 2 Nr. 1 BGB' : '§ 18 Abs. 1 Z 3 FAGG'}), zum Beispiel Duschabtrennungen oder Spiegel nach Maß.`,
      ],
    },
  ];
}

/** The form as plain text, below its title (for a mail). */
export function modelFormAsText(form: ModelForm): string {
  return [form.intro, '', ...form.lines.flatMap((line) => [line, '']), ...(form.footnote ? [form.footnote] : [])].join('\n').trimEnd();
}

/** Sections as plain text. */
export function sectionsAsText(sections: TextSection[]): string {
  return sections.map((section) => [section.heading, '', ...section.paragraphs.flatMap((p) => [p, ''])].join('\n')).join('\n').trimEnd();
}
