// Async boundary: shared singletons are negotiated before any app code runs (ARCHITECTURE.md "Remotes and the shell").
import('./bootstrap');
