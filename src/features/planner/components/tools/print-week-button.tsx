import { Printer } from 'lucide-react';
import { Button } from '@/shared/ui/button';

/**
 * Prints the week as shown: the print stylesheet (src/index.css, `@media print`) sets A4
 * landscape and hides everything marked `data-print="hide"`, this button included.
 */
export function PrintWeekButton() {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      data-print="hide"
      onClick={() => window.print()}
    >
      <Printer aria-hidden className="size-4" />
      Print week
    </Button>
  );
}
