import type { ReactNode } from 'react';
import { IconButton, Link, Tooltip } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';

/** A row's action as an icon, named by its label (also its tooltip, kept when disabled). */
export function RowIconButton({
  label,
  icon,
  color,
  disabled,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  color?: 'primary';
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} size="small" color={color} onClick={onClick} disabled={disabled}>
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** The delete action of a row; a row still being added cannot be deleted yet. */
export function DeleteRowButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <RowIconButton
      label={label}
      icon={<DeleteOutlined fontSize="small" />}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

/** A row's name; clicking it opens the edit dialog. */
export function EditRowLink({
  text,
  label,
  disabled,
  onClick,
}: {
  text: string;
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  if (disabled) return <>{text}</>;
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      title={label}
      onClick={onClick}
      sx={{
        textAlign: 'left',
        fontWeight: 500,
        maxWidth: '100%',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
      }}
    >
      {text}
    </Link>
  );
}
