export { recordAudit, type Actor, type AuditEntry } from './audit-repository';
