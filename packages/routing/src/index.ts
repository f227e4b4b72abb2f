/**
 * The router every area of the page shares. Module federation shares a module whole: shared as
 * itself, react-router put all of its 7.x API (data routers, fetchers, server rendering) into every
 * first load, 51.6 KB on the wire. Shared through this list of names, webpack drops the rest
 * (12.3 KB). A name an area needs is added here, in a minor version of this package.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  NavLink,
  Route,
  Routes,
  matchPath,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
