import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createAppError, normalizeError } from '@/shared/lib/errors';
import { failed, succeeded, type ActionResult } from '@/shared/lib/result';
import type { OnboardingActions } from '@/features/onboarding/api/onboarding-actions';
import type { SessionState } from '@/shared/lib/session/session-source';
import { fakeAccountActions, fakeOnboardingActions } from '@/test-support/fake-actions';
import { currentUrl, renderAppRoute, SIGNED_OUT, signedIn } from '@/test-support/render-app-route';
import { routes } from './routes';
import { PRELOAD_TIMEOUT_MS, preloadLazyRoutes } from './test-support/preload-lazy-routes';

beforeAll(() => preloadLazyRoutes(routes), PRELOAD_TIMEOUT_MS);

const justSignedIn: SessionState = signedIn({ account: 'needs-setup', schoolId: null, role: null });

/**
 * The session of a route rendered after the fakes that change it. Real account set-up applies the
 * account it read (session.applyAccount) before it answers; a fake that skipped that sent the user
 * to a page the guard bounced straight back to set-up or onboarding, so the destination was only
 * ever in the URL in passing, and on a loaded machine waitFor missed it.
 */
function laterSession() {
  let set: ((state: SessionState) => void) | null = null;
  return {
    bind(setSession: (state: SessionState) => void) {
      set = setSession;
    },
    /**
     * What account set-up leaves behind: a ready account (a school teacher's by default). Like the
     * real one it answers after a wait, not within the effect that started it, where changing the
     * session would nest React's act() inside its own render.
     */
    async applyAccount(state: SessionState = signedIn()) {
      await Promise.resolve();
      if (!set) throw new Error('Render the route before set-up runs');
      set(state);
    },
  };
}

describe('/login', () => {
  it('names each bad field and sends nothing', async () => {
    const accountActions = fakeAccountActions();
    const { user } = renderAppRoute(['/login'], { session: SIGNED_OUT, accountActions });
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Enter your password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(accountActions.signIn).not.toHaveBeenCalled();
  });

  it.each([
    [
      'wrong credentials: the server says what is wrong',
      normalizeError({
        name: 'AuthApiError',
        message: 'Invalid login credentials',
        status: 400,
        code: 'invalid_credentials',
      }),
      'Invalid login credentials',
    ],
    [
      'rate limited: the catalogue message (spec §8)',
      normalizeError({
        message: 'Too many requests. Try again in 60 seconds.',
        status: 429,
        code: 'RATE_LIMIT_EXCEEDED',
      }),
      'Too many requests. Please wait a moment and try again.',
    ],
    [
      'offline',
      normalizeError(new TypeError('Failed to fetch')),
      'Please check your internet connection and try again.',
    ],
  ])('%s', async (_, error, message) => {
    const accountActions = fakeAccountActions({ signIn: vi.fn(async () => failed(error)) });
    const { user } = renderAppRoute(['/login'], { session: SIGNED_OUT, accountActions });
    await user.type(await screen.findByLabelText('Email'), 'ada@school.test');
    await user.type(screen.getByLabelText('Password'), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Email')).toHaveValue('ada@school.test');
  });

  it('after sign-in runs account set-up, then opens the remembered origin', async () => {
    const session = laterSession();
    const onboardingActions = fakeOnboardingActions({
      runAccountSetup: vi.fn(async (onStep, search) => {
        onStep('sync-membership', 'completed');
        expect(search).toBe('?next=%2Fplanner');
        await session.applyAccount();
        return succeeded({ destination: '/planner' });
      }),
    });
    const { router, setSession } = renderAppRoute(['/planner'], {
      session: SIGNED_OUT,
      onboardingActions,
    });
    session.bind(setSession);
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(currentUrl(router)).toBe('/login?next=%2Fplanner');
    setSession(justSignedIn);
    expect(await screen.findByRole('heading', { name: 'Planner' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/planner');
    expect(onboardingActions.runAccountSetup).toHaveBeenCalledTimes(1);
  });
});

describe('/register', () => {
  it('checks the password rules before asking the server', async () => {
    const accountActions = fakeAccountActions();
    const { user } = renderAppRoute(['/register'], { session: SIGNED_OUT, accountActions });
    await user.type(await screen.findByLabelText('Full name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@school.test');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'shorter');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(accountActions.signUp).not.toHaveBeenCalled();
  });

  it('signs up with the trimmed name and shows a taken address', async () => {
    const taken = normalizeError({
      name: 'AuthApiError',
      message: 'User already registered',
      status: 422,
      code: 'user_already_exists',
    });
    const accountActions = fakeAccountActions({ signUp: vi.fn(async () => failed(taken)) });
    const { user } = renderAppRoute(['/register'], { session: SIGNED_OUT, accountActions });
    await user.type(await screen.findByLabelText('Full name'), '  Ada Teacher ');
    await user.type(screen.getByLabelText('Email'), 'ada@school.test');
    await user.type(screen.getByLabelText('Password'), 'long enough');
    await user.type(screen.getByLabelText('Confirm password'), 'long enough');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(accountActions.signUp).toHaveBeenCalledWith({
      fullName: 'Ada Teacher',
      email: 'ada@school.test',
      password: 'long enough',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('User already registered');
  });
});

describe('/onboarding-loading', () => {
  it('shows each step and the overall progress, then goes on', async () => {
    type Outcome = ActionResult<{ destination: string }>;
    let finish: (value: Outcome) => void = () => {};
    const onboardingActions = fakeOnboardingActions({
      runAccountSetup: vi.fn<OnboardingActions['runAccountSetup']>((onStep) => {
        onStep('sync-membership', 'completed');
        onStep('load-profile', 'loading');
        return new Promise<Outcome>((resolve) => (finish = resolve));
      }),
    });
    const { router, setSession } = renderAppRoute(['/onboarding-loading?next=%2Fplanner'], {
      session: justSignedIn,
      onboardingActions,
    });
    const bar = await screen.findByRole('progressbar', { name: 'Account set-up' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '38'));
    expect(screen.getByText('Checking your school membership').closest('li')).toHaveAttribute(
      'data-state',
      'completed',
    );
    setSession(signedIn()); // what the real set-up does before it answers
    finish(succeeded({ destination: '/planner' }));
    expect(await screen.findByRole('heading', { name: 'Planner' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/planner');
  });

  it("says 'Failed to load user data' and runs again on Try again", async () => {
    const session = laterSession();
    const runAccountSetup = vi
      .fn()
      .mockImplementationOnce(async (onStep: (s: string, st: string) => void) => {
        onStep('sync-membership', 'error');
        return failed(normalizeError(new TypeError('Failed to fetch')));
      })
      .mockImplementationOnce(async () => {
        await session.applyAccount();
        return succeeded({ destination: '/dashboard' });
      });
    const { router, user, setSession } = renderAppRoute(['/onboarding-loading'], {
      session: justSignedIn,
      onboardingActions: fakeOnboardingActions({ runAccountSetup }),
    });
    session.bind(setSession);
    expect(await screen.findByText('Failed to load user data')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check your internet connection');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/dashboard');
    expect(runAccountSetup).toHaveBeenCalledTimes(2);
  });
});

describe('onboarding choices', () => {
  const noSchool = signedIn({ account: 'needs-onboarding', schoolId: null, role: null });

  it('sends a user without a school from the dashboard to onboarding', async () => {
    const { router } = renderAppRoute(['/dashboard'], { session: noSchool });
    expect(
      await screen.findByRole('heading', { name: 'How will you use Lesson Planner?' }),
    ).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/onboarding');
  });

  it('solo: records the choice, then asks about teaching, then finishes set-up', async () => {
    const session = laterSession();
    const onboardingActions = fakeOnboardingActions({
      workSolo: vi.fn(async () => succeeded(undefined)),
      saveTeacherDetails: vi.fn(async () => succeeded(undefined)),
      runAccountSetup: vi.fn(async () => {
        await session.applyAccount(signedIn({ schoolId: null, role: null })); // solo: ready, no school
        return succeeded({ destination: '/dashboard' });
      }),
    });
    const { router, user, setSession } = renderAppRoute(['/onboarding'], {
      session: noSchool,
      onboardingActions,
    });
    session.bind(setSession);
    await user.click(await screen.findByRole('link', { name: 'Work solo' }));
    await user.click(await screen.findByRole('button', { name: 'Start working solo' }));
    expect(await screen.findByRole('heading', { name: 'About your teaching' })).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Your name'));
    await user.type(screen.getByLabelText('Your name'), 'Ada Teacher');
    await user.click(screen.getByRole('checkbox', { name: 'Science' }));
    await user.type(screen.getByLabelText('Other subjects'), 'Biology, science');
    await user.click(screen.getByRole('checkbox', { name: 'Year 7' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onboardingActions.saveTeacherDetails).toHaveBeenCalledWith({
      fullName: 'Ada Teacher',
      subjects: ['Science', 'Biology'],
      yearLevels: [7],
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/dashboard');
    expect(onboardingActions.runAccountSetup).toHaveBeenCalledTimes(1);
  });

  it('join: checks the code shape, then shows the server refusal verbatim', async () => {
    const unknown = normalizeError({
      message: 'No school has this invite code',
      code: 'P0002',
      hint: 'INVITE_CODE_UNKNOWN',
      details: null,
    });
    const onboardingActions = fakeOnboardingActions({
      joinSchool: vi.fn(async () => failed(unknown)),
    });
    const { user } = renderAppRoute(['/onboarding/join'], { session: noSchool, onboardingActions });
    const field = await screen.findByLabelText('Invite code or invitation link');
    await user.type(field, 'hello');
    await user.click(screen.getByRole('button', { name: 'Join school' }));
    expect(await screen.findByText(/Invite codes are 8 letters and digits/)).toBeInTheDocument();
    expect(onboardingActions.joinSchool).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, 'zzzz-zzzz');
    await user.click(screen.getByRole('button', { name: 'Join school' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No school has this invite code');
  });

  it('create a school: the creator goes on to their teaching details', async () => {
    const onboardingActions = fakeOnboardingActions({
      createSchool: vi.fn(async () => succeeded({ schoolName: 'Hill School' })),
    });
    const { user } = renderAppRoute(['/onboarding'], { session: noSchool, onboardingActions });
    await user.type(await screen.findByLabelText('School name'), 'Hill School');
    await user.click(screen.getByRole('button', { name: 'Create school' }));
    expect(await screen.findByRole('heading', { name: 'About your teaching' })).toBeInTheDocument();
    expect(onboardingActions.createSchool).toHaveBeenCalledWith('Hill School');
  });
});

describe('/accept-invitation', () => {
  const TOKEN = 'T'.repeat(43);
  const preview = (status: 'pending' | 'expired' | 'used' | 'revoked' | 'unknown') =>
    vi.fn(async () =>
      succeeded({
        status,
        schoolName: status === 'unknown' ? null : 'Hill School',
        email: status === 'unknown' ? null : 'new@school.test',
        role: status === 'unknown' ? null : ('TEACHER' as const),
        expiresAt: null,
      }),
    );

  it.each([
    ['expired', 'This invitation has expired.'],
    ['used', 'This invitation has already been used.'],
    ['revoked', 'This invitation has been revoked.'],
    ['unknown', "This invitation link isn't valid."],
  ] as const)('%s gets its own message', async (status, message) => {
    renderAppRoute([`/accept-invitation?token=${TOKEN}`], {
      session: SIGNED_OUT,
      accountActions: fakeAccountActions({ previewInvitation: preview(status) }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('signed out: offers sign-in and registration that come back here', async () => {
    renderAppRoute([`/accept-invitation?token=${TOKEN}`], {
      session: SIGNED_OUT,
      accountActions: fakeAccountActions({ previewInvitation: preview('pending') }),
    });
    expect(
      await screen.findByText("You're invited to join Hill School as a teacher."),
    ).toBeInTheDocument();
    const back = encodeURIComponent(`/accept-invitation?token=${TOKEN}`);
    expect(screen.getByRole('link', { name: 'Sign in to accept' })).toHaveAttribute(
      'href',
      `/login?next=${back}`,
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      `/register?next=${back}`,
    );
  });

  it('signed in with another address: says so instead of offering to accept', async () => {
    renderAppRoute([`/accept-invitation?token=${TOKEN}`], {
      session: signedIn({ email: 'other@school.test' }),
      accountActions: fakeAccountActions({ previewInvitation: preview('pending') }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation was sent to new@school.test, but you are signed in as other@school.test.',
    );
    expect(screen.queryByRole('button', { name: 'Accept invitation' })).not.toBeInTheDocument();
  });

  it('signed in with the invited address: accepts and finishes set-up', async () => {
    const session = laterSession();
    const accountActions = fakeAccountActions({
      previewInvitation: preview('pending'),
      acceptInvitation: vi.fn(async () => succeeded({ schoolName: 'Hill School' })),
    });
    const onboardingActions = fakeOnboardingActions({
      runAccountSetup: vi.fn(async (_onStep, search) => {
        expect(search).toBe('?next=%2Fdashboard');
        await session.applyAccount(
          signedIn({ email: 'New@School.test', schoolName: 'Hill School' }),
        );
        return succeeded({ destination: '/dashboard' });
      }),
    });
    const { router, user, setSession } = renderAppRoute([`/accept-invitation?token=${TOKEN}`], {
      session: signedIn({ email: 'New@School.test', account: 'needs-onboarding', schoolId: null }),
      accountActions,
      onboardingActions,
    });
    session.bind(setSession);
    await user.click(await screen.findByRole('button', { name: 'Accept invitation' }));
    expect(accountActions.acceptInvitation).toHaveBeenCalledWith(TOKEN);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/dashboard');
    expect(onboardingActions.runAccountSetup).toHaveBeenCalledTimes(1);
  });

  it('a link without a token says it is incomplete', async () => {
    renderAppRoute(['/accept-invitation'], { session: SIGNED_OUT });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This invitation link is incomplete.',
    );
  });

  it('a failed check can be tried again', async () => {
    const previewInvitation = vi
      .fn()
      .mockResolvedValueOnce(failed(createAppError('SERVICE_UNAVAILABLE')))
      .mockImplementation(preview('used'));
    const { user } = renderAppRoute([`/accept-invitation?token=${TOKEN}`], {
      session: SIGNED_OUT,
      accountActions: fakeAccountActions({ previewInvitation }),
    });
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already been used');
  });
});

describe('/test-loader', () => {
  it('plays the set-up screen through, and can show the failure', async () => {
    // The demonstration's steps are setTimeouts (2.6 s of them): fake timers play them through
    // when the test says, instead of the test waiting them out on the wall clock. Testing
    // Library's waitFor needs a real setTimeout, so the page is awaited with Vitest's.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    renderAppRoute(['/test-loader'], { session: SIGNED_OUT });
    const bar = await vi.waitFor(
      () => screen.getByRole('progressbar', { name: 'Account set-up' }),
      { timeout: 10_000 },
    );
    // The lazy page rendered outside act, so its effect (which starts the steps' timers) may run
    // a moment after the bar appears; playing the timers before that would play none.
    await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0), { timeout: 10_000 });
    await act(async () => {
      vi.runAllTimers();
    });
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Replay with a failure' }));
    await act(async () => {
      vi.runAllTimers();
    });
    expect(screen.getByText('Failed to load user data')).toBeInTheDocument();
    expect(screen.getByText('Loading your school').closest('li')).toHaveAttribute(
      'data-state',
      'error',
    );
    // Nothing after the failed step starts.
    expect(screen.getByRole('progressbar', { name: 'Account set-up' })).not.toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  }, 15_000);
});
