/** Invitation tokens are 43 base64url characters (256 bits, supabase/migrations account RPCs). */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/**
 * The token in what a user pasted: the whole invitation link, its path, or the bare token.
 * Null when there is none (then the input is treated as an invite code).
 */
export function invitationTokenIn(input: string): string | null {
  const text = input.trim();
  if (TOKEN_SHAPE.test(text)) return text;
  try {
    const token = new URL(text, 'https://link.invalid').searchParams.get('token');
    return token && TOKEN_SHAPE.test(token) ? token : null;
  } catch {
    return null;
  }
}
