import { Link } from 'react-router';
import { PageHeading } from '@/shared/ui/page-heading';

export function SettingsPage() {
  return (
    <>
      <PageHeading title="Settings" />
      <nav aria-label="Settings sections">
        <ul className="list-disc pl-5">
          <li>
            <Link
              className="text-primary underline-offset-4 hover:underline"
              to="/settings/classes"
            >
              Classes
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
