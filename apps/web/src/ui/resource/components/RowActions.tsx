import { IconButton, Link, Tooltip } from '@mui/material';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';

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
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} size="small" onClick={onClick} disabled={disabled}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
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
