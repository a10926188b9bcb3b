import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { actionErrorMessage } from '@/shared/lib/result';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import { TextAreaField } from '@/shared/ui/form-fields';
import { PageHeading } from '@/shared/ui/page-heading';
import { SelectController } from '@/shared/ui/select/select-controller';
import { TextField } from '@/shared/ui/text-field';
import { useQueryOnline } from '@/shared/lib/query/use-server-query';
import {
  TIMETABLE_TEMPLATE_LABELS,
  TIMETABLE_TEMPLATES,
  useDevActions,
  type CreatedSchool,
  type CreateSchoolInput,
} from '../api/dev-actions';
import {
  createSchoolSchema,
  SCHOOL_NAME_MAX_CHARS,
  type CreateSchoolFormInput,
  type CreateSchoolFormValues,
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

function CreateSchoolForm({ onCreated }: { onCreated: (created: Created) => void }) {
  const actions = useDevActions();
  const online = useQueryOnline();
  const [problem, setProblem] = useState<string | null>(null);
  // Never retried: a timed-out request may have created the school and mailed its owner.
  const create = useDevChange((input: CreateSchoolInput) => actions.createSchool(input), {
    once: true,
  });
  const form = useForm<CreateSchoolFormInput, unknown, CreateSchoolFormValues>({
    resolver: standardSchemaResolver(createSchoolSchema),
    defaultValues: EMPTY,
  });
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;

  const submit = handleSubmit(async (values) => {
    setProblem(null);
    const result = await create.run(values);
    if (!result.ok) {
      setProblem(`The school was not created. ${actionErrorMessage(result.error)}`);
      return;
    }
    toast.success(`${values.name} created; its owner was invited`);
    onCreated({ name: values.name, ownerEmail: values.ownerEmail, school: result.value });
  });

  return (
    <form noValidate onSubmit={submit} aria-label="New school" className="max-w-2xl space-y-4">
      {!online && (
        <FormAlert tone="info">
          Creating a school needs a connection. What you type stays here until you are back online.
        </FormAlert>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
      <TextField
        label="Name"
        autoComplete="off"
        maxLength={SCHOOL_NAME_MAX_CHARS}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextAreaField
        label="Description (optional)"
        error={errors.description?.message}
        {...register('description')}
      />
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4" {...register('isEnterprise')} />
        Enterprise school
      </label>
      <SelectController
        form={form}
        name="timetableTemplate"
        label="Timetable template"
        description="The school's owners can change it afterwards in Settings › Timetable."
        options={TIMETABLE_TEMPLATES.map((template) => ({
          value: template,
          label: TIMETABLE_TEMPLATE_LABELS[template],
        }))}
      />
      <TextField
        label="First owner’s email address"
        type="email"
        autoComplete="off"
        description="They get an invitation to join as OWNER; you do not join the school."
        error={errors.ownerEmail?.message}
        {...register('ownerEmail')}
      />
      <Button type="submit" disabled={!online || isSubmitting}>
        {isSubmitting ? 'Creating…' : 'Create school and invite owner'}
      </Button>
    </form>
  );
}
