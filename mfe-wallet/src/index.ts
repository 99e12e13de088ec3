// The async boundary Module Federation needs before shared singletons are used (ARCHITECTURE.md
// "Remotes and the shell").
import('./bootstrap');
