import { Avatar } from '@mui/material';
import PersonIcon from '@mui/icons-material/Person';
import { residentPictureSrc } from '../../home';

export interface ResidentAvatarProps {
  picture: string | null;
  /** The resident's name: the picture's text alternative. */
  name: string;
  size?: number;
}

/** A resident's picture (base64 from the server), or a placeholder while there is none. */
export function ResidentAvatar({ picture, name, size = 40 }: ResidentAvatarProps) {
  const src = residentPictureSrc(picture);
  return (
    <Avatar
      src={src}
      alt={src ? name : undefined}
      sx={{ width: size, height: size, bgcolor: src ? undefined : 'primary.main' }}
    >
      <PersonIcon sx={{ fontSize: size * 0.65 }} aria-hidden />
    </Avatar>
  );
}
