import { Printer } from 'lucide-react';
import { Button } from './button';

/** Prints the page as it is: the print stylesheet (src/index.css) leaves the app's chrome off. */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <Button type="button" variant="outline" size="sm" onClick={() => window.print()}>
      <Printer aria-hidden className="size-4" />
      {label}
    </Button>
  );
}
