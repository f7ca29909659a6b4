/**
 * A webpack loader for react-router's production build. Its components and contexts are created at the
 * top of one large module (`var Link = React10.forwardRef(…); Link.displayName = "Link";`), and a
 * minifier must keep a call or an assignment it cannot prove harmless: every page downloaded NavLink,
 * Form, ScrollRestoration and what they use (fetchers, prefetch links, form submission), which the app's
 * declarative <Router> never renders. Marking those calls pure and leaving out the names (only React's
 * developer tools show them) lets the minifier drop what nothing uses.
 */
export default function reactRouterWithoutSideEffects(source: string): string {
  return source
    .replace(/^var (\w+) = (React\d*)\.(forwardRef|memo|createContext)\(/gm, 'var $1 = /* @__PURE__ */ $2.$3(')
    .replace(/^\w+\.displayName = "[^"\n]*";$/gm, '');
}
