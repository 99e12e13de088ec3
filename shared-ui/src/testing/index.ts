/**
 * shared-ui/testing: the component-test helpers of every remote (render a remote's root, or a tree inside
 * `RemoteRoot`, with fake props). Test code only; the browser bundles never import this entry.
 */
export * from './render-remote';
