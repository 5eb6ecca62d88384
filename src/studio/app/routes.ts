/** The editor's address for a file: /studio/edit/site-config/pages/gap.json (relative to the router's /studio). */
export const editorPath = (file: string) => `/edit/${file}`;
