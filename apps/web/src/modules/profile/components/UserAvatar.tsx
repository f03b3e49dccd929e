import { Avatar } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { isPlaceholderPicture } from '../utils/picture.util';

export interface UserAvatarProps {
  picture: string | null;
  name: string;
  size?: number;
}

/** The user's picture, or a placeholder when it is missing or hosted by gravatar. */
export function UserAvatar({ picture, name, size = 36 }: UserAvatarProps) {
  const placeholder = isPlaceholderPicture(picture, window.location.origin);
  return (
    <Avatar
      src={placeholder ? undefined : (picture ?? undefined)}
      alt={placeholder ? undefined : name}
      sx={{ width: size, height: size, bgcolor: placeholder ? 'primary.main' : undefined }}
    >
      <PersonIcon sx={{ fontSize: size * 0.65 }} aria-hidden />
    </Avatar>
  );
}
