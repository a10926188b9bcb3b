import bcrypt from 'bcryptjs';
import { sharedPasswordPool, type PasswordPool } from './password-pool';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /**
   * Compares against `hash`, or against a dummy hash of the same cost when there is no account or
   * no password, so an unknown email takes as long as a wrong password.
   */
  verify(password: string, hash: string | null | undefined): Promise<boolean>;
};

/** bcrypt's alphabet; 31 of these make the digest part of a hash. */
const BCRYPT_DIGEST_FILLER = '.'.repeat(31);

/**
 * bcrypt (bcryptjs, `$2b$` hashes of `cost`, which GoTrue reads too) on the pool's worker threads,
 * never on the calling thread (password-pool.ts says why).
 */
export function createPasswordHasher(
  cost: number,
  pool: Pick<PasswordPool, 'hash' | 'compare'> = sharedPasswordPool(),
): PasswordHasher {
  // A salt of the same cost with a filler digest: comparing against it runs the full bcrypt work
  // (the cost lives in the salt) and never matches. genSaltSync is only random bytes, cheap here.
  const dummy = bcrypt.genSaltSync(cost) + BCRYPT_DIGEST_FILLER;
  return {
    hash: (password) => pool.hash(password, cost),
    async verify(password, hash) {
      if (hash?.startsWith('$2')) return pool.compare(password, hash);
      await pool.compare(password, dummy);
      return false;
    },
  };
}
