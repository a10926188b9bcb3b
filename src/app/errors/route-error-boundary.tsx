import { useEffect } from 'react';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { NotFoundPage } from '../layouts/not-found-page';
import { SomethingWentWrong } from './something-went-wrong';

/**
 * errorElement for the root and for every layout's content. Try Again navigates to the same URL,
 * which makes the router render the route again (and retry a lazy chunk that failed to load).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // Logged once per error, not on every render.
  useEffect(() => {
    if (!notFound) console.error('Route error', error);
  }, [error, notFound]);
  if (notFound) return <NotFoundPage />;
  const retry = () =>
    navigate(`${location.pathname}${location.search}${location.hash}`, { replace: true });
  return <SomethingWentWrong onTryAgain={retry} />;
}
