/** Query keys, resource first (react-admin style), so invalidation can target a resource. */
export const queryKeys = {
  config: ['config'] as const,
  me: ['users', 'me'] as const,
  profileEdit: ['users', 'profileEdit'] as const,
  /** Everything the admin dashboard reads (its summaries, the build version, the admin's login data). */
  admin: ['admin'] as const,
  adminLogin: ['admin', 'login'] as const,
  kioskLogin: ['kiosks', 'login'] as const,
  residentLogin: ['residents', 'login'] as const,
  kioskComboOptions: (kioskTypeId: number) => ['kiosks', 'comboOptions', { kioskTypeId }] as const,
};
