import { ConfirmDialog } from '../resource';

/** What a playlist screen's hook says of a delete: the row asked about, and the answers. */
export interface PlaylistDeleting {
  deleting: { name: string } | null;
  removing: boolean;
  confirmDelete: () => void;
  cancelDelete: () => void;
}

/**
 * The confirmation before a playlist-like row is deleted (spec 03 §8: "Delete confirmations exist
 * for playlists, albums, profiles"), naming it; a refusal is shown by the hook's feedback.
 */
export function PlaylistDeleteDialog({
  flow,
  title,
  confirmLabel,
  cancelLabel,
  text,
}: {
  flow: PlaylistDeleting;
  title: string;
  confirmLabel: string;
  cancelLabel: string;
  /** The question, naming the row. */
  text: (name: string) => string;
}) {
  return (
    <ConfirmDialog
      open={flow.deleting !== null}
      title={title}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      busy={flow.removing}
      destructive
      onConfirm={flow.confirmDelete}
      onCancel={flow.cancelDelete}
    >
      {text(flow.deleting?.name ?? '')}
    </ConfirmDialog>
  );
}
