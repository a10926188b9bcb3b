import type { CatalogueFormat } from './catalogue';
import { detectFormat } from './detect-format';
import { type Problem, fileProblem } from './problems';

/** The largest syllabus file accepted: ACARA's biggest learning area is a few MB; 20 MB leaves room. */
export const SYLLABUS_FILE_MAX_BYTES = 20 * 1024 * 1024;

export type SyllabusFileLimits = { maxBytes: number };

export const DEFAULT_SYLLABUS_FILE_LIMITS: SyllabusFileLimits = {
  maxBytes: SYLLABUS_FILE_MAX_BYTES,
};

export type SyllabusFileText =
  { ok: true; format: CatalogueFormat; text: string } | { ok: false; problems: Problem[] };

const UTF8_BOM = [0xef, 0xbb, 0xbf] as const;

/** What the importer takes, for the unknown-format message. */
export const ACCEPTED_FORMATS_SENTENCE =
  'Choose an ACARA MRAC RDF/XML file, a JSON file in our template, or a CSV file whose first row ' +
  'names the columns syllabus, subject, code and description (download a template from this page).';

/** '20 MB', '812 KB', '3 bytes'. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

function hasBom(bytes: Uint8Array): boolean {
  return UTF8_BOM.every((byte, index) => bytes[index] === byte);
}

/** How many bytes a UTF-8 sequence starting with `lead` has, or 0 if no sequence starts so. */
function sequenceLength(lead: number): number {
  if (lead < 0x80) return 1;
  if (lead >= 0xc2 && lead <= 0xdf) return 2;
  if (lead >= 0xe0 && lead <= 0xef) return 3;
  if (lead >= 0xf0 && lead <= 0xf4) return 4;
  return 0;
}

/** The allowed range of a sequence's second byte (the first byte narrows it: no overlongs, no surrogates). */
function secondByteRange(lead: number): readonly [number, number] {
  if (lead === 0xe0) return [0xa0, 0xbf];
  if (lead === 0xed) return [0x80, 0x9f];
  if (lead === 0xf0) return [0x90, 0xbf];
  if (lead === 0xf4) return [0x80, 0x8f];
  return [0x80, 0xbf];
}

/** Offset of the first byte that breaks UTF-8 (TextDecoder says only that something does). */
export function firstInvalidUtf8Offset(bytes: Uint8Array): number {
  let index = 0;
  while (index < bytes.length) {
    const lead = bytes[index] ?? 0;
    const length = sequenceLength(lead);
    if (length === 0) return index;
    for (let next = 1; next < length; next += 1) {
      const byte = bytes[index + next];
      const [low, high] = next === 1 ? secondByteRange(lead) : [0x80, 0xbf];
      if (byte === undefined || byte < low || byte > high) return index;
    }
    index += length;
  }
  return bytes.length;
}

/**
 * A file's bytes to text and its format, or the problems that stop it being read: over the size
 * limit, empty, not UTF-8 (with the byte offset), or a format we do not take. A UTF-8 byte-order mark
 * is dropped and CRLF or CR line ends become LF, so spreadsheets saved on any system read the same.
 */
export function readSyllabusFile(
  bytes: Uint8Array,
  limits: SyllabusFileLimits = DEFAULT_SYLLABUS_FILE_LIMITS,
): SyllabusFileText {
  const refuse = (reason: string): SyllabusFileText => ({
    ok: false,
    problems: [fileProblem(reason)],
  });
  if (bytes.length > limits.maxBytes) {
    return refuse(
      `is ${formatBytes(bytes.length)}, over the ${formatBytes(limits.maxBytes)} limit; split it into smaller files`,
    );
  }
  const body = hasBom(bytes) ? bytes.subarray(UTF8_BOM.length) : bytes;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    const offset = firstInvalidUtf8Offset(body) + (body === bytes ? 0 : UTF8_BOM.length);
    return refuse(
      `is not UTF-8 text (the first bad byte is at offset ${offset}); save it again as UTF-8 (in a spreadsheet: "CSV UTF-8")`,
    );
  }
  text = text.replace(/\r\n?/g, '\n');
  if (text.trim() === '') return refuse('is empty; choose a file with a syllabus in it');
  const format = detectFormat(text);
  if (format === null) return refuse(`is not a format we can read. ${ACCEPTED_FORMATS_SENTENCE}`);
  return { ok: true, format, text };
}
