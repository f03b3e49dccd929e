import type { ComponentType } from 'react';
import type { RouteName } from '../modules/navigation/utils/routes.constant';

/**
 * The screens built so far, by route name. A signed-in route missing here shows the
 * "Men At Work" notice. Feature slices register their page here.
 */
export const SCREENS: Partial<Record<RouteName, ComponentType>> = {};
