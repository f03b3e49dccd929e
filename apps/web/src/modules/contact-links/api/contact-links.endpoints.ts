import type { ApiResponse } from '@ambient/core';
import { apiRequest } from '../../../api/http-client';

/** Accepts, for the signed-in account, the link offered by email; answers what it is now connected to. */
export const acceptLink = (token: string) =>
  apiRequest<ApiResponse<{ names: string[] }>>('/users/links/accept', { method: 'POST', body: { token } });
