/** The audit log. */
export { AuditPage } from './components/AuditPage';
