import { CheckCircle2, Circle } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/shared/ui/button';
import { cn } from '@/shared/ui/cn';
import type { FirstRunStep } from '../model/first-run-steps';

/**
 * What a new account sees instead of the dashboard: the four first steps, each linking to where
 * it is done and ticked from the replica, so it ticks itself as the rows appear.
 */
export function FirstRunChecklist({ steps }: { steps: readonly FirstRunStep[] }) {
  const done = steps.filter((step) => step.done).length;
  // The step to take next is the first open one that is the user's to take.
  const nextId = steps.find((step) => !step.done && step.yours)?.id;
  return (
    <section
      aria-labelledby="first-run-heading"
      data-tour="first-run-checklist"
      className="max-w-3xl space-y-4 rounded-md border border-border bg-card p-5"
    >
      <div className="space-y-1">
        <h2 id="first-run-heading" className="text-lg font-semibold">
          Get started
        </h2>
        <p className="text-sm text-muted-foreground">
          Four steps to your first planned lesson. Each ticks itself when it is done, here or on
          another device; your dashboard appears once all four are.
        </p>
        <p className="text-sm font-medium" aria-live="polite">
          {done} of {steps.length} done
        </p>
      </div>
      <ol aria-label="First steps" className="space-y-2">
        {steps.map((step, index) => (
          <li
            key={step.id}
            className={cn(
              'flex flex-wrap items-center gap-3 rounded-md border border-border p-3',
              step.id === nextId && 'border-primary',
            )}
          >
            {step.done ? (
              <CheckCircle2
                aria-hidden
                className="size-5 shrink-0 text-emerald-700 dark:text-emerald-400"
              />
            ) : (
              <Circle aria-hidden className="size-5 shrink-0 text-muted-foreground" />
            )}
            <div className="min-w-0 flex-1 basis-56">
              <p className="font-medium">
                {index + 1}. {step.title}
                <span
                  className={cn(
                    'ml-2 text-sm font-normal',
                    step.done ? 'text-emerald-700 dark:text-emerald-400' : 'text-muted-foreground',
                  )}
                >
                  {step.done ? 'Done' : step.yours ? 'To do' : 'Waiting for your school'}
                </span>
              </p>
              <p className="text-sm text-muted-foreground">{step.detail}</p>
            </div>
            <Button asChild size="sm" variant={step.id === nextId ? 'primary' : 'outline'}>
              <Link to={step.href}>{step.linkText}</Link>
            </Button>
          </li>
        ))}
      </ol>
    </section>
  );
}
