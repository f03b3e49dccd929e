import { describe, expect, it } from '@jest/globals';
import {
  INITIAL_ROUTE_STACK,
  canToggleMenu,
  followAddress,
  popRoute,
  pushRoute,
  resetToRoute,
  trimToRoute,
} from './route-stack.util';
import { routeNameOfPath, type RouteName } from '../../../utils/routes.constant';

describe('route stack (spec 01 §2.3)', () => {
  it('starts as Home and opening a screen pushes it', () => {
    expect(INITIAL_ROUTE_STACK).toEqual(['Home']);
    expect(pushRoute(['Home'], 'KioskDashboard')).toEqual(['Home', 'KioskDashboard']);
    expect(pushRoute(['Home', 'KioskDashboard'], 'KioskDashboard')).toEqual(['Home', 'KioskDashboard']);
  });

  it('going back pops but never empties the stack', () => {
    expect(popRoute(['Home', 'KioskDashboard'])).toEqual(['Home']);
    expect(popRoute(['Home'])).toEqual(['Home']);
  });

  it('choosing a named route trims the stack back to it, or opens it', () => {
    expect(trimToRoute(['Home', 'KioskDashboard', 'KioskEmailManager'], 'KioskDashboard')).toEqual([
      'Home',
      'KioskDashboard',
    ]);
    expect(trimToRoute(['Home', 'KioskDashboard'], 'Home')).toEqual(['Home']);
    expect(trimToRoute(['Home'], 'UserEvents')).toEqual(['Home', 'UserEvents']);
  });

  it('the menu resets the stack to Home and the chosen screen', () => {
    expect(resetToRoute('DomainManager')).toEqual(['Home', 'DomainManager']);
    expect(resetToRoute('Home')).toEqual(['Home']);
  });

  it('the drawer toggle works on Home and when the parent is the root', () => {
    expect(canToggleMenu(['Home'])).toBe(true);
    expect(canToggleMenu(['Home', 'AdminDashboard'])).toBe(true);
    expect(canToggleMenu(['Home', 'ResidentManager', 'ResidentDashboard'])).toBe(true);
  });

  it('never holds a screen twice, and an address typed starts again from Home', () => {
    expect(pushRoute(['Home', 'KioskManager', 'KioskDashboard'], 'KioskManager')).toEqual([
      'Home',
      'KioskManager',
    ]);
    let stack: readonly RouteName[] = ['Home'];
    for (const name of ['KioskDashboard', 'ResidentManager', 'KioskDashboard', 'ResidentManager'] as const)
      stack = followAddress(stack, name);
    expect(stack).toEqual(['Home', 'ResidentManager']);
    expect(followAddress(['Home', 'KioskManager', 'KioskDashboard'], 'KioskManager')).toEqual([
      'Home',
      'KioskManager',
    ]);
  });

  it('finds the route of a path like the router does (case-insensitive, trailing slash)', () => {
    expect(routeNameOfPath('/')).toBe('Home');
    expect(routeNameOfPath('/AbbyExpressionManager')).toBe('AbbyExpressionManager');
    expect(routeNameOfPath('/kioskmanager/')).toBe('KioskManager');
    expect(routeNameOfPath('/callback')).toBeNull();
  });
});
