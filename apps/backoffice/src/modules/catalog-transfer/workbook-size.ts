// An uploaded XLSX is a zip: 82 KB can unpack to tens of megabytes of XML, and exceljs reads a
// workbook whole before the row cap is looked at (a 23.7 MB workbook cost the process that serves
// all three shops 6.8 s and 306 MB). So the entries exceljs would read are unpacked first, with the
// same zip reader exceljs uses (jszip: the same entries, however the zip is built), their bytes
// counted and dropped as they come, and a workbook over the limits is refused before exceljs sees
// it. A count taken while unpacking, not the sizes the zip's directory claims (those can lie).
import JSZip from 'jszip';

/** What a workbook may unpack to: about 75,000 rows of prices; larger imports go as CSV. */
export const XLSX_MAX_UNPACKED_BYTES = 16 * 1024 * 1024;
/** Entries of a workbook: a real one has a dozen or two. */
export const XLSX_MAX_ENTRIES = 200;

/**
 * Whether the zip in `bytes` stays within the limits. A zip jszip cannot read is left to exceljs,
 * which refuses it the same way.
 */
export async function workbookWithinLimits(bytes: Uint8Array, limits = { unpacked: XLSX_MAX_UNPACKED_BYTES, entries: XLSX_MAX_ENTRIES }): Promise<boolean> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    return true;
  }
  const entries = Object.values(zip.files).filter((entry) => !entry.dir);
  if (entries.length > limits.entries) return false;
  let unpacked = 0;
  for (const entry of entries) {
    const within = await new Promise<boolean>((resolve) => {
      const stream = entry.nodeStream('nodebuffer');
      stream.on('data', (chunk: Buffer) => {
        unpacked += chunk.length;
        if (unpacked > limits.unpacked) {
          stream.removeAllListeners('data');
          stream.pause();
          resolve(false);
        }
      });
      stream.on('end', () => resolve(true));
      // A broken entry: exceljs will say the file cannot be read.
      stream.on('error', () => resolve(true));
    });
    if (!within) return false;
  }
  return true;
}
