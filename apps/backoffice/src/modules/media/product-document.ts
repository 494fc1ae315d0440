// Product documents (issue 16): PDF files attached to a product in the admin. An upload counts as
// a PDF when it starts with the PDF signature `%PDF-` (what every PDF reader looks for first) and
// is at most 20 MB. The bytes never change for an id, so the URL names the product and the
// document's id and may be kept a day by browsers and CDNs (a removed document answers 404 then).
export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const DOCUMENT_CACHE_CONTROL = 'public, max-age=86400';
const PDF_SIGNATURE = Buffer.from('%PDF-', 'latin1');

/** True when the bytes begin with the PDF signature. */
export function isPdf(bytes: Uint8Array): boolean {
  return bytes.length > PDF_SIGNATURE.length && Buffer.from(bytes.subarray(0, PDF_SIGNATURE.length)).equals(PDF_SIGNATURE);
}

/** '/documents/products/7/3.pdf': document 3 of product 7. */
export function productDocumentPath(productId: number, documentId: number): string {
  return `/documents/products/${productId}/${documentId}.pdf`;
}

export function parseProductDocumentPath(path: string): { productId: number; documentId: number } | null {
  const match = /^\/documents\/products\/([1-9]\d{0,9})\/([1-9]\d{0,9})\.pdf$/.exec(path);
  return match?.[1] && match[2] ? { productId: Number(match[1]), documentId: Number(match[2]) } : null;
}

/** A file name safe for a Content-Disposition header (ASCII letters, digits, dot, dash, underscore). */
export function safeFileName(name: string): string {
  const base = name.replace(/\.pdf$/i, '').normalize('NFKD').replace(/\p{M}/gu, '').replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '').slice(0, 80);
  return `${base || 'document'}.pdf`;
}
