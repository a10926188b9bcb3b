// A named import: Vite bundles only this field of package.json, not the whole file.
import { version } from '../../../package.json';

/** The app's version as feedback reports name it (package.json, set at build time). */
export const APP_VERSION: string = version;
