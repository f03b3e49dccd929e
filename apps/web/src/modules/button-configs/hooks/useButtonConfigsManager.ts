import { useQuery } from '@tanstack/react-query';
import { buttonConfigKeys, buttonConfigsApi } from '../api/button-configs.endpoints';

/** GET buttonconfigs/manager: the configurations, buttons, actions and every configuration's details. */
export function useButtonConfigsManager() {
  return useQuery({
    queryKey: buttonConfigKeys.manager,
    meta: { readModels: ['config_details'] },
    queryFn: buttonConfigsApi.manager,
  });
}
