// The invoices module: numbered invoices and credit notes per country, without gaps, and their PDF.
// Public entry (docs/architecture-modules.md).
export { registerInvoiceAdminRoutes, toAdminDocument } from './admin-routes.ts';
export { documentIdsPage, documentsByIds, documentsOfOrder, findDocument, findInvoiceOfOrder } from './document-repository.ts';
export { type DocumentData, loadDocumentData } from './document-data.ts';
export { businessInvoiceFiles, documentEInvoice, documentPdf, replyWithPdf, replyWithXml, toOrderDocument } from './document-pdf.ts';
export { orderVatTotals } from './stored-amounts.ts';
export { correctInvoice, issueCreditNote, issueInvoice, type InvoiceDocument } from './issue-documents.ts';
export { renderWithdrawalFormPdf, sellerOfCountry, WITHDRAWAL_FORM_FILE } from './withdrawal-form-pdf.ts';
export { isWithdrawalCountry, registerWithdrawalFormRoutes, withdrawalFormPath } from './withdrawal-form-routes.ts';
export { modelFormAsText, modelWithdrawalForm, sectionsAsText, withdrawalInstructions, type WithdrawalCountry } from './withdrawal-texts.ts';
