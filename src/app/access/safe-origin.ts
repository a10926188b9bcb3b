/**
 * The remembered origin comes from the URL, so anyone can craft it. Only same-app absolute paths are
 * accepted; anything else (other hosts, protocol-relative `//evil`, backslash tricks) falls back.
 */
export function safeInternalPath(candidate: string | null | undefined): string | null {
  if (!candidate || !candidate.startsWith('/')) return null;
  if (candidate.startsWith('//') || candidate.startsWith('/\\')) return null;
  // Control characters (tabs, newlines) are stripped by URL parsers, turning '/\t/evil' into '//evil'.
  if ([...candidate].some((char) => char.charCodeAt(0) < 0x20)) return null;
  try {
    const base = 'https://app.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
