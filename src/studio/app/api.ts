/**
 * The studio server's API, one typed function per address of src/studio/protocol.ts. Every failure is thrown as
 * an ApiError carrying the server's own sentence (`{ error }`), so screens can show it as it is.
 */
import {
  studioApi,
  studioSecret,
  type AddressCheck,
  type CheckResult,
  type Conflict,
  type FileList,
  type FooterChoice,
  type ImageFile,
  type LinkTargets,
  type NewPageRequest,
  type NewPageResult,
  type OpenedFile,
  type SaveRequest,
  type SaveResult,
  type Schemas,
  type StartingPoint,
  type TitleCheck,
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

/** The answer's JSON, or an ApiError with the server's own sentence (the hosted screens' client uses it too). */
export async function readJson<T>(response: Response): Promise<T> {
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const said = body && typeof body === 'object' && 'error' in body ? String((body as { error: unknown }).error) : '';
    throw new ApiError(said || `The studio answered ${response.status} ${response.statusText}.`, response.status);
  }
  return body as T;
}

/** The secret the studio wrote into this page (protocol.ts studioSecret): every change sends it. */
const secret = () => document.querySelector<HTMLMetaElement>(`meta[name="${studioSecret.meta}"]`)?.content ?? '';

const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'content-type': 'application/json', [studioSecret.header]: secret() }, body: JSON.stringify(body) });

export const listFiles = async () => (await readJson<FileList>(await fetch(studioApi.files))).files;

export const openFile = async (file: string) => readJson<OpenedFile>(await fetch(`${studioApi.file}?file=${encodeURIComponent(file)}`));

/** Saves; a 409 is not an error but an answer: the file changed on disk, and the caller asks the person. */
export async function saveFile(request: SaveRequest): Promise<SaveResult | Conflict> {
  const response = await fetch(studioApi.file, json('PUT', request));
  if (response.status === 409) return (await response.json()) as Conflict;
  return readJson<SaveResult>(response);
}

export const checkDraft = async (file: string, data: unknown) => readJson<CheckResult>(await fetch(studioApi.check, json('POST', { file, data })));

/** The page as the build renders it, as HTML text (for an iframe's srcdoc). */
export async function previewDraft(file: string, data: unknown): Promise<string> {
  const response = await fetch(studioApi.preview, json('POST', { file, data }));
  if (!response.ok) await readJson(response);
  return response.text();
}

export const checkAddress = async (address: string) => readJson<AddressCheck>(await fetch(`${studioApi.newPage}?address=${encodeURIComponent(address)}`));

export const checkTitle = async (title: string) => readJson<TitleCheck>(await fetch(`${studioApi.newPage}?title=${encodeURIComponent(title)}`));

export const createPage = async (request: NewPageRequest) => readJson<NewPageResult>(await fetch(studioApi.newPage, json('POST', request)));

export const footerChoice = async (from: string, title: string) =>
  readJson<FooterChoice>(await fetch(`${studioApi.footerGroups}?${new URLSearchParams({ from, title }).toString()}`));

export const startingPoints = async () => readJson<StartingPoint[]>(await fetch(studioApi.startingPoints));

export const listImages = async () => readJson<ImageFile[]>(await fetch(studioApi.images));

/** A picture's type from its name, for a browser that leaves File.type empty (the server checks the bytes anyway). */
function imageTypeOf(name: string): string {
  const ext = /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
  return ({ png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp', svg: 'image/svg+xml' } as Record<string, string>)[ext] ?? 'application/octet-stream';
}

export async function uploadImage(file: File): Promise<ImageFile> {
  const type = file.type || imageTypeOf(file.name);
  const response = await fetch(`${studioApi.images}?name=${encodeURIComponent(file.name)}`, { method: 'POST', headers: { 'content-type': type, [studioSecret.header]: secret() }, body: file });
  return readJson<ImageFile>(response);
}

/** Deletes a picture uploaded since the studio started that no page uses (the server refuses any other). */
export async function deleteUpload(sitePath: string): Promise<void> {
  const response = await fetch(`${studioApi.images}?path=${encodeURIComponent(sitePath)}`, json('DELETE', {}));
  if (!response.ok) await readJson(response);
}

export const loadSchemas = async () => readJson<Schemas>(await fetch(studioApi.schemas));

export const linkTargets = async () => readJson<LinkTargets>(await fetch(studioApi.links));

export const isConflict = (answer: SaveResult | Conflict): answer is Conflict => 'conflict' in answer && answer.conflict === true;
