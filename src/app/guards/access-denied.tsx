import { useLocation, useNavigate } from 'react-router';
import { Button } from '@/shared/ui/button';
import { StatusScreen } from '@/shared/ui/status-screen';
import { PATHS } from '../access/route-paths';

/** Spec §2: the denial names itself and offers Go Back (home when there is no history). */
export function AccessDenied({ title, message }: { title: string; message?: string }) {
  const navigate = useNavigate();
  // The router's first entry has the key 'default'. window.history.length would count other sites'
  // pages too, and Go Back must never leave the app.
  const hasAppHistory = useLocation().key !== 'default';
  const goBack = () => (hasAppHistory ? navigate(-1) : navigate(PATHS.landing));
  return (
    <StatusScreen
      role="alert"
      title={title}
      message={message}
      actions={<Button onClick={goBack}>Go Back</Button>}
    />
  );
}
