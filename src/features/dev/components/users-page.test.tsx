import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { devRefusal, fakeDevActions, fakeUser } from '../test-support/fake-dev-actions';
import { developer, renderDevPage } from '../test-support/render-dev-page';
import { OWN_ACCOUNT_REASON } from './users/user-actions';
import { UsersPage } from './users-page';

function setup() {
  const me = developer({ email: 'dana@ops.test' });
  const dev = fakeDevActions({
    currentUserId: me.id,
    data: {
      users: [
        fakeUser({
          userId: me.id,
          email: 'dana@ops.test',
          fullName: 'Dana Developer',
          isDeveloper: true,
        }),
        fakeUser({
          userId: 'teacher-1',
          email: 'terry@school.test',
          fullName: 'Terry Teacher',
          memberships: [
            {
              membershipId: 'm1',
              schoolId: 'school-1',
              schoolName: 'Riverside High',
              role: 'TEACHER',
              status: 'active',
            },
          ],
        }),
        fakeUser({ userId: 'viewer-1', email: 'vic@school.test' }),
      ],
    },
  });
  return renderDevPage(UsersPage, { path: '/dev/users', me, dev });
}

const row = (name: string) => screen.getByRole('listitem', { name });

describe('UsersPage', () => {
  it('lists users with their schools and roles', async () => {
    setup();
    await screen.findByRole('listitem', { name: 'Terry Teacher' });
    const schools = within(row('Terry Teacher')).getByRole('list', {
      name: 'Schools of Terry Teacher',
    });
    expect(schools).toHaveTextContent('Riverside High · Teacher');
    expect(within(schools).getByRole('link', { name: 'Riverside High' })).toHaveAttribute(
      'href',
      '/dev/schools/school-1',
    );
    expect(row('vic@school.test')).toHaveTextContent('No school');
  });

  it('searches by email or name', async () => {
    const { user, dev } = setup();
    await screen.findByRole('listitem', { name: 'Terry Teacher' });
    await user.type(
      screen.getByRole('searchbox', { name: 'Search users by email or name' }),
      'vic{Enter}',
    );
    await screen.findByRole('listitem', { name: 'vic@school.test' });
    expect(screen.queryByRole('listitem', { name: 'Terry Teacher' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search users by email or name' }));
    await user.type(
      screen.getByRole('searchbox', { name: 'Search users by email or name' }),
      'terry{Enter}',
    );
    await screen.findByRole('listitem', { name: 'Terry Teacher' });
    expect(dev.callsOf('listUsers').at(-1)).toEqual([{ search: 'terry', after: null, limit: 25 }]);
  });

  it('grants and revokes the developer flag after asking', async () => {
    const { user, dev } = setup();
    await screen.findByRole('listitem', { name: 'Terry Teacher' });
    await user.click(screen.getByRole('button', { name: 'Grant developer: Terry Teacher' }));
    const ask = await screen.findByRole('alertdialog', { name: 'Make Terry Teacher a developer?' });
    await user.click(within(ask).getByRole('button', { name: 'Grant developer' }));
    expect(dev.callsOf('setDeveloper')).toEqual([['teacher-1', true]]);
    expect(await within(row('Terry Teacher')).findByText('Developer')).toBeInTheDocument();

    await user.click(
      await screen.findByRole('button', { name: 'Revoke developer: Terry Teacher' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Revoke developer' }));
    expect(dev.callsOf('setDeveloper')).toEqual([
      ['teacher-1', true],
      ['teacher-1', false],
    ]);
    await screen.findByRole('button', { name: 'Grant developer: Terry Teacher' });
  });

  it('disables and re-enables sign-in after asking', async () => {
    const { user, dev } = setup();
    await screen.findByRole('listitem', { name: 'Terry Teacher' });
    await user.click(screen.getByRole('button', { name: 'Disable sign-in: Terry Teacher' }));
    await user.click(await screen.findByRole('button', { name: 'Disable sign-in' }));
    expect(await within(row('Terry Teacher')).findByText('Sign-in disabled')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Re-enable sign-in: Terry Teacher' }));
    await user.click(await screen.findByRole('button', { name: 'Re-enable sign-in' }));
    expect(dev.callsOf('setSignInDisabled')).toEqual([
      ['teacher-1', true],
      ['teacher-1', false],
    ]);
  });

  it('never lets a developer change their own flag or sign-in, and says why', async () => {
    setup();
    const mine = await screen.findByRole('listitem', { name: 'Dana Developer' });
    expect(mine).toHaveTextContent('(you)');
    expect(
      within(mine).getByRole('button', { name: 'Revoke developer: Dana Developer' }),
    ).toBeDisabled();
    expect(
      within(mine).getByRole('button', { name: 'Disable sign-in: Dana Developer' }),
    ).toBeDisabled();
    expect(mine).toHaveTextContent(OWN_ACCOUNT_REASON);
  });

  it('shows a refusal in the server’s words and changes nothing', async () => {
    const { user, dev } = setup();
    dev.refuse('setDeveloper', devRefusal('Developer permissions required'));
    await screen.findByRole('listitem', { name: 'Terry Teacher' });
    await user.click(screen.getByRole('button', { name: 'Grant developer: Terry Teacher' }));
    await user.click(await screen.findByRole('button', { name: 'Grant developer' }));
    expect(await within(row('Terry Teacher')).findByRole('alert')).toHaveTextContent(
      'Nothing changed. Developer permissions required',
    );
    expect(within(row('Terry Teacher')).queryByText('Developer')).not.toBeInTheDocument();
  });
});
