/**
 * The rules of an uploaded resource file that the form, the commands and the uploader all apply:
 * the size limit and its message, and the object name a file is stored under (DESIGN §4 Storage).
 */

/** Issue 15: 50 MB per file; the `resources` bucket's file_size_limit says the same. */
export const MAX_FILE_BYTES = 52_428_800;

/** What a full device says (IndexedDB's QuotaExceededError, or an estimate with no room). */
export const OUT_OF_SPACE_MESSAGE =
  'This device is out of storage space, so the file was not saved. Free some space (or unpin files you no longer need) and try again.';

const UNITS = ['KB', 'MB', 'GB'] as const;

/** 1,234 → "1.2 KB"; 52,428,800 → "50 MB" (binary units, as the limit is stated). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return bytes === 1 ? '1 byte' : `${bytes} bytes`;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const rounded = value >= 10 ? Math.round(value) : Math.round(value * 10) / 10;
  return `${rounded} ${UNITS[unit]}`;
}

/** Null when the file may be uploaded, else the message naming the limit and its size. */
export function fileSizeProblem(sizeBytes: number): string | null {
  if (sizeBytes <= MAX_FILE_BYTES) return null;
  return `This file is ${formatFileSize(sizeBytes)}; a file can be at most ${formatFileSize(MAX_FILE_BYTES)}.`;
}

/** Longest stored file name, in characters (hosted Storage caps a whole name at 1,024 bytes). */
const MAX_NAME_CHARS = 120;

/**
 * A file name safe as the last segment of an object name on hosted Storage and the local
 * gateway alike: hosted accepts only a small ASCII set in keys, and `.`/`..`, slashes,
 * backslashes and control characters would mean another place. Accents are dropped
 * ("Année" → "Annee"), anything else outside the set becomes `_`, and the extension survives
 * shortening.
 */
export function sanitizeFileName(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  const safe = ascii
    .replace(/[^A-Za-z0-9 ._()-]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/_+/g, '_')
    .trim()
    .replace(/^[.\s]+/, '');
  if (safe === '' || /^[._\s]*$/.test(safe)) return 'file';
  if (safe.length <= MAX_NAME_CHARS) return safe;
  const dot = safe.lastIndexOf('.');
  const extension = dot > 0 && safe.length - dot <= 10 ? safe.slice(dot) : '';
  return safe.slice(0, MAX_NAME_CHARS - extension.length).trimEnd() + extension;
}

/** `<owner id>/<resource id>/<file name>`: the name the storage policies expect (owner first). */
export function resourceObjectPath(userId: string, resourceId: string, fileName: string): string {
  return `${userId}/${resourceId}/${sanitizeFileName(fileName)}`;
}

/** The name a download is saved under: the object name's last segment. */
export function fileNameOfPath(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}
