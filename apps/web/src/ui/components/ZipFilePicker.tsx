import { useId } from 'react';
import { Box, Button, Typography } from '@mui/material';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import { formatSize } from '@ambient/core';

export interface ZipFilePickerProps {
  file: File | null;
  /** Shown in place of the file's name while none is chosen. */
  emptyText: string;
  chooseLabel: string;
  changeLabel: string;
  /** Outlines the box as needing attention. */
  problem: boolean;
  onChoose: (file: File | null) => void;
}

/** A release's zip: the chosen file's name and size, and the button that opens the file picker (.zip only). */
export function ZipFilePicker({
  file,
  emptyText,
  chooseLabel,
  changeLabel,
  problem,
  onChoose,
}: ZipFilePickerProps) {
  const inputId = useId();
  return (
    <Box
      sx={{
        border: '1px dashed',
        borderColor: problem ? 'warning.main' : 'divider',
        borderRadius: 2,
        p: 2,
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        bgcolor: 'action.hover',
      }}
    >
      <FolderZipOutlined color="primary" sx={{ fontSize: 36 }} aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {file ? file.name : emptyText}
        </Typography>
        {file && (
          <Typography variant="body2" color="text.secondary">
            {formatSize(file.size)}
          </Typography>
        )}
      </Box>
      <Button component="label" htmlFor={inputId} variant="outlined" size="small">
        {file ? changeLabel : chooseLabel}
      </Button>
      <input
        id={inputId}
        type="file"
        accept=".zip,application/zip,application/x-zip-compressed"
        aria-label={chooseLabel}
        hidden
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          // Choosing the same file again must fire change again.
          event.target.value = '';
          onChoose(chosen);
        }}
      />
    </Box>
  );
}
