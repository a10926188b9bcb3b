import type { ClassProgress } from '../queries/use-program-classes';

/** Each class that has lessons from this program: items taught and planned, of all items. */
export function ProgramProgressList({ progress }: { progress: readonly ClassProgress[] }) {
  if (progress.length === 0) return null;
  return (
    <section className="space-y-3" aria-labelledby="program-progress-heading">
      <h2 id="program-progress-heading" className="text-lg font-semibold">
        Classes following it
      </h2>
      <table className="w-full max-w-2xl text-sm">
        <caption className="sr-only">Progress of each class through this program</caption>
        <thead>
          <tr className="border-b border-border text-left text-muted-foreground">
            <th scope="col" className="py-2 pr-4 font-medium">
              Class
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Taught
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Planned
            </th>
            <th scope="col" className="py-2 font-medium">
              Progress
            </th>
          </tr>
        </thead>
        <tbody>
          {progress.map((entry) => (
            <tr key={entry.classId} className="border-b border-border">
              <th scope="row" className="py-2 pr-4 text-left font-medium">
                {entry.className}
              </th>
              <td className="py-2 pr-4">
                {entry.taught} of {entry.items}
              </td>
              <td className="py-2 pr-4">{entry.planned}</td>
              <td className="py-2">
                <div
                  className="flex h-2 w-32 overflow-hidden rounded-full bg-muted"
                  aria-hidden="true"
                >
                  <div
                    className="bg-primary"
                    style={{ width: `${(entry.taught / entry.items) * 100}%` }}
                  />
                  <div
                    className="bg-primary/40"
                    style={{ width: `${(entry.planned / entry.items) * 100}%` }}
                  />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
