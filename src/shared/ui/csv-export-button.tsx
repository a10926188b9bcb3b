import { Download } from 'lucide-react';
import { useState } from 'react';
import { downloadText } from '@/shared/lib/files/download-text';
import { csvTextOf, type CsvTable } from '@/shared/lib/files/csv-text';
import { Button } from './button';

/**
 * "Export CSV" for one table: builds the CSV when pressed (from `table()`, so a page does not
 * prepare text nobody asks for) and saves it as `fileName`. Disabled while there are no rows.
 */
export function CsvExportButton({
  fileName,
  table,
  rowCount,
  label = 'Export CSV',
}: {
  fileName: string;
  table: () => CsvTable;
  rowCount: number;
  /** Names the table when a page has several ("Export classes as CSV"). */
  label?: string;
}) {
  const [busy, setBusy] = useState(false);
  const exportTable = async () => {
    setBusy(true);
    try {
      downloadText(fileName, await csvTextOf(table()), 'text/csv;charset=utf-8');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      data-print="hide"
      disabled={rowCount === 0 || busy}
      onClick={() => void exportTable()}
    >
      <Download aria-hidden className="size-4" />
      {label}
    </Button>
  );
}
