import * as v from 'valibot';
import { FALLBACK_TIME_ZONE, isValidTimeZone } from '@/shared/lib/dates/time-zone';

/** The switches of spec §3's notification_preferences, in the order /settings shows them. */
export const NOTIFICATION_KEYS = ['lessons', 'deadlines', 'updates'] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];
export type NotificationPreferences = Record<NotificationKey, boolean>;

/** Spec §9 (and the column default): lessons and deadlines on, product updates off. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  lessons: true,
  deadlines: true,
  updates: false,
};

/**
 * The stored object may lack a key (written by an older client) or carry ones we do not know;
 * the switches read known keys and fall back to the defaults.
 */
export function readNotificationPreferences(
  stored: Record<string, boolean> | undefined,
): NotificationPreferences {
  const read = (key: NotificationKey) => stored?.[key] ?? DEFAULT_NOTIFICATION_PREFERENCES[key];
  return { lessons: read('lessons'), deadlines: read('deadlines'), updates: read('updates') };
}

/** The column's limit (`char_length(timezone) between 1 and 64`). */
const TIME_ZONE_MAX_CHARS = 64;

export const TIME_ZONE_REQUIRED_MESSAGE = 'Choose a time zone';

/** Says which value was refused, so a zone synced from a newer device is not a mystery. */
export function unknownTimeZoneMessage(value: string): string {
  return `"${value}" is not a time zone this device knows: choose one from the list, e.g. Europe/London`;
}

/** The refusal for a time zone, or null when it is one this runtime knows. */
export function timeZoneProblem(value: string): string | null {
  if (value === '') return TIME_ZONE_REQUIRED_MESSAGE;
  if (value.length > TIME_ZONE_MAX_CHARS || !isValidTimeZone(value)) {
    return unknownTimeZoneMessage(value);
  }
  return null;
}

export const timeZoneFormSchema = v.object({
  timezone: v.pipe(
    v.string(),
    v.trim(),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? timeZoneProblem(dataset.value) : null;
      if (problem !== null) addIssue({ message: problem });
    }),
  ),
});
export type TimeZoneFormInput = v.InferInput<typeof timeZoneFormSchema>;
export type TimeZoneFormValues = v.InferOutput<typeof timeZoneFormSchema>;

/**
 * The zones to offer: the runtime's list (which leaves out 'UTC' in V8), plus UTC, the browser's
 * zone and the stored one (an alias such as Asia/Calcutta is valid but not listed), sorted.
 */
export function timeZoneOptions(...extra: string[]): string[] {
  const listed =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const known = extra.filter((zone) => zone !== '' && isValidTimeZone(zone));
  return [...new Set([...listed, FALLBACK_TIME_ZONE, ...known])].sort();
}
