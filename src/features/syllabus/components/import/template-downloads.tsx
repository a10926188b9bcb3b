import { Download } from 'lucide-react';
import { Button } from '@/shared/ui/button';
import {
  CSV_TEMPLATE,
  CSV_TEMPLATE_FILE_NAME,
  JSON_TEMPLATE,
  JSON_TEMPLATE_FILE_NAME,
} from '../../model/import/template/templates';
import { downloadText } from '@/shared/lib/files/download-text';

/** The templates' file names and types (UTF-8 said out loud, so spreadsheets keep the accents). */
export const CSV_TEMPLATE_FILE = { name: CSV_TEMPLATE_FILE_NAME, type: 'text/csv;charset=utf-8' };
export const JSON_TEMPLATE_FILE = {
  name: JSON_TEMPLATE_FILE_NAME,
  type: 'application/json;charset=utf-8',
};

/** What the page accepts, in one line, with the two templates to start from. */
export function TemplateDownloads() {
  return (
    <div className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Import our CSV or JSON template, or ACARA&apos;s machine-readable curriculum (MRAC RDF/XML)
        file. The file is checked in full before anything is saved.
      </p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => downloadText(CSV_TEMPLATE_FILE.name, CSV_TEMPLATE, CSV_TEMPLATE_FILE.type)}
        >
          <Download aria-hidden className="size-4" />
          Download CSV template
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            downloadText(JSON_TEMPLATE_FILE.name, JSON_TEMPLATE, JSON_TEMPLATE_FILE.type)
          }
        >
          <Download aria-hidden className="size-4" />
          Download JSON template
        </Button>
      </div>
    </div>
  );
}
