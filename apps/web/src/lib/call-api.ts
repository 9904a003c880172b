import { apiRequest } from './api-client';

/**
 * Makes one call of spec §7: POST `{ requestInfo: { userName }, requestBody }`. The server checks
 * `userName` against the session cookie; nothing secret is added by the browser.
 */
export function callApi<T>(path: string, userName: string, requestBody?: unknown): Promise<T> {
  return apiRequest<T>(path, {
    method: 'POST',
    body:
      requestBody === undefined
        ? { requestInfo: { userName } }
        : { requestInfo: { userName }, requestBody },
  });
}
