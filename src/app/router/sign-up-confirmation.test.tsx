import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from './routes';
import { PRELOAD_TIMEOUT_MS, preloadLazyRoutes } from './test-support/preload-lazy-routes';
import { normalizeError } from '@/shared/lib/errors';
import { failed, succeeded } from '@/shared/lib/result';
import type { SessionState } from '@/shared/lib/session/session-source';
import type { OnboardingActions } from '@/features/onboarding/api/onboarding-actions';
import { fakeAccountActions, fakeOnboardingActions } from '@/test-support/fake-actions';
import { currentUrl, renderAppRoute, SIGNED_OUT, signedIn } from '@/test-support/render-app-route';
import {
  BROKEN_LINK_MESSAGE,
  SPENT_LINK_MESSAGE,
} from '@/features/account/components/confirm-email-page';

/** Sign-up with a mailed confirmation link (issue 12 item 8): the page and the link's route. */
beforeAll(() => preloadLazyRoutes(routes), PRELOAD_TIMEOUT_MS);

const LINK = '/auth/confirm?token_hash=mailed-code&type=email';

describe('/register when the server mails a confirmation link', () => {
  it('says to check the email, the same whatever the server knows of the address', async () => {
    const accountActions = fakeAccountActions({
      signUp: vi.fn(async () => succeeded({ kind: 'confirmation-sent' as const })),
    });
    const { user, router } = renderAppRoute(['/register'], { session: SIGNED_OUT, accountActions });
    await user.type(await screen.findByLabelText('Full name'), 'Ada Teacher');
    await user.type(screen.getByLabelText('Email'), 'ada@school.test');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('We sent a link to ada@school.test.');
    expect(currentUrl(router)).toBe('/register');
  });

  it("shows the server's reason for a weak password", async () => {
    const weak = normalizeError({
      name: 'AuthWeakPasswordError',
      message: 'This password is one of the most common ones and is easy to guess; choose another',
      status: 422,
      code: 'weak_password',
    });
    const accountActions = fakeAccountActions({ signUp: vi.fn(async () => failed(weak)) });
    const { user } = renderAppRoute(['/register'], { session: SIGNED_OUT, accountActions });
    await user.type(await screen.findByLabelText('Full name'), 'Ada Teacher');
    await user.type(screen.getByLabelText('Email'), 'ada@school.test');
    await user.type(screen.getByLabelText('Password'), 'password');
    await user.type(screen.getByLabelText('Confirm password'), 'password');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('one of the most common ones');
  });
});

describe('/auth/confirm', () => {
  it('confirms once with the code and type from the link, then runs account set-up', async () => {
    const justSignedIn: SessionState = signedIn({
      account: 'needs-setup',
      schoolId: null,
      role: null,
    });
    let setSessionLater: (state: SessionState) => void = () => undefined;
    const accountActions = fakeAccountActions({
      confirmEmail: vi.fn(async () => {
        // What the real session does: the link signed the person in.
        setSessionLater(justSignedIn);
        return succeeded(undefined);
      }),
    });
    const runAccountSetup = vi.fn<OnboardingActions['runAccountSetup']>(
      () => new Promise(() => undefined),
    );
    const { router, setSession } = renderAppRoute([LINK], {
      session: SIGNED_OUT,
      accountActions,
      onboardingActions: fakeOnboardingActions({ runAccountSetup }),
    });
    setSessionLater = setSession;
    await vi.waitFor(() => expect(runAccountSetup).toHaveBeenCalled(), { timeout: 10_000 });
    expect(currentUrl(router)).toBe('/onboarding-loading');
    expect(accountActions.confirmEmail).toHaveBeenCalledTimes(1);
    expect(accountActions.confirmEmail).toHaveBeenCalledWith('mailed-code', 'email');
  });

  it('explains a spent or expired link and offers sign-in', async () => {
    const expired = normalizeError({
      name: 'AuthApiError',
      message: 'Email link is invalid or has expired',
      status: 403,
      code: 'otp_expired',
    });
    const accountActions = fakeAccountActions({ confirmEmail: vi.fn(async () => failed(expired)) });
    renderAppRoute([LINK], { session: SIGNED_OUT, accountActions });
    expect(await screen.findByRole('alert')).toHaveTextContent(SPENT_LINK_MESSAGE);
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it('names a link with its code or type cut off, without asking the server', async () => {
    const accountActions = fakeAccountActions();
    renderAppRoute(['/auth/confirm?type=email'], { session: SIGNED_OUT, accountActions });
    expect(await screen.findByText(BROKEN_LINK_MESSAGE)).toBeInTheDocument();
    expect(accountActions.confirmEmail).not.toHaveBeenCalled();
  });
});
