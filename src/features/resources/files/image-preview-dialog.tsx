import { Dialog } from 'radix-ui';
import { Button } from '@/shared/ui/button';
import type { ImagePreview } from './use-open-resource-file';

/**
 * An image resource shown in an <img> (an image element never runs a file's script, SVG
 * included), with its name and Close. Loaded lazily: Radix Dialog stays out of the route chunk.
 */
export default function ImagePreviewDialog({
  preview,
  onClose,
}: {
  preview: ImagePreview;
  onClose: () => void;
}) {
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/60" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100vh-2rem)] w-[min(64rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 rounded-lg border border-border bg-background p-4 shadow-lg">
          <div className="flex items-start justify-between gap-4">
            <div className="min-w-0">
              <Dialog.Title className="truncate text-lg font-semibold">
                {preview.title}
              </Dialog.Title>
              <Dialog.Description className="truncate text-sm text-muted-foreground">
                {preview.name}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <Button variant="outline" size="sm">
                Close
              </Button>
            </Dialog.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-auto">
            <img
              src={preview.url}
              alt={preview.title}
              className="mx-auto max-h-[calc(100vh-10rem)] max-w-full object-contain"
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
