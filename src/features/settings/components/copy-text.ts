import { toast } from 'sonner';

/**
 * Copies `text` and says so. Without clipboard permission (or on an insecure origin) it says what
 * to do instead: every copied value on these pages also sits in a field that can be selected.
 */
export async function copyText(text: string, copiedMessage: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(copiedMessage);
  } catch {
    toast.error('Could not copy. Select the text and copy it yourself.');
  }
}
