export { createFirebaseVerifier, type Identity, type IdentityVerifier } from './identity';
