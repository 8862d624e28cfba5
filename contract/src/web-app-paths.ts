import { API_BASE } from './api-client';

/** Where the member app's page links its manifest; apart from the schemas, for its first load. */
export const WEB_APP_MANIFEST_PATH = `${API_BASE}/WebApp/manifest.webmanifest`;
