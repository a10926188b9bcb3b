import { describe, expect, it } from 'vitest';
import { detectFormat } from './detect-format';
import { firstInvalidUtf8Offset, readSyllabusFile } from './read-syllabus-file';
import { toBytes } from './test-support/mrac-builder';

const CSV = 'syllabus,subject,code,description\nMaths,Maths,M1,Add\n';

function refusal(bytes: Uint8Array, maxBytes = 20 * 1024 * 1024): string[] {
  const result = readSyllabusFile(bytes, { maxBytes });
  if (result.ok) throw new Error('expected a refusal');
  return result.problems.map((p) => p.message);
}

describe('readSyllabusFile', () => {
  it('refuses a file over the size limit, naming both sizes', () => {
    expect(refusal(new Uint8Array(3 * 1024 * 1024), 2 * 1024 * 1024)).toEqual([
      'The file is 3 MB, over the 2 MB limit; split it into smaller files',
    ]);
  });

  it('refuses an empty file, and one of only white space', () => {
    const empty = ['The file is empty; choose a file with a syllabus in it'];
    expect(refusal(new Uint8Array())).toEqual(empty);
    expect(refusal(toBytes(' \r\n\t\n'))).toEqual(empty);
    expect(refusal(toBytes('\uFEFF'))).toEqual(empty);
  });

  it('refuses text that is not UTF-8 and says where the first bad byte is', () => {
    // "Café" in Windows-1252: é is the single byte 0xE9.
    const latin1 = new Uint8Array([
      ...toBytes('syllabus,subject,code,description\nCaf'),
      0xe9,
      0x0a,
    ]);
    expect(refusal(latin1)).toEqual([
      'The file is not UTF-8 text (the first bad byte is at offset 37); save it again as UTF-8 (in a spreadsheet: "CSV UTF-8")',
    ]);
  });

  it('drops a BOM and turns CRLF and CR line ends into LF', () => {
    const result = readSyllabusFile(toBytes(`\uFEFF${CSV.replace(/\n/g, '\r\n')}`));
    expect(result).toEqual({ ok: true, format: 'csv', text: CSV });
    expect(readSyllabusFile(toBytes(CSV.replace(/\n/g, '\r')))).toEqual({
      ok: true,
      format: 'csv',
      text: CSV,
    });
  });

  it('lists what it accepts when the format is unknown', () => {
    expect(refusal(toBytes('name;age\nAda;36\n'))).toEqual([
      'The file is not a format we can read. Choose an ACARA MRAC RDF/XML file, a JSON file in our template, or a CSV file whose first row names the columns syllabus, subject, code and description (download a template from this page).',
    ]);
  });
});

describe('detectFormat (from the content; a file name is never consulted)', () => {
  it.each([
    ['<?xml version="1.0"?><rdf:RDF/>', 'mrac'],
    ['\n\n  <rdf:RDF xmlns:rdf="x"></rdf:RDF>', 'mrac'],
    ['{"syllabuses": []}', 'json'],
    ['  [\n]', 'json'],
    [CSV, 'csv'],
    ['"Code","Description","Syllabus"\n', 'csv'],
    ['code\tdescription\tsyllabus\tsubject\n', 'csv'],
    ['<html><body>syllabus</body></html>', null],
    ['Syllabus notes: code and description to follow', null],
  ])('%j is %s', (text, format) => {
    expect(detectFormat(text)).toBe(format);
  });
});

describe('firstInvalidUtf8Offset', () => {
  it.each([
    [[0x41, 0xc3, 0xa9, 0x42], 4],
    [[0x41, 0xc0, 0x80], 1],
    [[0xe2, 0x82], 0],
    [[0x41, 0xed, 0xa0, 0x80], 1],
    [[0xf0, 0x9f, 0x98, 0x80, 0xff], 4],
  ])('%j → %i', (bytes, offset) => {
    expect(firstInvalidUtf8Offset(new Uint8Array(bytes))).toBe(offset);
  });
});
