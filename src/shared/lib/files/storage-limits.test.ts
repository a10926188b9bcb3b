import { describe, expect, it } from 'vitest';
import {
  MAX_FILE_BYTES,
  fileNameOfPath,
  fileSizeProblem,
  formatFileSize,
  resourceObjectPath,
  sanitizeFileName,
} from './storage-limits';

describe('file size', () => {
  it('formats sizes in binary units', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(MAX_FILE_BYTES)).toBe('50 MB');
    expect(formatFileSize(63 * 1024 * 1024 + 200 * 1024)).toBe('63 MB');
  });

  it('accepts exactly 50 MB and names the limit and the size above it', () => {
    expect(fileSizeProblem(MAX_FILE_BYTES)).toBeNull();
    expect(fileSizeProblem(MAX_FILE_BYTES + 1)).toBe(
      'This file is 50 MB; a file can be at most 50 MB.',
    );
    expect(fileSizeProblem(70 * 1024 * 1024)).toBe(
      'This file is 70 MB; a file can be at most 50 MB.',
    );
  });
});

describe('object names', () => {
  it('keeps ordinary names and drops accents', () => {
    expect(sanitizeFileName('Fractions worksheet (v2).pdf')).toBe('Fractions worksheet (v2).pdf');
    expect(sanitizeFileName('Année 7 – révision.docx')).toBe('Annee 7 _ revision.docx');
  });

  it('never yields a segment that means another place', () => {
    for (const name of ['..', '.', '../../etc/passwd', 'a/b\\c', 'x\u0000y', '', '   ', '#?%']) {
      const safe = sanitizeFileName(name);
      // eslint-disable-next-line no-control-regex -- control characters are what must not pass
      expect(safe).not.toMatch(/[/\\\u0000-\u001f]/);
      expect(['.', '..', '']).not.toContain(safe);
    }
    expect(sanitizeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(sanitizeFileName('..')).toBe('file');
  });

  it('shortens long names but keeps the extension', () => {
    const safe = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(safe.length).toBe(120);
    expect(safe.endsWith('.pdf')).toBe(true);
  });

  it('puts the owner first, then the resource', () => {
    expect(resourceObjectPath('u1', 'r1', 'My file?.pdf')).toBe('u1/r1/My file_.pdf');
    expect(fileNameOfPath('u1/r1/My file_.pdf')).toBe('My file_.pdf');
  });
});
