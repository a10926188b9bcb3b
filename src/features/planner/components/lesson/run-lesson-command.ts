/** What the panel shows when IndexedDB itself failed. */
export type DeviceFailure = { ok: false; reason: 'device'; message: string };

const DEVICE_FAILURE: DeviceFailure = {
  ok: false,
  reason: 'device',
  message: 'That did not work on this device. Reload the page and try again.',
};

/**
 * Runs a lesson command; a throw is IndexedDB itself failing (quota, a closed database), which
 * is unexpected: logged, and reported as a refusal the panel can show.
 */
export async function runLessonCommand<R extends { ok: boolean }>(
  command: () => Promise<R>,
): Promise<R | DeviceFailure> {
  try {
    return await command();
  } catch (error) {
    console.error(error);
    return DEVICE_FAILURE;
  }
}
