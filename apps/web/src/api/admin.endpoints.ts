/**
 * The admin dashboard's calls (spec 01 §7 Admin and build), typed from the API contract in
 * @ambient/core, and their query keys.
 */
import type {
  ApiResult,
  BuildVersionResponse,
  CountSummaryResponse,
  KioskTypeSummaryResponse,
  ReleaseResponse,
  SummaryKind,
  UserSummaryResponse,
} from '@ambient/core';
import { ApiError } from './api-error';
import { apiRequest } from './http-client';

/** The answer of each summary, by kind. */
export interface SummaryResponses {
  organization: CountSummaryResponse;
  domain: CountSummaryResponse;
  facility: CountSummaryResponse;
  kiosk: KioskTypeSummaryResponse;
  resident: KioskTypeSummaryResponse;
  user: UserSummaryResponse;
}

export const adminQueryKeys = {
  all: ['admin'] as const,
  buildVersion: ['admin', 'buildVersion'] as const,
  summaries: ['admin', 'summary'] as const,
  summary: (kind: SummaryKind) => ['admin', 'summary', kind] as const,
};

/** A downloaded file and the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

function fileNameOf(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

export const adminApi = {
  buildVersion: (signal?: AbortSignal) =>
    apiRequest<BuildVersionResponse>('/admin/build/version', { signal }),

  summary: <K extends SummaryKind>(kind: K, signal?: AbortSignal) =>
    apiRequest<SummaryResponses[K]>(`/admin/summary/${kind}`, { signal }),

  /** POST genieupdates/release: multipart with the field `file`; answers `nextUpdate`. */
  releaseUpdate: (file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return apiRequest<ReleaseResponse>('/genieupdates/release', { method: 'POST', form });
  },

  /**
   * GET workbook answers a file, not JSON, so it is fetched here with the session's bearer
   * token; a failure still arrives in the result convention and becomes an ApiError.
   */
  async workbook(accessToken: string | null, language: string): Promise<DownloadedFile> {
    if (!accessToken) throw new ApiError(401, 1, null, 'noToken');
    let response: Response;
    try {
      response = await fetch('/api/workbook', {
        headers: { Authorization: `Bearer ${accessToken}`, 'Accept-Language': language },
      });
    } catch {
      throw new ApiError(0, 1, null, 'network');
    }
    if (!response.ok) {
      const result = (await response.json().catch(() => null)) as ApiResult | null;
      throw new ApiError(response.status, result?.errorSeverity ?? 1, result?.errorMessage ?? null);
    }
    return { blob: await response.blob(), fileName: fileNameOf(response.headers.get('Content-Disposition')) };
  },
};
