import { useId, useMemo, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Menu,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import Done from '@mui/icons-material/CheckCircleOutlined';
import Missing from '@mui/icons-material/CancelOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { formatTableDate, type AbbyProfileDetail, type MediaKind } from '@ambient/core';
import { useTranslation } from 'react-i18next';
import type { AbbyProfileKind } from '../api/abby-profiles.endpoints';
import { TruncatedCell, useTableLocale } from '../../../ui/resource';
import {
  PlaylistDetailBar,
  PlaylistEntriesGrid,
  PlaylistRemoveButton,
  PlaylistRemoveDialog,
} from '../../../ui/playlists';
import {
  AbbyLibraryPickerDialog,
  kindOfCategory,
  MediaFileInput,
  MediaPreviewDialog,
  MediaTypeIcon,
  MediaUploadDialog,
  previewColumn,
  useMediaUpload,
} from '../../media';
import { useProfileDetail } from '../hooks/useAbbyProfiles';

type DetailRow = AbbyProfileDetail & { kind: MediaKind };

/**
 * An Abby profile's content (spec 03 §2.10, full screen): first the playlist type selector (a
 * radio list, each type with its kind's picture and, on a kiosk, a done or cancel mark by whether
 * it holds media; OK once one is chosen), then the chosen type's items (preview, type, title,
 * source, added), Add (from the computer, the type's file types only, kept in the owner's library
 * (decision 0080); from the shared library when the type is sharable), the selected items removed
 * after a confirmation, and "Change selection".
 */
export function ProfileDetailDialog({
  kind,
  profileId,
  onClose,
}: {
  kind: AbbyProfileKind;
  profileId: number | null;
  onClose: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog fullScreen open={profileId !== null} onClose={onClose} aria-labelledby={titleId}>
      {profileId !== null ? (
        <DetailContent kind={kind} profileId={profileId} titleId={titleId} onClose={onClose} />
      ) : null}
    </Dialog>
  );
}

function DetailContent({
  kind,
  profileId,
  titleId,
  onClose,
}: {
  kind: AbbyProfileKind;
  profileId: number;
  titleId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(['abbyProfiles', 'media', 'common']);
  const locale = useTableLocale();
  const detail = useProfileDetail(kind, profileId);
  const [previewed, setPreviewed] = useState<DetailRow | null>(null);
  const [addMenu, setAddMenu] = useState<HTMLElement | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useMediaUpload(false);
  const profile = detail.profile;
  const name = profile?.name ?? '';
  const { pathType } = detail;
  const rows = useMemo<DetailRow[]>(
    () => detail.rows.map((row) => ({ ...row, kind: kindOfCategory(row.category) })),
    [detail.rows],
  );
  const columns = useMemo<GridColDef<DetailRow>[]>(
    () => [
      previewColumn<DetailRow>(t('media:columns.preview'), setPreviewed),
      {
        field: 'kind',
        headerName: t('detail.columns.type'),
        width: 80,
        renderCell: ({ row }) => (
          <MediaTypeIcon kind={row.kind} titleAccess={row.category} sx={{ verticalAlign: 'middle' }} />
        ),
      },
      {
        field: 'title',
        headerName: t('media:columns.title'),
        flex: 1,
        minWidth: 160,
        renderCell: ({ row }) => <TruncatedCell text={row.title} />,
      },
      {
        field: 'isLinked',
        headerName: t('detail.columns.source'),
        width: 180,
        valueGetter: (value: boolean) => (value ? t('detail.sharedLibrary') : t('detail.ownLibrary')),
      },
      {
        field: 'addDate',
        headerName: t('media:columns.added'),
        width: 125,
        valueFormatter: (value: string) => formatTableDate(value, locale),
      },
    ],
    [t, locale],
  );
  const statuses = new Map((profile?.mediaPathStatuses ?? []).map((status) => [status.id, status.hasMedia]));
  const typeName = pathType?.description ?? '';

  return (
    <>
      <PlaylistDetailBar
        titleId={titleId}
        title={pathType ? t('detail.title', { name, type: typeName }) : name}
        onClose={onClose}
      >
        <Button variant="outlined" onClick={detail.changeSelection}>
          {t('detail.changeSelection')}
        </Button>
        <PlaylistRemoveButton namespace="abbyProfiles" selection={detail} always />
        <Button
          variant="contained"
          disabled={!profile || !pathType}
          aria-haspopup="menu"
          onClick={(event) => setAddMenu(event.currentTarget)}
        >
          {t('detail.add')}
        </Button>
        <Menu anchorEl={addMenu} open={addMenu !== null} onClose={() => setAddMenu(null)}>
          <MenuItem
            onClick={() => {
              setAddMenu(null);
              fileInput.current?.click();
            }}
          >
            {t('detail.fromComputer')}
          </MenuItem>
          {pathType?.isSharable ? (
            <MenuItem
              onClick={() => {
                setAddMenu(null);
                detail.pick(true);
              }}
            >
              {t('detail.fromSharedLibrary')}
            </MenuItem>
          ) : null}
        </Menu>
        <MediaFileInput
          ref={fileInput}
          label={t('detail.chooseFiles', { type: typeName })}
          accept={pathType?.allowedTypes}
          onFiles={(files) =>
            pathType &&
            upload.pick(
              { context: 'abby', pathType, profile: { profileId, isResident: kind === 'resident' } },
              kindOfCategory(pathType.category),
              files,
            )
          }
        />
      </PlaylistDetailBar>
      <PlaylistEntriesGrid<DetailRow>
        notice={
          profile && !profile.isValid ? <Alert severity="error">{t('detail.missingRequired')}</Alert> : null
        }
        label={t('detail.table', { type: typeName, name })}
        rows={pathType ? rows : []}
        columns={columns}
        firstLoad={detail.firstLoad}
        noRowsText={t('detail.empty')}
        selection={detail}
      />
      <TypeSelector
        open={detail.choosingType && !detail.firstLoad}
        detail={detail}
        statuses={kind === 'kiosk' ? statuses : null}
        onCancel={pathType ? detail.cancelChoosingType : onClose}
      />
      <AbbyLibraryPickerDialog
        profile={detail.picking ? { profileId, isResident: kind === 'resident' } : null}
        pathType={pathType}
        title={t('detail.pickTitle', { type: typeName, name })}
        busy={detail.choosing}
        onClose={() => detail.pick(false)}
        onChoose={detail.choose}
      />
      <PlaylistRemoveDialog namespace="abbyProfiles" selection={detail} busy={detail.removingDetails} />
      <MediaUploadDialog flow={upload} />
      <MediaPreviewDialog item={previewed} mayDownload={false} onClose={() => setPreviewed(null)} />
    </>
  );
}

/** The playlist type selector: a radio per path type its manager offers; OK once one is chosen. */
function TypeSelector({
  open,
  detail,
  statuses,
  onCancel,
}: {
  open: boolean;
  detail: ReturnType<typeof useProfileDetail>;
  /** On a kiosk: whether each type holds media. */
  statuses: Map<number, boolean> | null;
  onCancel: () => void;
}) {
  const { t } = useTranslation(['abbyProfiles', 'common']);
  const titleId = useId();
  const [choice, setChoice] = useState<number | null>(detail.pathType?.id ?? null);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('detail.chooseType')}</DialogTitle>
      <DialogContent dividers>
        <RadioGroup
          aria-label={t('detail.typeList')}
          value={choice === null ? '' : String(choice)}
          onChange={(event) => setChoice(Number(event.target.value))}
        >
          {detail.pathTypes.map((type) => {
            const hasMedia = statuses?.get(type.id);
            return (
              <FormControlLabel
                key={type.id}
                value={String(type.id)}
                control={<Radio />}
                label={
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <MediaTypeIcon kind={kindOfCategory(type.category)} color="action" aria-hidden />
                    <span>{type.description}</span>
                    {hasMedia === undefined ? null : hasMedia ? (
                      <Done color="success" titleAccess={t('detail.hasMedia')} fontSize="small" />
                    ) : (
                      <Missing color="error" titleAccess={t('detail.noMedia')} fontSize="small" />
                    )}
                  </Stack>
                }
              />
            );
          })}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('common:actions.cancel')}</Button>
        <Button
          variant="contained"
          disabled={choice === null}
          onClick={() => choice !== null && detail.chooseType(choice)}
        >
          {t('common:actions.ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
