import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cn } from '@/shared/ui/cn';
import { CLASS_COLOURS, colourName } from '../model/class-rules';

/**
 * The class colour as a radio group of swatches (arrow keys move between them, each has a name),
 * with the chosen colour's name and hex shown. A colour outside the palette (set elsewhere) is
 * offered too, so opening the form does not change it.
 */
export function ColourSwatches({
  field,
  value,
  initial,
  error,
}: {
  field: UseFormRegisterReturn<'colour'>;
  /** The colour chosen now. */
  value: string;
  /** The colour the form opened with. */
  initial: string;
  error?: string;
}) {
  const errorId = useId();
  const swatches: { name: string; hex: string }[] = [...CLASS_COLOURS];
  if (colourName(initial) === null) swatches.push({ name: 'Current colour', hex: initial });
  const chosen = swatches.find((swatch) => swatch.hex.toLowerCase() === value.toLowerCase());
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium">Colour</legend>
      <div className="flex flex-wrap items-center gap-2">
        {swatches.map((swatch) => (
          <label
            key={swatch.hex}
            title={`${swatch.name} ${swatch.hex}`}
            className={cn(
              'flex size-9 cursor-pointer items-center justify-center rounded-full border-2 border-transparent',
              'has-[:checked]:border-foreground has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input type="radio" value={swatch.hex} className="sr-only" {...field} />
            <span className="sr-only">{swatch.name}</span>
            <span
              aria-hidden
              className="size-6 rounded-full"
              style={{ backgroundColor: swatch.hex }}
            />
          </label>
        ))}
      </div>
      <p className="text-xs text-muted-foreground">
        {chosen ? `${chosen.name} · ${chosen.hex}` : value}
      </p>
      {error && (
        <p id={errorId} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
