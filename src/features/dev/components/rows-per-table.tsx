import { ScrollRegion } from '@/shared/ui/scroll-region';
import { formatCount } from './format-dev';

/**
 * A named, scrollable table of row counts per table (the server's on Monitoring, this device's on
 * Debug); `label` is both the region's name and the table's caption.
 */
export function RowsPerTable({
  label,
  rows,
  className,
}: {
  label: string;
  rows: ReadonlyArray<{ name: string; rows: number }>;
  className: string;
}) {
  return (
    <ScrollRegion label={label} className={className}>
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            <th scope="col" className="p-2 font-medium">
              Table
            </th>
            <th scope="col" className="p-2 text-right font-medium">
              Rows
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((table) => (
            <tr key={table.name} className="border-t border-border">
              <th scope="row" className="p-2 text-left font-mono font-normal">
                {table.name}
              </th>
              <td className="p-2 text-right tabular-nums">{formatCount(table.rows)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
