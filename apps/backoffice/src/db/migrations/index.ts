// The ordered list of migrations. Names are date-prefixed and never change once released.
import type { Migration } from 'kysely/migration';
import { catalogMigration } from './2026-11-21-01-catalog.ts';
import { searchMigration } from './2026-11-21-02-search.ts';
import { customersMigration } from './2026-11-21-03-customers.ts';
import { ordersMigration } from './2026-11-21-04-orders.ts';
import { accountsMigration } from './2026-11-21-05-accounts.ts';
import { withdrawalsMigration } from './2026-11-21-08-withdrawals.ts';
import { accountSecurityMigration } from './2026-11-23-01-account-security.ts';
import { adminMigration } from './2026-11-23-02-admin.ts';
import { invoicesMigration } from './2026-11-23-03-invoices.ts';
import { orderAdminMigration } from './2026-11-23-03-order-admin.ts';
import { expressMigration } from './2026-11-23-05-express.ts';
import { paymentFlagsMigration } from './2026-11-23-06-payment-flags.ts';
import { productAdminMigration } from './2026-11-23-11-product-admin.ts';
import { featureActiveMigration } from './2026-11-23-12-feature-active.ts';
import { moduleCountriesMigration } from './2026-11-23-13-module-countries.ts';
import { transferUploadsMigration } from './2026-11-23-14-transfer-uploads.ts';
import { productDocumentsMigration } from './2026-11-23-15-product-documents.ts';
import { bannerImagesMigration } from './2026-11-23-16-banner-images.ts';
import { jobLeasesMigration } from './2026-11-23-30-job-leases.ts';
import { paymentSessionClaimMigration } from './2026-11-23-31-payment-session-claim.ts';
import { orderPriceBasisMigration } from './2026-11-24-40-order-price-basis.ts';
import { phoneRuleMigration } from './2026-11-24-45-phone-rule.ts';
import { withdrawalFormPdfMigration } from './2026-11-24-50-withdrawal-form-pdf.ts';
import { mailAttachmentsMigration } from './2026-11-24-51-mail-attachments.ts';
import { productSafetyMigration } from './2026-11-24-52-product-safety.ts';
import { accountPrivacyMigration } from './2026-11-24-60-account-privacy.ts';
import { listingRankMigration } from './2026-11-24-85-listing-rank.ts';
import { cartFulfilmentCenterMigration } from './2026-11-24-86-cart-fulfilment-center.ts';
import { vatIdVerificationMigration } from './2026-11-24-90-vat-id-verification.ts';
import { searchMarksByItemMigration } from './2026-11-27-10-search-marks-by-item.ts';
import { searchRankOrderMigration } from './2026-11-29-10-search-rank-order.ts';
import { stockLedgerMigration } from './2026-12-06-10-stock-ledger.ts';
import { issuedDocumentFilesMigration } from './2026-12-06-20-issued-document-files.ts';
import { paymentEntriesMigration } from './2026-12-06-30-payment-entries.ts';
import { mailResentCopiesMigration } from './2026-12-06-40-mail-resent-copies.ts';
import { refundTransfersMigration } from './2026-12-06-50-refund-transfers.ts';
import { einvoiceFilesMigration } from './2026-12-07-10-einvoice-files.ts';
import { refundLinesMigration } from './2026-12-07-20-refund-lines.ts';
import { paymentPayBacksMigration } from './2026-12-07-30-payment-pay-backs.ts';
import { invoiceCorrectionsMigration } from './2026-12-07-40-invoice-corrections.ts';
import { efacturaReportsMigration } from './2026-12-07-50-efactura-reports.ts';
import { buyerReferenceMigration } from './2026-12-07-60-buyer-reference.ts';
import { staffTwoFactorMigration } from './2026-12-08-10-staff-two-factor.ts';
import { reorderPointsMigration } from './2026-12-08-20-reorder-points.ts';
import { tagsAndCustomerNotesMigration } from './2026-12-08-30-tags-and-customer-notes.ts';
import type { DialectName } from './column-kinds.ts';

export function allMigrations(dialect: DialectName): Record<string, Migration> {
  return {
    '2026-11-21-01-catalog': catalogMigration(dialect),
    '2026-11-21-02-search': searchMigration(dialect),
    '2026-11-21-03-customers': customersMigration(dialect),
    '2026-11-21-04-orders': ordersMigration(dialect),
    '2026-11-21-05-accounts': accountsMigration(dialect),
    '2026-11-21-08-withdrawals': withdrawalsMigration(dialect),
    '2026-11-23-01-account-security': accountSecurityMigration(dialect),
    '2026-11-23-02-admin': adminMigration(dialect),
    '2026-11-23-03-invoices': invoicesMigration(),
    '2026-11-23-03-order-admin': orderAdminMigration(dialect),
    '2026-11-23-05-express': expressMigration(),
    '2026-11-23-06-payment-flags': paymentFlagsMigration(dialect),
    '2026-11-23-11-product-admin': productAdminMigration(dialect),
    '2026-11-23-12-feature-active': featureActiveMigration(dialect),
    '2026-11-23-13-module-countries': moduleCountriesMigration(dialect),
    '2026-11-23-14-transfer-uploads': transferUploadsMigration(dialect),
    '2026-11-23-15-product-documents': productDocumentsMigration(dialect),
    '2026-11-23-16-banner-images': bannerImagesMigration(dialect),
    '2026-11-23-30-job-leases': jobLeasesMigration(dialect),
    '2026-11-23-31-payment-session-claim': paymentSessionClaimMigration(dialect),
    '2026-11-24-40-order-price-basis': orderPriceBasisMigration(dialect),
    '2026-11-24-45-phone-rule': phoneRuleMigration(),
    '2026-11-24-50-withdrawal-form-pdf': withdrawalFormPdfMigration(dialect),
    '2026-11-24-51-mail-attachments': mailAttachmentsMigration(dialect),
    '2026-11-24-52-product-safety': productSafetyMigration(dialect),
    '2026-11-24-60-account-privacy': accountPrivacyMigration(dialect),
    '2026-11-24-85-listing-rank': listingRankMigration(dialect),
    '2026-11-24-86-cart-fulfilment-center': cartFulfilmentCenterMigration(dialect),
    '2026-11-24-90-vat-id-verification': vatIdVerificationMigration(dialect),
    '2026-11-27-10-search-marks-by-item': searchMarksByItemMigration(dialect),
    '2026-11-29-10-search-rank-order': searchRankOrderMigration(dialect),
    '2026-12-06-10-stock-ledger': stockLedgerMigration(dialect),
    '2026-12-06-20-issued-document-files': issuedDocumentFilesMigration(dialect),
    '2026-12-06-30-payment-entries': paymentEntriesMigration(dialect),
    '2026-12-06-40-mail-resent-copies': mailResentCopiesMigration(),
    '2026-12-06-50-refund-transfers': refundTransfersMigration(),
    '2026-12-07-10-einvoice-files': einvoiceFilesMigration(),
    '2026-12-07-20-refund-lines': refundLinesMigration(),
    '2026-12-07-30-payment-pay-backs': paymentPayBacksMigration(),
    '2026-12-07-40-invoice-corrections': invoiceCorrectionsMigration(),
    '2026-12-07-50-efactura-reports': efacturaReportsMigration(dialect),
    '2026-12-07-60-buyer-reference': buyerReferenceMigration(),
    '2026-12-08-10-staff-two-factor': staffTwoFactorMigration(dialect),
    '2026-12-08-20-reorder-points': reorderPointsMigration(),
    '2026-12-08-30-tags-and-customer-notes': tagsAndCustomerNotesMigration(dialect),
  };
}
