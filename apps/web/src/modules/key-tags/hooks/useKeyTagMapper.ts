import { useQuery } from '@tanstack/react-query';
import { keyTagKeys, keyTagsApi } from '../api/key-tags.endpoints';

/** GET kiosks/keytags/mapper: the kiosks, residents, facilities and mappings the user may see. */
export function useKeyTagMapper() {
  return useQuery({
    queryKey: keyTagKeys.mapper,
    meta: { readModels: ['key_tags', 'kiosks', 'residents'] },
    queryFn: keyTagsApi.mapper,
  });
}
