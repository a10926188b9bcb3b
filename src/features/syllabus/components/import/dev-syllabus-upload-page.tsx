import type { ImportScope } from '../../api/syllabus-import-actions';
import { SyllabusImportPage } from './syllabus-import-page';

const PUBLISHED: ImportScope = { kind: 'published' };

/** /dev/syllabus-upload: developers publish a syllabus every user can read (the route is developer-only). */
export function DevSyllabusUploadPage() {
  return (
    <SyllabusImportPage
      title="Syllabus upload"
      scope={PUBLISHED}
      audience="What you import here is published to every user of the app."
    />
  );
}
