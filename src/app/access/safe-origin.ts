/**
 * The remembered origin comes from the URL, so anyone can craft it. Only same-app absolute paths are
 * accepted; anything else (other hosts, protocol-relative `//evil`, backslash tricks) falls back.
 */
export function safeInternalPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/')) return null;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  if (/[\u0000-\u001f]/.test(candidate)) return null;
  try {
    const base = 'https://app.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
