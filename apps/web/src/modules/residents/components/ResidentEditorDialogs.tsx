import type { ResidentEditor } from '../hooks/useResidentEditor';
import { pictureOf } from '../utils/resident-rows.util';
import { DeleteResidentDialog } from './DeleteResidentDialog';
import { ResidentDialog } from './ResidentDialog';
import { ResidentTypeDialog } from './ResidentTypeDialog';

const NO_PICTURES: ReadonlyMap<number, string> = new Map();

export interface ResidentEditorDialogsProps {
  editor: ResidentEditor;
  /** Pictures loaded apart from the residents, by resident id. */
  pictures?: ReadonlyMap<number, string>;
}

/** The type chooser, the resident dialog and the delete and erase confirmations of a resident editor. */
export function ResidentEditorDialogs({ editor, pictures = NO_PICTURES }: ResidentEditorDialogsProps) {
  const { dialog, picture, deletion, erasure } = editor;
  const target = dialog.target;
  const resident = target?.mode === 'edit' ? target.resident : null;
  const shownPicture = resident
    ? picture.uploaded?.residentId === resident.id
      ? picture.uploaded.base64
      : pictureOf(resident, pictures)
    : null;
  return (
    <>
      <ResidentTypeDialog
        open={editor.typeChooser.open}
        onChoose={editor.typeChooser.choose}
        onCancel={editor.typeChooser.cancel}
      />
      <ResidentDialog
        open={dialog.isOpen}
        target={target}
        formKey={dialog.formKey}
        busy={editor.saving}
        isResidentManager={editor.isResidentManager}
        options={editor.options}
        picture={shownPicture}
        uploading={picture.uploading}
        onPicture={picture.upload}
        onSave={editor.save}
        onDelete={() => resident && deletion.ask(resident)}
        onErase={editor.canErase ? () => resident && erasure.ask(resident) : undefined}
        onClose={dialog.close}
      />
      <DeleteResidentDialog flow={deletion} />
      <DeleteResidentDialog flow={erasure} question="erase" />
    </>
  );
}
