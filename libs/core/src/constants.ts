/** Business constants and limits shared by the console, the API and the devices (spec 01 §9). */

export const PRODUCT_NAME = 'Ambient Console';
export const COPYRIGHT_YEAR = 2025;

export const KioskType = { Abby: 1, Genie: 2 } as const;
export type KioskType = (typeof KioskType)[keyof typeof KioskType];

export const SubscriptionLevel = { Basic: 1, Advanced: 2, Unlimited: 3 } as const;
export type SubscriptionLevel = (typeof SubscriptionLevel)[keyof typeof SubscriptionLevel];

export const Language = { English: 1, French: 2 } as const;
export type Language = (typeof Language)[keyof typeof Language];

export const Country = { Canada: 1, UnitedStates: 2 } as const;
export type Country = (typeof Country)[keyof typeof Country];

export const Limits = {
  passwordMin: 8,
  profileNameMax: 100,
  nicknameMax: 20,
  organizationNameMax: 200,
  domainNameMax: 200,
  facilityNameMax: 50,
  userNameMax: 50,
  residentNameMax: 50,
  uwbTagMax: 10,
  kioskSerialMax: 20,
  kioskNameMax: 100,
  hubSerialDigits: 6,
  phoneMax: 20,
  streetMax: 100,
  cityMax: 100,
  pictureMinPixels: 400,
  pictureMaxBytes: 10_000_000,
  /** A picture is decoded to be judged; beyond this many pixels it is refused before decoding. */
  pictureMaxPixels: 40_000_000,
  /** A Genie release (zip): entries, bytes once expanded, and how much one entry may be compressed. */
  releaseMaxEntries: 20_000,
  releaseMaxExpandedBytes: 4 * 1024 * 1024 * 1024,
  releaseMaxCompressionRatio: 200,
  failedSignInsBeforeLock: 5,
  /** The first lock lasts this long; each lock in a row doubles it. */
  firstLockMinutes: 15,
} as const;

export const Timings = {
  dialogResetMs: 300,
  loadingClearMs: 100,
  copyNoticeMs: 2000,
  noticeMs: 3000,
  comboResetMs: 300,
} as const;

export const AppEnvironment = ['Development', 'Sandbox', 'Stage', 'Production'] as const;
export type AppEnvironment = (typeof AppEnvironment)[number];

export const StoragePrefix = { resident: 'r-', kiosk: 'k-' } as const;

/** What the API accepts at its edge; the console keeps within the same bounds. */
export const RequestLimits = {
  /** Ids are PostgreSQL `integer`s. */
  idMax: 2_147_483_647,
  /** Arrays and objects nested deeper than this in a JSON body are refused. */
  bodyDepthMax: 32,
  /** Longest request address (path and query) in characters. */
  urlMax: 8_192,
  /** Longest free text of a search box. */
  searchMax: 200,
  pageSizeMax: 500,
} as const;
