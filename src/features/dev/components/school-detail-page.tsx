import { useParams } from 'react-router';
import * as v from 'valibot';
import { PageHeading } from '@/shared/ui/page-heading';

/**
 * zod's `z.uuid()` pattern (RFC 9562 versions 1–8, nil and max), which the replica's id columns use
 * too; valibot's `v.uuid()` accepts any hex. valibot here because classic zod cost this page ~12 KB
 * gzip (README Footguns).
 */
const UUID_SHAPE =
  /^(?:[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
const schoolIdSchema = v.pipe(v.string(), v.regex(UUID_SHAPE));

/** The id comes from the URL, so it is parsed before anything uses it. */
export function SchoolDetailPage() {
  if (!v.is(schoolIdSchema, useParams().id)) {
    return (
      <>
        <PageHeading title="School" />
        <p role="alert">That school id isn't valid: school ids are UUIDs.</p>
      </>
    );
  }
  return <PageHeading title="School" />;
}
