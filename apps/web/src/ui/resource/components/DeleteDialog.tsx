import type { RowId } from '../utils/pinned-rows.util';
import type { ReactNode } from 'react';
import type { DeleteFlow } from '../hooks/useDeleteFlow';
import { ConfirmDialog } from './ConfirmDialog';

export interface DeleteDialogProps<T extends { id: RowId }> {
  /** The flow from useDeleteFlow: confirm, then the server's pre-check, then delete. */
  flow: DeleteFlow<T>;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  /** What the question says about the row (still shown while the dialog fades out). */
  children: (row: T | null) => ReactNode;
}

/**
 * The one delete confirmation of every grid screen (spec 01 §4, spec 02 §8): open while a row
 * waits for confirmation, busy during the server's pre-check; a refused pre-check closes it and
 * the failure dialog says why; an allowed one deletes the row.
 */
export function DeleteDialog<T extends { id: RowId }>({
  flow,
  title,
  confirmLabel,
  cancelLabel,
  children,
}: DeleteDialogProps<T>) {
  return (
    <ConfirmDialog
      open={flow.target !== null}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      busy={flow.checking}
      destructive
      onConfirm={flow.confirm}
      onCancel={flow.cancel}
    >
      {children(flow.shown)}
    </ConfirmDialog>
  );
}
