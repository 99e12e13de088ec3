// Async boundary: shared singletons are negotiated before any app code runs (tech-notes 1.2).
import('./bootstrap');
