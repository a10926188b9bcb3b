import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { StatusScreen } from '@/shared/ui/status-screen';
import { PATHS } from '../access/route-paths';

export function NotFoundPage() {
  return (
    <StatusScreen
      title="Page not found"
      message="The page you were looking for doesn't exist or has moved."
      actions={
        <Button asChild>
          <Link to={PATHS.landing}>Go home</Link>
        </Button>
      }
    />
  );
}
