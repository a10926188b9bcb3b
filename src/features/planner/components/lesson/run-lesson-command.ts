/** A command's outcome as the panel handles it. */
export type Outcome<T extends { ok: true }> = T | { ok: false; message: string };

const DEVICE_FAILURE = 'That did not work on this device. Reload the page and try again.';

/**
 * Runs a lesson command; a throw is IndexedDB itself failing (quota, a closed database), which
 * is unexpected: logged, and reported as a refusal the panel can show.
 */
export async function runLessonCommand<T extends { ok: true }>(
  command: () => Promise<T | { ok: false; message: string }>,
): Promise<Outcome<T>> {
  try {
    return await command();
  } catch (error) {
    console.error(error);
    return { ok: false, message: DEVICE_FAILURE };
  }
}
