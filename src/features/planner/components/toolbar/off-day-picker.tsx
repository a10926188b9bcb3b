import { useState, type FormEvent } from 'react';
import { TextField } from '@/shared/ui/text-field';
import { OffDayDialog } from '../lesson/off-day-dialog';
import { DialogActions, ToolDialog } from '../tools/tool-dialog';

/**
 * "Mark an off day…" from the More menu: first the day (today unless the teacher picks
 * another), then the off day dialog with its preview of every class's moves.
 */
export function OffDayPicker({ today, onClose }: { today: string; onClose: () => void }) {
  const [date, setDate] = useState(today);
  const [chosen, setChosen] = useState<string | null>(null);
  if (chosen !== null) return <OffDayDialog date={chosen} onClose={onClose} />;

  const next = (event: FormEvent) => {
    event.preventDefault();
    if (/^\d{4}-\d{2}-\d{2}$/.test(date)) setChosen(date);
  };
  return (
    <ToolDialog
      title="Mark an off day"
      description="A day you are away: every class with a lesson that day moves forward one slot. You see the moves before anything changes."
      open
      onOpenChange={(open) => !open && onClose()}
    >
      <form className="space-y-4" onSubmit={next} noValidate>
        <TextField
          label="Off day date"
          type="date"
          required
          value={date}
          onChange={(event) => setDate(event.target.value)}
        />
        <DialogActions submit="Continue" busy={date === ''} />
      </form>
    </ToolDialog>
  );
}
