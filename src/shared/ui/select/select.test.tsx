import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { chooseOption, findCombobox, optionLabels } from '@/test-support/choose-option';
import { Select, SelectField } from './select';
import { SelectController } from './select-controller';
import type { SelectChoice } from './select-choices';

const YEARS: SelectChoice[] = [
  { value: '', label: 'Any year' },
  { value: '7', label: 'Year 7' },
  { value: '8', label: 'Year 8' },
  { value: '9', label: 'Year 9', disabled: true },
  { value: '10', label: 'Year 10' },
];

function Year({
  initial = '7',
  options = YEARS,
  onChange = () => undefined,
  ...field
}: {
  initial?: string;
  options?: SelectChoice[];
  onChange?: (value: string) => void;
  error?: string;
  description?: string;
  placeholder?: string;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <SelectField
      label="Year"
      value={value}
      options={options}
      onValueChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      {...field}
    />
  );
}

describe('the kit select', () => {
  it('is named by its label and shows the chosen option on the trigger', async () => {
    render(<Year initial="8" />);
    const year = await findCombobox('Year');
    expect(screen.getByLabelText('Year')).toBe(year);
    expect(year).toHaveTextContent('Year 8');
    expect(year).toHaveAttribute('aria-expanded', 'false');
  });

  it('chooses with the pointer, with a check on the chosen option', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Year onChange={onChange} />);
    await user.click(await findCombobox('Year'));
    const chosen = within(screen.getByRole('listbox')).getByRole('option', { name: 'Year 7' });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(chosen.querySelector('svg')).not.toBeNull();
    await user.click(screen.getByRole('option', { name: 'Year 10' }));
    expect(onChange).toHaveBeenCalledWith('10');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent('Year 10');
  });

  it('opens from the keyboard, moves with the arrows past a disabled option and chooses with Enter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Year initial="8" onChange={onChange} />);
    await findCombobox('Year');
    await user.tab();
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: 'Year 8' })).toHaveFocus();
    // Year 9 is disabled: one step down lands on Year 10.
    await user.keyboard('{ArrowDown}');
    expect(within(listbox).getByRole('option', { name: 'Year 10' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('10');
    const year = screen.getByRole('combobox', { name: 'Year' });
    expect(year).toHaveTextContent('Year 10');
    expect(year).toHaveFocus();
  });

  it("keeps '' for a none/any choice, and shows the placeholder when nothing is chosen", async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Year onChange={onChange} />);
    await chooseOption(user, 'Year', 'Any year');
    expect(onChange).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveTextContent('Any year');

    render(<Year initial="" options={YEARS.slice(1)} placeholder="Choose a year" />, {
      container: document.body.appendChild(document.createElement('div')),
    });
    const [, second] = await screen.findAllByRole('combobox', { name: 'Year' });
    expect(second).toHaveTextContent('Choose a year');
    expect(second).toHaveAttribute('data-placeholder');
  });

  it('ties its error and description to the trigger', async () => {
    render(<Year error="Choose a year." description="The class’s school year" />);
    const year = await findCombobox('Year');
    expect(year).toHaveAttribute('aria-invalid', 'true');
    expect(year).toHaveAccessibleDescription('The class’s school year Choose a year.');
    expect(screen.getByText('Choose a year.')).toBeInTheDocument();
  });

  it('does not open while disabled', async () => {
    const user = userEvent.setup();
    render(<Year disabled />);
    const year = await findCombobox('Year');
    expect(year).toBeDisabled();
    await user.click(year);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('shows groups under their headings', async () => {
    const user = userEvent.setup();
    render(
      <Year
        initial=""
        options={[
          { value: '', label: 'None' },
          { group: 'Direct', options: [{ value: 'lecture', label: 'Lecture' }] },
          { group: 'Empty', options: [] },
          { group: 'Inquiry', options: [{ value: 'project', label: 'Project' }] },
        ]}
      />,
    );
    expect(await optionLabels(user, 'Year')).toEqual(['None', 'Lecture', 'Project']);
    await user.click(screen.getByRole('combobox', { name: 'Year' }));
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.textContent)).toEqual(['DirectLecture', 'InquiryProject']);
  });

  it('opens inside a modal dialog and its options can be clicked', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <Dialog.Root open>
        <Dialog.Portal>
          <Dialog.Content aria-describedby={undefined}>
            <Dialog.Title>Move lesson</Dialog.Title>
            <Select
              aria-label="Slot"
              value=""
              placeholder="Choose a slot…"
              options={[{ value: 'mon-1', label: 'Mon, Period 1' }]}
              onValueChange={onValueChange}
            />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>,
    );
    const dialog = screen.getByRole('dialog');
    await chooseOption(user, 'Slot', 'Mon, Period 1', dialog);
    expect(onValueChange).toHaveBeenCalledWith('mon-1');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

type RoleForm = { role: string };
const roleRequired: Resolver<RoleForm> = (values) => {
  const ok: ResolverResult<RoleForm> = { values, errors: {} };
  if (values.role !== '') return ok;
  return { values: {}, errors: { role: { type: 'required', message: 'Choose a role.' } } };
};

function InviteForm({ onSubmit }: { onSubmit: (values: RoleForm) => void }) {
  const form = useForm<RoleForm>({ defaultValues: { role: '' }, resolver: roleRequired });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <SelectController
        form={form}
        name="role"
        label="Role"
        placeholder="Choose a role"
        options={[
          { value: 'TEACHER', label: 'Teacher' },
          { value: 'ADMIN', label: 'Admin' },
        ]}
      />
      <button type="submit">Invite</button>
    </form>
  );
}

describe('SelectController', () => {
  it('shows the form’s error under the select, focuses it, and submits the chosen value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<InviteForm onSubmit={onSubmit} />);
    await findCombobox('Role');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(await screen.findByText('Choose a role.')).toBeInTheDocument();
    expect(role).toHaveAttribute('aria-invalid', 'true');
    expect(role).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await chooseOption(user, 'Role', 'Admin');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(onSubmit).toHaveBeenCalledWith({ role: 'ADMIN' }, expect.anything());
  });
});
