import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';

/**
 * The shell every planner tool shares: a trigger button and a Radix dialog (focus kept inside,
 * Escape closes, focus returns to the trigger). `data-print="hide"` keeps the trigger off paper.
 */
export function ToolDialog({
  trigger,
  title,
  description,
  open,
  onOpenChange,
  children,
}: {
  /** The button that opens it; none when something else (the planner's More menu) opens it. */
  trigger?: string;
  title: string;
  description: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger !== undefined && (
        <Dialog.Trigger asChild>
          <Button type="button" variant="outline" size="sm" data-print="hide">
            {trigger}
          </Button>
        </Dialog.Trigger>
      )}
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100vh-2rem)] w-[min(36rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 space-y-4 overflow-y-auto rounded-lg border border-border bg-background p-6 shadow-lg">
          <div className="space-y-1">
            <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
            <Dialog.Description className="text-sm text-muted-foreground">
              {description}
            </Dialog.Description>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Cancel and the main action, in the order every dialog of the app uses. */
export function DialogActions({ submit, busy }: { submit: string; busy: boolean }) {
  return (
    <div className="flex justify-end gap-2">
      <Dialog.Close asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </Dialog.Close>
      <Button type="submit" disabled={busy}>
        {submit}
      </Button>
    </div>
  );
}

/** The lines a copy left behind, under a count. */
export function NotCopiedList({ lines }: { lines: readonly string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="text-sm">
      <p className="font-medium">
        {lines.length} {lines.length === 1 ? 'lesson' : 'lessons'} will not be copied:
      </p>
      <ul className="list-disc pl-5">
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** Opened by its own trigger, or by the caller when it passes `open` (then it shows no trigger). */
export type ToolOpenProps = { open?: boolean; onOpenChange?: (open: boolean) => void };

export function useToolOpen({ open, onOpenChange }: ToolOpenProps) {
  const [own, setOwn] = useState(false);
  const controlled = open !== undefined;
  return {
    controlled,
    open: controlled ? open : own,
    setOpen: (next: boolean) => (controlled ? onOpenChange?.(next) : setOwn(next)),
  };
}
