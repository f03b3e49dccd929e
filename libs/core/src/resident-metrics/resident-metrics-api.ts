import type { ApiResult } from '../api-types.js';
import type { MessageKind } from '../messages/message.js';
import type { MetricsPeriod } from './metrics-period.js';

/** A period the selector offers, and whether it is the one answered (spec 02 §3 "Chart data"). */
export interface MetricsPeriodOption {
  value: MetricsPeriod;
  selected: boolean;
}

/** A bar chart: one label and one count per bar, the window it covers and the periods offered. */
export interface MetricsChartData {
  labels: string[];
  periodCount: number[];
  fromDate: string;
  toDate: string;
  supportedTimePeriods: MetricsPeriodOption[];
  /** The zone the bars are days or months of: the resident's facility's (decision 0073). */
  timeZone: string;
}

export interface ResidentMetricsChartResponse extends ApiResult {
  chartData: MetricsChartData;
}

/** A doughnut: one slice per key (a person's id, or a message kind), with its label and count. */
export interface MetricsDoughnutData {
  keys: string[];
  labels: string[];
  periodCount: number[];
}

/**
 * `GET residentdashboard/{id}/message`: the three doughnuts of the period, and the messages in
 * and out, each a pair: [in the period, in the last two weeks].
 */
export interface ResidentMessageMetricsResponse extends ApiResult {
  fromDate: string;
  toDate: string;
  userToResidentChartData: MetricsDoughnutData;
  residentToUserChartData: MetricsDoughnutData;
  messageContentTypeChartData: MetricsDoughnutData & { keys: MessageKind[] };
  messagesIn: [number, number];
  messagesOut: [number, number];
}

/** A person who may use the mobile app for the resident (`GET residentdashboard/{id}/users`). */
export interface ResidentAppUser {
  id: string;
  name: string;
  nickname: string;
  functionalRole: string;
  /** Their first sign-in ever: when they activated their account (decision 0073). */
  activationDate: string | null;
  lastSignIn: string | null;
}

export interface ResidentAppUsersResponse extends ApiResult {
  users: ResidentAppUser[];
}

/** A memory album's counts (spec 02 §3 "Playlist (memory album) summary"). */
export interface MemoryAlbumSummary {
  id: number;
  name: string;
  description: string;
  /** Whether the album shows anything (it has at least one item). */
  isActive: boolean;
  audioCount: number;
  imageCount: number;
  videoCount: number;
  lastAddDate: string | null;
}

export interface ResidentAlbumMetricsResponse extends ApiResult {
  playlists: MemoryAlbumSummary[];
}

/**
 * `GET residentdashboard/{id}/summary`: the last check-in, message and album addition, each
 * flagged when two weeks passed without one (decision 0073).
 */
export interface ResidentEngagement {
  residentId: number;
  lastCheckIn: string | null;
  notCheckedIn: boolean;
  lastMessageIn: string | null;
  noRecentMessages: boolean;
  lastAlbumAddition: string | null;
  noRecentAlbumAdditions: boolean;
}

export interface ResidentEngagementResponse extends ApiResult, ResidentEngagement {
  quietWindowDays: number;
}

/**
 * A resident in the family engagement at a glance (issue 13 point 7; decision 0074): the last
 * message and album addition, and whether the family has been quiet for two weeks (neither).
 */
export interface FamilyEngagement extends ResidentEngagement {
  name: string;
  kioskId: number | null;
  kioskName: string;
  /** The zone of the resident's facility, on whose clock the dates are shown (as the metrics are). */
  timeZone: string;
  /** No message received and nothing added to the memory albums for two weeks. */
  quietFamily: boolean;
}

/** `GET residentdashboard/engagement/kiosk/{id}` and `…/facility/{id}`: the residents in scope, quiet ones first. */
export interface FamilyEngagementResponse extends ApiResult {
  residents: FamilyEngagement[];
  quietWindowDays: number;
}
