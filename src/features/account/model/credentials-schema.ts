// valibot, imported per function: zod's shared core would add ~16 KB gzip to these pages (README
// Footguns, route budget).
import * as v from 'valibot';

/** The server's rule (supabase/local/auth): at least 8 characters; bcrypt reads 72 bytes at most. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 72;

export const EMAIL_MESSAGE = 'Enter a valid email address';
export const PASSWORD_REQUIRED_MESSAGE = 'Enter your password';
export const PASSWORD_LENGTH_MESSAGE = `Password must be at least ${PASSWORD_MIN_LENGTH} characters`;
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters`;
export const PASSWORD_MISMATCH_MESSAGE = 'Passwords do not match';
export const NAME_REQUIRED_MESSAGE = 'Enter your name';
export const NAME_TOO_LONG_MESSAGE = 'Names are at most 200 characters';

/**
 * zod's email pattern, kept when these forms moved to valibot: unlike `v.email()` it accepts an
 * apostrophe in the name part (o'brien@school.test).
 */
const EMAIL_SHAPE =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

const email = v.pipe(v.string(), v.trim(), v.regex(EMAIL_SHAPE, EMAIL_MESSAGE));

export const signInSchema = v.object({
  email,
  password: v.pipe(v.string(), v.minLength(1, PASSWORD_REQUIRED_MESSAGE)),
});
export type SignInInput = v.InferOutput<typeof signInSchema>;

export const registerSchema = v.pipe(
  v.object({
    fullName: v.pipe(
      v.string(),
      v.trim(),
      v.minLength(1, NAME_REQUIRED_MESSAGE),
      v.maxLength(200, NAME_TOO_LONG_MESSAGE),
    ),
    email,
    password: v.pipe(
      v.string(),
      v.minLength(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE),
      v.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
    ),
    confirmPassword: v.string(),
  }),
  // Runs even when a field broke a rule (only a wrong type skips it), so a short password and a
  // mismatch are both reported at once.
  v.forward(
    v.check((input) => input.password === input.confirmPassword, PASSWORD_MISMATCH_MESSAGE),
    ['confirmPassword'],
  ),
);
export type RegisterInput = v.InferOutput<typeof registerSchema>;

const newPassword = v.pipe(
  v.string(),
  v.minLength(PASSWORD_MIN_LENGTH, PASSWORD_LENGTH_MESSAGE),
  v.maxLength(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG_MESSAGE),
);

/** /forgot-password: only the address. */
export const forgotPasswordSchema = v.object({ email });
export type ForgotPasswordInput = v.InferOutput<typeof forgotPasswordSchema>;

/** A new password typed twice, under the register page's rules (/reset-password). */
export const newPasswordSchema = v.pipe(
  v.object({ password: newPassword, confirmPassword: v.string() }),
  v.forward(
    v.check((input) => input.password === input.confirmPassword, PASSWORD_MISMATCH_MESSAGE),
    ['confirmPassword'],
  ),
);
export type NewPasswordInput = v.InferOutput<typeof newPasswordSchema>;

/** /profile's change password: the current one too (the server asks for it; see the port). */
export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.pipe(v.string(), v.minLength(1, 'Enter your current password')),
    password: newPassword,
    confirmPassword: v.string(),
  }),
  v.forward(
    v.check((input) => input.password === input.confirmPassword, PASSWORD_MISMATCH_MESSAGE),
    ['confirmPassword'],
  ),
);
export type ChangePasswordInput = v.InferOutput<typeof changePasswordSchema>;
