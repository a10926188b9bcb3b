/** The kind of device a report came from (spec: "the device kind"). */
export type DeviceKind = 'phone' | 'tablet' | 'desktop';

/**
 * Below this shorter viewport side a touch device is a phone (phones are at most ~480 px wide in
 * CSS pixels; the smallest tablets start at ~600).
 */
export const PHONE_MAX_SHORT_SIDE_PX = 600;

/**
 * Phone, tablet or desktop from the primary pointer and the viewport: a fine pointer (mouse,
 * trackpad) is a desktop at any window size; a coarse one (touch) is a phone or a tablet by the
 * viewport's shorter side, so turning the device does not change the answer.
 */
export function deviceKindOf({
  coarsePointer,
  widthPx,
  heightPx,
}: {
  coarsePointer: boolean;
  widthPx: number;
  heightPx: number;
}): DeviceKind {
  if (!coarsePointer) return 'desktop';
  return Math.min(widthPx, heightPx) < PHONE_MAX_SHORT_SIDE_PX ? 'phone' : 'tablet';
}

/** A path segment that is an id: a UUID, a number, or a long token with digits in it. */
const ID_SEGMENT =
  /^(?:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}|\d+|(?=[\w-]*\d)[\w-]{20,})$/i;

/**
 * The page as a report names it: the path only, with ids replaced by ':id' (`/coverage/:id`). The
 * query and the hash are left out: they carry a class filter, a week or a search, which say more
 * about the teacher than about the page.
 */
export function reportPagePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] || '/';
  return path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');
}

export type ReportContext = {
  page: string;
  appVersion: string;
  device: DeviceKind;
  online: boolean;
};

/**
 * The report's context text (spec §3 `context`): the page, the app version, the device kind and
 * whether the device was online when the report was written. Nothing else: who sent it the server
 * knows from the session, and no name, school, address or user agent goes in.
 */
export function describeReportContext({ page, appVersion, device, online }: ReportContext): string {
  return [
    `page: ${reportPagePath(page)}`,
    `app version: ${appVersion}`,
    `device: ${device}`,
    `online: ${online ? 'yes' : 'no'}`,
  ].join('\n');
}
