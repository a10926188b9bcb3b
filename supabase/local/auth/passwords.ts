import bcrypt from 'bcryptjs';

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  /**
   * Compares against `hash`, or against a dummy hash of the same cost when there is no account or
   * no password, so an unknown email takes as long as a wrong password.
   */
  verify(password: string, hash: string | null | undefined): Promise<boolean>;
};

export function createPasswordHasher(cost: number): PasswordHasher {
  // Made up front: created on first use, it would make the first unknown email slower.
  const dummy = bcrypt.hash('not a real password', cost);
  return {
    hash: (password) => bcrypt.hash(password, cost),
    async verify(password, hash) {
      if (hash?.startsWith('$2')) return bcrypt.compare(password, hash);
      await bcrypt.compare(password, await dummy);
      return false;
    },
  };
}
