/** Hosted Storage's own cap on an object name, in bytes. */
const MAX_NAME_BYTES = 1024;

export type ObjectKey = { bucket: string; name: string };

export type ParsedKey = { ok: true; key: ObjectKey } | { ok: false; reason: string };

const BUCKET_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,62}$/;

/**
 * An object name as the caller gave it (still percent-encoded, from the URL path or a JSON body)
 * turned into a key, or a reason to refuse it. Names are kept exactly as given (hosted keeps them
 * too), but anything that could mean a different place is refused rather than resolved: `.` and
 * `..` segments, empty segments (`a//b`, a leading or trailing `/`), backslashes, NUL and other
 * control characters. Files on disk are named by object id, never by this name, so even an
 * accepted odd name cannot reach outside the storage directory; this keeps names unambiguous.
 */
export function parseObjectName(
  name: string,
): { ok: true; name: string } | { ok: false; reason: string } {
  if (name.length === 0) return { ok: false, reason: 'The object name is empty' };
  if (Buffer.byteLength(name, 'utf8') > MAX_NAME_BYTES) {
    return { ok: false, reason: `The object name is longer than ${MAX_NAME_BYTES} bytes` };
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(name)) {
    return { ok: false, reason: 'The object name contains a control character' };
  }
  if (name.includes('\\')) return { ok: false, reason: 'The object name contains a backslash' };
  for (const segment of name.split('/')) {
    if (segment === '') return { ok: false, reason: 'The object name has an empty path segment' };
    if (segment === '.' || segment === '..') {
      return { ok: false, reason: 'The object name must not contain . or .. segments' };
    }
  }
  return { ok: true, name };
}

/** `<bucket>/<name…>` from a URL path tail (percent-encoded). */
export function parseObjectKey(encodedTail: string): ParsedKey {
  const slash = encodedTail.indexOf('/');
  if (slash <= 0) return { ok: false, reason: 'The path names no object' };
  const bucket = decode(encodedTail.slice(0, slash));
  const name = decode(encodedTail.slice(slash + 1));
  if (bucket === null || name === null) {
    return { ok: false, reason: 'The path is not valid percent-encoding' };
  }
  if (!BUCKET_ID.test(bucket)) return { ok: false, reason: 'The bucket name is not valid' };
  const parsed = parseObjectName(name);
  return parsed.ok ? { ok: true, key: { bucket, name: parsed.name } } : parsed;
}

/** A bucket id alone (list, remove). */
export function parseBucket(encoded: string): string | null {
  const bucket = decode(encoded);
  return bucket !== null && BUCKET_ID.test(bucket) ? bucket : null;
}

function decode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}

/** The file name a download is saved under: the last segment of the object name. */
export function fileNameOf(name: string): string {
  return name.slice(name.lastIndexOf('/') + 1);
}
