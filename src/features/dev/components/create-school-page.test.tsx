import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '@/test-support/choose-option';
import { CREATE_SCHOOL_MESSAGES } from '../model/create-school-schema';
import { devRefusal, fakeDevActions } from '../test-support/fake-dev-actions';
import { developer, goOffline, renderDevPage } from '../test-support/render-dev-page';
import { CreateSchoolPage } from './create-school-page';

const PATH = '/dev/schools/create';

describe('CreateSchoolPage', () => {
  it('creates a school from a template with its first owner, then shows the invitation link', async () => {
    const { user, dev } = renderDevPage(CreateSchoolPage, { path: PATH });
    const form = await screen.findByRole('form', { name: 'New school' });
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), '  Riverside High ');
    await user.type(
      within(form).getByRole('textbox', { name: 'Description (optional)' }),
      'Pilot school',
    );
    await user.click(within(form).getByRole('checkbox', { name: 'Enterprise school' }));
    await chooseOption(user, 'Timetable template', '10-day cycle (Week A / Week B)', form);
    await user.type(
      within(form).getByRole('textbox', { name: 'First owner’s email address' }),
      'owner@riverside.test',
    );
    await user.click(within(form).getByRole('button', { name: 'Create school and invite owner' }));

    const sent = await screen.findByRole('status');
    expect(sent).toHaveTextContent('Riverside High was created');
    expect(sent).toHaveTextContent('An invitation to own it went to owner@riverside.test');
    expect(within(sent).getByRole('textbox', { name: 'Invitation link' })).toHaveValue(
      'http://localhost/accept-invitation?token=invitation-2',
    );
    expect(dev.callsOf('createSchool')).toEqual([
      [
        {
          name: 'Riverside High',
          description: 'Pilot school',
          isEnterprise: true,
          timetableTemplate: '10-day-ab',
          ownerEmail: 'owner@riverside.test',
        },
      ],
    ]);
    expect(screen.getByRole('link', { name: 'Open the school' })).toHaveAttribute(
      'href',
      '/dev/schools/school-1',
    );

    await user.click(screen.getByRole('button', { name: 'Create another school' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('');
  });

  it('refuses a blank name and a bad address before asking the server', async () => {
    const { user, dev } = renderDevPage(CreateSchoolPage, { path: PATH });
    await user.type(
      await screen.findByRole('textbox', { name: 'First owner’s email address' }),
      'not-an-address',
    );
    await user.click(screen.getByRole('button', { name: 'Create school and invite owner' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      CREATE_SCHOOL_MESSAGES.nameRequired,
    );
    expect(
      screen.getByRole('textbox', { name: 'First owner’s email address' }),
    ).toHaveAccessibleDescription(expect.stringContaining(CREATE_SCHOOL_MESSAGES.emailInvalid));
    expect(dev.callsOf('createSchool')).toEqual([]);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    const me = developer();
    const dev = fakeDevActions({ currentUserId: me.id });
    dev.refuse(
      'createSchool',
      devRefusal('A school name must be 1 to 200 characters', '22023', 'SCHOOL_NAME_LENGTH'),
    );
    const { user } = renderDevPage(CreateSchoolPage, { path: PATH, me, dev });
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Riverside');
    await user.type(
      screen.getByRole('textbox', { name: 'First owner’s email address' }),
      'owner@riverside.test',
    );
    await user.click(screen.getByRole('button', { name: 'Create school and invite owner' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The school was not created. A school name must be 1 to 200 characters',
    );
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Riverside');
    // Never retried: a second attempt could create a second school and mail the owner twice.
    expect(dev.callsOf('createSchool')).toHaveLength(1);
  });

  it('offline, says creating needs a connection and does not send', async () => {
    goOffline();
    renderDevPage(CreateSchoolPage, { path: PATH });
    expect(await screen.findByText(/Creating a school needs a connection/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create school and invite owner' })).toBeDisabled();
  });
});
