/** The editor's address for a file: /studio/edit/site-config/pages/gap.json (relative to the router's /studio). */
export const editorPath = (file: string) => `/edit/${file}`;
/** The hosted studio's screens: a draft's review, its preview link, a file's history. */
export const draftsPath = '/drafts';
export const reviewPath = (branch: string) => `/review/${branch}`;
export const sharedPath = (branch: string) => `/shared/${branch}`;
export const historyPath = (file: string) => `/history/${file}`;
