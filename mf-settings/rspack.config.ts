// Built and served like every web app (shared-build/src/rspack.ts); its name, port and title
// come from its entry in shared-build/src/apps.ts.
import { rspackConfigOf } from 'shared-build/rspack';
import federation from './module-federation.config';

export default rspackConfigOf(import.meta.url, federation);
