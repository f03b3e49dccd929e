import { useRef } from 'react';
import { Box, Button, MenuItem, TextField } from '@mui/material';
import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import type { MediaPathType } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../ui/resource';
import { DeleteSelectedButton } from './DeleteSelectedButton';
import { MediaFileInput } from './MediaFileInput';

export interface AbbyLibraryToolbarProps {
  pathTypes: readonly MediaPathType[];
  pathType: MediaPathType | null;
  onPathType: (id: number) => void;
  search: string;
  onSearch: (text: string) => void;
  selectedCount: number;
  onDelete: () => void;
  /** Files picked for the chosen path type. */
  onFiles: (files: File[]) => void;
}

/**
 * The Abby shared library's controls (spec 03 §2.2): the media path type, search, Delete and
 * Upload, whose file picker offers the path type's allowed types.
 */
export function AbbyLibraryToolbar(props: AbbyLibraryToolbarProps) {
  const { t } = useTranslation('media');
  const input = useRef<HTMLInputElement>(null);
  const { pathType, pathTypes } = props;
  return (
    <>
      <TextField
        select
        size="small"
        label={t('abby.pathType')}
        value={pathType?.id ?? ''}
        disabled={pathTypes.length === 0}
        helperText={pathTypes.length === 0 ? t('abby.noPathTypes') : undefined}
        onChange={(event) => props.onPathType(Number(event.target.value))}
        sx={{ minWidth: 200, maxWidth: 260 }}
      >
        {pathTypes.map((type) => (
          <MenuItem key={type.id} value={type.id}>
            {type.description}
          </MenuItem>
        ))}
      </TextField>
      <SearchField
        label={t('search')}
        placeholder={t('abby.searchHint')}
        clearLabel={t('clearSearch')}
        value={props.search}
        onChange={props.onSearch}
        disabled={pathType === null}
      />
      <Box sx={{ flex: 1 }} />
      <DeleteSelectedButton count={props.selectedCount} onDelete={props.onDelete} />
      <Button
        variant="contained"
        startIcon={<UploadIcon />}
        disabled={pathType === null}
        onClick={() => input.current?.click()}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {t('abby.upload')}
      </Button>
      <MediaFileInput
        ref={input}
        label={t('abby.chooseFiles', { type: pathType?.description ?? '' })}
        accept={pathType?.allowedTypes}
        onFiles={props.onFiles}
      />
    </>
  );
}
