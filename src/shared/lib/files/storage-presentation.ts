import type { FilePresentation } from './storage-files';

/**
 * Raster images and SVG preview in an <img> (an <img> never runs a file's script); PDFs open in
 * the browser's own viewer; everything else is saved, never rendered by the page.
 */
const IMAGE_TYPES = new Set([
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/avif',
  'image/bmp',
  'image/svg+xml',
]);

export function presentationOf(mimeType: string | null): FilePresentation {
  const type = (mimeType ?? '').toLowerCase().split(';')[0]!.trim();
  if (IMAGE_TYPES.has(type)) return 'image';
  if (type === 'application/pdf') return 'pdf';
  return 'download';
}
