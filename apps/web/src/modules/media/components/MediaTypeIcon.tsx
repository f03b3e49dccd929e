import AudiotrackOutlined from '@mui/icons-material/AudiotrackOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import MovieOutlined from '@mui/icons-material/MovieOutlined';
import type { SvgIconProps } from '@mui/material';
import type { MediaKind } from '@ambient/core';

const ICONS = { audio: AudiotrackOutlined, image: ImageOutlined, video: MovieOutlined } as const;

/** The content-type icon of a media item: audio, image or video. */
export function MediaTypeIcon({ kind, ...props }: { kind: MediaKind } & SvgIconProps) {
  const Icon = ICONS[kind];
  return <Icon {...props} />;
}
