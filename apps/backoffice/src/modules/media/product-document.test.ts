import { describe, expect, it } from 'vitest';
import { isPdf, parseProductDocumentPath, productDocumentPath, safeFileName } from './product-document.ts';

describe('product documents', () => {
  it('knows a PDF by its signature', () => {
    expect(isPdf(Buffer.from('%PDF-1.7\n%âãÏÓ\n'))).toBe(true);
    expect(isPdf(Buffer.from('%PDF-'))).toBe(false);
    expect(isPdf(Buffer.from('<html>%PDF-1.7'))).toBe(false);
    expect(isPdf(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBe(false);
  });

  it('reads back the path it builds and nothing else', () => {
    expect(parseProductDocumentPath(productDocumentPath(7, 3))).toEqual({ productId: 7, documentId: 3 });
    expect(parseProductDocumentPath('/documents/products/7.pdf')).toBeNull();
    expect(parseProductDocumentPath('/documents/products/0/3.pdf')).toBeNull();
    expect(parseProductDocumentPath('/documents/products/7/3.pdf.exe')).toBeNull();
  });

  it('makes a file name a header can carry', () => {
    expect(safeFileName('Montageanleitung Waschtisch.pdf')).toBe('Montageanleitung_Waschtisch.pdf');
    expect(safeFileName('Fișă tehnică.PDF')).toBe('Fisa_tehnica.pdf');
    expect(safeFileName('"; rm -rf.pdf')).toBe('rm_-rf.pdf');
    expect(safeFileName('')).toBe('document.pdf');
  });
});
