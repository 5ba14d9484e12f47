import { Unzip, UnzipInflate } from 'fflate';

// A zip archive (an .xlsx) can unpack to a thousand times its size. Readers such as exceljs unpack
// every part into memory at once, so one small upload could take the server's memory and time. The
// archive is unpacked here first, a few kilobytes of input at a time, counting what comes out, and
// dropped as soon as the count passes the limit; nothing unpacked is kept.

/** Input fed to the inflater per step: its output per step stays within about a thousand times this. */
const STEP_BYTES = 4 * 1024;

/**
 * Whether the archive's entries together unpack to at most maxBytes. An entry the inflater refuses
 * counts as too big; bytes that are no archive at all unpack to nothing here and are left to the reader.
 */
export function unpacksWithin(bytes: Uint8Array, maxBytes: number): boolean {
  let unpacked = 0;
  let fits = true;
  const unzip = new Unzip((entry) => {
    entry.ondata = (error, chunk) => {
      if (error) fits = false;
      unpacked += chunk?.length ?? 0;
      if (unpacked > maxBytes) fits = false;
      if (!fits) entry.terminate();
    };
    entry.start();
  });
  unzip.register(UnzipInflate);
  try {
    for (let offset = 0; offset < bytes.length && fits; offset += STEP_BYTES) {
      unzip.push(bytes.subarray(offset, offset + STEP_BYTES), offset + STEP_BYTES >= bytes.length);
    }
  } catch {
    return false;
  }
  return fits;
}
