// The informational pages of the German-language shops. Germany and Austria share most words but
// not the law: German pages cite BGB, DDG, TDDDG and VSBG; Austrian pages ECG, FAGG, KSchG, VGG and
// the Mediengesetz, and name each country's authorities.
import { pickupPoints } from '../data/geo.ts';
import { companies, money, printableIban, shippingFees } from '../data/company.ts';
import { a, escapeHtml, h2, html, mailto, p, tel, ul, type PageText } from './page-text.ts';
import { WITHDRAWAL_FORM_ANCHOR, type InformationalCode } from './routes.ts';

type GermanCountry = 'DE' | 'AT';

export function germanPages(iso: GermanCountry): Record<InformationalCode, PageText> {
  const c = companies[iso];
  const fees = shippingFees[iso];
  const de = iso === 'DE';
  const eur = (cents: number) => money(cents, 'EUR');
  const store = escapeHtml(c.storeName);
  // Lead texts (chapo) are plain text, shown as they are: no HTML entities in them.
  const storeText = c.storeName;
  const legal = escapeHtml(c.legalName);
  const address = `${escapeHtml(c.street)}, ${c.zipcode} ${escapeHtml(c.city)}`;
  const vat = de ? '19 %' : '20 %';
  const countryName = de ? 'Deutschland' : 'Österreich';
  // Dative: "mit DHL", "mit der Österreichischen Post".
  const parcelCarrier = de ? 'DHL' : 'der Österreichischen Post';
  const points = pickupPoints.filter((point) => point.countryId === (de ? 5 : 13));
  const withdrawalTerm = de ? 'Widerrufsrecht' : 'Rücktrittsrecht';

  const payment: PageText = {
    title: 'Zahlungsarten',
    chapo: `Bezahlen Sie bei ${storeText} so, wie es Ihnen am liebsten ist – alle Zahlungsdaten werden verschlüsselt übertragen.`,
    description: html(
      p(`Bei ${store} stehen Ihnen folgende Zahlungsarten zur Verfügung. Welche davon für Ihre Bestellung möglich sind, sehen Sie im Bestellvorgang.`),
      h2('PayPal'),
      p('Nach der Bestellung werden Sie zu PayPal weitergeleitet und bestätigen die Zahlung dort. Wir versenden, sobald PayPal die Zahlung bestätigt hat.'),
      h2('Kreditkarte'),
      p('Wir akzeptieren Visa, Mastercard und American Express. Die Zahlung bestätigen Sie mit 3-D Secure in Ihrer Banking-App.'),
      h2('Sofortüberweisung'),
      p('Sie überweisen direkt aus Ihrem Online-Banking; wir erhalten sofort eine Zahlungsbestätigung und können die Ware umgehend versenden.'),
      h2('Rechnung mit Klarna'),
      p('Sie bezahlen innerhalb von 30 Tagen nach Versand an Klarna. Klarna prüft dazu Ihre Bonität; es gelten die Bedingungen von Klarna.'),
      h2('Amazon Pay'),
      p('Bezahlen Sie mit den in Ihrem Amazon-Konto hinterlegten Zahlungs- und Adressdaten.'),
      h2('Vorkasse (Überweisung)'),
      p(`Sie überweisen den Rechnungsbetrag nach der Bestellung auf unser Konto. ${de ? 'Den GiroCode (QR-Code)' : 'Den QR-Code („Zahlen mit Code“)'} für Ihre Banking-App finden Sie in der Bestellbestätigung. Wir reservieren die Ware 7 Tage und versenden nach Zahlungseingang.`),
      ul([
        `Kontoinhaber: ${legal}`,
        `IBAN: ${printableIban(iso)}`,
        `BIC: ${c.bic} (${escapeHtml(c.bank)})`,
        'Verwendungszweck: Ihre Bestellnummer',
      ]),
      h2('Nachnahme'),
      p(`Sie bezahlen bar an den Zusteller. Die Nachnahmegebühr beträgt ${eur(fees.cashOnDelivery)}. Speditionsware liefern wir nicht per Nachnahme.`),
      h2('Für Firmenkunden'),
      p(`Firmenkunden mit gültiger ${de ? 'Umsatzsteuer-Identifikationsnummer (USt-IdNr.)' : 'UID-Nummer'} sehen nach der Anmeldung Nettopreise. Bei innergemeinschaftlichen Lieferungen wird keine Umsatzsteuer berechnet, wenn die Voraussetzungen dafür vorliegen.`),
    ),
  };

  const delivery: PageText = {
    title: 'Lieferung',
    chapo: `Wir liefern in ganz ${countryName} – Paketware mit ${parcelCarrier}, große Artikel per Spedition.`,
    description: html(
      p(`Paketware versenden wir mit ${parcelCarrier}. Badewannen, Duschkabinen, große Duschwannen und große Badmöbel liefert eine Spedition. Die Lieferzeit steht bei jedem Artikel.`),
      h2('Lieferzeiten'),
      ul([
        'Versand am nächsten Werktag: für lagernde Paketware, wenn Bestellung und Zahlung werktags bis 13:00 Uhr (freitags bis 15:00 Uhr) eingehen',
        '1-2 Werktage: lagernde Paketware',
        '7-9 Werktage: Speditionsware',
        '2-3 Wochen: Artikel, die wir für Sie beim Hersteller bestellen',
        'Lieferzeit auf Anfrage: Sonderanfertigungen und Artikel mit Preis auf Anfrage',
      ]),
      p('Bei Vorkasse beginnt die Lieferzeit mit dem Zahlungseingang.'),
      h2('Speditionsware'),
      p('Die Spedition liefert frei Bordsteinkante und ruft Sie vorher zur Terminabsprache an. Bitte geben Sie deshalb bei Speditionsware eine Telefonnummer in der Lieferadresse an. Prüfen Sie die Sendung bei Anlieferung auf äußerlich sichtbare Schäden und vermerken Sie diese auf dem Lieferschein. Ihre gesetzlichen Rechte bleiben davon unberührt.'),
      h2('Abholung'),
      p('Sie können Ihre Bestellung auch kostenlos an einer unserer Abholstationen abholen. Wir informieren Sie per E-Mail, sobald die Ware bereitliegt.'),
      ul(points.map((point) => `${escapeHtml(point.name)}, ${escapeHtml(point.address1)}, ${point.zipcode} ${escapeHtml(point.city)} (${escapeHtml(point.openingHours)})`)),
      h2('Lieferbeschränkungen'),
      p('Einzelne Artikel können wir nicht in jedes Land liefern. Das sehen Sie am Artikel und im Einkaufswagen, bevor Sie bestellen.'),
      p(`Die Kosten finden Sie unter ${a('/versandkosten', 'Versandkosten')}.`),
    ),
  };

  const shippingCosts: PageText = {
    title: 'Versandkosten',
    chapo: `Paketversand ${eur(fees.parcel)}, ab ${eur(fees.freeFrom)} Bestellwert versandkostenfrei.`,
    description: html(
      p(`Alle Preise enthalten die gesetzliche Umsatzsteuer von ${vat}. Hinzu kommen folgende Versandkosten für Lieferungen innerhalb ${de ? 'Deutschlands' : 'Österreichs'}:`),
      ul([
        `Paketversand: ${eur(fees.parcel)} je Bestellung – ab ${eur(fees.freeFrom)} Bestellwert versandkostenfrei`,
        `Speditionsversand: ${eur(fees.freight)} je Bestellung, unabhängig von der Anzahl der Speditionsartikel`,
        `Nachnahme: zuzüglich ${eur(fees.cashOnDelivery)} (nur Paketware)`,
        'Abholung an einer Abholstation: kostenlos',
      ]),
      p('Enthält Ihre Bestellung Paket- und Speditionsware, berechnen wir nur die Speditionspauschale. Die Versandkosten sehen Sie bei jedem Preis verlinkt und vor Abschluss der Bestellung.'),
    ),
  };

  const privacy: PageText = {
    title: 'Datenschutzerklärung',
    chapo: 'Wie wir mit Ihren personenbezogenen Daten umgehen und welche Rechte Sie haben.',
    description: html(
      h2('1. Verantwortlicher'),
      p(`Verantwortlich für die Datenverarbeitung auf dieser Website ist ${legal}, ${address}, Telefon ${tel(c.phone)}, E-Mail ${mailto(c.email)}. ${de ? 'Unseren Datenschutzbeauftragten' : 'Unsere Datenschutzkoordination'} erreichen Sie unter ${mailto(c.privacyEmail)}.`),
      h2('2. Bestellung und Kundenkonto'),
      p('Für Bestellungen verarbeiten wir Name, Anschrift, E-Mail-Adresse, Telefonnummer (bei Speditionsware), Bestell- und Zahlungsdaten, um den Vertrag zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Ein Kundenkonto ist freiwillig; Sie können auch als Gast bestellen und Ihr Konto jederzeit löschen lassen.'),
      h2('3. Zahlung und Versand'),
      p('Je nach gewählter Zahlungsart geben wir die nötigen Daten an PayPal, Klarna, Amazon Pay oder unseren Kartenzahlungsdienstleister weiter (Art. 6 Abs. 1 lit. b DSGVO). Bei Kauf auf Rechnung prüft Klarna Ihre Bonität; Einzelheiten nennt Ihnen Klarna in seinen Datenschutzhinweisen. Versanddienstleister und Speditionen erhalten Name, Lieferadresse und – für die Terminabsprache – Ihre Telefonnummer.'),
      h2('4. Server-Logfiles'),
      p('Beim Aufruf der Website speichert unser Server technisch notwendige Zugriffsdaten (IP-Adresse, Zeitpunkt, aufgerufene Seite, Browser) für höchstens 7 Tage, um den Betrieb und die Sicherheit zu gewährleisten (Art. 6 Abs. 1 lit. f DSGVO).'),
      h2('5. Cookies, Analyse und Marketing'),
      p(`Technisch notwendige Cookies und Speicherungen im Browser (z. B. Einkaufswagen, Anmeldung, Ihre Cookie-Auswahl) setzen wir ohne Einwilligung ein (${de ? '§ 25 Abs. 2 TDDDG' : '§ 165 Abs. 3 TKG 2021'}). Analyse- und Marketingdienste wie den Google Tag Manager laden wir nur, wenn Sie im Cookie-Banner einwilligen (${de ? '§ 25 Abs. 1 TDDDG, ' : ''}Art. 6 Abs. 1 lit. a DSGVO). Ihre Auswahl merkt sich Ihr Browser 150 Tage, danach fragen wir erneut. Ändern oder widerrufen können Sie Ihre Einwilligung jederzeit über „Cookie-Einstellungen“ unten auf jeder Seite. Soweit Daten in die USA übermittelt werden, stützen wir uns auf den Angemessenheitsbeschluss zum EU-U.S. Data Privacy Framework.`),
      h2('6. Newsletter'),
      p('Den Newsletter erhalten Sie nur nach Ihrer Bestätigung per E-Mail (Double-Opt-In, Art. 6 Abs. 1 lit. a DSGVO). Abmelden können Sie sich jederzeit über den Link in jeder Ausgabe.'),
      h2('7. Bewertungen, Hilfe-Chat und Fehleranalyse'),
      p('Einladungen zur Bewertung bei ShopVote oder Trusted Shops senden wir nur mit Ihrer Einwilligung.'),
      p('Bewertungssiegel: Erst wenn Sie im Cookie-Banner „Akzeptieren“ wählen, fragt Ihr Browser unsere Durchschnittsbewertung bei ShopVote ab, um sie unten auf der Seite zu zeigen. Dabei erhält ShopVote Ihre IP-Adresse und Angaben zu Ihrem Browser; das Ergebnis merkt sich Ihr Browser bis zum Ende der Sitzung (Art. 6 Abs. 1 lit. a DSGVO). Das Siegel von Trusted Shops ist ein einfacher Link zu unserem Zertifikat: Trusted Shops erhält Daten nur, wenn Sie ihn öffnen.'),
      p('Hilfe-Chat: Das Chat-Fenster unseres Chat-Anbieters wird geladen, sobald Sie im Cookie-Banner „Akzeptieren“ wählen – auf jeder Seite, auch wenn Sie den Chat nicht öffnen. Dabei erhält der Anbieter Ihre IP-Adresse, Angaben zu Browser und aufgerufener Seite und kann Cookies setzen. Ohne Ihre Einwilligung wird er nicht geladen (Art. 6 Abs. 1 lit. a DSGVO).'),
      p('Fehleranalyse: Ebenfalls erst nach Ihrer Einwilligung laden wir Sentry (Functional Software, Inc.), um Fehler der Website zu erkennen. Sentry erhält bei einem Fehler technische Angaben (Browser, Seite, Fehlermeldung, IP-Adresse) und Messwerte zur Ladezeit von etwa jedem fünften Seitenaufruf. Bei etwa jedem zehnten Besuch und bei jedem Fehler zeichnet Sentry den Ablauf der Sitzung auf (Session Replay: Seitenwechsel, Klicks und der Aufbau der Seite); Texte, Eingaben und Bilder werden dabei unkenntlich gemacht. Auf Seiten, deren Adresse einen persönlichen Zugangsschlüssel enthält (z. B. die Bestellübersicht eines Gastes), laden weder Chat noch Sentry.'),
      h2('8. Speicherdauer'),
      p(`Wir löschen Ihre Daten, sobald sie für den jeweiligen Zweck nicht mehr erforderlich sind. Rechnungen und Buchungsbelege bewahren wir aufgrund gesetzlicher Pflichten ${de ? 'bis zu 10 Jahre auf (§ 257 HGB, § 147 AO)' : '7 Jahre auf (§ 132 BAO, § 212 UGB)'}.`),
      h2('9. Ihre Rechte'),
      p('Sie haben das Recht auf Auskunft (Art. 15 DSGVO), Berichtigung (Art. 16), Löschung (Art. 17), Einschränkung der Verarbeitung (Art. 18) und Datenübertragbarkeit (Art. 20). Einer Verarbeitung auf Grundlage berechtigter Interessen können Sie widersprechen (Art. 21), der Verwendung für Direktwerbung jederzeit. Eine Einwilligung können Sie mit Wirkung für die Zukunft widerrufen (Art. 7 Abs. 3).'),
      p(
        de
          ? 'Sie können sich bei einer Datenschutz-Aufsichtsbehörde beschweren (Art. 77 DSGVO), z. B. bei dem für uns zuständigen Bayerischen Landesamt für Datenschutzaufsicht, Promenade 18, 91522 Ansbach.'
          : 'Sie können sich bei der Österreichischen Datenschutzbehörde beschweren (Art. 77 DSGVO): Barichgasse 40-42, 1030 Wien, dsb@dsb.gv.at.',
      ),
    ),
  };

  const terms: PageText = {
    title: 'Allgemeine Geschäftsbedingungen',
    chapo: `Die Bedingungen für Ihren Einkauf bei ${storeText}.`,
    description: html(
      h2('§ 1 Geltungsbereich'),
      p(`Diese Bedingungen gelten für alle Bestellungen über unseren Online-Shop zwischen ${legal}, ${address}, und Verbrauchern ${de ? '(§ 13 BGB)' : 'im Sinne des KSchG'} sowie Unternehmern ${de ? '(§ 14 BGB)' : 'im Sinne des UGB'}.`),
      h2('§ 2 Vertragsschluss'),
      p(`Die Darstellung der Produkte ist kein bindendes Angebot. Mit dem Klick auf „Zahlungspflichtig bestellen“ geben Sie ein verbindliches Angebot ab${de ? '' : ' (§ 8 Abs. 2 FAGG)'}. Die Eingangsbestätigung per E-Mail ist noch keine Annahme. Der Vertrag kommt mit unserer Auftragsbestätigung oder dem Versand der Ware zustande, bei PayPal, Kreditkarte, Sofortüberweisung und Amazon Pay bereits mit Abschluss des Zahlungsvorgangs. Vertragssprache ist Deutsch; den Vertragstext speichern wir und senden ihn Ihnen mit der Bestellbestätigung.`),
      h2('§ 3 Preise und Versandkosten'),
      p(`Alle Preise sind Gesamtpreise einschließlich ${vat} Umsatzsteuer. Hinzu kommen die auf der Seite ${a('/versandkosten', 'Versandkosten')} genannten Kosten.`),
      h2('§ 4 Lieferung'),
      p(`Wir liefern innerhalb ${de ? 'Deutschlands' : 'Österreichs'}. Die Lieferzeit ist beim Artikel angegeben. Speditionsware wird frei Bordsteinkante nach telefonischer Terminabsprache geliefert. Teillieferungen erfolgen ohne Mehrkosten für Sie.`),
      h2('§ 5 Zahlung'),
      p(`Die verfügbaren Zahlungsarten finden Sie unter ${a('/bezahlen', 'Zahlungsarten')}. Bei Vorkasse zahlen Sie innerhalb von 7 Tagen nach Vertragsschluss.`),
      h2('§ 6 Eigentumsvorbehalt'),
      p('Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.'),
      h2(`§ 7 ${withdrawalTerm}`),
      p(`Verbrauchern steht ein ${withdrawalTerm} zu. Die Einzelheiten finden Sie in der ${a('/widerrufsrecht', de ? 'Widerrufsbelehrung' : 'Belehrung über das Rücktrittsrecht')}.`),
      h2('§ 8 Gewährleistung'),
      p(
        de
          ? 'Es gilt das gesetzliche Mängelhaftungsrecht (§§ 434 ff. BGB). Für Verbraucher verjähren die Ansprüche zwei Jahre nach Ablieferung der Ware. Herstellergarantien gelten zusätzlich und schränken Ihre gesetzlichen Rechte nicht ein.'
          : 'Es gilt die gesetzliche Gewährleistung nach dem Verbrauchergewährleistungsgesetz (VGG) und den §§ 922 ff. ABGB. Die Gewährleistungsfrist beträgt zwei Jahre ab Übergabe; zeigt sich ein Mangel innerhalb eines Jahres, wird vermutet, dass er schon bei Übergabe vorlag. Herstellergarantien gelten zusätzlich und schränken Ihre gesetzlichen Rechte nicht ein.',
      ),
      h2('§ 9 Haftung'),
      p(
        de
          ? 'Wir haften unbeschränkt bei Vorsatz und grober Fahrlässigkeit, bei Verletzung von Leben, Körper oder Gesundheit und nach dem Produkthaftungsgesetz. Bei leicht fahrlässiger Verletzung wesentlicher Vertragspflichten ist die Haftung auf den vorhersehbaren, vertragstypischen Schaden begrenzt.'
          : 'Wir haften für Vorsatz und grobe Fahrlässigkeit sowie bei Personenschäden unbeschränkt. Die Haftung für leichte Fahrlässigkeit ist – außer bei Personenschäden – ausgeschlossen. Ansprüche nach dem Produkthaftungsgesetz bleiben unberührt.',
      ),
      h2('§ 10 Streitbeilegung'),
      p(
        de
          ? 'Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen (§ 36 VSBG). Bei Fragen oder Beschwerden wenden Sie sich bitte direkt an unseren Kundenservice.'
          : `Bei Beschwerden wenden Sie sich bitte zuerst an unseren Kundenservice. Verbraucher können sich außerdem an die Schlichtungsstelle ${a('https://www.ombudsstelle.at', 'Internet Ombudsstelle')} wenden; wir sind bereit, an deren Verfahren teilzunehmen.`,
      ),
      h2('§ 11 Anwendbares Recht'),
      p(
        de
          ? 'Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Für Verbraucher gilt diese Rechtswahl nur, soweit ihnen nicht der Schutz zwingender Bestimmungen des Staates ihres gewöhnlichen Aufenthalts entzogen wird. Gerichtsstand für Kaufleute ist Nürnberg.'
          : 'Es gilt österreichisches Recht unter Ausschluss des UN-Kaufrechts; zwingende Verbraucherschutzbestimmungen des Staates Ihres gewöhnlichen Aufenthalts bleiben unberührt. Für Klagen gegen Verbraucher gilt der Gerichtsstand des § 14 KSchG.',
      ),
    ),
  };

  const faq: PageText = {
    title: 'Häufige Fragen',
    chapo: 'Antworten auf die Fragen, die uns am häufigsten gestellt werden.',
    description: html(
      h2('Wann kommt meine Bestellung?'),
      p(`Die Lieferzeit steht bei jedem Artikel. Lagernde Paketware ist meist in 1-2 Werktagen bei Ihnen, Speditionsware in 7-9 Werktagen. Mehr dazu unter ${a('/lieferung', 'Lieferung')}.`),
      h2('Was kostet der Versand?'),
      p(`Paketversand kostet ${eur(fees.parcel)}, ab ${eur(fees.freeFrom)} ist er kostenlos; Speditionsversand kostet ${eur(fees.freight)} je Bestellung.`),
      h2('Kann ich meine Bestellung abholen?'),
      p('Ja, an unseren Abholstationen – kostenlos. Wählen Sie im Bestellvorgang „Abholung“ und die gewünschte Station.'),
      h2('Wie kann ich etwas zurückgeben?'),
      p(`${de ? 'Sie können den Vertrag innerhalb von 14 Tagen widerrufen.' : 'Sie können innerhalb von 14 Tagen vom Vertrag zurücktreten.'} Wie das geht, lesen Sie unter ${a('/widerrufsrecht', withdrawalTerm)}.`),
      h2('Die Ware ist beschädigt angekommen. Was nun?'),
      p(`Bitte fotografieren Sie den Schaden und schreiben Sie uns an ${mailto(c.email)}. Wir kümmern uns um Ersatz oder Erstattung; Ihre gesetzlichen Rechte bleiben unberührt.`),
      h2('Warum kann ich Fliesen nur paketweise kaufen?'),
      p('Fliesen werden in Paketen geliefert, damit Farbe und Brand einheitlich sind. Die Menge im Einkaufswagen passt sich deshalb automatisch an ganze Pakete an. Planen Sie etwa 10 % Verschnitt ein.'),
      h2('Ich bin Firmenkunde. Sehe ich Nettopreise?'),
      p(`Ja. Melden Sie sich mit Ihrem Firmenkonto an und hinterlegen Sie Ihre ${de ? 'USt-IdNr.' : 'UID-Nummer'}; dann zeigen wir Nettopreise und die passende Umsatzsteuer.`),
      h2('Montieren Sie die Produkte?'),
      p('Wir liefern ohne Montage. Armaturen, WCs und Heizkörper sollte ein Fachbetrieb anschließen; gern empfehlen wir Ihnen Installateure in Ihrer Nähe.'),
    ),
  };

  const press: PageText = {
    title: 'Presse',
    chapo: `Informationen für Journalistinnen und Journalisten über ${storeText}.`,
    description: html(
      p(`${legal} ist ein Online-Fachhändler für Bad- und Küchenausstattung mit Sitz in ${escapeHtml(c.city)}. Mit den Shops in Deutschland, Österreich und Rumänien beliefern wir private Bauherren, Renovierer und Installationsbetriebe mit Produkten von 25 Marken.`),
      h2('Pressekontakt'),
      p(`Presseanfragen beantworten wir unter ${mailto(c.pressEmail)} oder telefonisch unter ${tel(c.phone)}.`),
      h2('Meldungen'),
      ul([
        'Bad &amp; Heim eröffnet Abholstation in Köln – Bestellungen können ab sofort auch in Köln-Ossendorf abgeholt werden.',
        'Baie &amp; Casă: Bad &amp; Heim startet seinen Online-Shop in Rumänien.',
        'Wasser sparen im Bad: Armaturen mit Eco-Stufe machen inzwischen jede vierte verkaufte Armatur aus.',
      ]),
      h2('Bildmaterial'),
      p('Logos und Produktbilder stellen wir für redaktionelle Zwecke gern auf Anfrage zur Verfügung.'),
    ),
  };

  const imprint: PageText = de
    ? {
        title: 'Impressum',
        chapo: 'Angaben gemäß § 5 DDG',
        description: html(
          h2('Angaben gemäß § 5 DDG'),
          p(`${legal}<br>${escapeHtml(c.street)}<br>${c.zipcode} ${escapeHtml(c.city)}<br>Deutschland`),
          p(`Vertreten durch die Geschäftsführer: ${escapeHtml(c.managers)}`),
          h2('Kontakt'),
          p(`Telefon: ${tel(c.phone)}<br>E-Mail: ${mailto(c.email)}`),
          h2('Registereintrag'),
          p(`Eingetragen im Handelsregister. Registergericht und Registernummer: ${escapeHtml(c.register)}`),
          h2('Umsatzsteuer'),
          p(`Umsatzsteuer-Identifikationsnummer (USt-IdNr.) gemäß § 27a Umsatzsteuergesetz: ${c.vatId}`),
          h2('Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV'),
          p(`Katrin Albers, ${address}`),
          h2('Verbraucherstreitbeilegung'),
          p('Wir sind nicht bereit und nicht verpflichtet, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.'),
        ),
      }
    : {
        title: 'Impressum',
        chapo: 'Informationen gemäß § 5 ECG, § 14 UGB und Offenlegung gemäß § 25 Mediengesetz',
        description: html(
          h2('Medieninhaber und Diensteanbieter (§ 5 ECG, § 25 MedienG)'),
          p(`${legal}<br>${escapeHtml(c.street)}<br>${c.zipcode} ${escapeHtml(c.city)}<br>Österreich`),
          ul([
            'Rechtsform: Gesellschaft mit beschränkter Haftung',
            `Sitz: ${escapeHtml(c.city)}`,
            `Firmenbuchnummer und Firmenbuchgericht: ${escapeHtml(c.register)}`,
            `UID-Nummer: ${c.vatId}`,
            `Geschäftsführung: ${escapeHtml(c.managers)}`,
            'Unternehmensgegenstand: Handel mit Sanitär-, Fliesen- und Küchenprodukten',
          ]),
          h2('Kontakt'),
          p(`Telefon: ${tel(c.phone)}<br>E-Mail: ${mailto(c.email)}`),
          h2('Gewerberecht'),
          ul([
            'Mitglied der Wirtschaftskammer Oberösterreich, Sparte Handel',
            'Gewerbe: Handelsgewerbe, verliehen in Österreich',
            'Gewerbebehörde: Magistrat der Stadt Wels',
            `Anwendbare Rechtsvorschrift: Gewerbeordnung, abrufbar unter ${a('https://www.ris.bka.gv.at', 'www.ris.bka.gv.at')}`,
          ]),
          h2('Blattlinie'),
          p('Information über das Sortiment, die Angebote und die Dienstleistungen von Bad &amp; Heim.'),
        ),
      };

  const freightReturn = de ? '90 EUR' : '119 EUR';
  const withdrawal: PageText = {
    title: de ? 'Widerrufsrecht' : 'Rücktrittsrecht',
    chapo: de
      ? 'Widerrufsbelehrung, Muster-Widerrufsformular und Widerrufsbutton'
      : 'Belehrung über das Rücktrittsrecht nach § 11 FAGG und Muster-Widerrufsformular',
    description: html(
      h2(de ? 'Widerrufsbelehrung' : 'Belehrung über das Rücktrittsrecht'),
      p('Verbraucherinnen und Verbraucher haben das folgende Widerrufsrecht:'),
      h2('Widerrufsrecht'),
      p('Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag, an dem Sie oder ein von Ihnen benannter Dritter, der nicht der Beförderer ist, die Waren in Besitz genommen haben bzw. hat. Bei mehreren Waren, die Sie im Rahmen einer einheitlichen Bestellung bestellt haben und die getrennt geliefert werden, beginnt die Frist mit dem Besitz der letzten Ware.'),
      p(`Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${legal}, ${address}, Telefon ${tel(c.phone)}, E-Mail ${mailto(c.email)}) mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, das jedoch nicht vorgeschrieben ist. Sie können den Widerruf auch über den Link „Vertrag widerrufen“ unten auf jeder Seite unseres Shops erklären (siehe unten).`),
      p('Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf der Widerrufsfrist absenden.'),
      h2('Folgen des Widerrufs'),
      p('Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, einschließlich der Lieferkosten (mit Ausnahme der zusätzlichen Kosten, die sich daraus ergeben, dass Sie eine andere Art der Lieferung als die von uns angebotene, günstigste Standardlieferung gewählt haben), unverzüglich und spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden Ihnen wegen dieser Rückzahlung Entgelte berechnet. Wir können die Rückzahlung verweigern, bis wir die Waren wieder zurückerhalten haben oder bis Sie den Nachweis erbracht haben, dass Sie die Waren zurückgesandt haben, je nachdem, welches der frühere Zeitpunkt ist.'),
      p(`Sie haben die Waren unverzüglich und in jedem Fall spätestens binnen vierzehn Tagen ab dem Tag, an dem Sie uns über den Widerruf dieses Vertrags unterrichten, an uns zurückzusenden oder zu übergeben. Die Frist ist gewahrt, wenn Sie die Waren vor Ablauf der Frist von vierzehn Tagen absenden. Sie tragen die unmittelbaren Kosten der Rücksendung der Waren. Die Kosten für Waren, die wegen ihrer Beschaffenheit nicht normal mit der Post zurückgesandt werden können (Speditionsware), werden auf höchstens etwa ${freightReturn} geschätzt.`),
      p('Sie müssen für einen etwaigen Wertverlust der Waren nur aufkommen, wenn dieser Wertverlust auf einen zur Prüfung der Beschaffenheit, Eigenschaften und Funktionsweise der Waren nicht notwendigen Umgang mit ihnen zurückzuführen ist.'),
      h2(de ? 'Ausschluss des Widerrufsrechts' : 'Ausnahmen vom Rücktrittsrecht'),
      p(`Das ${withdrawalTerm} besteht nicht bei Verträgen zur Lieferung von Waren, die nicht vorgefertigt sind und für deren Herstellung eine individuelle Auswahl oder Bestimmung durch den Verbraucher maßgeblich ist oder die eindeutig auf die persönlichen Bedürfnisse des Verbrauchers zugeschnitten sind (${de ? '§ 312g Abs. 2 Nr. 1 BGB' : '§ 18 Abs. 1 Z 3 FAGG'}), zum Beispiel Duschabtrennungen oder Spiegel nach Maß.`),
      h2('Muster-Widerrufsformular', WITHDRAWAL_FORM_ANCHOR.de),
      p('(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)'),
      ul([
        `An ${legal}, ${address}, E-Mail: ${mailto(c.email)}`,
        'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über den Kauf der folgenden Waren (*)/die Erbringung der folgenden Dienstleistung (*)',
        'Bestellt am (*)/erhalten am (*)',
        'Name des/der Verbraucher(s)',
        'Anschrift des/der Verbraucher(s)',
        'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier)',
        'Datum',
      ]),
      p('(*) Unzutreffendes streichen.'),
      h2(de ? 'Widerrufsbutton (§ 356a BGB)' : 'Widerruf per Schaltfläche'),
      p(
        de
          ? 'Sie können Ihren Widerruf auch über unsere Widerrufsfunktion erklären (§ 356a BGB): Klicken Sie auf den Link „Vertrag widerrufen“ unten auf jeder Seite unseres Shops – eine Anmeldung ist nicht nötig. Geben Sie Ihren Namen, die Bestellnummer und die E-Mail-Adresse für die Bestätigung an und bestätigen Sie mit „Widerruf bestätigen“. Wir bestätigen Ihnen den Eingang des Widerrufs unverzüglich mit Datum und Uhrzeit per E-Mail. Die Widerrufsfunktion ist während der gesamten Widerrufsfrist verfügbar.'
          : 'Sie können Ihren Rücktritt auch elektronisch erklären: Klicken Sie auf den Link „Vertrag widerrufen“ unten auf jeder Seite unseres Shops – eine Anmeldung ist nicht nötig. Geben Sie Ihren Namen, die Bestellnummer und die E-Mail-Adresse an und bestätigen Sie mit „Widerruf bestätigen“. Wir bestätigen Ihnen den Eingang unverzüglich mit Datum und Uhrzeit per E-Mail.',
      ),
    ),
  };

  const about: PageText = {
    title: 'Über uns',
    chapo: `${storeText}: Badausstattung, Fliesen und Küchentechnik – online, mit Beratung von Menschen, die Bäder kennen.`,
    description: html(
      p(`Was 2009 als kleiner Sanitärhandel begann, ist heute ein Online-Fachhändler mit Shops in Deutschland, Österreich und Rumänien. Unser Team aus Installateuren, Fliesenlegern und Badplanern berät Sie am Telefon und per E-Mail.`),
      h2('Was uns wichtig ist'),
      ul([
        'Ehrliche Preise: Aktionspreise zeigen wir mit dem niedrigsten Preis der letzten 30 Tage.',
        'Schnelle Lieferung aus eigenen Lagern in Nürnberg, Wels und bei Bukarest.',
        'Wasser sparen: Produkte mit Eco-Kennzeichnung verbrauchen nachweislich weniger Wasser.',
        'Beratung, die weiterhilft – auch nach dem Kauf.',
      ]),
      p(`Sie erreichen uns ${escapeHtml(c.supportMoTh)} und ${escapeHtml(c.supportFr)} unter ${tel(c.phone)}.`),
    ),
  };

  const contact: PageText = {
    title: 'Kontakt',
    chapo: 'So erreichen Sie unseren Kundenservice.',
    description: html(
      h2('Telefon'),
      p(`${tel(c.phone)} – ${escapeHtml(c.supportMoTh)}, ${escapeHtml(c.supportFr)}`),
      h2('E-Mail'),
      p(`${mailto(c.email)} – wir antworten in der Regel innerhalb eines Werktags.`),
      h2('Anschrift'),
      p(`${legal}<br>${escapeHtml(c.street)}<br>${c.zipcode} ${escapeHtml(c.city)}`),
      p(`Viele Antworten finden Sie auch in unseren ${a('/faq', 'häufigen Fragen')}.`),
    ),
  };

  const advent: PageText = {
    title: de ? 'Adventskalender' : 'Adventkalender',
    chapo: 'Vom 1. bis 24. Dezember öffnet sich jeden Tag ein Türchen mit einem Tagesangebot.',
    description: html(
      p('Jeden Tag im Advent wartet hinter einem Türchen ein besonderes Angebot aus unserem Sortiment – vom Duschkopf bis zum Handtuchheizkörper.'),
      h2('So funktioniert’s'),
      ul([
        'Jedes Türchen öffnet sich am jeweiligen Tag um 0:00 Uhr.',
        'Das Angebot gilt nur an diesem Tag bis 23:59 Uhr und solange der Vorrat reicht.',
        'Als Vergleichspreis zeigen wir den niedrigsten Preis der letzten 30 Tage.',
        'Angebote sind nicht mit Gutscheinen kombinierbar.',
      ]),
      p('Unser Tipp: Melden Sie sich zum Newsletter an, dann erinnern wir Sie an besondere Türchen.'),
    ),
  };

  const blog: PageText = {
    title: 'Blog',
    chapo: 'Ideen, Anleitungen und Tipps rund um Bad und Küche.',
    description: '',
  };

  return {
    payment,
    delivery,
    privacy,
    terms,
    faq,
    press,
    imprint,
    withdrawal,
    shipping_costs: shippingCosts,
    about,
    contact,
    blog,
    advent_calendar: advent,
  };
}
