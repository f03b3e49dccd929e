import type { Ref } from 'react';

export interface MediaFileInputProps {
  ref: Ref<HTMLInputElement>;
  label: string;
  accept?: string;
  onFiles: (files: File[]) => void;
}

/** The browser's hidden file picker, several files at once; opened by a button's click. */
export function MediaFileInput({ ref, label, accept, onFiles }: MediaFileInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      multiple
      hidden
      accept={accept}
      aria-label={label}
      onChange={(event) => {
        const files = [...(event.target.files ?? [])];
        // Choosing the same files again must fire change again.
        event.target.value = '';
        onFiles(files);
      }}
    />
  );
}
