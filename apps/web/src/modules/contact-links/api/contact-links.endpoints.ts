import type { ApiResponse } from '@ambient/core';
import { api } from '../../../api/http-client';

/** Accepts, for the signed-in account, the link offered by email; answers what it is now connected to. */
export const acceptLink = (token: string): Promise<ApiResponse<{ names: string[] }>> =>
  api.post('/api/users/links/accept', { body: { token } });
