import { lazy, Suspense, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '@/shared/ui/button';

/**
 * The kit's ConfirmDialog loads when a question is first asked: Radix's dialog is ~14 KB gzip
 * that no developer list needs for its first paint (route budget; as /profile's sign-out does).
 */
const ConfirmDialog = lazy(() =>
  import('@/shared/ui/confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

type ButtonProps = Omit<ComponentProps<typeof Button>, 'onClick' | 'children' | 'asChild'>;

/** A button that asks first (the kit's ConfirmDialog), then runs `onConfirm`. */
export function ConfirmButton({
  children,
  dialogTitle,
  description,
  confirmLabel,
  destructive = false,
  onConfirm,
  ...button
}: ButtonProps & {
  children: ReactNode;
  /** The question (the button's own `title` stays its tooltip). */
  dialogTitle: string;
  description: ReactNode;
  confirmLabel: string;
  destructive?: boolean;
  onConfirm: () => void;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  const [asked, setAsked] = useState(false);
  const [open, setOpen] = useState(false);
  const changeOpen = (next: boolean) => {
    setOpen(next);
    // The dialog has no trigger of its own to give focus back to: the button takes it.
    if (!next) requestAnimationFrame(() => trigger.current?.focus());
  };
  return (
    <>
      <Button
        ref={trigger}
        aria-haspopup="dialog"
        {...button}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        {children}
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            onOpenChange={changeOpen}
            title={dialogTitle}
            description={description}
            confirmLabel={confirmLabel}
            destructive={destructive}
            onConfirm={onConfirm}
          />
        </Suspense>
      )}
    </>
  );
}
