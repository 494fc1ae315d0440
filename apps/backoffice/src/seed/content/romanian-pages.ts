// The informational pages of the Romanian shop, under Romanian law: OUG 34/2014 (consumer rights
// in distance contracts), OUG 140/2021 (legal guarantee of conformity), GDPR with Law 190/2018,
// Law 506/2004 (cookies), and ANPC's alternative dispute resolution (SAL).
import { companies, money, printableIban, shippingFees } from '../data/company.ts';
import { pickupPoints } from '../data/geo.ts';
import { a, escapeHtml, h2, html, mailto, p, tel, ul, type PageText } from './page-text.ts';
import { pageRoutes, WITHDRAWAL_FORM_ANCHOR, type InformationalCode, type RomaniaOnlyCode } from './routes.ts';

const r = (code: InformationalCode) => `/${pageRoutes[code].ro}`;

export function romanianPages(): Record<InformationalCode | RomaniaOnlyCode, PageText> {
  const c = companies.RO;
  const fees = shippingFees.RO;
  const lei = (cents: number) => money(cents, 'RON');
  // Lead texts (chapo) are plain text, shown as they are: no HTML entities in them.
  const storeText = c.storeName;
  const legal = escapeHtml(c.legalName);
  const address = `${escapeHtml(c.street)}, ${c.zipcode} ${escapeHtml(c.city)}, ${escapeHtml(c.region ?? '')}`;
  const points = pickupPoints.filter((point) => point.countryId === 146);

  return {
    payment: {
      title: 'Modalități de plată',
      chapo: `La ${storeText} plătiți simplu și sigur – datele de plată sunt transmise criptat.`,
      description: html(
        h2('Card bancar'),
        p('Acceptăm Visa, Mastercard și American Express. Plata se confirmă prin 3-D Secure în aplicația băncii dumneavoastră.'),
        h2('PayPal'),
        p('După plasarea comenzii sunteți redirecționat către PayPal pentru confirmarea plății.'),
        h2('Ramburs (plata la livrare)'),
        p('Plătiți numerar sau cu cardul, direct curierului, la primirea coletului, fără cost suplimentar. Produsele voluminoase livrate prin transportator nu se pot plăti ramburs.'),
        h2('Ordin de plată (transfer bancar)'),
        p('Transferați suma după plasarea comenzii; rezervăm produsele 7 zile și le expediem după confirmarea plății.'),
        ul([`Beneficiar: ${legal}`, `IBAN: ${printableIban('RO')}`, `BIC: ${c.bic} (${escapeHtml(c.bank)})`, 'Detalii plată: numărul comenzii']),
        h2('Persoane juridice'),
        p('Companiile care introduc codul fiscal (CUI/CIF) primesc factură pe firmă; prețurile fără TVA sunt afișate după autentificarea în contul de firmă.'),
      ),
    },
    delivery: {
      title: 'Livrare',
      chapo: 'Livrăm în toată România – coletele prin curier, produsele voluminoase prin transportator.',
      description: html(
        p('Coletele sunt livrate prin curier rapid. Căzile de baie, cabinele de duș și mobilierul de baie de dimensiuni mari sunt livrate de un transportator partener. Termenul de livrare este afișat la fiecare produs.'),
        h2('Termene de livrare'),
        ul([
          'Expediere în următoarea zi lucrătoare: pentru produsele în stoc comandate și plătite până la ora 13:00 (vinerea până la ora 15:00)',
          '1-2 zile lucrătoare: colete din stoc',
          '7-9 zile lucrătoare: produse voluminoase',
          '2-3 săptămâni: produse comandate special la producător',
          'La cerere: produse personalizate și produse cu preț la cerere',
        ]),
        h2('Produse voluminoase'),
        p('Transportatorul livrează până la bordură și vă sună în prealabil pentru programare, de aceea avem nevoie de un număr de telefon. Vă rugăm să verificați ambalajul la primire și să notați eventualele deteriorări vizibile pe documentul de livrare; drepturile dumneavoastră legale rămân neafectate.'),
        h2('Ridicare personală'),
        p('Puteți ridica gratuit comanda de la unul dintre punctele noastre:'),
        ul(points.map((point) => `${escapeHtml(point.name)}, ${escapeHtml(point.address1)}, ${point.zipcode} ${escapeHtml(point.city)} (${escapeHtml(point.openingHours)})`)),
        p(`Costurile de livrare le găsiți la ${a(r('shipping_costs'), 'Costuri de livrare')}.`),
      ),
    },
    shipping_costs: {
      title: 'Costuri de livrare',
      chapo: `Livrare prin curier ${lei(fees.parcel)}, gratuită pentru comenzi de minimum ${lei(fees.freeFrom)}.`,
      description: html(
        p('Toate prețurile includ TVA de 21%. Pentru livrările în România se adaugă:'),
        ul([
          `Colet prin curier: ${lei(fees.parcel)} pe comandă – gratuit pentru comenzi de minimum ${lei(fees.freeFrom)}`,
          `Produse voluminoase prin transportator: ${lei(fees.freight)} pe comandă, indiferent de numărul produselor`,
          'Plata ramburs: fără cost suplimentar',
          'Ridicare personală: gratuită',
        ]),
        p('Dacă o comandă conține colete și produse voluminoase, se percepe doar taxa pentru transportator. Costul livrării este afișat înainte de plasarea comenzii.'),
      ),
    },
    privacy: {
      title: 'Politica de confidențialitate',
      chapo: 'Cum prelucrăm datele dumneavoastră cu caracter personal și ce drepturi aveți.',
      description: html(
        h2('1. Operatorul'),
        p(`Operatorul datelor este ${legal}, ${address}, e-mail ${mailto(c.email)}. Responsabilul cu protecția datelor poate fi contactat la ${mailto(c.privacyEmail)}.`),
        h2('2. Comenzi și cont de client'),
        p('Pentru comenzi prelucrăm numele, adresa, e-mailul, telefonul, datele comenzii și ale plății, în vederea executării contractului (art. 6 alin. (1) lit. b) din Regulamentul (UE) 2016/679 – GDPR). Contul de client este opțional; puteți comanda și fără cont.'),
        h2('3. Plată și livrare'),
        p('Transmitem datele necesare procesatorului de plăți ales (PayPal sau procesatorul de carduri) și firmei de curierat sau transportatorului (nume, adresă de livrare, telefon).'),
        h2('4. Cookie-uri'),
        p('Folosim cookie-uri strict necesare pentru coș, autentificare și salvarea opțiunilor dumneavoastră. Cookie-urile de analiză și marketing (de exemplu Google Tag Manager) sunt activate numai cu acordul dumneavoastră, conform art. 4 alin. (5) din Legea nr. 506/2004 și art. 6 alin. (1) lit. a) GDPR. Opțiunea dumneavoastră este păstrată în browser 150 de zile, după care vă întrebăm din nou. O puteți modifica sau vă puteți retrage oricând acordul prin „Setări cookie-uri”, în partea de jos a fiecărei pagini.'),
        h2('5. Newsletter'),
        p('Newsletterul îl primiți doar după confirmarea adresei de e-mail (double opt-in). Vă puteți dezabona oricând prin linkul din fiecare mesaj.'),
        h2('6. Chat de asistență și analiza erorilor'),
        p('Chat de asistență: fereastra de chat a furnizorului nostru se încarcă după ce alegeți „Accept” în bannerul de cookie-uri – pe fiecare pagină, chiar dacă nu deschideți chatul. Furnizorul primește astfel adresa IP, date despre browser și pagina vizitată și poate plasa cookie-uri. Fără acordul dumneavoastră, chatul nu se încarcă (art. 6 alin. (1) lit. a) GDPR).'),
        p('Analiza erorilor: tot numai cu acordul dumneavoastră încărcăm Sentry (Functional Software, Inc.), pentru a depista erorile site-ului. Sentry primește, în caz de eroare, date tehnice (browser, pagină, mesajul de eroare, adresa IP) și măsurători ale timpului de încărcare pentru aproximativ una din cinci pagini vizitate. La aproximativ una din zece vizite și la fiecare eroare, Sentry înregistrează desfășurarea sesiunii (session replay: schimbările de pagină, clicurile și structura paginii); textele, datele introduse și imaginile sunt mascate. Pe paginile a căror adresă conține o cheie de acces personală (de exemplu, rezumatul comenzii unui client fără cont), nu se încarcă nici chatul, nici Sentry.'),
        p('Butonul WhatsApp este un simplu link: WhatsApp primește date numai dacă îl apăsați.'),
        h2('7. Durata stocării'),
        p('Păstrăm datele cât timp sunt necesare scopului pentru care au fost colectate. Documentele financiar-contabile sunt păstrate conform Legii contabilității nr. 82/1991, până la 10 ani.'),
        h2('8. Drepturile dumneavoastră'),
        p('Aveți dreptul de acces, rectificare, ștergere, restricționare, portabilitate și opoziție (art. 15-21 GDPR), precum și dreptul de a vă retrage consimțământul. Aveți dreptul să depuneți o plângere la Autoritatea Națională de Supraveghere a Prelucrării Datelor cu Caracter Personal (ANSPDCP), B-dul G-ral. Gheorghe Magheru nr. 28-30, sector 1, București, www.dataprotection.ro. Prelucrarea se face și cu respectarea Legii nr. 190/2018.'),
      ),
    },
    terms: {
      title: 'Termeni și condiții',
      chapo: `Condițiile în care cumpărați de la ${storeText}.`,
      description: html(
        h2('1. Vânzătorul'),
        p(`${legal}, ${address}, înregistrată la Registrul Comerțului sub nr. ${escapeHtml(c.register)}, CUI ${c.vatId}, e-mail ${mailto(c.email)}, telefon ${tel(c.phone)}.`),
        h2('2. Încheierea contractului'),
        p('Prezentarea produselor nu constituie o ofertă fermă. Prin apăsarea butonului „Comandă cu obligație de plată” transmiteți o comandă fermă. Contractul se încheie la confirmarea comenzii de către noi sau la expedierea produselor; pentru plata cu cardul sau PayPal, la finalizarea plății.'),
        h2('3. Prețuri'),
        p(`Prețurile sunt exprimate în lei și includ TVA de 21%. Costurile de livrare se adaugă și sunt afișate la ${a(r('shipping_costs'), 'Costuri de livrare')}, lângă fiecare preț și înainte de plasarea comenzii.`),
        h2('4. Livrare și plată'),
        p(`Detalii la ${a(r('delivery'), 'Livrare')} și ${a(r('payment'), 'Modalități de plată')}. Riscul se transferă la consumator în momentul în care acesta intră în posesia fizică a produselor.`),
        h2('5. Dreptul de retragere'),
        p(`Consumatorii au dreptul de a se retrage din contract în 14 zile, conform OUG nr. 34/2014. Detalii la ${a(r('withdrawal'), 'Dreptul de retragere')}.`),
        h2('6. Garanția'),
        p(`Produsele beneficiază de garanția legală de conformitate de 2 ani de la livrare, conform OUG nr. 140/2021. Garanțiile comerciale ale producătorilor se adaugă acesteia. Detalii la ${a('/conditii-de-garantie.html', 'Condiții de garanție')}.`),
        h2('7. Soluționarea litigiilor'),
        p(`Reclamațiile ni le puteți trimite la ${mailto(c.email)}; răspundem în cel mult 30 de zile. Consumatorii se pot adresa Autorității Naționale pentru Protecția Consumatorilor (${a('https://anpc.ro', 'ANPC')}) și pot apela la procedura de soluționare alternativă a litigiilor (${a('https://anpc.ro/ce-este-sal/', 'SAL')}).`),
        h2('8. Legea aplicabilă'),
        p('Contractului i se aplică legea română. Prevederile imperative de protecție a consumatorilor rămân neafectate.'),
      ),
    },
    faq: {
      title: 'Întrebări frecvente',
      chapo: 'Răspunsuri la cele mai frecvente întrebări.',
      description: html(
        h2('Când primesc comanda?'),
        p('Termenul este afișat la fiecare produs: coletele din stoc ajung de regulă în 1-2 zile lucrătoare, produsele voluminoase în 7-9 zile lucrătoare.'),
        h2('Cât costă livrarea?'),
        p(`Livrarea prin curier costă ${lei(fees.parcel)} și este gratuită pentru comenzi de minimum ${lei(fees.freeFrom)}; produsele voluminoase: ${lei(fees.freight)} pe comandă.`),
        h2('Pot returna un produs?'),
        p(`Da, în 14 zile de la primire. Detalii la ${a(r('withdrawal'), 'Dreptul de retragere')}.`),
        h2('De ce se vinde gresia doar la cutie?'),
        p('Plăcile sunt livrate în cutii întregi pentru ca nuanța și lotul să fie identice. Cantitatea din coș se ajustează automat la cutii întregi. Calculați aproximativ 10% pierderi la tăiere.'),
        h2('Primesc factură pe firmă?'),
        p('Da. Autentificați-vă cu contul de firmă și completați codul fiscal (CUI/CIF); veți vedea prețurile fără TVA.'),
        h2('Montați produsele?'),
        p('Livrăm fără montaj. Recomandăm ca bateriile, vasele WC și caloriferele să fie montate de un instalator autorizat.'),
      ),
    },
    press: {
      title: 'Presă',
      chapo: `Informații despre ${storeText} pentru jurnaliști.`,
      description: html(
        p(`${legal} este magazinul online din România al grupului Bad &amp; Heim, specializat în obiecte sanitare, gresie, faianță și echipamente de bucătărie, cu produse de la 25 de mărci.`),
        h2('Contact presă'),
        p(`${mailto(c.pressEmail)}, telefon ${tel(c.phone)}.`),
        h2('Materiale foto'),
        p('Logo-urile și fotografiile de produs sunt disponibile la cerere, pentru uz editorial.'),
      ),
    },
    imprint: {
      title: 'Date de identificare',
      chapo: 'Informații despre companie',
      description: html(
        ul([
          `Denumire: ${legal}`,
          `Sediu social: ${address}`,
          `Nr. înregistrare Registrul Comerțului: ${escapeHtml(c.register)}`,
          `Cod unic de înregistrare: ${c.vatId}`,
          'Capital social: 200 lei',
          `Administrator: ${escapeHtml(c.managers)}`,
          `Telefon: ${tel(c.phone)}`,
          `E-mail: ${mailto(c.email)}`,
          `Cont bancar: ${printableIban('RO')}, ${escapeHtml(c.bank)}`,
        ]),
        h2('Protecția consumatorilor'),
        p(`Autoritatea Națională pentru Protecția Consumatorilor: ${a('https://anpc.ro', 'anpc.ro')}. Soluționarea alternativă a litigiilor: ${a('https://anpc.ro/ce-este-sal/', 'SAL')}.`),
      ),
    },
    withdrawal: {
      title: 'Dreptul de retragere',
      chapo: 'Informații privind exercitarea dreptului de retragere și formularul de retragere (OUG nr. 34/2014)',
      description: html(
        h2('Dreptul de retragere'),
        p('Aveți dreptul de a vă retrage din prezentul contract, fără a preciza motivele, în termen de 14 zile. Perioada de retragere expiră după 14 zile de la ziua în care intrați sau o parte terță, alta decât transportatorul și indicată de dumneavoastră, intră în posesia fizică a ultimului produs.'),
        p(`Pentru a vă exercita dreptul de retragere, trebuie să ne informați (${legal}, ${address}, telefon ${tel(c.phone)}, e-mail ${mailto(c.email)}) cu privire la decizia dumneavoastră de a vă retrage din contract, utilizând o declarație neechivocă (de exemplu, o scrisoare trimisă prin poștă sau e-mail). Puteți utiliza modelul de formular de retragere de mai jos, dar nu este obligatoriu. Vă puteți retrage și online, fără autentificare, folosind linkul „Retragere din contract” din subsolul fiecărei pagini a magazinului: completați numele, numărul comenzii și adresa de e-mail, apoi confirmați cu butonul „Confirmați retragerea”. Vă confirmăm imediat pe e-mail primirea declarației, cu data și ora.`),
        p('Pentru a respecta termenul-limită de retragere, este suficient să trimiteți comunicarea privind exercitarea dreptului de retragere înainte de expirarea perioadei de retragere.'),
        h2('Consecințele retragerii'),
        p('În cazul în care vă retrageți din contract, vă vom returna orice sumă pe care am primit-o de la dumneavoastră, inclusiv costurile livrării (cu excepția costurilor suplimentare determinate de faptul că ați ales altă modalitate de livrare decât cel mai ieftin tip de livrare standard oferit de noi), fără întârzieri nejustificate și, în orice caz, nu mai târziu de 14 zile de la data la care suntem informați cu privire la decizia dumneavoastră de a vă retrage din contract. Vom efectua rambursarea folosind aceeași modalitate de plată ca și cea folosită pentru tranzacția inițială, cu excepția cazului în care ați convenit în mod expres altfel; în orice caz, nu veți suporta comisioane ca urmare a rambursării. Putem amâna rambursarea până la data la care primim produsele înapoi sau până la data la care ne-ați furnizat dovada că ați trimis produsele înapoi, luând în considerare data cea mai apropiată.'),
        p(`Vă rugăm să ne trimiteți înapoi produsele fără întârzieri nejustificate și în orice caz în cel mult 14 zile de la data la care ne comunicați retragerea. Veți suporta costul direct al returnării produselor. Costul returnării produselor care, prin natura lor, nu pot fi returnate prin poștă (produse voluminoase) este estimat la maximum aproximativ ${lei(fees.freight)}.`),
        p('Sunteți responsabil doar pentru diminuarea valorii produselor rezultată din manipularea acestora, alta decât cea necesară pentru determinarea naturii, calităților și funcționării produselor.'),
        h2('Excepții'),
        p('Dreptul de retragere nu se aplică produselor confecționate după specificațiile consumatorului sau personalizate în mod clar (art. 16 lit. c) din OUG nr. 34/2014), de exemplu pereți de duș sau oglinzi la comandă.'),
        h2('Formular de retragere', WITHDRAWAL_FORM_ANCHOR.ro),
        p('(Completați și returnați prezentul formular numai dacă doriți să vă retrageți din contract.)'),
        ul([
          `Către ${legal}, ${address}, e-mail ${mailto(c.email)}`,
          'Vă informez prin prezenta cu privire la retragerea mea din contractul referitor la vânzarea următoarelor produse:',
          'Comandate la data / primite la data',
          'Numele consumatorului',
          'Adresa consumatorului',
          'Semnătura consumatorului (doar în cazul în care acest formular este notificat pe hârtie)',
          'Data',
        ]),
      ),
    },
    about: {
      title: 'Despre noi',
      chapo: `${storeText}: obiecte sanitare, gresie, faianță și echipamente de bucătărie, cu consultanță de la oameni care cunosc băile.`,
      description: html(
        p('Baie &amp; Casă face parte din grupul Bad &amp; Heim, care din 2009 vinde online echipamente pentru baie în Germania și Austria. Din depozitul de lângă București livrăm rapid în toată țara.'),
        ul([
          'Prețuri corecte: la produsele reduse afișăm cel mai mic preț din ultimele 30 de zile.',
          'Consultanță telefonică de la instalatori și designeri de băi.',
          'Produse Eco care consumă mai puțină apă.',
        ]),
        p(`Ne găsiți la ${tel(c.phone)}, ${escapeHtml(c.supportMoTh)}, ${escapeHtml(c.supportFr)}.`),
      ),
    },
    contact: {
      title: 'Contact',
      chapo: 'Cum ne puteți contacta.',
      description: html(
        h2('Telefon'),
        p(`${tel(c.phone)} – ${escapeHtml(c.supportMoTh)}, ${escapeHtml(c.supportFr)}`),
        h2('E-mail'),
        p(`${mailto(c.email)} – răspundem de regulă într-o zi lucrătoare.`),
        h2('Adresă'),
        p(`${legal}<br>${address}`),
        p(`Multe răspunsuri găsiți și la ${a(r('faq'), 'Întrebări frecvente')}.`),
      ),
    },
    blog: { title: 'Blog', chapo: 'Idei, ghiduri și sfaturi pentru baie și bucătărie.', description: '' },
    advent_calendar: {
      title: 'Calendar de Advent',
      chapo: 'În fiecare zi din decembrie, de la 1 la 24, o ofertă nouă.',
      description: html(
        p('Calendarul de Advent revine în decembrie: în fiecare zi se deschide o ușiță cu o ofertă specială.'),
        ul([
          'Oferta este valabilă doar în ziua respectivă, până la ora 23:59, în limita stocului disponibil.',
          'Ca preț de referință afișăm cel mai mic preț din ultimele 30 de zile.',
          'Ofertele nu se cumulează cu cupoanele de reducere.',
        ]),
      ),
    },
    warranty_conditions: {
      title: 'Condiții de garanție',
      chapo: 'Garanția legală de conformitate și garanțiile comerciale ale producătorilor',
      description: html(
        h2('Garanția legală de conformitate'),
        p('Toate produsele beneficiază de garanția legală de conformitate de 2 ani de la livrare, conform OUG nr. 140/2021 privind anumite aspecte referitoare la contractele de vânzare de bunuri. Dacă produsul nu este conform, aveți dreptul la aducerea lui în conformitate (reparare sau înlocuire), fără costuri, într-un termen rezonabil de cel mult 15 zile calendaristice, ori, după caz, la reducerea prețului sau la încetarea contractului.'),
        h2('Garanția comercială'),
        p('Mulți producători oferă în plus o garanție comercială (de exemplu 5 ani pentru baterii și 10 ani pentru obiectele din ceramică), menționată la fiecare produs și în certificatul de garanție. Garanția comercială nu afectează drepturile dumneavoastră legale.'),
        h2('Cum solicitați garanția'),
        ul([
          `Scrieți-ne la ${mailto(c.email)} sau sunați la ${tel(c.phone)}.`,
          'Indicați numărul comenzii și descrieți problema; fotografiile ne ajută.',
          'Vă confirmăm primirea solicitării și stabilim împreună ridicarea sau repararea produsului.',
        ]),
        p('Recomandăm montajul de către un instalator autorizat și respectarea instrucțiunilor de montaj și întreținere ale producătorului.'),
      ),
    },
    user_manual: {
      title: 'Manual de utilizare',
      chapo: 'Instrucțiuni generale de montaj, utilizare și întreținere',
      description: html(
        h2('Înainte de montaj'),
        ul([
          'Verificați produsul imediat după livrare și păstrați ambalajul până la montaj.',
          'Citiți instrucțiunile producătorului, incluse în colet.',
          'Bateriile, vasele WC și caloriferele se montează de către un instalator autorizat.',
        ]),
        h2('Întreținere'),
        ul([
          'Curățați suprafețele cu apă și detergent neutru; nu folosiți produse abrazive sau cu acid.',
          'Curățați periodic de calcar aeratorul bateriei și duzele capului de duș.',
          'Aerisiți baia după duș pentru a evita umezeala și mucegaiul.',
        ]),
        h2('Documente'),
        p('Fișele tehnice și manualele producătorilor sunt disponibile la cerere; scrieți-ne și vă trimitem documentele pentru produsul dumneavoastră.'),
      ),
    },
  };
}
