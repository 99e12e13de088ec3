/** Ops accounts: the list with role and state, and the admin's create and disable. */
export { OpsUsersPage } from './components/OpsUsersPage';
