import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import type { ProfileCommands } from '../commands/use-profile-commands';
import {
  profileNameFormSchema,
  type ProfileNameFormInput,
  type ProfileNameFormValues,
} from '../model/profile-rules';

const SAVE_FAILED_MESSAGE = 'Your name could not be saved on this device. Reload and try again.';

/** Full name, saved to this device's replica (so offline too) and synced. */
export function ProfileNameForm({
  fullName,
  commands,
}: {
  /** The stored name; null when the profile has none yet. */
  fullName: string | null;
  commands: ProfileCommands;
}) {
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileNameFormInput, unknown, ProfileNameFormValues>({
    resolver: standardSchemaResolver(profileNameFormSchema),
    // A rename on another device shows up here unless the user is typing.
    values: { fullName: fullName ?? '' },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const result = await commands.updateFullName(values.fullName);
      if (!result.ok) {
        setError('fullName', { message: result.message });
        return;
      }
      reset(values);
      toast.success('Name saved');
    } catch (error) {
      // IndexedDB itself failed (quota, a closed database): unexpected, so log it.
      console.error(error);
      setError('fullName', { message: SAVE_FAILED_MESSAGE });
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Your name" className="space-y-3">
      <TextField
        label="Full name"
        autoComplete="name"
        error={errors.fullName?.message}
        description="Colleagues at your school see this name."
        {...register('fullName')}
      />
      <Button type="submit" disabled={isSubmitting || !isDirty}>
        {isSubmitting ? 'Saving…' : 'Save name'}
      </Button>
    </form>
  );
}
