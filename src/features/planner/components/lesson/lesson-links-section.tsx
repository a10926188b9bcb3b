import { useState, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';
import { FormAlert } from '@/shared/ui/form-alert';
import type { LessonCommands, LessonLinkKind } from '../../commands/lessons/use-lesson-commands';
import type { LessonLink, LessonOption } from '../../queries/lessons/use-lesson-details';
import { SelectField } from '@/shared/ui/select/select';
import { runLessonCommand } from './run-lesson-command';
import { TextField } from '@/shared/ui/text-field';

/** A pickable link target; a resource may bring its tags, which the search also reads. */
type PickerOption = LessonOption & { tags?: readonly string[] };

/**
 * The options whose title or a tag contains `query`, ignoring case. A plain substring filter, not
 * the resources page's search index: the planner route has no room for it (README, budget).
 */
export function matchingOptions<T extends PickerOption>(options: readonly T[], query: string): T[] {
  const needle = query.trim().toLocaleLowerCase();
  if (needle === '') return [...options];
  const has = (text: string) => text.toLocaleLowerCase().includes(needle);
  return options.filter((option) => has(option.label) || (option.tags ?? []).some(has));
}

const NAMES: Record<LessonLinkKind, { heading: string; one: string }> = {
  resource: { heading: 'Linked resources', one: 'resource' },
  syllabus_point: { heading: 'Syllabus points', one: 'syllabus point' },
};

/**
 * The lesson's links of one kind, with a picker to add one, and `children` (more ways to add one:
 * the resources' "Attach a file"). Shown only when there is something to show or to do.
 * Syllabus points have their own section with a searchable picker (syllabus-points-section.tsx);
 * this one serves resources.
 */
export function LessonLinksSection({
  lessonId,
  kind,
  links,
  options,
  commands,
  children,
}: {
  lessonId: string;
  kind: LessonLinkKind;
  links: LessonLink[];
  options: PickerOption[];
  commands: LessonCommands;
  children?: ReactNode;
}) {
  const [choice, setChoice] = useState('');
  const [query, setQuery] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  if (links.length === 0 && options.length === 0 && !children) return null;
  const names = NAMES[kind];
  const shown = matchingOptions(options, query);
  // A choice the search hides is not what the teacher would link.
  const chosen = shown.some((option) => option.id === choice) ? choice : '';

  const add = async () => {
    if (chosen === '') {
      setProblem(`Choose a ${names.one} to link first.`);
      return;
    }
    const result = await runLessonCommand(() =>
      commands.linkToLesson({ lessonId, kind, targetId: chosen }),
    );
    setProblem(result.ok ? null : result.message);
    if (result.ok) {
      setChoice('');
      setQuery('');
    }
  };
  const remove = async (linkId: string) => {
    const result = await runLessonCommand(() =>
      commands.unlinkFromLesson({ lessonId, kind, linkId }),
    );
    setProblem(result.ok ? null : result.message);
  };

  return (
    <section aria-label={names.heading} className="space-y-2">
      <h3 className="text-sm font-semibold">{names.heading}</h3>
      {links.length > 0 && (
        <ul className="space-y-1">
          {links.map((link) => (
            <li key={link.linkId} className="flex items-center justify-between gap-2 text-sm">
              <span>{link.label}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Remove ${link.label}`}
                onClick={() => void remove(link.linkId)}
              >
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
      {options.length > 0 && (
        <TextField
          type="search"
          label={`Find a ${names.one}`}
          placeholder="Title or tag"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          autoComplete="off"
        />
      )}
      {options.length > 0 && shown.length === 0 && (
        <p role="status" className="text-sm text-muted-foreground">
          No {names.one} matches “{query.trim()}”.
        </p>
      )}
      {shown.length > 0 && (
        <div className="flex items-end gap-2">
          <SelectField
            label={`Add a ${names.one}`}
            className="flex-1"
            value={chosen}
            placeholder="Choose…"
            options={shown.map((option) => ({ value: option.id, label: option.label }))}
            onValueChange={setChoice}
          />
          <Button size="sm" variant="outline" onClick={() => void add()}>
            Link
          </Button>
        </div>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
      {children}
    </section>
  );
}
