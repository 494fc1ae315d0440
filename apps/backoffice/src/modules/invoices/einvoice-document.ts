// A document as an EN 16931 e-invoice (issue 35), in @e-invoice-eu/core's model (UBL's element
// names), which the library writes as UBL (RO e-Factura, CIUS-RO) or as CII (XRechnung).
//
// It states what the PDF states, from the same DocumentData: the lines with their VAT category and
// rate, the coupon as a document-level allowance per rate, postage and the cash-on-delivery fee as
// charges, the VAT per rate and the totals, all from pricing-vat (einvoiceAmounts), so they add up
// to the cent with the PDF's. A buyer exempt as an EU company gets the intra-community supply
// (category K, VATEX-EU-IC) that the PDF prints.
import type { Invoice } from '@e-invoice-eu/core';
import { decimalAmount, einvoiceAmounts, type VatLine } from '@shop/pricing-vat';
import type { DocumentData } from './document-data.ts';
import { documentTexts } from './document-texts.ts';
import { formatDay } from './render-document.ts';
import { dayIn } from '../shop/index.ts';
import { countryFactsOf } from '@shop/contract/country-facts';

/** A party's address as the e-invoice needs it: fields, not printed lines. */
export type EInvoiceAddress = {
  company: string | null;
  name: string;
  street: string;
  extra: string | null;
  zipcode: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  countryIso: string;
  /** ISO 3166-2 (RO-AB), when the address has a state. */
  stateCode: string | null;
};

/** What an e-invoice needs beyond what the PDF prints. */
export type EInvoiceParties = {
  invoiceAddress: EInvoiceAddress;
  deliveryAddress: EInvoiceAddress;
  buyerEmail: string;
  /** ISO 3166-2 of the seller's region (RO e-Factura needs the county: RO-IF), when known. */
  sellerStateCode: string | null;
};

export type EInvoiceSyntax = 'cius-ro' | 'xrechnung-cii';

/**
 * RO e-Factura names a Bucharest address's city by its sector (SECTOR1 ... SECTOR6, BR-RO-100):
 * read from the city, street or address line ("București, Sector 3"); other cities as written.
 */
export function einvoiceCity(address: { city: string; street: string; extra: string | null; stateCode: string | null }): string {
  if (address.stateCode !== 'RO-B') return address.city;
  const sector = /sector(?:ul)?\s*([1-6])\b/i.exec([address.city, address.street, address.extra ?? ''].join(' '));
  return sector ? `SECTOR${sector[1]}` : address.city;
}


/** At most `count` characters, never half of one (an emoji is two UTF-16 units). */
const firstCharacters = (text: string, count: number) => Array.from(text).slice(0, count).join('');

/** RO e-Factura's specification identifier (BT-24) for CIUS-RO 1.0.1. */
export const CIUS_RO_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:efactura.mfinante.ro:CIUS-RO:1.0.1';

/** ANAF's buyer identifier for a consumer who gave no personal numeric code (CNP). */
const NO_CNP = '0000000000000';

type Body = Invoice['ubl:Invoice'];
type Party = Body['cac:AccountingSupplierParty']['cac:Party'];
type BuyerParty = Body['cac:AccountingCustomerParty']['cac:Party'];
type Line = Body['cac:InvoiceLine'][number];
type Currency = NonNullable<Body['cbc:DocumentCurrencyCode']>;
type CountryCode = Party['cac:PostalAddress']['cac:Country']['cbc:IdentificationCode'];
type TaxCategoryCode = Line['cac:Item']['cac:ClassifiedTaxCategory']['cbc:ID'];


/**
 * The line's net price (BG-29). A gross line's net does not always divide by its quantity to the
 * cent (3 x 10.00 gross is 25.21 net): such a price is stated for the whole quantity (BT-149).
 */
function priceOf(lineNet: number, quantity: number, currency: Currency) {
  if (lineNet % quantity === 0) return { 'cbc:PriceAmount': decimalAmount(lineNet / quantity), 'cbc:PriceAmount@currencyID': currency };
  return { 'cbc:PriceAmount': decimalAmount(lineNet), 'cbc:PriceAmount@currencyID': currency, 'cbc:BaseQuantity': String(quantity), 'cbc:BaseQuantity@unitCode': 'H87' };
}

function postalAddress(address: EInvoiceAddress) {
  return {
    'cbc:StreetName': address.street,
    ...(address.extra ? { 'cbc:AdditionalStreetName': address.extra } : {}),
    'cbc:CityName': address.city,
    'cbc:PostalZone': address.zipcode,
    ...(address.stateCode ? { 'cbc:CountrySubentity': address.stateCode } : {}),
    'cac:Country': { 'cbc:IdentificationCode': address.countryIso as CountryCode },
  };
}

/** A moment as the shop's day (YYYY-MM-DD), as the PDF prints its dates. */
export function einvoiceDay(data: Pick<DocumentData, 'order'>, iso: string): string {
  return dayIn(countryFactsOf(data.order.country_id).timeZone, new Date(iso));
}

export function einvoiceOf(data: DocumentData, parties: EInvoiceParties, syntax: EInvoiceSyntax): Invoice {
  const t = documentTexts[data.lang];
  const { document, order, seller } = data;
  const currency = order.currency_code as Currency;
  const money = (cents: number) => decimalAmount(cents);
  const day = (iso: string) => einvoiceDay(data, iso);
  // 0 % is a tax-free intra-community supply (K) for a VAT-exempt buyer whose VAT id is of another
  // member state, as the PDF prints it; any other 0 % line is zero-rated (Z), without a reason.
  const buyerVatId = document.buyer_vat_id?.trim() ?? '';
  const intraCommunity = document.buyer_vat_exempt === 1 && buyerVatId !== '' && !buyerVatId.toUpperCase().startsWith(seller.countryIso);
  const category = (rate: number): { 'cbc:ID': TaxCategoryCode; 'cbc:Percent': string } => ({
    'cbc:ID': rate > 0 ? 'S' : intraCommunity ? 'K' : 'Z',
    'cbc:Percent': String(rate),
  });
  const taxScheme = { 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
  const exemption = (rate: number) => (rate === 0 && intraCommunity ? { 'cbc:TaxExemptionReasonCode': 'VATEX-EU-IC' } : {});

  const sellerParty: Party = {
    'cbc:EndpointID': seller.email,
    'cbc:EndpointID@schemeID': 'EM',
    'cac:PartyName': { 'cbc:Name': seller.storeName },
    'cac:PostalAddress': {
      'cbc:StreetName': seller.street,
      'cbc:CityName': einvoiceCity({ city: seller.city, street: seller.street, extra: null, stateCode: parties.sellerStateCode }),
      'cbc:PostalZone': seller.zipcode,
      ...(parties.sellerStateCode ? { 'cbc:CountrySubentity': parties.sellerStateCode } : {}),
      'cac:Country': { 'cbc:IdentificationCode': seller.countryIso as CountryCode },
    },
    'cac:PartyTaxScheme': [
      ...(seller.vatId ? [{ 'cbc:CompanyID': seller.vatId, ...taxScheme }] : []),
      ...(seller.taxNumber ? [{ 'cbc:CompanyID': seller.taxNumber, 'cac:TaxScheme': { 'cbc:ID': 'FC' } }] : []),
    ] as Party['cac:PartyTaxScheme'],
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': seller.legalName,
      ...(seller.tradeRegister ? { 'cbc:CompanyID': seller.tradeRegister } : {}),
    },
    'cac:Contact': {
      'cbc:Name': seller.storeName,
      ...(seller.phone.trim() ? { 'cbc:Telephone': seller.phone } : {}),
      ...(seller.email.trim() ? { 'cbc:ElectronicMail': seller.email } : {}),
    },
  };

  const buyer = parties.invoiceAddress;
  const buyerName = buyer.company?.trim() || buyer.name;
  const buyerParty: BuyerParty = {
    'cbc:EndpointID': parties.buyerEmail,
    'cbc:EndpointID@schemeID': 'EM',
    'cac:PostalAddress': postalAddress(buyer),
    ...(document.buyer_vat_id ? { 'cac:PartyTaxScheme': { 'cbc:CompanyID': document.buyer_vat_id, ...taxScheme } } : {}),
    'cac:PartyLegalEntity': {
      'cbc:RegistrationName': buyerName,
      // RO e-Factura needs an identifier of every buyer: a consumer's stands as thirteen zeros.
      ...(syntax === 'cius-ro' && !document.buyer_vat_id ? { 'cbc:CompanyID': NO_CNP } : {}),
    },
    'cac:Contact': { 'cbc:Name': buyer.name, 'cbc:ElectronicMail': parties.buyerEmail },
  };

  // Lines, allowances, charges and the VAT per rate.
  let lines: Line[];
  let allowanceCharges: NonNullable<Body['cac:AllowanceCharge']> = [];
  let breakdown: readonly VatLine[];
  let totals: { lines: number; allowances: number; charges: number; net: number; vat: number; gross: number };
  if (data.creditNote) {
    // A refund by amount: one line per rate it is shared out over (creditNoteTotals).
    const credit = data.creditNote.totals;
    const itemName = data.creditNote.cancels ? t.cancellation('') : t.refund('');
    breakdown = credit.rates;
    lines = credit.rates.map((rate, index) => ({
      'cbc:ID': String(index + 1),
      'cbc:InvoicedQuantity': '1',
      'cbc:InvoicedQuantity@unitCode': 'C62',
      'cbc:LineExtensionAmount': money(rate.net),
      'cbc:LineExtensionAmount@currencyID': currency,
      'cac:Item': { 'cbc:Name': itemName, 'cac:ClassifiedTaxCategory': { ...category(rate.rate), ...taxScheme } },
      'cac:Price': { 'cbc:PriceAmount': money(rate.net), 'cbc:PriceAmount@currencyID': currency },
    }));
    totals = { lines: credit.total.net, allowances: 0, charges: 0, net: credit.total.net, vat: credit.vat, gross: credit.total.gross };
  } else {
    const amounts = einvoiceAmounts(
      data.invoiceTotals,
      data.lines.map((line) => ({ lineGross: line.line_taxed_cents, lineNet: line.line_cents, rate: line.rate })),
    );
    breakdown = amounts.breakdown;
    lines = data.lines.map((line, index) => {
      const net = amounts.lines[index] as number;
      return {
        'cbc:ID': String(line.position),
        'cbc:InvoicedQuantity': String(line.quantity),
        'cbc:InvoicedQuantity@unitCode': 'H87',
        'cbc:LineExtensionAmount': money(net),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cac:Item': {
          'cbc:Name': firstCharacters(line.title.trim() || line.ref, 100),
          'cac:SellersItemIdentification': { 'cbc:ID': line.ref },
          'cac:ClassifiedTaxCategory': { ...category(line.rate), ...taxScheme },
        },
        'cac:Price': priceOf(net, line.quantity, currency),
      } as Line;
    });
    allowanceCharges = [
      ...amounts.allowances.map((allowance) => ({
        'cbc:ChargeIndicator': 'false',
        'cbc:AllowanceChargeReasonCode': '95',
        'cbc:AllowanceChargeReason': t.discount(order.coupon_code),
        'cbc:Amount': money(allowance.net),
        'cbc:Amount@currencyID': currency,
        'cac:TaxCategory': { ...category(allowance.rate), ...taxScheme },
      })),
      ...amounts.charges.map((charge) => ({
        'cbc:ChargeIndicator': 'true',
        ...(charge.kind === 'delivery' ? { 'cbc:AllowanceChargeReasonCode': 'FC' } : {}),
        'cbc:AllowanceChargeReason': charge.kind === 'delivery' ? t.postage : t.paymentFee,
        'cbc:Amount': money(charge.net),
        'cbc:Amount@currencyID': currency,
        'cac:TaxCategory': { ...category(charge.rate), ...taxScheme },
      })),
    ] as NonNullable<Body['cac:AllowanceCharge']>;
    totals = {
      lines: amounts.lineTotal,
      allowances: amounts.allowanceTotal,
      charges: amounts.chargeTotal,
      net: amounts.taxExclusive,
      vat: amounts.vat,
      gross: amounts.taxInclusive,
    };
  }

  // What is still to pay: nothing once the order was paid when the invoice was issued.
  const prepaid = data.creditNote ? 0 : order.paid_at ? totals.gross : Math.min(order.received_amount_cents ?? 0, totals.gross);
  const payable = totals.gross - prepaid;
  const paymentMeans = paymentMeansOf(data, syntax);
  const referenced = data.creditNote ? data.creditNote.invoice : data.replaces;
  const invoice: Invoice = {
    'ubl:Invoice': {
      ...(syntax === 'cius-ro' ? { 'cbc:CustomizationID': CIUS_RO_CUSTOMIZATION } : {}),
      'cbc:ID': document.number,
      'cbc:IssueDate': day(document.issued_at),
      ...(payable > 0 && !data.creditNote ? { 'cbc:DueDate': day(document.issued_at) } : {}),
      'cbc:InvoiceTypeCode': data.creditNote ? '381' : '380',
      ...(data.creditNote?.invoice
        ? { 'cbc:Note': [(data.creditNote.cancels ? t.cancelsInvoice : t.correctsInvoice)(data.creditNote.invoice.number, formatDay(day(data.creditNote.invoice.issued_at)))] }
        : data.replaces
          ? { 'cbc:Note': [t.replacesInvoice(data.replaces.number, formatDay(day(data.replaces.issued_at)))] }
          : {}),
      'cbc:DocumentCurrencyCode': currency,
      // XRechnung asks for the buyer's reference: the one the company's account gives (a Leitweg-ID
      // for an authority), else the order number.
      'cbc:BuyerReference': document.buyer_reference?.trim() || order.ref,
      'cac:OrderReference': { 'cbc:ID': order.ref },
      // A credit note names the invoice it corrects; a correction's new invoice, the one it replaces (BT-25).
      ...(referenced
        ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': referenced.number, 'cbc:IssueDate': day(referenced.issued_at) } }] }
        : {}),
      'cac:AccountingSupplierParty': { 'cac:Party': sellerParty },
      'cac:AccountingCustomerParty': { 'cac:Party': buyerParty },
      // A credit note for an order refunded before it shipped has no delivery day: it concerns the day the order was placed.
      ...(document.delivery_date ? {} : { 'cac:InvoicePeriod': { 'cbc:StartDate': day(order.created_at), 'cbc:EndDate': day(order.created_at) } }),
      'cac:Delivery': {
        ...(document.delivery_date ? { 'cbc:ActualDeliveryDate': document.delivery_date } : {}),
        'cac:DeliveryLocation': { 'cac:Address': postalAddress(parties.deliveryAddress) },
      },
      'cac:PaymentMeans': [paymentMeans],
      ...(payable > 0 ? { 'cac:PaymentTerms': { 'cbc:Note': paymentTermsOf(data) } } : {}),
      ...(allowanceCharges.length > 0 ? { 'cac:AllowanceCharge': allowanceCharges } : {}),
      'cac:TaxTotal': [
        {
          'cbc:TaxAmount': money(totals.vat),
          'cbc:TaxAmount@currencyID': currency,
          'cac:TaxSubtotal': breakdown.map((rate) => ({
            'cbc:TaxableAmount': money(rate.net),
            'cbc:TaxableAmount@currencyID': currency,
            'cbc:TaxAmount': money(rate.vat),
            'cbc:TaxAmount@currencyID': currency,
            'cac:TaxCategory': { ...category(rate.rate), ...exemption(rate.rate), ...taxScheme },
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        'cbc:LineExtensionAmount': money(totals.lines),
        'cbc:LineExtensionAmount@currencyID': currency,
        'cbc:TaxExclusiveAmount': money(totals.net),
        'cbc:TaxExclusiveAmount@currencyID': currency,
        'cbc:TaxInclusiveAmount': money(totals.gross),
        'cbc:TaxInclusiveAmount@currencyID': currency,
        ...(totals.allowances > 0 ? { 'cbc:AllowanceTotalAmount': money(totals.allowances), 'cbc:AllowanceTotalAmount@currencyID': currency } : {}),
        ...(totals.charges > 0 ? { 'cbc:ChargeTotalAmount': money(totals.charges), 'cbc:ChargeTotalAmount@currencyID': currency } : {}),
        ...(prepaid > 0 ? { 'cbc:PrepaidAmount': money(prepaid), 'cbc:PrepaidAmount@currencyID': currency } : {}),
        'cbc:PayableAmount': money(payable),
        'cbc:PayableAmount@currencyID': currency,
      },
      'cac:InvoiceLine': lines as Body['cac:InvoiceLine'],
    },
  };
  return invoice;
}

/**
 * How the money moves (BG-16, UNTDID 4461): a prepayment by credit transfer to the seller's account
 * with the order number as reference (58 SEPA in euro, 30 in lei), cash on delivery in cash (10),
 * the online providers as an online payment service (68); a credit note's refund goes back the way
 * the money came, which the e-invoice states as not defined further (1).
 */
function paymentMeansOf(data: DocumentData, syntax: EInvoiceSyntax): NonNullable<Body['cac:PaymentMeans']>[number] {
  const { order, seller } = data;
  if (data.creditNote) return { 'cbc:PaymentMeansCode': '1', 'cbc:PaymentMeansCode@name': firstCharacters(data.paymentTitle, 100) };
  if (order.payment_code === 'vorkasse' && seller.iban) {
    return {
      'cbc:PaymentMeansCode': syntax === 'cius-ro' ? '30' : '58',
      'cbc:PaymentMeansCode@name': firstCharacters(data.paymentTitle, 100),
      'cbc:PaymentID': order.ref,
      'cac:PayeeFinancialAccount': {
        'cbc:ID': seller.iban.replace(/\s+/g, ''),
        'cbc:Name': seller.legalName,
        ...(seller.bic ? { 'cac:FinancialInstitutionBranch': { 'cbc:ID': seller.bic } } : {}),
      },
    } as NonNullable<Body['cac:PaymentMeans']>[number];
  }
  if (order.payment_code === 'ramburs') return { 'cbc:PaymentMeansCode': '10', 'cbc:PaymentMeansCode@name': firstCharacters(data.paymentTitle, 100) };
  // A prepayment without the seller's account in the store info: the means stay undefined (1), not "online".
  if (order.payment_code === 'vorkasse') return { 'cbc:PaymentMeansCode': '1', 'cbc:PaymentMeansCode@name': firstCharacters(data.paymentTitle, 100) };
  return { 'cbc:PaymentMeansCode': '68', 'cbc:PaymentMeansCode@name': firstCharacters(data.paymentTitle, 100) };
}

function paymentTermsOf(data: DocumentData): string {
  const t = documentTexts[data.lang];
  if (data.creditNote) return data.creditNote.cancels ? t.cancelledNote : t.refundedTo;
  if (data.order.payment_code === 'ramburs') return t.openOnDelivery;
  return t.open;
}
