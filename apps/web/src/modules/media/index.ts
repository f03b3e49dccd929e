export { MediaScreen } from './components/MediaScreen';
export { AbbyLibraryScreen } from './components/AbbyLibraryScreen';
export { MediaSelectorDialog, type SelectorLibrary } from './components/MediaSelectorDialog';
export { MediaPreviewDialog } from './components/MediaPreviewDialog';
export { ResidentPickers } from './components/ResidentPickers';
export { useMediaPickers } from './hooks/useMediaPickers';
export { useMediaColumns } from './components/useMediaColumns';
export { MediaTypeFilter, Picker } from './components/MediaToolbar';
