import { leagueImportResponseSchema, type LeagueImportResponse } from '@rinkside/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_BASE,
  ApiRequestError,
  FETCH_FAILED_MESSAGE,
  markForceLogout,
  NETWORK_ERROR_MESSAGE,
  readErrorShape,
  refreshSession,
} from '../../../lib/http';

/** How far the upload has come: the bytes sent, and the total when the browser knows it. */
export interface UploadProgress {
  loaded: number;
  total: number | null;
}

export interface ImportLeagueFileRequest {
  file: File;
  onProgress?: (progress: UploadProgress) => void;
}

/** The body's type as the server reads it: a gzip file by its name or type, else JSON. */
export function leagueFileContentType(file: File): 'application/gzip' | 'application/json' {
  return /\.gz$/i.test(file.name) || /gzip/i.test(file.type) ? 'application/gzip' : 'application/json';
}

/**
 * One POST of the file as the request body. XMLHttpRequest, not fetch: only it reports the upload's
 * progress, and a ZenGM file of a long league runs to hundreds of MB. No timeout: the server reads a large
 * file for longer than the 30 s every other call gets.
 */
function postFile({ file, onProgress }: ImportLeagueFileRequest): Promise<LeagueImportResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}/league/import`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', leagueFileContentType(file));
    xhr.upload.addEventListener('progress', (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : null }),
    );
    // Every byte sent, whether or not the browser reported the way there (a small file may skip it).
    xhr.upload.addEventListener('load', () => onProgress?.({ loaded: file.size, total: file.size }));
    xhr.addEventListener('error', () => reject(new ApiRequestError(0, NETWORK_ERROR_MESSAGE)));
    xhr.addEventListener('load', () => {
      const payload = readJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = leagueImportResponseSchema.safeParse(payload);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiRequestError(xhr.status, FETCH_FAILED_MESSAGE));
        return;
      }
      const { error, message } = readErrorShape(payload);
      reject(
        new ApiRequestError(xhr.status, message ?? FETCH_FAILED_MESSAGE, {
          error,
          serverMessage: message,
          payload,
        }),
      );
    });
    xhr.send(file);
  });
}

/** POST /league/import: a Rinkside or ZenGM hockey league file becomes a new league the caller runs. */
export async function importLeagueFile(request: ImportLeagueFileRequest): Promise<LeagueImportResponse> {
  try {
    return await postFile(request);
  } catch (error) {
    // As every other call: an ended session is refreshed once, then the file is sent again.
    if (!(error instanceof ApiRequestError) || error.status !== 401) throw error;
    if (!(await refreshSession())) {
      markForceLogout();
      throw error;
    }
    return postFile(request);
  }
}

export function useImportLeagueFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importLeagueFile,
    // The dashboard's 'Your Leagues' gains the new league.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['leagues', 'user'] }),
  });
}

function readJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
