/** What the expressions endpoints answer (spec 03 §3 "Abby expressions", §7 "Expressions"). */
import type { ApiResponse } from '../api-types.js';

export interface CaregiverExpression {
  id: number;
  description: string;
  shortDescription: string;
  longDescription: string;
  summaryLabel: string;
  summaryLabelPlural: string;
}
export interface ActivityExpression {
  id: number;
  description: string;
}
export interface TextResourceExpression {
  id: number;
  description: string;
  text: string;
}
export interface InvitationExpression {
  id: number;
  message: string;
}

/** One language's expressions; English is the reference set, the others its translation ('' untranslated). */
export interface AbbyExpressions {
  languageId: number;
  caregiver: CaregiverExpression[];
  activities: ActivityExpression[];
  textResources: TextResourceExpression[];
  ambientInvitations: InvitationExpression[];
}

export type ExpressionsManagerResponse = ApiResponse<{ expressions: AbbyExpressions[] }>;
