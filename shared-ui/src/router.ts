/**
 * The site's router API (react-router-dom v7), for the shell and every remote. It is imported from here, never
 * from react-router-dom directly (ESLint), so react-router is bundled once, tree-shaken to these names, inside the
 * shared-ui federation singleton: every router and every route hook then share one router context instance,
 * whichever package renders them (ARCHITECTURE.md "Front-end builds"). Component tests may still import
 * react-router-dom (e.g. `MemoryRouter`): outside a federation build it is the same module.
 */
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router-dom';
