/** The Users API's contract (spec 02 §7 Users), as the console reads it. */
import type { ApiResponse } from '../api-types.js';
import type { BaseRole, FunctionalRole } from '../roles.js';

/** The screens the user manager serves (spec 02 §2), and the kiosk dashboard's contact list. */
export type UserManagerContext =
  | 'admin'
  | 'abby-kiosk-participants'
  | 'abby-resident-facilitators'
  | 'genie-kiosk-managers'
  | 'genie-kiosk-resident-contacts'
  | 'genie-resident-contacts'
  | 'kiosk-contact';

/** A user as the user manager lists them: only the ids the caller sees, and what they may do. */
export interface ManagedUser {
  id: string;
  email: string;
  name: string;
  nickname: string;
  picture: string | null;
  languageId: number | null;
  role: BaseRole;
  functionalRole: FunctionalRole;
  domainIds: number[];
  kioskIds: number[];
  residentIds: number[];
  defaultResidentId: number | null;
  isLocked: boolean;
  canEdit: boolean;
  canDelete: boolean;
  createDate: string;
}

export interface UserManagerRequest {
  context: UserManagerContext;
  kioskIds?: number[];
  residentIds?: number[];
  filter?: {
    kioskTypeId?: number | null;
    kioskId?: number | null;
    residentId?: number | null;
    role?: FunctionalRole | null;
    search?: string | null;
  };
  page?: number;
  pageSize?: number;
  /**
   * False: the option lists carry only what the page's users refer to (the names the grid shows);
   * the pickers search `users/manager/options`. True or absent: every option in scope (spec 02 §7).
   */
  lists?: boolean;
}

export type UserManagerResponse = ApiResponse<{
  users: ManagedUser[];
  total: number;
  /** The roles the caller may give. */
  roles: FunctionalRole[];
  kiosks: Array<{
    id: number;
    name: string;
    serialNumber: string;
    typeId: number;
    facilityId: number | null;
  }>;
  residents: Array<{ id: number; name: string; kioskId: number | null; kioskTypeId: number | null }>;
  facilities: Array<{ id: number; name: string; domainId: number | null }>;
  domains: Array<{ id: number; name: string; organizationName: string; facilityIds: number[] }>;
}>;

/** The kinds of option the user manager's pickers search. */
export type OptionKind = 'kiosks' | 'residents' | 'domains';
export const OPTION_KINDS = ['kiosks', 'residents', 'domains'] as const satisfies readonly OptionKind[];

/** GET users/manager/options: one kind of option, searched, of a kiosk type or a kiosk's residents. */
export interface UserManagerOptionsRequest {
  kind: OptionKind;
  search?: string;
  kioskTypeId?: number | null;
  kioskId?: number | null;
  limit?: number;
}
export type UserManagerOptionsResponse = ApiResponse<
  Pick<UserManagerResponse, 'kiosks' | 'residents' | 'facilities' | 'domains'>
>;

export interface UserExtraFields {
  id: string;
  isEmailVerified: boolean;
  lastLogin: string | null;
  lastPasswordReset: string | null;
}
export type UserExtraFieldsResponse = ApiResponse<{ extraFields: UserExtraFields[] }>;

/** POST users and PUT users/{id}: the user dialog. */
export interface UserPayload {
  email: string;
  name: string;
  nickname: string;
  languageId: number | null;
  role: BaseRole | null;
  functionalRole: FunctionalRole | null;
  domainIds: number[];
  kioskIds: number[];
  residentIds: number[];
  defaultResidentId: number | null;
  password?: string | null;
  context: UserManagerContext;
  kioskId?: number | null;
  residentId?: number | null;
}
export type UserSaveResponse = ApiResponse<{ user: ManagedUser | null; isEmailSent: boolean }>;
