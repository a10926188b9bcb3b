import { useParams } from 'react-router';
import { z } from 'zod';
import { PageHeading } from '@/shared/ui/page-heading';

const schoolIdSchema = z.uuid();

/** The id comes from the URL, so it is parsed before anything uses it. */
export function SchoolDetailPage() {
  const parsed = schoolIdSchema.safeParse(useParams().id);
  if (!parsed.success) {
    return (
      <>
        <PageHeading title="School" />
        <p role="alert">That school id isn't valid: school ids are UUIDs.</p>
      </>
    );
  }
  return <PageHeading title="School" />;
}
