// A document's file name, from its number: the same for the downloads, the mails and the PDF the
// e-invoice library embeds the XML in (only characters every mail client and header accepts).
export function documentFileName(number: string, extension: 'pdf' | 'xml'): string {
  return `${number.replace(/[^A-Za-z0-9._-]/g, '_')}.${extension}`;
}
