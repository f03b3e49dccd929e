import type { ReactElement } from 'react';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import CorporateFareOutlined from '@mui/icons-material/CorporateFareOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import TabletMacOutlined from '@mui/icons-material/TabletMacOutlined';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import QueueMusicOutlined from '@mui/icons-material/QueueMusicOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import PhotoAlbumOutlined from '@mui/icons-material/PhotoAlbumOutlined';
import LibraryMusicOutlined from '@mui/icons-material/LibraryMusicOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import PublicOutlined from '@mui/icons-material/PublicOutlined';
import LocalLibraryOutlined from '@mui/icons-material/LocalLibraryOutlined';
import SystemUpdateOutlined from '@mui/icons-material/SystemUpdateOutlined';
import SensorsOutlined from '@mui/icons-material/SensorsOutlined';
import type { RouteName } from '../../../utils/routes.constant';

export const MENU_ICONS: Partial<Record<RouteName, ReactElement>> = {
  Home: <HomeOutlined />,
  OrganizationManager: <CorporateFareOutlined />,
  DomainManager: <HubOutlined />,
  FacilityManager: <ApartmentOutlined />,
  KioskManager: <TabletMacOutlined />,
  Fleet: <SensorsOutlined />,
  KioskMediaManager: <VideoLibraryOutlined />,
  KioskPlaylistManager: <QueueMusicOutlined />,
  AbbyKioskProfileManager: <QueueMusicOutlined />,
  ResidentManager: <PeopleAltOutlined />,
  ResidentMediaManager: <PhotoLibraryOutlined />,
  ResidentPlaylistManager: <PhotoAlbumOutlined />,
  AbbyResidentProfileManager: <LibraryMusicOutlined />,
  AdminUserManager: <ManageAccountsOutlined />,
  MessageManager: <ForumOutlined />,
  PublicMediaManager: <PublicOutlined />,
  AbbySharedLibraryManager: <LocalLibraryOutlined />,
  UnupdatedAbbys: <SystemUpdateOutlined />,
};
