export { acceptInvitations, findMemberByFirebaseId, type Member } from './member-repository';
