// The back office's import messages (English in the answer) in the admin's language, and the names
// of what can be exported and imported.
import { useLingui } from '@lingui/react/macro';
import { transferMessages, type ExportKind } from '@shop/contract/admin';

export function useTransferMessage(): (message: string) => string {
  const { t } = useLingui();
  const known: Record<string, string> = {
    [transferMessages.file_unreadable]: t`This file could not be read: please upload a CSV (UTF-8, separated by semicolons) or an XLSX file.`,
    [transferMessages.file_too_large]: t`This file is too large: at most 30 MB.`,
    [transferMessages.workbook_too_large]: t`This workbook unpacks to more than 16 MB: save it as CSV, or split it.`,
    [transferMessages.file_empty]: t`The file holds no rows below its header.`,
    [transferMessages.too_many_rows]: t`At most 200,000 rows per file.`,
    [transferMessages.column_missing]: t`This column is missing from the header.`,
    [transferMessages.column_unknown]: t`This column is not read by the import and was ignored.`,
    [transferMessages.required]: t`This value is required.`,
    [transferMessages.unknown_product]: t`No product has this reference.`,
    [transferMessages.unknown_variant]: t`No variant has this reference.`,
    [transferMessages.unknown_center]: t`This fulfilment centre does not exist.`,
    [transferMessages.unknown_country]: t`Prices are kept for DE, AT and RO only.`,
    [transferMessages.amount_invalid]: t`Write an amount such as 1234,50 (a decimal comma, no thousands separator).`,
    [transferMessages.amount_range]: t`The amount must be between 0,01 and 1000000,00.`,
    [transferMessages.promo_not_below]: t`The reduced price must be below the regular price.`,
    [transferMessages.valid_from_invalid]: t`Write the day as 2026-11-23, or leave it empty for today.`,
    [transferMessages.valid_from_past]: t`A price cannot start before today: the price history is not rewritten.`,
    [transferMessages.quantity_invalid]: t`The quantity must be a whole number from 0 to 1000000.`,
    [transferMessages.active_invalid]: t`Write 1 (shown in the shop) or 0 (hidden).`,
    [transferMessages.text_too_long]: t`This text is too long.`,
    [transferMessages.duplicate_row]: t`This row repeats an earlier row of the file for the same thing.`,
    [transferMessages.upload_expired]: t`This upload has expired or was applied already: please upload the file again.`,
    [transferMessages.rejected_rows]: t`Some rows are rejected: apply only the valid rows, or correct the file and upload it again.`,
  };
  return (message) => known[message] ?? message;
}

export function useKindLabel(): (kind: ExportKind) => string {
  const { t } = useLingui();
  const labels: Record<ExportKind, string> = {
    products: t`Products (texts, shown or hidden)`,
    prices: t`Prices (net, per country)`,
    stock: t`Stock (per fulfilment centre)`,
    customers: t`Customers`,
    orders: t`Orders`,
    documents: t`Invoices and credit notes (for the accountant)`,
  };
  return (kind) => labels[kind];
}
