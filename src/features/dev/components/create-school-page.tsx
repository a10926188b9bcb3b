import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useQueryOnline } from '@/shared/lib/query/use-server-query';
import { actionErrorMessage } from '@/shared/lib/result';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextAreaField } from '@/shared/ui/form-fields';
import { PageHeading } from '@/shared/ui/page-heading';
import { SelectField } from '@/shared/ui/select/select';
import { TextField } from '@/shared/ui/text-field';
import {
  TIMETABLE_TEMPLATE_LABELS,
  TIMETABLE_TEMPLATES,
  useDevActions,
  type CreatedSchool,
  type CreateSchoolInput,
  type TimetableTemplate,
} from '../api/dev-actions';
import {
  SCHOOL_NAME_MAX_CHARS,
  validateCreateSchool,
  type CreateSchoolErrors,
  type CreateSchoolFormInput,
} from '../model/create-school-schema';
import { useDevChange } from '../queries/use-dev-change';
import { DEV_PATHS } from './dev-paths';
import { DevQueryScope } from './frame/dev-query-scope';
import { SentLink } from './sent-link';

const EMPTY: CreateSchoolFormInput = {
  name: '',
  description: '',
  isEnterprise: false,
  timetableTemplate: '5-day',
  ownerEmail: '',
};

/** The fields in the order the form shows them: a refused submit focuses the first wrong one. */
const FIELD_ORDER = ['name', 'description', 'timetableTemplate', 'ownerEmail'] as const;

/** /dev/schools/create: a school, its timetable from a template, and its first OWNER invited. */
export function CreateSchoolPage() {
  return (
    <DevQueryScope>
      <PageHeading title="Create a school">
        <Link
          className="text-sm text-primary underline-offset-4 hover:underline"
          to={DEV_PATHS.schools}
        >
          Back to schools
        </Link>
      </PageHeading>
      <CreateSchool />
    </DevQueryScope>
  );
}

type Created = { name: string; ownerEmail: string; school: CreatedSchool };

function CreateSchool() {
  const [created, setCreated] = useState<Created | null>(null);
  if (created) {
    return (
      <div className="max-w-2xl space-y-4">
        <SentLink
          title={`${created.name} was created`}
          sentence={`An invitation to own it went to ${created.ownerEmail}. Hand over this link too if the mail does not arrive; it works once.`}
          label="Invitation link"
          link={created.school.invitationLink}
          expiresAt={created.school.expiresAt}
        />
        <div className="flex flex-wrap gap-3">
          <Button asChild>
            <Link to={DEV_PATHS.school(created.school.schoolId)}>Open the school</Link>
          </Button>
          <Button variant="outline" onClick={() => setCreated(null)}>
            Create another school
          </Button>
        </div>
      </div>
    );
  }
  return <CreateSchoolForm onCreated={setCreated} />;
}

/**
 * A plain form validated with valibot on submit: react-hook-form would add ~14 KB gzip to this
 * page (route budget) for five fields.
 */
function CreateSchoolForm({ onCreated }: { onCreated: (created: Created) => void }) {
  const actions = useDevActions();
  const online = useQueryOnline();
  const formRef = useRef<HTMLFormElement>(null);
  const [input, setInput] = useState<CreateSchoolFormInput>(EMPTY);
  const [errors, setErrors] = useState<CreateSchoolErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  // Never retried: a timed-out request may have created the school and mailed its owner.
  const create = useDevChange((school: CreateSchoolInput) => actions.createSchool(school), {
    once: true,
  });
  const set = <K extends keyof CreateSchoolFormInput>(field: K, value: CreateSchoolFormInput[K]) =>
    setInput((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const checked = validateCreateSchool(input);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = FIELD_ORDER.find((field) => checked.errors[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setErrors({});
    const { values } = checked;
    const result = await create.run(values);
    if (!result.ok) {
      setProblem(`The school was not created. ${actionErrorMessage(result.error)}`);
      return;
    }
    toast.success(`${values.name} created; its owner was invited`);
    onCreated({ name: values.name, ownerEmail: values.ownerEmail, school: result.value });
  };

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="New school"
      className="max-w-2xl space-y-4"
    >
      {!online && (
        <FormAlert tone="info">
          Creating a school needs a connection. What you type stays here until you are back online.
        </FormAlert>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
      <TextField
        label="Name"
        name="name"
        autoComplete="off"
        maxLength={SCHOOL_NAME_MAX_CHARS}
        value={input.name}
        error={errors.name}
        onChange={(event) => set('name', event.target.value)}
      />
      <TextAreaField
        label="Description (optional)"
        name="description"
        value={input.description}
        error={errors.description}
        onChange={(event) => set('description', event.target.value)}
      />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4"
          checked={input.isEnterprise}
          onChange={(event) => set('isEnterprise', event.target.checked)}
        />
        Enterprise school
      </label>
      <SelectField
        label="Timetable template"
        name="timetableTemplate"
        description="The school's owners can change it afterwards in Settings › Timetable."
        value={input.timetableTemplate}
        error={errors.timetableTemplate}
        options={TIMETABLE_TEMPLATES.map((template) => ({
          value: template,
          label: TIMETABLE_TEMPLATE_LABELS[template],
        }))}
        onValueChange={(template) => set('timetableTemplate', template as TimetableTemplate)}
      />
      <TextField
        label="First owner’s email address"
        name="ownerEmail"
        type="email"
        autoComplete="off"
        description="They get an invitation to join as OWNER; you do not join the school."
        value={input.ownerEmail}
        error={errors.ownerEmail}
        onChange={(event) => set('ownerEmail', event.target.value)}
      />
      <Button type="submit" disabled={!online || create.pending}>
        {create.pending ? 'Creating…' : 'Create school and invite owner'}
      </Button>
    </form>
  );
}
