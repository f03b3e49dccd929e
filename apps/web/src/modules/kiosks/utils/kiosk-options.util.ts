import type {
  AmbientInvitationOption,
  ButtonConfig,
  DomainOption,
  FacilityOption,
  KiosksManagerResponse,
  LanguageOption,
  NamedRef,
  UpdateLevels,
} from '@ambient/core';

/** The option lists the kiosk dialog and the filters use, as GET kiosks/manager sends them. */
export interface KioskOptions {
  kioskTypes: readonly NamedRef[];
  facilities: readonly FacilityOption[];
  domains: readonly DomainOption[];
  genieButtonConfigs: readonly ButtonConfig[];
  updateLevels: UpdateLevels;
  activityLevels: readonly number[];
  ambientInvitations: readonly AmbientInvitationOption[];
  languages: readonly LanguageOption[];
}

const EMPTY_LEVELS: UpdateLevels = { genie: [], abby21: [], abby22: [], abby3: [] };

export function kioskOptionsOf(data: KiosksManagerResponse | undefined): KioskOptions {
  return {
    kioskTypes: data?.kioskTypes ?? [],
    facilities: data?.facilities ?? [],
    domains: data?.domains ?? [],
    genieButtonConfigs: data?.genieButtonConfigs ?? [],
    updateLevels: data?.updateLevels ?? EMPTY_LEVELS,
    activityLevels: data?.activityLevels ?? [],
    ambientInvitations: data?.ambientInvitationSelectItems ?? [],
    languages: data?.languages ?? [],
  };
}

/** The invitations a new Abby starts with (spec 02 §4). */
export function defaultInvitationIds(options: KioskOptions): number[] {
  return options.ambientInvitations.filter((i) => i.isDefault).map((i) => i.id);
}
