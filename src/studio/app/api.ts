/**
 * The studio server's API, one typed function per address of src/studio/protocol.ts. Every failure is thrown as
 * an ApiError carrying the server's own sentence (`{ error }`), so screens can show it as it is.
 */
import {
  studioApi,
  type AddressCheck,
  type CheckResult,
  type Conflict,
  type FileList,
  type ImageFile,
  type LinkTargets,
  type NewPageRequest,
  type NewPageResult,
  type OpenedFile,
  type SaveRequest,
  type SaveResult,
  type Schemas,
  type StartingPoint,
} from '../protocol.ts';

/** A failed request, with the server's message for the person (or a plain description of what failed). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function readJson<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const said = body && typeof body === 'object' && 'error' in body ? String((body as { error: unknown }).error) : '';
    throw new ApiError(said || `The studio answered ${response.status} ${response.statusText}.`, response.status);
  }
  return body as T;
}

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

export const listFiles = async () => (await readJson<FileList>(await fetch(studioApi.files))).files;

export const openFile = async (file: string) => readJson<OpenedFile>(await fetch(`${studioApi.file}?file=${encodeURIComponent(file)}`));

/** Saves; a 409 is not an error but an answer: the file changed on disk, and the caller asks the person. */
export async function saveFile(request: SaveRequest): Promise<SaveResult | Conflict> {
  const response = await fetch(studioApi.file, json('PUT', request));
  if (response.status === 409) return (await response.json()) as Conflict;
  return readJson<SaveResult>(response);
}

export const checkDraft = async (file: string, data: unknown) => (await readJson<CheckResult>(await fetch(studioApi.check, json('POST', { file, data })))).problems;

/** The page as the build renders it, as HTML text (for an iframe's srcdoc). */
export async function previewDraft(file: string, data: unknown): Promise<string> {
  const response = await fetch(studioApi.preview, json('POST', { file, data }));
  if (!response.ok) await readJson(response);
  return response.text();
}

export const checkAddress = async (address: string) => readJson<AddressCheck>(await fetch(`${studioApi.newPage}?address=${encodeURIComponent(address)}`));

export const createPage = async (request: NewPageRequest) => readJson<NewPageResult>(await fetch(studioApi.newPage, json('POST', request)));

export const startingPoints = async () => readJson<StartingPoint[]>(await fetch(studioApi.startingPoints));

export const listImages = async () => readJson<ImageFile[]>(await fetch(studioApi.images));

export async function uploadImage(file: File): Promise<ImageFile> {
  const response = await fetch(`${studioApi.images}?name=${encodeURIComponent(file.name)}`, { method: 'POST', headers: { 'content-type': file.type || 'application/octet-stream' }, body: file });
  return readJson<ImageFile>(response);
}

export const loadSchemas = async () => readJson<Schemas>(await fetch(studioApi.schemas));

export const linkTargets = async () => readJson<LinkTargets>(await fetch(studioApi.links));

export const isConflict = (answer: SaveResult | Conflict): answer is Conflict => 'conflict' in answer && answer.conflict === true;
