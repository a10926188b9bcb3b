import { describe, expect, it } from 'vitest';
import { parseObjectKey, parseObjectName } from './object-path';
import { attachmentDisposition } from './serve-object';

describe('object names', () => {
  it('keeps an ordinary name exactly, decoding the URL form', () => {
    expect(parseObjectKey('resources/u1/f1/Lesson%20plan%20%C3%A9t%C3%A9.pdf')).toEqual({
      ok: true,
      key: { bucket: 'resources', name: 'u1/f1/Lesson plan été.pdf' },
    });
  });

  it.each([
    ['a .. segment', 'u1/../u2/x'],
    ['a . segment', 'u1/./x'],
    ['an absolute path', '/etc/passwd'],
    ['an empty segment', 'u1//x'],
    ['a trailing slash', 'u1/x/'],
    ['a backslash', 'u1\\..\\x'],
    ['a NUL byte', 'u1/x\u0000.html'],
    ['a newline', 'u1/x\n.txt'],
    ['an empty name', ''],
    ['over 1024 bytes', `u1/${'é'.repeat(600)}`],
  ])('refuses %s', (_, name) => {
    expect(parseObjectName(name).ok).toBe(false);
  });

  it('refuses escapes hidden in percent-encoding and bad encodings', () => {
    expect(parseObjectKey('resources/u1%2F..%2F..%2Fetc').ok).toBe(false);
    expect(parseObjectKey('resources/u1/%2e%2e/x').ok).toBe(false);
    expect(parseObjectKey('resources/u1/%E0%A4%A').ok).toBe(false);
    expect(parseObjectKey('..%2F/x').ok).toBe(false);
    expect(parseObjectKey('resources').ok).toBe(false);
    expect(parseObjectKey('../x').ok).toBe(false);
  });
});

describe('attachment names', () => {
  it('gives an ASCII fallback without quotes and the exact name encoded', () => {
    expect(attachmentDisposition('Ré "sumé".pdf')).toBe(
      `attachment; filename="R_ _sum__.pdf"; filename*=UTF-8''R%C3%A9%20%22sum%C3%A9%22.pdf`,
    );
  });
});
