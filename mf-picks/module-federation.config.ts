// This remote as a Module Federation remote: what it exposes is its entry in
// shared-build/src/apps.ts; the shared map is shared-build's, written once for every app.
import { federationConfigOf } from 'shared-build/federation';

export default federationConfigOf(import.meta.url);
