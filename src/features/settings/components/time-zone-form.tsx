import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { browserTimeZone } from '@/shared/lib/dates/time-zone';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import type { CommandResult } from '../commands/use-sync-commands';
import {
  timeZoneFormSchema,
  timeZoneOptions,
  type TimeZoneFormInput,
  type TimeZoneFormValues,
} from '../model/preferences-rules';

/**
 * A text field with the runtime's zones as suggestions: type "Syd" to find Australia/Sydney. A
 * typed value that is not a zone is refused with a message naming it.
 */
export function TimeZoneForm({
  current,
  save,
}: {
  /** The stored zone (or the default while the row is on its way). */
  current: string;
  save: (timezone: string) => Promise<CommandResult>;
}) {
  const listId = useId();
  const deviceZone = useMemo(() => browserTimeZone(), []);
  const options = useMemo(() => timeZoneOptions(deviceZone, current), [deviceZone, current]);
  const {
    register,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<TimeZoneFormInput, unknown, TimeZoneFormValues>({
    resolver: standardSchemaResolver(timeZoneFormSchema),
    // Another device may change the zone while this page is open: follow it unless the user is
    // typing here.
    values: { timezone: current },
    resetOptions: { keepDirtyValues: true },
  });

  const submit = handleSubmit(async ({ timezone }) => {
    const result = await save(timezone);
    if (result.ok) reset({ timezone });
    else if (result.field === 'timezone') setError('timezone', { message: result.message });
  });

  return (
    <form noValidate onSubmit={submit} className="space-y-3" aria-label="Time zone">
      <TextField
        label="Time zone"
        list={listId}
        autoComplete="off"
        spellCheck={false}
        description="Dates such as today in the planner follow this zone. Type to search, e.g. Sydney."
        error={errors.timezone?.message}
        {...register('timezone')}
      />
      <datalist id={listId}>
        {options.map((zone) => (
          <option key={zone} value={zone} />
        ))}
      </datalist>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save time zone'}
        </Button>
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            setValue('timezone', deviceZone, { shouldDirty: true, shouldValidate: true })
          }
        >
          Use this device's zone ({deviceZone})
        </Button>
      </div>
    </form>
  );
}
