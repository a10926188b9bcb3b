import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. No tailwind-merge (it costs ~9 KB gzip on every route): components expose
 * variants instead of relying on a caller's class to override a conflicting one.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
