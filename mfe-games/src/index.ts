// The async boundary Module Federation needs before shared singletons are used (tech-notes 1.2).
import('./bootstrap');
